/// The actions a swipe on one edge of a table row reveals, first action outermost.
/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    /// Whether a swipe across most of the row performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
