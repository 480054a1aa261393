// The live inspector's highlight: the view selected in the inspector is tinted and outlined in its
// window. Like the view debugger overlay it is drawn straight into the back buffer after the view
// tree, in the window's bounds space, without any view's `draw(_:)` and without touching cached
// contents, so repainting without it restores the window's pixels exactly.
extension UIWindow {
    /// The outline: opaque, and the tint over the view: the same hue at a third.
    static let inspectorHighlightColor = CGColor(red: 0, green: 0.6, blue: 1, alpha: 1)
    static let inspectorHighlightTint = CGColor(red: 0, green: 0.6, blue: 1, alpha: 0.33)

    /// Tints `view`'s bounds and outlines them with a 2-point line centred on the edge, through
    /// the same transforms rendering and hit testing use, so rotated and scaled views are followed.
    func drawInspectorHighlight(of view: UIView, in context: Canvas) {
        guard let toWindow = transformToWindow(from: view), toWindow.isInvertible,
            toWindow.tx.isFinite, toWindow.ty.isFinite
        else { return }
        let bounds = view.storedBounds
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ]
        .map { $0.applying(toWindow) }
        for (color, fills) in [(Self.inspectorHighlightTint, true), (Self.inspectorHighlightColor, false)] {
            context.move(to: corners[0])
            for corner in corners.dropFirst() { context.line(to: corner) }
            context.closePath()
            context.setSource(color)
            if fills {
                context.fill()
            } else {
                context.setLineWidth(2)
                context.stroke()
            }
        }
    }

    /// Maps `view`'s bounds space to this window's; nil when the view is not in this window.
    private func transformToWindow(from view: UIView) -> CGAffineTransform? {
        var transform = CGAffineTransform.identity
        var current = view
        while current !== self {
            transform = transform.concatenating(current.transformToSuperview)
            guard let superview = current.storedSuperview else { return nil }
            current = superview
        }
        return transform
    }
}

extension Inspector {
    /// What `window` must show of the inspector's selection: `.some(view)` to highlight, `.some(nil)`
    /// when it showed the highlight last and must be repainted whole without it, nil when neither.
    func highlight(in window: UIWindow) -> UIView?? {
        let view = highlightedView
        let target = view.flatMap { $0 as? UIWindow ?? $0.storedWindow }
        if target === window {
            highlightWindow = window
            return .some(view)
        }
        guard highlightWindow === window else { return nil }
        highlightWindow = nil
        return .some(nil)
    }
}
