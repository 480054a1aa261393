import Foundation

// The layer styling's part of the render path: the border above the sublayers and the shadow
// below the layer. The background's rounded corners and the rounded clip are in
// `UIView.render(in:scale:dirty:)`.
extension UIView {
    /// The border: the ring between the (rounded) bounds and the same shape inset by the width,
    /// whose corner radius is smaller by the width, as Core Animation draws it.
    func renderBorder(of layer: CALayer, radius: CGFloat, in context: Canvas, area: CGRect) {
        let width = layer.drawnBorderWidth
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        context.setSource(color)
        context.addShape(area, radius: radius, hole: width, corners: layer.shapeCorners)
        context.fill()
    }

    /// The shadow: the layer's shape (its rounded background, its border and the alpha of its
    /// drawn contents; subviews do not cast), offset, blurred in an A8 mask, then painted in the
    /// shadow colour at the shadow opacity.
    ///
    /// Without drawn contents the blurred mask is kept on the layer and reused while the shape,
    /// the blur and the sub-pixel position are unchanged, so repainting over a shadow (a button
    /// on a card) does not blur again.
    /// `origin` is where the bounds space's zero lies in the context's user space.
    func renderShadow(of layer: CALayer, radius: CGFloat, in context: Canvas, origin: CGPoint) {
        guard let color = layer.shadowColor else { return }
        let path = layer.shadowPath?.elements
        let backgroundAlpha = backgroundColor?.cgColor.alpha ?? 0
        let borderWidth = layer.drawnBorderWidth
        let borderAlpha = borderWidth > 0 ? layer.borderColor?.alpha ?? 0 : 0
        guard path != nil || backgroundAlpha > 0 || borderAlpha > 0 || contents != nil else { return }
        let shape = layer.shadowPath.map { $0.boundingBox } ?? storedBounds
        guard !shape.isNull else { return }
        let ctm = context.ctm
        let deviceScale = CGFloat((abs(ctm.a * ctm.d - ctm.c * ctm.b)).squareRoot())
        let sigma = min(layer.shadowSigma * deviceScale, ShadowMask.maximumSigma)
        let reach = ShadowMask.reach(sigma: sigma)
        let offset = CGPoint(x: origin.x + layer.shadowOffset.width, y: origin.y + layer.shadowOffset.height)
        let device = shape.offsetBy(dx: offset.x, dy: offset.y).applying(ctm)
        guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite,
            abs(device.minX) < 1e9, abs(device.minY) < 1e9, device.width < 1e9, device.height < 1e9
        else { return }
        // The mask covers the shape's device box grown by the blur's reach.
        let left = Int(device.minX.rounded(.down))
        let top = Int(device.minY.rounded(.down))
        var x0 = left - reach
        var y0 = top - reach
        var x1 = Int(device.maxX.rounded(.up)) + reach
        var y1 = Int(device.maxY.rounded(.up)) + reach
        let key = ShadowMask.Key(
            size: storedBounds.size, xx: ctm.a, yx: ctm.b, xy: ctm.c, yy: ctm.d,
            fractionX: Double(device.minX) - Double(left), fractionY: Double(device.minY) - Double(top),
            radius: radius, sigma: sigma, backgroundAlpha: backgroundAlpha, borderWidth: borderWidth,
            borderAlpha: borderAlpha, corners: layer.shapeCorners,
            path: path)
        let mask: ShadowMask
        if contents == nil || path != nil, (x1 - x0) * (y1 - y0) <= ShadowMask.maximumCachedPixels {
            if let cached = layer.shadowCache, cached.key == key {
                mask = cached
            } else {
                guard let made = ShadowMask(width: x1 - x0, height: y1 - y0, key: key) else { return }
                drawShadowShape(
                    into: made, matrix: ctm, maskOrigin: (x0, y0), offset: offset, radius: radius,
                    alphas: (backgroundAlpha, borderAlpha, borderWidth), path: path, corners: key.corners)
                made.blur(sigma: sigma)
                layer.shadowCache = made
                mask = made
            }
        } else {
            // Large or drawn shapes: only the part the clip can show (plus the reach, since blur
            // from outside the clip spills in), made for this paint only.
            let clip = context.deviceClipExtents
            x0 = max(x0, clip.x0 - 2 * reach)
            y0 = max(y0, clip.y0 - 2 * reach)
            x1 = min(x1, clip.x1 + 2 * reach)
            y1 = min(y1, clip.y1 + 2 * reach)
            guard x1 > x0, y1 > y0, let made = ShadowMask(width: x1 - x0, height: y1 - y0, key: nil) else { return }
            drawShadowShape(
                into: made, matrix: ctm, maskOrigin: (x0, y0), offset: offset, radius: radius,
                alphas: (backgroundAlpha, borderAlpha, borderWidth), path: path, corners: key.corners)
            made.blur(sigma: sigma)
            mask = made
        }
        let c = color.rgba
        let alpha = c.alpha * CGFloat(min(1, layer.shadowOpacity))
        context.setSource(CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha))
        context.mask(with: mask, atDeviceX: x0, y: y0)
    }

    /// Paints the casting shape into `mask`, whose pixel (0, 0) is device pixel `maskOrigin`.
    private func drawShadowShape(
        into mask: ShadowMask, matrix: CGAffineTransform, maskOrigin: (Int, Int), offset: CGPoint, radius: CGFloat,
        alphas: (background: CGFloat, border: CGFloat, borderWidth: CGFloat), path: [CGPath.Element]?,
        corners: UInt
    ) {
        mask.beginShape(matrix: matrix, maskOrigin: maskOrigin, offset: offset)
        if let path {
            mask.fill(path)
            return
        }
        if alphas.background > 0 {
            mask.fillShape(storedBounds, radius: radius, corners: corners, alpha: alphas.background)
        }
        if alphas.border > 0 {
            mask.fillShape(
                storedBounds, radius: radius, hole: alphas.borderWidth, corners: corners, alpha: alphas.border)
        }
        if let contents {
            let size = CGSize(
                width: CGFloat(contents.width) / contentsScale, height: CGFloat(contents.height) / contentsScale)
            let rect = Self.placement(of: size, in: storedBounds, mode: contentMode)
            if rect.width > 0, rect.height > 0 { mask.paint(contents, in: rect) }
        }
    }
}
