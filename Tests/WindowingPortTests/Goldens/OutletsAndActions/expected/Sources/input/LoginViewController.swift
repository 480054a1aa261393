import UIKit

class LoginViewController: UIViewController {
    weak var nameField: UIView!
    var statusLabel: UILabel?
    weak var logInButton: UIButton!, cancelButton: UIButton!
    var stars: [UIImageView]!
    var title2: UILabel

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func logIn(_ sender: UIButton) {
        statusLabel?.text = "Logged in"
    }

    func cancel() {}

    func tapped(_ sender: Any, forEvent event: UIEvent) {}

    @IBAction func help(sender: Any?) {}

    // windowing-port: Linux has no Objective-C runtime to find @IBOutlets and @IBActions by name,
    // so the storyboard loader reads them here.
    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(storyboardOutletsDeclaredInLoginViewController) { $1 }
    }
    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(storyboardActionsDeclaredInLoginViewController) { $1 }
    }
}
