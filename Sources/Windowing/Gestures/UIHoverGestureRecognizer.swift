import Foundation

/// A continuous recognizer for the pointer hovering over its view with no button held: it
/// begins when the pointer comes over the view, changes as it moves there and ends when it
/// leaves the view (or the window). `location(in:)` is the pointer's location.
///
/// The view is "under the pointer" when hit testing at the pointer finds it or one of its
/// subviews, so hidden views and views with user interaction disabled are never hovered.
/// Hover recognizers recognize alongside each other and alongside touch gestures; a button press
/// pauses hover tracking until the buttons are released and the pointer moves again.
///
/// - Note: Differs from UIKit: hover comes from X11 pointer motion and crossing events; there is
///   no pencil hover, so `zOffset` and the angle properties are not offered.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Hover does not come from touches.
    override var receivesTouches: Bool { false }
}
