import UIKit

/// A subclass with outlets of its own, one of them private: its tables go at the end of this file,
/// the only place a key path to a private property compiles.
class AdminViewController: LoginViewController {
    @IBOutlet private weak var auditLabel: UILabel!

    @IBAction private func audit(_ sender: UIButton) {
        auditLabel.text = "Audited"
    }
}

/// Ported by hand already: left alone, and reported.
class SettingsViewController: UIViewController {
    @IBOutlet weak var versionLabel: UILabel!

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["versionLabel": StoryboardOutlet(\SettingsViewController.versionLabel)]) { $1 }
    }
}

enum Screens {
    /// A nested class: registered under its full name.
    class Detail: UIViewController {
        @IBOutlet weak var detailLabel: UILabel!
    }
}
