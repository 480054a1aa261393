import Foundation

// What a button draws itself (see `UIButton.draw(_:)`): a system button nothing, its title and
// image showing its state; a custom button a shade over its bounds while pressed or disabled; the
// info, disclosure, add and close types a tinted circle in place of their symbol.
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
        // A system button draws nothing of its own: its title and image show its state (UIKit).
        case .system: break
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: drawCircle(in: context)
        }
    }

    /// The opacity a tinted button's title, image and circle are drawn at in the current state.
    var tintedContentAlpha: CGFloat {
        !isEnabled ? Self.disabledTintAlpha : isHighlighted ? Self.highlightedTintAlpha : 1
    }

    private func drawCircle(in context: CGContext) {
        let base = tintColor ?? UIColor.tintColor
        context.setFillColor(base.withAlphaComponent(base.cgColor.alpha * tintedContentAlpha).cgColor)
        context.fillEllipse(in: Self.centredSquare(in: bounds))
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
