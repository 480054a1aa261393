import Foundation

// What a button draws itself (see `UIButton.draw(_:)`): a system button nothing, its title and
// image showing its state; a custom button a shade over its bounds while pressed or disabled; the
// info, disclosure, add and close types their circled symbol, drawn with lines.
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
        if let image = action.image { setImage(image, for: .normal) }
    }

    func drawAppearance() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        switch storedButtonType {
        case .custom: drawCustomOverlay(in: context)
        // A system button draws nothing of its own: its title and image show its state (UIKit).
        case .system: break
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: drawCircledSymbol(in: context)
        }
    }

    /// The opacity a tinted button's title, image and circle are drawn at in the current state.
    var tintedContentAlpha: CGFloat {
        !isEnabled ? Self.disabledTintAlpha : isHighlighted ? Self.highlightedTintAlpha : 1
    }

    /// The info, disclosure and add types' circled symbol in the tint ("i" or "+"), and the close
    /// type's grey disc with an "x", in the largest centred square.
    private func drawCircledSymbol(in context: CGContext) {
        let circle = Self.centredSquare(in: bounds)
        guard circle.width > 2 else { return }
        let line = max(1, circle.width / 12)
        let ring = circle.insetBy(dx: line / 2, dy: line / 2)
        let (midX, midY, arm) = (circle.midX, circle.midY, circle.width * 0.25)
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineWidth(line)
        context.setLineCap(.round)
        if storedButtonType == .close {
            context.setFillColor(Self.dimmed(.systemGray5, by: tintedContentAlpha))
            context.fillEllipse(in: circle)
            context.setStrokeColor(Self.dimmed(.systemGray, by: tintedContentAlpha))
            let half = arm * 0.75
            context.move(to: CGPoint(x: midX - half, y: midY - half))
            context.addLine(to: CGPoint(x: midX + half, y: midY + half))
            context.move(to: CGPoint(x: midX + half, y: midY - half))
            context.addLine(to: CGPoint(x: midX - half, y: midY + half))
            context.strokePath()
            return
        }
        let tint = Self.dimmed(tintColor ?? .systemBlue, by: tintedContentAlpha)
        context.setStrokeColor(tint)
        context.setFillColor(tint)
        context.strokeEllipse(in: ring)
        if storedButtonType == .contactAdd {
            context.move(to: CGPoint(x: midX - arm, y: midY))
            context.addLine(to: CGPoint(x: midX + arm, y: midY))
            context.move(to: CGPoint(x: midX, y: midY - arm))
            context.addLine(to: CGPoint(x: midX, y: midY + arm))
        } else {
            context.fillEllipse(in: CGRect(x: midX - line, y: midY - arm - line, width: line * 2, height: line * 2))
            context.move(to: CGPoint(x: midX, y: midY - arm / 3))
            context.addLine(to: CGPoint(x: midX, y: midY + arm))
        }
        context.strokePath()
    }

    private static func dimmed(_ color: UIColor, by alpha: CGFloat) -> CGColor {
        color.withAlphaComponent(color.cgColor.alpha * alpha).cgColor
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
