import UIKit

/// The screen the `showDetail` segue pushes: it shows the item `prepare(for:sender:)` handed it,
/// as its label and as the navigation bar's title. The bar's back button goes back to Home.
class DetailViewController: UIViewController {
    var itemLabel: UILabel!
    /// Set by the source's `prepare(for:sender:)`, before this view loads.
    var item: String?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "itemLabel": StoryboardOutlet(\DetailViewController.itemLabel)
        ]) { $1 }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        printCall(self, #function, item ?? "nil")
        itemLabel.text = item
        navigationItem.title = item
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
