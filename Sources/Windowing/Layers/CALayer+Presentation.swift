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
    /// The presentation copy of a view's layer: its view's values as `UIView` animations show
    /// them now, frozen; nil while they cannot be read.
    func viewPresentation(of view: UIView) -> CALayer? {
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
        // Of the layer's class, with its styling and a gradient's or shape's values.
        let copy = makePresentationCopy()
        copy.frozen = frozen
        copy.storedCornerRadius = radius
        copy.storedShadowOpacity = Float(shadowOpacity)
        return copy
    }
}
