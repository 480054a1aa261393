import Foundation

// Where a configured button puts its content: the image (or activity indicator) beside, above
// or below the title and subtitle, with the configuration's paddings, inside its content
// insets, the whole centred (or aligned by `contentHorizontalAlignment`); and its background,
// a rounded rectangle of the resolved colour.
extension UIButton {
    /// The content's parts, measured.
    private struct ConfiguredParts {
        var image: CGSize
        var title: CGSize
        var subtitle: CGSize
        var imagePadding: CGFloat
        var titlePadding: CGFloat
        var placement: NSDirectionalRectEdge

        var hasImage: Bool { image != .zero }
        var hasText: Bool { title != .zero || subtitle != .zero }

        var text: CGSize {
            let gap = title != .zero && subtitle != .zero ? titlePadding : 0
            return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        }

        var isVertical: Bool { placement == .top || placement == .bottom }

        var size: CGSize {
            let text = self.text
            let gap = hasImage && hasText ? imagePadding : 0
            if isVertical {
                return CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
            }
            return CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        }
    }

    private func measuredParts(_ configuration: Configuration) -> ConfiguredParts {
        let labelSize: (UILabel?) -> CGSize = { label in
            guard let label, !label.isHidden else { return .zero }
            return label.sizeThatFits(.zero)
        }
        var image = CGSize.zero
        if let indicator = storedActivityIndicator, indicator.isAnimating {
            image = indicator.intrinsicContentSize
        } else if let view = storedImageView, !view.isHidden, let shown = view.image {
            image = shown.size
        }
        return ConfiguredParts(
            image: image, title: labelSize(storedTitleLabel), subtitle: labelSize(storedSubtitleLabel),
            imagePadding: configuration.imagePadding, titlePadding: configuration.titlePadding,
            placement: configuration.imagePlacement)
    }

    /// The content's size plus the content insets.
    func configuredFittingSize() -> CGSize {
        updateConfigurationIfRequested()
        guard let configuration = storedConfiguration else { return titleFittingSize() }
        let content = measuredParts(configuration).size
        let insets = configuration.contentInsets
        let indicator = indicatorRoom(configuration)
        return CGSize(
            width: ceil(content.width + indicator.width + insets.leading + insets.trailing),
            height: ceil(max(content.height, indicator.height) + insets.top + insets.bottom))
    }

