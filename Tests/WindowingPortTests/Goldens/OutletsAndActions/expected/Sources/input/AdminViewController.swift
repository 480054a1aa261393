import UIKit

/// A subclass with outlets of its own, one of them private: its tables go at the end of this file,
/// the only place a key path to a private property compiles.
class AdminViewController: LoginViewController {
    private weak var auditLabel: UILabel!

    @IBAction private func audit(_ sender: UIButton) {
        auditLabel.text = "Audited"
    }

    // windowing-port: Linux has no Objective-C runtime to find @IBOutlets and @IBActions by name,
    // so the storyboard loader reads them here.
    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(storyboardOutletsDeclaredInAdminViewController) { $1 }
    }
    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(storyboardActionsDeclaredInAdminViewController) { $1 }
    }
}

/// Ported by hand already: left alone, and reported.
class SettingsViewController: UIViewController {
    weak var versionLabel: UILabel!

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["versionLabel": StoryboardOutlet(\SettingsViewController.versionLabel)]) { $1 }
    }
}

enum Screens {
    /// A nested class: registered under its full name.
    class Detail: UIViewController {
        weak var detailLabel: UILabel!

        // windowing-port: Linux has no Objective-C runtime to find @IBOutlets and @IBActions by name,
        // so the storyboard loader reads them here.
        override class var storyboardOutlets: [String: StoryboardOutlet] {
            super.storyboardOutlets.merging(storyboardOutletsDeclaredInScreens_Detail) { $1 }
        }
    }
}

// windowing-port: the @IBOutlets and @IBActions of AdminViewController, by the names the storyboard uses.
extension AdminViewController {
    static var storyboardOutletsDeclaredInAdminViewController: [String: StoryboardOutlet] {
        [
            "auditLabel": StoryboardOutlet(\AdminViewController.auditLabel),
        ]
    }

    static var storyboardActionsDeclaredInAdminViewController: [String: ActionMessage] {
        [
            "audit:": ActionMessage(AdminViewController.audit(_:)),
        ]
    }
}
