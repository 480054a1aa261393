import Foundation

// Frame, bounds and center kept consistent (behaviour 7.1–7.5), autoresizing (7.32–7.35) and
// transforms about the center (7.6). Conversion between views is in UIView+Conversion.swift.
extension UIView {
    /// The frame: the untransformed rectangle, or the bounding box of the transformed bounds.
    var frameFromStorage: CGRect {
        let size = storedBounds.size
        if hasIdentityTransform {
            return CGRect(
                x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                width: size.width, height: size.height)
        }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        var box = local.applying(
            CGAffineTransform(
                a: storedTransform.a, b: storedTransform.b, c: storedTransform.c,
                d: storedTransform.d, tx: 0, ty: 0))
        box.origin.x += storedCenter.x + storedTransform.tx
        box.origin.y += storedCenter.y + storedTransform.ty
        return box
    }

    func setFrame(_ newFrame: CGRect) {
        let frame = newFrame.standardized
        guard frame != frameFromStorage else { return }
        AnimationTransaction.willChange(self, .center)
        AnimationTransaction.willChange(self, .bounds)
        invalidateVisual()
        let t = storedTransform
        if t.isIdentity {
            storedCenter = CGPoint(x: frame.midX, y: frame.midY)
            applyBoundsSize(frame.size)
        } else {
            // UIKit leaves this undefined; the rule is documented on `transform`.
            storedCenter = CGPoint(x: frame.midX - t.tx, y: frame.midY - t.ty)
            if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                applyBoundsSize(CGSize(width: frame.width / abs(t.a), height: frame.height / abs(t.d)))
            }
        }
        invalidateVisual()
        if layoutState != nil { LayoutEngine.frameDidChange(of: self) }
    }

    func setTransform(_ newTransform: CGAffineTransform) {
        guard newTransform != storedTransform else { return }
        AnimationTransaction.willChange(self, .transform)
        invalidateVisual()
        storedTransform = newTransform
        hasIdentityTransform = newTransform.isIdentity
        invalidateVisual()
    }

    func setBounds(_ newBounds: CGRect) {
        guard !newBounds.isSame(as: storedBounds) else { return }
        AnimationTransaction.willChange(self, .bounds)
        let damages = !isGivenFrameByEngine
        if damages { invalidateVisual() }
        let originChanged = newBounds.origin != storedBounds.origin
        storedBounds.origin = newBounds.origin
        applyBoundsSize(newBounds.size)
        if originChanged { markNeedsLayout() }
        if damages { invalidateVisual() }
        if layoutState != nil { LayoutEngine.frameDidChange(of: self) }
    }

    func setCenter(_ newCenter: CGPoint) {
        guard newCenter != storedCenter else { return }
        AnimationTransaction.willChange(self, .center)
        let damages = !isGivenFrameByEngine
        if damages { invalidateVisual() }
        storedCenter = newCenter
        if damages { invalidateVisual() }
        if layoutState != nil { LayoutEngine.frameDidChange(of: self) }
    }

    /// Whether Auto Layout is setting this view's `bounds` and `center` now
    /// (`applyEngineFramesToSubviews()`), and damages its old and new area itself: once each,
    /// not before and after each of the two properties.
    private var isGivenFrameByEngine: Bool {
        LayoutEngine.isApplyingFrames && LayoutEngine.viewGivenFrame == ObjectIdentifier(self)
    }

    /// Changes the size about the center, then lets subviews, layout and contents follow.
    private func applyBoundsSize(_ size: CGSize) {
        let oldSize = storedBounds.size
        guard size != oldSize else { return }
        storedBounds.size = size
        if autoresizesSubviews {
            for subview in storedSubviews { subview.autoresize(superviewSizeChangedFrom: oldSize, to: size) }
        }
        // A frame Auto Layout gives a subview comes from the superview's layout already running,
        // which schedules the window's commit once for all the subviews it resized.
        if LayoutEngine.isApplyingFrames {
            needsLayout = true
            markAncestorsSubtreeNeedsLayout()
            LayoutEngine.resizedWhileApplyingFrames = true
        } else {
            markNeedsLayout()
            storedSuperview?.markNeedsLayout()
        }
        if contentMode == .redraw { setNeedsDisplay() }
        boundsSizeDidChange(from: oldSize)
    }

    /// Applies the autoresizing mask: the size change is shared among the flexible parts of each
    /// axis in proportion to their current lengths (Apple's rule, behaviour 7.34, without rounding).
    func autoresize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        let frame = self.frame
        let (x, width) = Self.resizeAxis(
            start: frame.minX, length: frame.width, container: oldSize.width, delta: newSize.width - oldSize.width,
            flexible: (
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.resizeAxis(
            start: frame.minY, length: frame.height, container: oldSize.height, delta: newSize.height - oldSize.height,
            flexible: (
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin)
            ))
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
}

extension CGRect {
    /// `==` inlined: Foundation's is a call into the library on this target, and a layout pass
    /// that moves every view compares a few thousand frames.
    @inline(__always)
    func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
