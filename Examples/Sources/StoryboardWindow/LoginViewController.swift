import UIKit

/// The storyboard's login screen: a username and a secure password field, and a Log In button
/// that is enabled only while both hold text. Return in the username field moves to the password
/// field; Return in the password field logs in, as the button does. Logging in makes the
/// storyboard's `UserHasLoggedIn` scene, a tab bar controller, the window's root view controller.
///
/// Its outlets and actions are registered by the names the storyboard uses, since Linux has no
/// Objective-C runtime to find `@IBOutlet`s.
class LoginViewController: UIViewController, UITextFieldDelegate {
    var statusLabel: UILabel!
    var usernameField: UITextField!
    var passwordField: UITextField!
    var logInButton: UIButton!

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "statusLabel": StoryboardOutlet(\LoginViewController.statusLabel),
            "usernameField": StoryboardOutlet(\LoginViewController.usernameField),
            "passwordField": StoryboardOutlet(\LoginViewController.passwordField),
            "logInButton": StoryboardOutlet(\LoginViewController.logInButton),
        ]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging([
            "didTapLogIn:": ActionMessage(LoginViewController.didTapLogIn),
            "textFieldsChanged:": ActionMessage(LoginViewController.textFieldsChanged),
        ]) { $1 }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(String(describing: type(of: self)) + "::" + #function)
        updateLogInButton()
    }

    @IBAction func textFieldsChanged(_ sender: Any?) {
        updateLogInButton()
    }

    private func updateLogInButton() {
        logInButton.isEnabled = usernameField.hasText && passwordField.hasText
        // A disabled button keeps its background colour; fading it shows the state at a glance.
        logInButton.alpha = logInButton.isEnabled ? 1 : 0.5
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else if logInButton.isEnabled {
            didTapLogIn(textField)
        }
        return false
    }

    @IBAction func didTapLogIn(_ sender: Any?) {
        print(String(describing: type(of: self)) + "::" + #function)
        guard let window = view.window, let storyboard else { return }
        window.rootViewController = storyboard.instantiateViewController(identifier: "UserHasLoggedIn")
    }
}
