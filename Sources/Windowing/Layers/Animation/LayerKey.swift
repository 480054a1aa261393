import Foundation

/// An animatable layer property, as an animation's `keyPath` names it: a property
/// (`"opacity"`) or a part of one (`"position.x"`, `"transform.rotation.z"`).
enum LayerKey: Hashable {
    case opacity, position, positionX, positionY
    case bounds, boundsSize, boundsWidth, boundsHeight, boundsOrigin
    case transform, rotation, scale, scaleX, scaleY, translation, translationX, translationY
    case backgroundColor, cornerRadius, borderWidth, borderColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    case strokeStart, strokeEnd, lineWidth, fillColor, strokeColor, path, lineDashPhase
    case startPoint, endPoint

    private static let names: [String: LayerKey] = [
        "opacity": .opacity, "position": .position, "position.x": .positionX, "position.y": .positionY,
        "bounds": .bounds, "bounds.size": .boundsSize, "bounds.size.width": .boundsWidth,
        "bounds.size.height": .boundsHeight, "bounds.origin": .boundsOrigin,
        "transform": .transform, "transform.rotation": .rotation, "transform.rotation.z": .rotation,
        "transform.scale": .scale, "transform.scale.x": .scaleX, "transform.scale.y": .scaleY,
        "transform.translation": .translation, "transform.translation.x": .translationX,
        "transform.translation.y": .translationY,
        "backgroundColor": .backgroundColor, "cornerRadius": .cornerRadius, "borderWidth": .borderWidth,
        "borderColor": .borderColor, "shadowOpacity": .shadowOpacity, "shadowRadius": .shadowRadius,
        "shadowOffset": .shadowOffset, "shadowColor": .shadowColor,
        "strokeStart": .strokeStart, "strokeEnd": .strokeEnd, "lineWidth": .lineWidth, "fillColor": .fillColor,
        "strokeColor": .strokeColor, "path": .path, "lineDashPhase": .lineDashPhase,
        "startPoint": .startPoint, "endPoint": .endPoint,
    ]

    /// The key paths Windowing animates, for messages.
    static var knownKeyPaths: [String] { names.keys.sorted() }

    init?(keyPath: String?) {
        guard let keyPath, let key = Self.names[keyPath] else { return nil }
        self = key
    }

    /// The whole property a part belongs to: what is saved and restored around a frame.
    var base: LayerKey {
        switch self {
        case .positionX, .positionY: .position
        case .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin: .bounds
        case .rotation, .scale, .scaleX, .scaleY, .translation, .translationX, .translationY: .transform
        default: self
        }
    }

    // MARK: - Reading

    /// The layer's value of this key, as the layer holds it now.
    @MainActor func value(of layer: CALayer) -> LayerValue? {
        switch self {
        case .positionX, .positionY, .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin, .rotation, .scale,
            .scaleX, .scaleY, .translation, .translationX, .translationY:
            return base.value(of: layer).flatMap(part)
        case .opacity: return .scalar(CGFloat(layer.opacity))
        case .position: return .point(layer.position)
        case .bounds: return .rect(layer.bounds)
        case .transform: return .transform(layer.transform)
        case .backgroundColor: return .color(layer.backgroundColor ?? CGColor.clear)
        case .cornerRadius: return .scalar(layer.cornerRadius)
        case .borderWidth: return .scalar(layer.borderWidth)
        case .borderColor: return .color(layer.borderColor ?? CGColor.clear)
        case .shadowOpacity: return .scalar(CGFloat(layer.shadowOpacity))
        case .shadowRadius: return .scalar(layer.shadowRadius)
        case .shadowOffset: return .size(layer.shadowOffset)
        case .shadowColor: return .color(layer.shadowColor ?? CGColor.clear)
        default: return shapeOrGradientValue(of: layer)
        }
    }

    @MainActor private func shapeOrGradientValue(of layer: CALayer) -> LayerValue? {
        if let shape = layer as? CAShapeLayer {
            switch self {
            case .strokeStart: return .scalar(shape.strokeStart)
            case .strokeEnd: return .scalar(shape.strokeEnd)
            case .lineWidth: return .scalar(shape.lineWidth)
            case .lineDashPhase: return .scalar(shape.lineDashPhase)
            case .fillColor: return .color(shape.fillColor ?? CGColor.clear)
            case .strokeColor: return .color(shape.strokeColor ?? CGColor.clear)
            case .path: return shape.path.map { .path($0) }
            default: return nil
            }
        }
        if let gradient = layer as? CAGradientLayer {
            if self == .startPoint { return .point(gradient.startPoint) }
            if self == .endPoint { return .point(gradient.endPoint) }
        }
        return nil
    }

    /// This key's part of its base property's value.
    private func part(of whole: LayerValue) -> LayerValue? {
        switch (self, whole) {
        case (.positionX, .point(let p)): return .scalar(p.x)
        case (.positionY, .point(let p)): return .scalar(p.y)
        case (.boundsSize, .rect(let r)): return .size(r.size)
        case (.boundsWidth, .rect(let r)): return .scalar(r.width)
        case (.boundsHeight, .rect(let r)): return .scalar(r.height)
        case (.boundsOrigin, .rect(let r)): return .point(r.origin)
        case (_, .transform(let t)):
            let parts = TransformParts(t.flattened)
            switch self {
            case .rotation: return .scalar(parts.angle)
            case .scale, .scaleX: return .scalar(parts.sx)
            case .scaleY: return .scalar(parts.sy)
            case .translation: return .size(CGSize(width: parts.tx, height: parts.ty))
            case .translationX: return .scalar(parts.tx)
            case .translationY: return .scalar(parts.ty)
            default: return nil
            }
        default: return nil
        }
    }

    /// `whole` with this key's part replaced by `value`.
    func replacingPart(of whole: LayerValue, with value: LayerValue) -> LayerValue? {
        switch (self, whole, value) {
        case (.positionX, .point(let p), .scalar(let x)): return .point(CGPoint(x: x, y: p.y))
        case (.positionY, .point(let p), .scalar(let y)): return .point(CGPoint(x: p.x, y: y))
        case (.boundsSize, .rect(let r), .size(let s)): return .rect(CGRect(origin: r.origin, size: s))
        case (.boundsWidth, .rect(let r), .scalar(let w)):
            return .rect(CGRect(x: r.minX, y: r.minY, width: w, height: r.height))
        case (.boundsHeight, .rect(let r), .scalar(let h)):
            return .rect(CGRect(x: r.minX, y: r.minY, width: r.width, height: h))
        case (.boundsOrigin, .rect(let r), .point(let o)): return .rect(CGRect(origin: o, size: r.size))
        case (_, .transform(let t), _):
            var parts = Transform3DParts(t)
            switch (self, value) {
            case (.rotation, .scalar(let angle)): parts.flat.angle = angle
            case (.scale, .scalar(let s)): (parts.flat.sx, parts.flat.sy) = (s, s)
            case (.scaleX, .scalar(let s)): parts.flat.sx = s
            case (.scaleY, .scalar(let s)): parts.flat.sy = s
            case (.translation, .size(let s)): (parts.flat.tx, parts.flat.ty) = (s.width, s.height)
            case (.translation, .point(let p)): (parts.flat.tx, parts.flat.ty) = (p.x, p.y)
            case (.translationX, .scalar(let x)): parts.flat.tx = x
            case (.translationY, .scalar(let y)): parts.flat.ty = y
            default: return nil
            }
            return .transform(parts.transform)
        default: return nil
        }
    }
}
