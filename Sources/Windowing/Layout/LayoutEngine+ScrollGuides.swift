import Foundation

// A scroll view's two layout guides. The engine places a scroll view's subviews in content
// coordinates (`UIView.layoutBoundsOrigin`), so the content guide starts at the scroll view's own
// origin and only the frame guide follows the offset: scrolling changes two constants, and only
// when something is constrained to the frame guide.
extension LayoutEngine {
    /// The priority that holds a content guide's size at `contentSize` when no constraint decides
    /// it: weaker than anything an app can set, so any constraint on the size wins.
    static let contentSizeHoldPriority = UILayoutPriority(rawValue: 1)

    /// Content guide: origin at the content's (0, 0), size held weakly at `contentSize`. Frame
    /// guide: the bounds rectangle, moved by the offset so that it stays put on screen.
    func scrollGuideConstraints(_ guide: UILayoutGuide, _ scrollView: UIScrollView) -> [NSLayoutConstraint] {
        let offset = scrollView.storedBounds.origin
        let size = scrollView.contentSize
        let isContent = guide.role == .scrollContent
        let prefix = isContent ? "UIScrollView-contentLayoutGuide-" : "UIScrollView-frameLayoutGuide-"
        let edges: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, CGFloat, String)] =
            isContent
            ? [
                (.left, .left, 0, "left"), (.top, .top, 0, "top"), (.width, .notAnAttribute, size.width, "width"),
                (.height, .notAnAttribute, size.height, "height"),
            ]
            : [
                (.left, .left, offset.x, "left"), (.top, .top, offset.y, "top"), (.width, .width, 0, "width"),
                (.height, .height, 0, "height"),
            ]
        return edges.map { attribute, ownerAttribute, constant, name in
            let other: UIView? = ownerAttribute == .notAnAttribute ? nil : scrollView
            let constraint = NSLayoutConstraint(
                item: guide, attribute: attribute, relatedBy: .equal, toItem: other, attribute: ownerAttribute,
                multiplier: 1, constant: constant)
            if other == nil { constraint.priority = Self.contentSizeHoldPriority }
            constraint.identifier = prefix + name
            constraint.container = scrollView
            return constraint
        }
    }

    /// Marks for layout each scroll view whose content guide's solved size is not its
    /// `contentSize`: its `layoutSubviews()` takes the new size.
    func markChangedContentSizes() {
        for registeredGuide in registeredContentGuides {
            guard let guide = registeredGuide.item as? UILayoutGuide,
                let scrollView = guide.owningView as? UIScrollView,
                let size = solvedContentSize(of: guide, in: scrollView), size != scrollView.contentSize
            else { continue }
            markForLayout(scrollView)
        }
    }

    /// The content guide's solved size, rounded to the pixel grid; nil when no constraint names it.
    func solvedContentSize(of guide: UILayoutGuide, in scrollView: UIScrollView) -> CGSize? {
        guard let frame = Self.solvedFrame(of: guide, in: scrollView) else { return nil }
        let scale = UIApplication.current?.scale ?? 1
        func rounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGSize(
            width: max(0, rounded(frame.maxX) - rounded(frame.minX)),
            height: max(0, rounded(frame.maxY) - rounded(frame.minY)))
    }

    /// After scrolling or a new `contentSize`: new constants for the guides' generated constraints.
    static func scrollGeometryDidChange(of scrollView: UIScrollView) {
        guard liveEngineCount > 0, let engine = existingEngine(for: scrollView) else { return }
        for guide in [scrollView.storedFrameLayoutGuide, scrollView.storedContentLayoutGuide] {
            if let guide { engine.guideInsetsDidChange(guide) }
        }
    }

    /// What `layoutSubviews()` of a scroll view does under Auto Layout: a content guide whose size
    /// the constraints decide sets `contentSize`.
    static func applyContentLayoutSize(to scrollView: UIScrollView) {
        guard liveEngineCount > 0, let guide = scrollView.storedContentLayoutGuide,
            let engine = existingEngine(for: scrollView), engine.lookup(guide) != nil,
            let size = engine.solvedContentSize(of: guide, in: scrollView), size != scrollView.contentSize
        else { return }
        scrollView.contentSize = size
    }
}

extension LayoutRecipe {
    /// UIKit's rule from before the scroll view had guides, which it keeps: between a scroll view
    /// and a view inside it, the scroll view's edges are the content area's (its content guide);
    /// its size and centre stay the frame's.
    static func contentAreaItem(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?
    ) -> AnyObject? {
        guard let scrollView = item as? UIScrollView else { return nil }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: break
        default: return nil
        }
        guard let other, let otherView = asLayoutItem(other)?.layoutHostView, otherView !== scrollView,
            otherView.isDescendant(of: scrollView)
        else { return nil }
        return scrollView.contentLayoutGuide
    }
}
