import Foundation

/// Input Auto Layout refuses, with the text UIKit gives it (UIKit raises most of these as
/// exceptions; Windowing logs them and leaves the constraint inactive).
///
/// The texts are UIKit's, so that a search for a message leads to the same answers; the
/// `[LayoutConstraints]` category they are logged under names the subsystem.
enum LayoutConstraintError: Error, Equatable, CustomStringConvertible {
    /// An item that is neither a view nor a layout guide.
    case invalidItem
    /// A location attribute set equal to a constant (no second item, or a multiplier of 0); the
    /// string describes the first item.
    case locationNotInPairs(item: String)
    /// A location paired with an attribute of the other axis, or with a size.
    case invalidPairing
    /// Leading or trailing related to left or right.
    case mixedDirectionalEdges
    /// A constant or multiplier that is NaN or infinite; the strings describe the anchors.
    case nonFinite(what: String, value: CGFloat, first: String, second: String)
    /// Items in different view hierarchies; the strings describe the anchors.
    case noCommonAncestor(first: String, second: String)
    /// `addConstraint(_:)` on a view that does not contain the constraint's items.
    case hierarchyNotPrepared(constraint: String)
    /// A priority outside 1...1000.
    case invalidPriority(Float)
    /// An active constraint moved to or from `required`.
    case requiredPriorityMutation(new: Float, old: Float)

    var description: String {
        switch self {
        case .invalidItem:
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                + "constant:]: Constraint items must each be a view or layout guide."
        case .locationNotInPairs(let item):
            return "NSLayoutConstraint for \(item): A multiplier of 0 or a nil second item together with a location "
                + "for the first attribute creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs."
        case .invalidPairing:
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                + "constant:]: Invalid pairing of layout attributes."
        case .mixedDirectionalEdges:
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:"
                + "constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left "
                + "attribute. Use leading/trailing for both or neither."
        case .nonFinite(let what, let value, let first, let second):
            return "NSLayoutConstraint \(what) is not finite!  That's illegal.  \(what):\(Self.format(value)) "
                + "firstAnchor:\(first) secondAnchor:\(second)"
        case .noCommonAncestor(let first, let second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
                + "That's illegal."
        case .hierarchyNotPrepared(let constraint):
            return "The view hierarchy is not prepared for the constraint: \(constraint)\n"
                + "\tWhen added to a view, the constraint's items must be descendants of that view (or the view "
                + "itself). Windowing leaves the constraint inactive; activate it with isActive or "
                + "NSLayoutConstraint.activate(_:) instead."
        case .invalidPriority(let priority):
            return "It's illegal to set priority:\(Self.format(CGFloat(priority))). Priorities must be greater than "
                + "0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000."
        case .requiredPriorityMutation(let new, let old):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(Self.format(CGFloat(new))) and the existing priority was "
                + "\(Self.format(CGFloat(old)))."
        }
    }

    private static func format(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// What is wrong with a constraint's description, checked when it is made, as UIKit does.
    @MainActor
    static func validate(
        first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, second: AnyObject?,
        _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat
    ) -> LayoutConstraintError? {
        // `asLayoutItem` tries the two conforming classes before a conformance look-up, and no
        // closure: one made on the main actor checks its executor when `map` calls it.
        let secondIsItem: Bool
        if let second { secondIsItem = asLayoutItem(second) != nil } else { secondIsItem = true }
        guard asLayoutItem(first) != nil, secondIsItem, attr1 != .notAnAttribute else {
            return .invalidItem
        }
        if !attr1.isSize && (second == nil || multiplier == 0) {
            return .locationNotInPairs(item: String(describing: first))
        }
        guard second != nil else { return nil }
        if attr1.isSize != attr2.isSize || (!attr1.isSize && attr1.axis != attr2.axis) { return .invalidPairing }
        if (attr1.isAbsoluteHorizontalEdge && attr2.isDirectionalHorizontalEdge)
            || (attr1.isDirectionalHorizontalEdge && attr2.isAbsoluteHorizontalEdge)
        {
            return .mixedDirectionalEdges
        }
        return nil
    }
}

/// Where Auto Layout's messages go: standard error, as `Windowing: [LayoutConstraints] …`, or a
/// test's sink.
@MainActor
enum LayoutDiagnostics {
    /// Receives each message instead of standard error while set (tests).
    static var sink: ((String) -> Void)?

    static func report(_ error: LayoutConstraintError) {
        log(error.description)
    }

    static func log(_ message: String) {
        let line = "[LayoutConstraints] " + message
        if let sink { sink(line) } else { Diagnostics.warning(line) }
    }
}
