import UIKit

/// The storyboard's login screen. Its outlets and action are registered by the names the
/// storyboard uses, since Linux has no Objective-C runtime to find `@IBOutlet`s.
class LoginViewController: UIViewController {
    var statusLabel: UILabel!
    var logInButton: UIButton!

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "statusLabel": StoryboardOutlet(\LoginViewController.statusLabel),
            "logInButton": StoryboardOutlet(\LoginViewController.logInButton),
        ]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(["didTapLogIn:": ActionMessage(LoginViewController.didTapLogIn)]) { $1 }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
    }

    @IBAction func didTapLogIn(_ sender: Any?) {
        print(String(describing: type(of: self)) + "::" + #function)
        statusLabel.text = "Logged in. Relaunch with --logged-in for the other screen."
        logInButton.backgroundColor = .systemGreen
    }
}
