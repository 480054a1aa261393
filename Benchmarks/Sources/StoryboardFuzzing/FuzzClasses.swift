import Windowing

// The classes the corpus names (customModuleProvider="target" resolves them in this module, which
// the runners name as their registry), with the union of the outlets and actions the corpus
// connects, so connected mutants are instantiated rather than refused.

final class LoginViewController: UIViewController {
    var titleLabel: UILabel?
    var loginButton: UIButton?
    var statusLabel: UILabel?
    var logInButton: UIButton?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        [
            "titleLabel": StoryboardOutlet(\LoginViewController.titleLabel),
            "loginButton": StoryboardOutlet(\LoginViewController.loginButton),
            "statusLabel": StoryboardOutlet(\LoginViewController.statusLabel),
            "logInButton": StoryboardOutlet(\LoginViewController.logInButton),
        ]
    }

    override class var storyboardActions: [String: ActionMessage] {
        [
            "didTapLogin:": ActionMessage(LoginViewController.tap),
            "didTapLogIn:": ActionMessage(LoginViewController.tap),
        ]
    }

    func tap(_ sender: Any?) {}
}

final class ProfileViewController: UIViewController {
    var nameLabel: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        ["nameLabel": StoryboardOutlet(\ProfileViewController.nameLabel)]
    }
}

final class StoryboardRootController: UIViewController {}
