import Foundation

/// The Auto Layout engine of one window (or detached view hierarchy).
@MainActor
final class LayoutEngine {
    static func constraintWasActivated(_ constraint: NSLayoutConstraint, in view: UIView) {}
    static func constraintWasDeactivated(_ constraint: NSLayoutConstraint, in view: UIView) {}
    static func constantDidChange(of constraint: NSLayoutConstraint) {}
    static func priorityDidChange(of constraint: NSLayoutConstraint) {}
    static func intrinsicContentSizeDidChange(of view: UIView) {}
    static func solvedFrame(of guide: UILayoutGuide, in view: UIView) -> CGRect? { nil }
    static func guideWillBeRemoved(_ guide: UILayoutGuide, from view: UIView) {}
    static func translatesAutoresizingMaskDidChange(of view: UIView) {}
    static func contentPrioritiesDidChange(of view: UIView) {}
    static func constraintsNeedUpdate(in view: UIView) {}
    static func layoutMarginsDidChange(of view: UIView) {}
    static func hasAmbiguousLayout(_ view: UIView) -> Bool { false }
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize { view.bounds.size }
}

extension UIView {
    func applyEngineFramesToSubviews() {}
}
