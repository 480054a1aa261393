import Foundation

// Writing presentation values into a layer's storage for one frame, and putting the model values
// back: nothing is damaged or notified, so layout, hit testing and the app see only the model
// (as with views' animations, `PresentationSwap.swift`).
extension LayerKey {
    /// Writes `value` into the storage of this (whole) property of `layer`, with no side effect
    /// beyond the render flags the property drives.
    @MainActor func write(_ value: LayerValue, to layer: CALayer) {
        let view = layer.owner
        switch (self, value) {
        case (.opacity, .scalar(let opacity)):
            if let view { view.storedAlpha = min(1, max(0, opacity)) } else { layer.own.opacity = Float(opacity) }
        case (.position, .point(let point)):
            if let view { view.storedCenter = point } else { layer.own.position = point }
        case (.bounds, .rect(let rect)):
            if let view { view.storedBounds = rect } else { layer.own.bounds = rect }
        case (.transform, .transform(let transform)):
            if let view {
                view.storedTransform = transform.flattened
                view.hasIdentityTransform = transform.flattened.isIdentity
            } else {
                layer.own.transform = transform
            }
        case (.backgroundColor, .color(let color)):
            if view != nil {
                layer.presentationBackground = UIColor(cgColor: color)
            } else {
                layer.own.backgroundColor = color
            }
        case (.cornerRadius, .scalar(let radius)): layer.storedCornerRadius = radius
        case (.borderWidth, .scalar(let width)): layer.borderWidth = width
        case (.borderColor, .color(let color)): layer.borderColor = color
        case (.shadowOpacity, .scalar(let opacity)): layer.storedShadowOpacity = Float(opacity)
        case (.shadowRadius, .scalar(let radius)): layer.shadowRadius = radius
        case (.shadowOffset, .size(let offset)): layer.shadowOffset = offset
        case (.shadowColor, .color(let color)): layer.shadowColor = color
        default: writeShapeOrGradient(value, to: layer)
        }
        layer.updateOwnerStylingFlags()
    }

    @MainActor private func writeShapeOrGradient(_ value: LayerValue, to layer: CALayer) {
        if let shape = layer as? CAShapeLayer {
            switch (self, value) {
            case (.strokeStart, .scalar(let v)): shape.strokeStart = v
            case (.strokeEnd, .scalar(let v)): shape.strokeEnd = v
            case (.lineWidth, .scalar(let v)): shape.lineWidth = v
            case (.lineDashPhase, .scalar(let v)): shape.lineDashPhase = v
            case (.fillColor, .color(let c)): shape.fillColor = c
            case (.strokeColor, .color(let c)): shape.strokeColor = c
            case (.path, .path(let p)): shape.path = p
            default: break
            }
        } else if let gradient = layer as? CAGradientLayer, case .point(let p) = value {
            if self == .startPoint { gradient.startPoint = p }
            if self == .endPoint { gradient.endPoint = p }
        }
    }

    /// Writes what an animation of this key shows into `layer`: the whole property, or the part
    /// of it this key names within the property's current value.
    @MainActor func show(_ value: LayerValue, in layer: CALayer) {
        if self == base { return write(value, to: layer) }
        guard let whole = base.value(of: layer), let replaced = replacingPart(of: whole, with: value) else { return }
        base.write(replaced, to: layer)
    }

    /// What `write(_:to:)` of this (whole) property overwrites in `layer`, to put back after the frame.
    @MainActor func saved(from layer: CALayer) -> () -> Void {
        if let view = layer.owner {
            switch self {
            case .opacity:
                let alpha = view.storedAlpha
                return { view.storedAlpha = alpha }
            case .position:
                let center = view.storedCenter
                return { view.storedCenter = center }
            case .bounds:
                let bounds = view.storedBounds
                return { view.storedBounds = bounds }
            case .transform:
                let (transform, identity) = (view.storedTransform, view.hasIdentityTransform)
                return {
                    view.storedTransform = transform
                    view.hasIdentityTransform = identity
                }
            case .backgroundColor:
                let background = layer.presentationBackground
                return { layer.presentationBackground = background }
            default: break
            }
        }
        switch self {
        case .opacity, .position, .bounds, .transform, .backgroundColor:
            let own = layer.own
            return { layer.own = own }
        case .cornerRadius:
            let radius = layer.storedCornerRadius
            return {
                layer.storedCornerRadius = radius
                layer.updateOwnerStylingFlags()
            }
        case .shadowOpacity:
            let opacity = layer.storedShadowOpacity
            return {
                layer.storedShadowOpacity = opacity
                layer.updateOwnerStylingFlags()
            }
        case .borderWidth:
            let width = layer.borderWidth
            return { layer.borderWidth = width }
        case .borderColor:
            let color = layer.borderColor
            return { layer.borderColor = color }
        case .shadowRadius:
            let radius = layer.shadowRadius
            return { layer.shadowRadius = radius }
        case .shadowOffset:
            let offset = layer.shadowOffset
            return { layer.shadowOffset = offset }
        case .shadowColor:
            let color = layer.shadowColor
            return { layer.shadowColor = color }
        default: return savedShapeOrGradient(from: layer)
        }
    }

    @MainActor private func savedShapeOrGradient(from layer: CALayer) -> () -> Void {
        if let shape = layer as? CAShapeLayer {
            let (start, end, width, phase) = (shape.strokeStart, shape.strokeEnd, shape.lineWidth, shape.lineDashPhase)
            let (fill, stroke, path) = (shape.fillColor, shape.strokeColor, shape.path)
            return {
                (shape.strokeStart, shape.strokeEnd, shape.lineWidth, shape.lineDashPhase) = (start, end, width, phase)
                (shape.fillColor, shape.strokeColor, shape.path) = (fill, stroke, path)
            }
        }
        if let gradient = layer as? CAGradientLayer {
            let (start, end) = (gradient.startPoint, gradient.endPoint)
            return { (gradient.startPoint, gradient.endPoint) = (start, end) }
        }
        return {}
    }
}
