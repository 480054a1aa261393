import Foundation

/// The presentation values of one animated view: one slot per `AnimatedProperty`, nil where the
/// property does not animate.
@MainActor
struct PresentedView {
    let view: UIView
    var values = [AnimatedValue?](repeating: nil, count: AnimatedProperty.allCases.count)
    /// How many of the view's animations keep it from hit testing.
    var nonInteractiveAnimations = 0

    init(view: UIView) { self.view = view }

    /// Writes the presentation values into the view's storage, with no side effect at all.
    func apply() {
        for property in AnimatedProperty.allCases {
            guard let value = values[property.rawValue] else { continue }
            switch (property, value) {
            case (.bounds, .rect(let rect)): view.storedBounds = rect
            case (.center, .point(let point)): view.storedCenter = point
            case (.alpha, .scalar(let alpha)): view.storedAlpha = min(1, max(0, alpha))
            case (.transform, .transform(let transform)):
                view.storedTransform = transform
                view.hasIdentityTransform = transform.isIdentity
            case (.backgroundColor, _): view.layer.presentationBackground = value.uiColor
            case (.cornerRadius, .scalar(let radius)):
                view.layer.storedCornerRadius = radius
                view.layer.updateOwnerStylingFlags()
            case (.shadowOpacity, .scalar(let opacity)):
                view.layer.storedShadowOpacity = Float(opacity)
                view.layer.updateOwnerStylingFlags()
            default: break
            }
        }
    }
}

/// The storage `PresentedView.apply()` overwrites, saved to be put back after the render pass.
@MainActor
struct ModelState {
    let view: UIView
    let bounds: CGRect
    let center: CGPoint
    let alpha: CGFloat
    let transform: CGAffineTransform
    let hasIdentityTransform: Bool
    let hasLayerStyling: Bool
    let hasLayerShadow: Bool
    let layerStyle: (cornerRadius: CGFloat, shadowOpacity: Float, background: UIColor?)?

    init(of view: UIView) {
        self.view = view
        bounds = view.storedBounds
        center = view.storedCenter
        alpha = view.storedAlpha
        transform = view.storedTransform
        hasIdentityTransform = view.hasIdentityTransform
        hasLayerStyling = view.hasLayerStyling
        hasLayerShadow = view.hasLayerShadow
        if let layer = view.storedLayer {
            layerStyle = (layer.storedCornerRadius, layer.storedShadowOpacity, layer.presentationBackground)
        } else {
            layerStyle = nil
        }
    }

    func restore() {
        view.storedBounds = bounds
        view.storedCenter = center
        view.storedAlpha = alpha
        view.storedTransform = transform
        view.hasIdentityTransform = hasIdentityTransform
        view.hasLayerStyling = hasLayerStyling
        view.hasLayerShadow = hasLayerShadow
        if let layer = view.storedLayer, let layerStyle {
            layer.storedCornerRadius = layerStyle.cornerRadius
            layer.storedShadowOpacity = layerStyle.shadowOpacity
            layer.presentationBackground = layerStyle.background
        } else {
            view.storedLayer?.presentationBackground = nil
        }
    }
}
