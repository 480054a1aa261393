import Foundation

// Drawing a layer the app made, in Core Animation's order: shadow, background, contents (its
// image, what `draw(in:)` drew, a gradient's or shape's own drawing), sublayers, border; clipped
// by `masksToBounds`, masked by `mask`, and composited with its opacity as one group.
extension CALayer {
    /// Draws this layer of the app's own and its sublayers; the context's user space is its
    /// superlayer's bounds space, whose zero is at `origin`.
    func renderAsSublayer(in context: Canvas, origin: CGPoint, scale: CGFloat) {
        hasBeenDrawn = true
        guard !own.isHidden, own.opacity > 0 else { return }
        let toSuperlayer = own.transformToSuperlayer
        // A NaN in Cairo's matrix would put the whole context in an error state.
        guard toSuperlayer.isInvertible, toSuperlayer.tx.isFinite, toSuperlayer.ty.isFinite else { return }
        context.save()
        if origin != .zero { context.translate(x: origin.x, y: origin.y) }
        context.concatenate(toSuperlayer)
        let linear = (abs(toSuperlayer.a * toSuperlayer.d - toSuperlayer.b * toSuperlayer.c)).squareRoot()
        renderInBoundsSpace(in: context, scale: scale * (linear > 0 && linear.isFinite ? linear : 1))
        context.restore()
    }

    /// Draws this layer of the app's own in the context's current user space, which is its bounds space.
    func renderInBoundsSpace(in context: Canvas, scale: CGFloat) {
        let opacity = own.opacity.isFinite ? CGFloat(Swift.min(1, own.opacity)) : 1
        guard opacity > 0 else { return }
        if opacity < 1 {
            context.save()
            context.pushGroup()
        }
        if let mask, mask.owner == nil {
            context.drawMasked(
                { renderWithShadow(in: context, scale: scale) },
                by: { mask.renderAsSublayer(in: context, origin: .zero, scale: scale) })
        } else {
            renderWithShadow(in: context, scale: scale)
        }
        if opacity < 1 {
            context.popGroup(alpha: opacity)
            context.restore()
        }
    }

    /// The shadow is cast by everything the layer draws, sublayers included, unless it clips.
    private func renderWithShadow(in context: Canvas, scale: CGFloat) {
        guard drawsShadow, !own.masksToBounds, let color = shadowColor else {
            return renderBody(in: context, scale: scale)
        }
        let m = context.ctm
        let scaleX = hypot(m.a, m.b)
        let scaleY = hypot(m.c, m.d)
        let c = color.rgba
        let shadow = DeviceShadow(
            offset: CGSize(width: shadowOffset.width * scaleX, height: shadowOffset.height * scaleY),
            sigma: Swift.min(shadowSigma * Swift.max(scaleX, scaleY), ShadowMask.maximumSigma),
            color: CGColor(
                red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * CGFloat(Swift.min(1, shadowOpacity))))
        context.drawGroup(state: GraphicsState(), shadow: shadow) { renderBody(in: context, scale: scale) }
    }

    private func renderBody(in context: Canvas, scale: CGFloat) {
        let bounds = own.bounds
        let radius = drawnCornerRadius(in: bounds)
        if own.masksToBounds {
            context.save()
            context.addShape(bounds, radius: radius, corners: shapeCorners)
            context.clip()
        }
        if let background = own.backgroundColor, background.alpha > 0 {
            context.setSource(background)
            context.addShape(bounds, radius: radius, corners: shapeCorners)
            context.fill()
        }
        displayIfNeeded()
        if let drawn = drawnContents { context.paint(drawn, in: bounds) }
        if hasContentToDraw { drawContent(in: context, scale: scale) }
        for child in LayerZOrder.ordered(children, by: \.zPosition) ?? children {
            child.renderAsSublayer(in: context, origin: .zero, scale: scale)
        }
        if own.masksToBounds { context.restore() }
        let width = drawnBorderWidth
        if width > 0, let color = borderColor, color.alpha > 0 {
            context.setSource(color)
            context.addShape(bounds, radius: radius, hole: width, corners: shapeCorners)
            context.fill()
        }
    }

    // MARK: - The area drawn

    /// What the layer and its sublayers may paint, in its superlayer's bounds space (for the
    /// damage and the culling of the view that shows it).
    var coveredRectInSuperlayer: CGRect {
        guard !own.isHidden else { return .null }
        return coveredRectInBounds.applying(own.transformToSuperlayer)
    }

    /// What the layer and its sublayers may paint, in its bounds space.
    private var coveredRectInBounds: CGRect {
        var rect = own.bounds.union(contentExtent)
        if !own.masksToBounds {
            for child in children { rect = rect.union(child.coveredRectInSuperlayer) }
        }
        if drawsShadow, !own.masksToBounds {
            let reach = (shadowSigma * 3).rounded(.up) + 1
            rect = rect.union(
                rect.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return .null }
        return rect
    }

    /// What the layers the app added to a view's layer may paint, in the view's bounds space.
    var hostedExtent: CGRect {
        children.reduce(CGRect.null) { $0.union($1.coveredRectInSuperlayer) }
    }
}

extension UIView {
    func makeLayer() -> CALayer {
        let made = CALayer.make(ofClass: type(of: self).layerClass, owner: self)
        storedLayer = made
        hasLayerContent = made.hasContentToDraw
        return made
    }

    /// What the view may paint in its bounds space: the bounds, grown by the shadow if it has one
    /// and by the layers the app added to its layer.
    var drawnExtent: CGRect {
        guard !storedClipsToBounds, hasLayerShadow || hasHostedSublayers, let layer = storedLayer else {
            return storedBounds
        }
        var extent = storedBounds
        if hasHostedSublayers {
            let hosted = layer.hostedExtent
            if !hosted.isNull { extent = extent.union(hosted) }
        }
        guard hasLayerShadow else { return extent }
        let reach = (layer.shadowSigma * 3).rounded(.up) + 1
        let shape = layer.shadowPath.map { $0.boundingBox } ?? storedBounds
        guard !shape.isNull, shape.minX.isFinite, shape.maxX.isFinite, shape.minY.isFinite, shape.maxY.isFinite else {
            return extent
        }
        let shadow = shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach)
        return extent.union(shadow)
    }

    /// The subviews and the layers the app added to this view's layer, back to front.
    func renderSubviewsAndSublayers(
        _ layer: CALayer, in context: Canvas, origin: CGPoint, scale: CGFloat, dirty: CGRect
    ) {
        let entries = layer.stackEntries()
        for entry in LayerZOrder.ordered(entries, by: \.zPosition) ?? entries {
            switch entry {
            case .sublayer(let sublayer): sublayer.renderAsSublayer(in: context, origin: origin, scale: scale)
            case .subview(let subview): subview.renderAsSubview(in: context, origin: origin, scale: scale, dirty: dirty)
            }
        }
    }

    /// A view's layer of a class that draws (a gradient, a shape) or with `contents`: drawn
    /// above the background, below what `draw(_:)` drew.
    func renderLayerContent(in context: Canvas, origin: CGPoint, scale: CGFloat) {
        guard let layer = storedLayer, layer.hasContentToDraw else { return }
        context.save()
        if origin != .zero { context.translate(x: origin.x, y: origin.y) }
        layer.drawContent(in: context, scale: scale)
        context.restore()
    }
}
