import Foundation

// Frame, bounds and center kept consistent (spec 7.1–7.5), autoresizing (7.32–7.35) and
// coordinate conversion (7.36). Only identity transforms exist, so frame is always defined.
extension UIView {
    var frameFromStorage: CGRect {
        let size = storedBounds.size
        return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                      width: size.width, height: size.height)
    }

    func setFrame(_ newFrame: CGRect) {
        let frame = newFrame.standardized
        guard frame != frameFromStorage else { return }
        invalidateVisual()
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        applyBoundsSize(frame.size)
        invalidateVisual()
    }

    func setBounds(_ newBounds: CGRect) {
        guard newBounds != storedBounds else { return }
        invalidateVisual()
        let originChanged = newBounds.origin != storedBounds.origin
        storedBounds.origin = newBounds.origin
        applyBoundsSize(newBounds.size)
        if originChanged { markNeedsLayout() }
        invalidateVisual()
    }

    func setCenter(_ newCenter: CGPoint) {
        guard newCenter != storedCenter else { return }
        invalidateVisual()
        storedCenter = newCenter
        invalidateVisual()
    }

    /// Changes the size about the center, then lets subviews, layout and contents follow.
    private func applyBoundsSize(_ size: CGSize) {
        let oldSize = storedBounds.size
        guard size != oldSize else { return }
        storedBounds.size = size
        if autoresizesSubviews {
            for subview in storedSubviews { subview.autoresize(superviewSizeChangedFrom: oldSize, to: size) }
        }
        markNeedsLayout()
        storedSuperview?.markNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        boundsSizeDidChange(from: oldSize)
    }

    /// Applies the autoresizing mask: the size change is shared among the flexible parts of each
    /// axis in proportion to their current lengths (Apple's rule, spec 7.34, without rounding).
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let frame = self.frame
        let (x, width) = Self.resizeAxis(
            start: frame.minX, length: frame.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                       autoresizingMask.contains(.flexibleRightMargin)))
        let (y, height) = Self.resizeAxis(
            start: frame.minY, length: frame.height, container: oldSize.height, delta: newSize.height - oldSize.height,
            flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                       autoresizingMask.contains(.flexibleBottomMargin)))
        self.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    private static func resizeAxis(
        start: CGFloat, length: CGFloat, container: CGFloat, delta: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let parts = [start, length, container - start - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let flexibleTotal = zip(parts, flags).reduce(CGFloat(0)) { $1.1 ? $0 + max(0, $1.0) : $0 }
        let flexibleCount = flags.filter { $0 }.count
        guard flexibleCount > 0 else { return (start, length) }
        // Proportional to each flexible part's length; equal shares when they are all zero.
        func share(_ index: Int) -> CGFloat {
            guard flags[index] else { return 0 }
            return flexibleTotal > 0 ? delta * max(0, parts[index]) / flexibleTotal : delta / CGFloat(flexibleCount)
        }
        return (start + share(0), max(0, length + share(1)))
    }

    // MARK: - Conversion

    /// `point` from this view's bounds coordinates to its root's (a window's base coordinates).
    private func pointInRoot(_ point: CGPoint) -> (CGPoint, UIView) {
        var result = point
        var view = self
        while let superview = view.storedSuperview {
            result.x += view.frameFromStorage.minX - view.storedBounds.minX
            result.y += view.frameFromStorage.minY - view.storedBounds.minY
            view = superview
        }
        return (result, view)
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let (origin, _) = pointInRoot(.zero)
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (inRoot, _) = pointInRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { $0.pointInRoot(point).0 } ?? point
        return pointFromRoot(inRoot)
    }

    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convertPoint(rect.origin, to: view), size: rect.size)
    }

    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convertPoint(rect.origin, from: view), size: rect.size)
    }
}
