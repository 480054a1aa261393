import UIKit

class LoginViewController: UIViewController {
    @IBOutlet weak var nameField: UIView!
    @IBOutlet var statusLabel: UILabel?
    @IBOutlet weak var logInButton: UIButton!, cancelButton: UIButton!
    @IBOutlet var stars: [UIImageView]!
    @IBOutlet var title2: UILabel

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    @IBAction func logIn(_ sender: UIButton) {
        statusLabel?.text = "Logged in"
    }

    @IBAction func cancel() {}

    @IBAction func tapped(_ sender: Any, forEvent event: UIEvent) {}

    @IBAction func help(sender: Any?) {}
}