    func layoutConfiguredContent() {
        guard let configuration = storedConfiguration else { return }
        var parts = measuredParts(configuration)
        let insets = configuration.contentInsets
        // The pop-up indicator keeps the trailing edge of the content area.
        let indicator = indicatorRoom(configuration)
        let area = CGRect(
            x: insets.leading, y: insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing - indicator.width),
            height: max(0, bounds.height - insets.top - insets.bottom))
        if let view = storedIndicatorView, !view.isHidden, let image = view.image {
            view.frame = CGRect(
                x: area.maxX + Self.indicatorPadding, y: area.midY - image.size.height / 2, width: image.size.width,
                height: image.size.height)
        }
        // Text gives way first when the content is wider than the room it has.
        let imageRoom = parts.isVertical ? 0 : parts.image.width + (parts.hasImage ? parts.imagePadding : 0)
        let textRoom = max(0, area.width - imageRoom)
        parts.title.width = min(parts.title.width, textRoom)
        parts.subtitle.width = min(parts.subtitle.width, textRoom)
        let size = parts.size
        let origin = CGPoint(x: contentOriginX(width: size.width, in: area), y: area.midY - size.height / 2)
        let content = CGRect(origin: origin, size: size)
        let text = parts.text
        let gap = parts.hasImage && parts.hasText ? parts.imagePadding : 0
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var textFrame = CGRect(origin: .zero, size: text)
        switch parts.placement {
        case .trailing:
            textFrame.origin = CGPoint(x: content.minX, y: content.midY - text.height / 2)
            imageFrame.origin = CGPoint(x: content.maxX - parts.image.width, y: content.midY - parts.image.height / 2)
        case .top:
            imageFrame.origin = CGPoint(x: content.midX - parts.image.width / 2, y: content.minY)
            textFrame.origin = CGPoint(x: content.midX - text.width / 2, y: content.maxY - text.height)
        case .bottom:
            textFrame.origin = CGPoint(x: content.midX - text.width / 2, y: content.minY)
            imageFrame.origin = CGPoint(x: content.midX - parts.image.width / 2, y: content.maxY - parts.image.height)
        default:
            imageFrame.origin = CGPoint(x: content.minX, y: content.midY - parts.image.height / 2)
            textFrame.origin = CGPoint(x: content.minX + parts.image.width + gap, y: content.midY - text.height / 2)
        }
        storedImageView?.frame = imageFrame
        storedActivityIndicator?.frame = imageFrame
        layoutConfiguredText(parts, in: textFrame, alignment: textAlignment(configuration, parts: parts))
        storedBackgroundImageView?.frame = bounds
        if let custom = configuration.background.customView {
            if custom.superview !== self { insertSubview(custom, at: 0) }
            custom.frame = backgroundRect(configuration)
        }
    }

    /// The width the indicator takes beside the content (with its padding), and its height.
    private func indicatorRoom(_ configuration: Configuration) -> CGSize {
        guard showsIndicator(configuration), let image = storedIndicatorView?.image else { return .zero }
        return CGSize(width: image.size.width + Self.indicatorPadding, height: image.size.height)
    }

    private func layoutConfiguredText(_ parts: ConfiguredParts, in frame: CGRect, alignment: NSTextAlignment) {
        func x(for width: CGFloat) -> CGFloat {
            switch alignment {
            case .center: frame.midX - width / 2
            case .right: frame.maxX - width
            default: frame.minX
            }
        }
        storedTitleLabel?.frame = CGRect(
            x: x(for: parts.title.width), y: frame.minY, width: parts.title.width, height: parts.title.height)
        let subtitleY = frame.maxY - parts.subtitle.height
        storedSubtitleLabel?.frame = CGRect(
            x: x(for: parts.subtitle.width), y: subtitleY, width: parts.subtitle.width, height: parts.subtitle.height)
    }

    /// UIKit's automatic alignment: centred when the image is above or below, else leading.
    private func textAlignment(_ configuration: Configuration, parts: ConfiguredParts) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        case .automatic: parts.isVertical ? .center : .left
        }
    }

    private func contentOriginX(width: CGFloat, in area: CGRect) -> CGFloat {
        switch contentHorizontalAlignment {
        case .left, .leading: area.minX
        case .right, .trailing: area.maxX - width
        default: area.midX - width / 2
        }
    }

    /// The bounds less the background's insets.
    private func backgroundRect(_ configuration: Configuration) -> CGRect {
        let insets = configuration.background.backgroundInsets
        return CGRect(
            x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// Fills the background's rounded rectangle and strokes it, over `backgroundColor`.
    func drawConfiguredBackground() {
        guard let configuration = drawnConfiguration, let context = UIGraphicsGetCurrentContext() else { return }
        let look = ButtonLook(configuration, tint: tintColor ?? .systemBlue)
        let rect = backgroundRect(configuration)
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = min(ButtonLook.cornerRadius(configuration, height: rect.height), rect.height / 2, rect.width / 2)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: max(0, radius))
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(look.background.cgColor)
        context.addPath(path.cgPath)
        context.fillPath()
        if let stroke = look.stroke, look.strokeWidth > 0 {
            let outset = configuration.background.strokeOutset
            let ring = rect.insetBy(dx: look.strokeWidth / 2 - outset, dy: look.strokeWidth / 2 - outset)
            context.setStrokeColor(stroke.cgColor)
            context.setLineWidth(look.strokeWidth)
            context.addPath(UIBezierPath(roundedRect: ring, cornerRadius: max(0, radius - look.strokeWidth / 2)).cgPath)
            context.strokePath()
        }
    }
}
