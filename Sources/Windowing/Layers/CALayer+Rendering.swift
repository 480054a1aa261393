import Foundation
internal import CCairo

// The layer styling's part of the render path: the border above the sublayers and the shadow
// below the layer. The background's rounded corners and the rounded clip are in
// `UIView.render(in:scale:dirty:)`.
extension UIView {
    /// The border: the ring between the (rounded) bounds and the same shape inset by the width,
    /// whose corner radius is smaller by the width, as Core Animation draws it.
    func renderBorder(of layer: CALayer, radius: CGFloat, in context: CairoContext, area: CGRect) {
        let width = layer.drawnBorderWidth
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        context.setSource(color)
        CairoShapes.shape(context.cr, area, radius: radius, hole: width)
        context.fill()
    }

    /// The shadow: the layer's shape (its rounded background, its border and the alpha of its
    /// drawn contents; subviews do not cast), offset, blurred in an A8 mask, then painted in the
    /// shadow colour at the shadow opacity.
    /// `origin` is where the bounds space's zero lies in the context's user space.
    func renderShadow(of layer: CALayer, radius: CGFloat, in context: CairoContext, origin: CGPoint) {
        guard let color = layer.shadowColor else { return }
        let backgroundAlpha = backgroundColor?.cgColor.alpha ?? 0
        let borderWidth = layer.drawnBorderWidth
        let borderAlpha = borderWidth > 0 ? layer.borderColor?.alpha ?? 0 : 0
        guard backgroundAlpha > 0 || borderAlpha > 0 || contents != nil else { return }
        let ctm = context.matrix
        let deviceScale = CGFloat((abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot())
        let sigma = min(layer.shadowSigma * deviceScale, ShadowMask.maximumSigma)
        let reach = ShadowMask.reach(sigma: sigma)
        // The shape's box in device pixels, grown by the blur's reach and cut to what the clip can
        // show (plus the reach, since blur from outside the clip spills in).
        let shape = storedBounds.offsetBy(dx: origin.x + layer.shadowOffset.width, dy: origin.y + layer.shadowOffset.height)
        let device = shape.applying(CGAffineTransform(
            a: CGFloat(ctm.xx), b: CGFloat(ctm.yx), c: CGFloat(ctm.xy), d: CGFloat(ctm.yy),
            tx: CGFloat(ctm.x0), ty: CGFloat(ctm.y0)))
        guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite else { return }
        let clip = context.deviceClipExtents
        let x0 = max(Int(device.minX.rounded(.down)) - reach, clip.x0 - 2 * reach)
        let y0 = max(Int(device.minY.rounded(.down)) - reach, clip.y0 - 2 * reach)
        let x1 = min(Int(device.maxX.rounded(.up)) + reach, clip.x1 + 2 * reach)
        let y1 = min(Int(device.maxY.rounded(.up)) + reach, clip.y1 + 2 * reach)
        guard x1 > x0, y1 > y0, let mask = ShadowMask(width: x1 - x0, height: y1 - y0) else { return }
        let cr = mask.cr
        var m = ctm
        m.x0 -= Double(x0)
        m.y0 -= Double(y0)
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, Double(origin.x + layer.shadowOffset.width), Double(origin.y + layer.shadowOffset.height))
        if backgroundAlpha > 0 {
            cairo_set_source_rgba(cr, 0, 0, 0, Double(backgroundAlpha))
            CairoShapes.shape(cr, storedBounds, radius: radius)
            cairo_fill(cr)
        }
        if borderAlpha > 0 {
            cairo_set_source_rgba(cr, 0, 0, 0, Double(borderAlpha))
            CairoShapes.shape(cr, storedBounds, radius: radius, hole: borderWidth)
            cairo_fill(cr)
        }
        if let contents {
            let size = CGSize(width: CGFloat(contents.width) / contentsScale, height: CGFloat(contents.height) / contentsScale)
            let rect = Self.placement(of: size, in: storedBounds, mode: contentMode)
            if rect.width > 0, rect.height > 0 {
                cairo_translate(cr, Double(rect.minX), Double(rect.minY))
                cairo_scale(cr, Double(rect.width) / Double(contents.width), Double(rect.height) / Double(contents.height))
                cairo_set_source_surface(cr, contents.pointer, 0, 0)
                cairo_paint(cr)
            }
        }
        mask.blur(sigma: sigma)
        let c = color.rgba
        let alpha = c.alpha * CGFloat(min(1, layer.shadowOpacity))
        context.setSource(CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha))
        context.mask(mask.surface, atDeviceX: x0, y: y0)
    }
}
