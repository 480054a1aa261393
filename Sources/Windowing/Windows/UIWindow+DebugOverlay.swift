import Foundation

// The view debugger overlay: after the view tree, a window outlines every view it shows with a
// 1-point line and labels it with its class (and `accessibilityIdentifier`, or tag when non-zero).
// It is drawn straight into the back buffer in the window's bounds space — no view's `draw(_:)`
// runs and no cached contents change — so repainting with the overlay off restores the pixels.
extension UIWindow {
    /// The overlay's line and label background: opaque magenta, rare in interfaces.
    static let debugOverlayColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let debugOverlayTextColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    static var debugOverlayFont: UIFont { UIFont.systemFont(ofSize: 9) }

    /// Draws the overlay with `context`'s user space in this window's bounds space.
    func drawDebugOverlay(in context: Canvas) {
        var labels: [(text: String, at: CGPoint)] = []
        context.setSource(Self.debugOverlayColor)
        context.setLineWidth(1)
        for subview in storedSubviews {
            subview.outlineSubtree(in: context, toWindow: subview.transformToSuperview, labels: &labels)
        }
        drawDebugLabels(labels, in: context)
    }

    /// Labels go after every outline so none is crossed by a line; one that would cover an earlier
    /// label (nested views often share a corner) moves down below it.
    private func drawDebugLabels(_ labels: [(text: String, at: CGPoint)], in context: Canvas) {
        var placed: [CGRect] = []
        for label in labels {
            let text = StyledText(string: label.text, font: Self.debugOverlayFont)
            let layout = TextLayoutCache.layout(
                for: TextLayout.Key(text: text, options: TextLayout.Options(maximumLines: 1)))
            var box = CGRect(
                x: label.at.x, y: label.at.y,
                width: (layout.size.width + 4).rounded(.up), height: layout.size.height.rounded(.up))
            // Strict overlap: rectangles that only touch count as intersecting for `CGRect.intersects`.
            while let covered = placed.first(where: { UIView.overlaps($0, box) }) { box.origin.y = covered.maxY }
            placed.append(box)
            context.setSource(Self.debugOverlayColor)
            context.rectangle(box)
            context.fill()
            layout.draw(in: context, at: CGPoint(x: box.minX + 2, y: box.minY), color: Self.debugOverlayTextColor)
        }
    }
}

extension UIView {
    /// What the overlay writes beside this view: the class, then the identifier or the tag.
    var debugOverlayLabel: String {
        let name = Trace.className(of: self)
        if let identifier = accessibilityIdentifier, !identifier.isEmpty { return "\(name) \"\(identifier)\"" }
        return tag != 0 ? "\(name) tag \(tag)" : name
    }

    /// Outlines this view and its shown descendants; `toWindow` maps this view's bounds space to
    /// the window's, built with `transformToSuperview` like rendering and hit testing, so the
    /// outline lies where the view is drawn and touched.
    fileprivate func outlineSubtree(
        in context: Canvas, toWindow: CGAffineTransform,
        labels: inout [(text: String, at: CGPoint)]
    ) {
        guard !storedHidden, storedAlpha > 0 else { return }
        let m = toWindow
        guard m.isInvertible, m.tx.isFinite, m.ty.isFinite else { return }
        let bounds = storedBounds
        if bounds.width > 0, bounds.height > 0 {
            let extent: CGRect
            // cos(π/2) is 6e-17, not 0: a quarter turn made with `rotationAngle:` is only nearly axis-aligned.
            func isZero(_ value: CGFloat) -> Bool { abs(value) < 1e-9 }
            if (isZero(m.b) && isZero(m.c)) || (isZero(m.a) && isZero(m.d)) {
                // Axis-aligned (quarter turns too): the line is inset half a point so it lies on
                // the frame's edge pixels; other rotations get the view's own corners, stroked.
                extent = bounds.applying(m).standardized
                if extent.width >= 1, extent.height >= 1 {
                    context.rectangle(extent.insetBy(dx: 0.5, dy: 0.5))
                    context.stroke()
                } else {
                    context.rectangle(extent)
                    context.fill()
                }
            } else {
                let corners = [
                    CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                    CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
                ]
                .map { $0.applying(m) }
                context.move(to: corners[0])
                for corner in corners.dropFirst() { context.line(to: corner) }
                context.closePath()
                context.stroke()
                extent = bounds.applying(m)
            }
            labels.append((debugOverlayLabel, CGPoint(x: extent.minX.rounded(.down), y: extent.minY.rounded(.down))))
        }
        for subview in storedSubviews {
            subview.outlineSubtree(
                in: context, toWindow: subview.transformToSuperview.concatenating(m), labels: &labels)
        }
    }
}
