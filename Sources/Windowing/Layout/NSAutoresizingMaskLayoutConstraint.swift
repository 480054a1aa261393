import Foundation

/// A constraint the engine makes from a view's frame and autoresizing mask, for a view with
/// `translatesAutoresizingMaskIntoConstraints` inside a hierarchy laid out by constraints; it
/// shows in the unsatisfiable-constraints report under UIKit's class name.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// UIKit's `h=-&- v=--&`: for each axis, the leading margin, the size and the trailing margin,
    /// `-` fixed and `&` flexible.
    var maskDescription = ""
    /// UIKit's `UIView:0x….minX == 10`: the frame value the constraint holds.
    var equationText = ""

    static func describe(_ mask: UIView.AutoresizingMask) -> String {
        func flag(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
            + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
    }
}
