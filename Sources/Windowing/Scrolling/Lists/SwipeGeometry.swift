import Foundation

/// How a row's swipe ends and how far it may slide: the rule tables and collection view lists
/// share.
enum SwipeGeometry {
    /// How far the pointer moves sideways before a drag becomes a swipe.
    static let threshold: CGFloat = 10
    /// The share of the row's width past which a release performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6

    enum Outcome {
        /// The first action runs.
        case performFirst
        /// The buttons stay uncovered.
        case open
        /// The row slides back.
        case close
    }

    /// How far a row may slide: across the row when a full swipe performs the first action,
    /// else the buttons' width.
    static func limit(buttons: CGFloat, row: CGFloat, fullSwipe: Bool) -> CGFloat {
        fullSwipe ? max(buttons, row) : buttons
    }

    /// What a release `distance` along leaves: a full swipe across most of the row performs the
    /// first action (when the configuration allows), past half the buttons they stay open.
    static func outcome(distance: CGFloat, buttons: CGFloat, row: CGFloat, fullSwipe: Bool) -> Outcome {
        if fullSwipe, distance >= row * fullSwipeFraction { return .performFirst }
        return distance >= buttons / 2 ? .open : .close
    }
}
