import UIKit

/// The second tab. Its tab bar item (title Inbox, badge 3) is in the storyboard; the screen loads
/// the first time the tab is selected.
class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        printCall(self, #function)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        printCall(self, #function)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        printCall(self, #function)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        printCall(self, #function)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        printCall(self, #function)
    }
}
