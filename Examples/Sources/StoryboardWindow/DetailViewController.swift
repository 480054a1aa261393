import UIKit

/// The screen the `showDetail` segue pushes: it shows the item `prepare(for:sender:)` handed it,
/// as its label and as the navigation bar's title. The bar's back button goes back to Home.
class DetailViewController: TracingViewController {
    var itemLabel: UILabel!
    /// Set by the source's `prepare(for:sender:)`, before this view loads.
    var item: String?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "itemLabel": StoryboardOutlet(\DetailViewController.itemLabel)
        ]) { $1 }
    }

    override var loadDetail: String? { item ?? "nil" }

    override func viewDidLoad() {
        super.viewDidLoad()
        itemLabel.text = item
        navigationItem.title = item
    }
}
