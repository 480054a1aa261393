import Foundation

// From solved values to frames: rounded to the pixel grid as UIKit rounds them, compared with the
// frames views have, and given to subviews by `UIView.layoutSubviews()`.
extension LayoutEngine {
    /// The item's rectangle in the root's coordinates, as solved.
    func absoluteFrame(_ registeredItem: Registered) -> CGRect {
        let values = registeredItem.variables.map { CGFloat(solver.value(of: $0)) }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    private var pixelScale: CGFloat { UIApplication.current?.scale ?? 1 }

    /// `view`'s frame in its superview's coordinates, each edge rounded to the pixel grid; nil for
    /// the root and for views the engine does not lay out.
    func solvedFrame(of view: UIView) -> CGRect? {
        guard view !== root, let superview = view.storedSuperview,
            let registeredView = lookup(view),
            let registeredSuperview = lookup(superview)
        else { return nil }
        let scale = pixelScale
        func rounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let frame = absoluteFrame(registeredView)
        let origin = absoluteFrame(registeredSuperview).origin
        let minX = rounded(frame.minX) - rounded(origin.x)
        let minY = rounded(frame.minY) - rounded(origin.y)
        let maxX = rounded(frame.maxX) - rounded(origin.x)
        let maxY = rounded(frame.maxY) - rounded(origin.y)
        return CGRect(
            x: minX + superview.bounds.minX, y: minY + superview.bounds.minY, width: max(0, maxX - minX),
            height: max(0, maxY - minY))
    }

    /// A translated view the app moved: its autoresizing constraints are made again from its new
    /// frame, unless the frame is the one the engine solved (the root view following the window).
    func readoptMovedFrames() {
        guard !externallyMoved.isEmpty else { return }
        let moved = externallyMoved
        externallyMoved.removeAll()
        var seen = Set<ObjectIdentifier>()
        for view in moved where seen.insert(ObjectIdentifier(view)).inserted {
            guard let superview = view.storedSuperview, let registeredView = lookup(view),
                view.translatesAutoresizingMaskIntoConstraints, solvedFrame(of: view) != view.untransformedFrame
            else { continue }
            for entry in registeredView.generated { remove(entry) }
            registeredView.generated.removeAll()
            addAutoresizingConstraints(of: view, in: superview, registeredView)
        }
    }

    /// Marks for layout the superview of every view whose solved frame is not its frame.
    func markChangedFrames() {
        for registeredView in registeredViews {
            guard let view = registeredView.item as? UIView, let superview = view.storedSuperview,
                let frame = solvedFrame(of: view), frame != view.untransformedFrame
            else {
                continue
            }
            if !superview.needsLayout {
                superview.needsLayout = true
                superview.markAncestorsSubtreeNeedsLayout()
            }
        }
    }
}

extension UIView {
    /// What the default `layoutSubviews()` does under Auto Layout: subviews the engine lays out
    /// get their solved frames.
    func applyEngineFramesToSubviews() {
        guard LayoutEngine.liveEngineCount > 0, let engine = layoutState?.registrationEngine,
            engine.lookup(self) != nil
        else { return }
        LayoutEngine.isApplyingFrames = true
        defer { LayoutEngine.isApplyingFrames = false }
        // Auto Layout sets bounds and center, so a transform stays as it is.
        for subview in storedSubviews {
            guard let frame = engine.solvedFrame(of: subview), frame != subview.untransformedFrame else { continue }
            subview.bounds = CGRect(origin: subview.bounds.origin, size: frame.size)
            subview.center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// The frame without the transform: the rectangle of `bounds` about `center`.
    var untransformedFrame: CGRect {
        CGRect(
            x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
            width: storedBounds.width, height: storedBounds.height)
    }
}
