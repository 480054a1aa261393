import Foundation

// The button's placeholder look (see `UIButton.draw(_:)`): chosen so a pressed, disabled or
// normal button differ in their pixels, which tests and users can see without text rendering.
extension UIButton {
    /// Opacity of the tint fill of a highlighted tinted button.
    static let highlightedTintAlpha: CGFloat = 0.5
    /// Opacity of the tint fill of a disabled tinted button.
    static let disabledTintAlpha: CGFloat = 0.3
    /// Opacity of the black overlay of a highlighted custom button.
    static let highlightedShadeAlpha: CGFloat = 0.2
    /// Opacity of the white overlay of a disabled custom button.
    static let disabledWashAlpha: CGFloat = 0.4

    var defaultTitleColor: UIColor { storedButtonType == .custom ? .white : tintColor }

    func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
    }

    func drawAppearance() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        switch storedButtonType {
        case .custom: drawCustomOverlay(in: context)
        case .system:
            if !showsTitle && !showsImage && currentBackgroundImage == nil { drawTint(in: context, shape: .rectangle) }
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: drawTint(in: context, shape: .circle)
        }
    }

    private enum Shape { case rectangle, circle }

    private func drawTint(in context: CGContext, shape: Shape) {
        let alpha = !isEnabled ? Self.disabledTintAlpha : isHighlighted ? Self.highlightedTintAlpha : 1
        let base = tintColor ?? UIColor.tintColor
        context.setFillColor(base.withAlphaComponent(base.cgColor.alpha * alpha).cgColor)
        switch shape {
        case .rectangle: context.fill(bounds)
        case .circle: context.fillEllipse(in: Self.centredSquare(in: bounds))
        }
    }

    private func drawCustomOverlay(in context: CGContext) {
        if !isEnabled {
            context.setFillColor(gray: 1, alpha: Self.disabledWashAlpha)
            context.fill(bounds)
        } else if isHighlighted {
            context.setFillColor(gray: 0, alpha: Self.highlightedShadeAlpha)
            context.fill(bounds)
        }
    }

    private static func centredSquare(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
}
