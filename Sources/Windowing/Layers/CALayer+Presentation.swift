import Foundation

/// The view values a presentation copy of a layer answers with, frozen when it was made.
struct FrozenLayerValues {
    var bounds: CGRect
    var position: CGPoint
    var transform: CGAffineTransform
    var opacity: CGFloat
    var backgroundColor: CGColor?
    var isHidden: Bool
    var masksToBounds: Bool

    /// The frame these values give: the bounds about the position, transformed.
    var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }
}

extension CALayer {
    /// A copy of the layer as it is on screen now: while an animation runs, its `frame`,
    /// `bounds`, `position`, `opacity`, `backgroundColor`, `affineTransform()`, `cornerRadius`
    /// and `shadowOpacity` are the animation's current values, where the layer itself already
    /// has the new ones. Without animations it equals the layer.
    ///
    /// The copy is a snapshot: it does not follow the animation, and setting its properties
    /// changes nothing on screen. Nil for a layer whose view is gone.
    public func presentation() -> CALayer? {
        guard let view = owner else { return nil }
        let engine = AnimationEngine.shared
        func value(_ property: AnimatedProperty) -> AnimatedValue {
            engine.presentationValue(of: view, property) ?? view.modelValue(of: property)
        }
        guard case .rect(let bounds) = value(.bounds), case .point(let position) = value(.center),
            case .transform(let transform) = value(.transform), case .scalar(let opacity) = value(.alpha),
            case .scalar(let radius) = value(.cornerRadius), case .scalar(let shadowOpacity) = value(.shadowOpacity)
        else { return nil }
        let background = engine.presentationValue(of: view, .backgroundColor)
        let frozen = FrozenLayerValues(
            bounds: bounds, position: position, transform: transform, opacity: min(1, max(0, opacity)),
            backgroundColor: background.map { $0.uiColor?.cgColor } ?? backgroundColor,
            isHidden: view.isHidden, masksToBounds: view.clipsToBounds)
        let copy = CALayer(frozen: frozen, model: self)
        copy.storedCornerRadius = radius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.storedShadowOpacity = Float(shadowOpacity)
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        return copy
    }

    /// The layer a presentation copy was made from; the layer itself otherwise.
    public func model() -> CALayer { modelLayer ?? self }
}
