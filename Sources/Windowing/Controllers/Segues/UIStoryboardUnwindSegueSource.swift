/// What UIKit knows about an unwind segue while it looks for the segue's destination: the
/// controller being left, the action, and what triggered it.
///
/// See https://developer.apple.com/documentation/uikit/uistoryboardunwindseguesource
@preconcurrency @MainActor
public final class UIStoryboardUnwindSegueSource {
    /// The view controller the unwind segue leaves.
    public let source: UIViewController
    /// The action method the destination must have.
    public let unwindAction: Selector
    /// The object that triggered the segue: a control, or what `performSegue` was given.
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
