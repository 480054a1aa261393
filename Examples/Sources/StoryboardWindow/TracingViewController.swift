import UIKit

/// The screens after logging in print their appearance callbacks, the lines the lesson page quotes
/// and the tests compare; each subclass adds only what is its own.
class TracingViewController: UIViewController {
    /// What `viewDidLoad` prints after its name (nil prints the name alone).
    var loadDetail: String? { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        printCall(self, #function, loadDetail)
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
