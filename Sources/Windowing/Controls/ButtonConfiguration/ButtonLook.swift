import Foundation

/// What a configuration looks like in one state: its colours, corner radius and text. UIKit
/// resolves the same inputs (style, base colours, background, state, tint) but does not
/// publish its values; these are Windowing's.
@MainActor
struct ButtonLook {
    /// Opacity of the tinted style's wash of the base colour.
    static let tintedWashAlpha: CGFloat = 0.18
    /// Opacity factor of a highlighted plain button's content, as a system button's.
    static let highlightedContentAlpha: CGFloat = 0.5
    /// Opacity factor of a highlighted button's background.
    static let highlightedBackgroundAlpha: CGFloat = 0.75

    let foreground: UIColor
    let background: UIColor
    let stroke: UIColor?
    let strokeWidth: CGFloat
    let font: UIFont
    let subtitleFont: UIFont

    init(_ configuration: UIButton.Configuration, tint: UIColor) {
        let state = configuration.resolvedState
        let base = configuration.baseBackgroundColor ?? tint
        var foreground: UIColor
        var background: UIColor
        switch configuration.style {
        case .plain: (foreground, background) = (configuration.baseForegroundColor ?? tint, .clear)
        case .gray: (foreground, background) = (configuration.baseForegroundColor ?? tint, .systemGray5)
        case .tinted:
            foreground = configuration.baseForegroundColor ?? tint
            background = base.withAlphaComponent(base.cgColor.alpha * Self.tintedWashAlpha)
        case .filled: (foreground, background) = (configuration.baseForegroundColor ?? .white, base)
        }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if configuration.style != .plain { background = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if configuration.style == .plain {
                foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * Self.highlightedContentAlpha)
            } else {
                background = background.withAlphaComponent(background.cgColor.alpha * Self.highlightedBackgroundAlpha)
            }
        }
        self.foreground = foreground
        self.background = configuration.background.resolvedBackgroundColor(for: background)
        let stroke = configuration.background.strokeColor
        self.stroke = stroke.map { configuration.background.strokeColorTransformer?($0) ?? $0 }
        strokeWidth = configuration.background.strokeWidth
        (font, subtitleFont) = Self.fonts(for: configuration.buttonSize)
    }

    /// The title drawn: a per-state title set on the button, else the configuration's attributed
    /// title or plain title, in the size's font and the foreground colour, through the transformer.
    func title(_ configuration: UIButton.Configuration, override: NSAttributedString?) -> NSAttributedString? {
        text(
            override: override, attributed: configuration.attributedTitle, plain: configuration.title,
            font: font, transformer: configuration.titleTextAttributesTransformer)
    }

    /// The subtitle drawn, or nil without one.
    func subtitle(_ configuration: UIButton.Configuration) -> NSAttributedString? {
        text(
            override: nil, attributed: configuration.attributedSubtitle, plain: configuration.subtitle,
            font: subtitleFont, transformer: configuration.subtitleTextAttributesTransformer)
    }

    private func text(
        override: NSAttributedString?, attributed: AttributedString?, plain: String?, font: UIFont,
        transformer: UIConfigurationTextAttributesTransformer?
    ) -> NSAttributedString? {
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = foreground
        if let transformer { defaults = transformer(defaults) }
        let resolvedFont = defaults.font ?? font
        let resolvedColor = defaults.foregroundColor ?? foreground
        if let override {
            let result = NSMutableAttributedString(attributedString: override)
            let whole = NSRange(location: 0, length: result.length)
            // What the per-state title already carries wins over the configuration's.
            for (key, value) in [(NSAttributedString.Key.font, resolvedFont as Any), (.foregroundColor, resolvedColor)]
            {
                result.enumerateAttribute(key, in: whole) { existing, range, _ in
                    if existing == nil { result.addAttribute(key, value: value, range: range) }
                }
            }
            return result
        }
        var string: AttributedString
        if let attributed {
            string = attributed
        } else if let plain {
            string = AttributedString(plain)
        } else {
            return nil
        }
        for run in string.runs {
            if run.font == nil { string[run.range].font = resolvedFont }
            if run.foregroundColor == nil { string[run.range].foregroundColor = resolvedColor }
        }
        return NSAttributedString(uiKitRunsOf: string)
    }

    /// The corner radius for a background of `height`.
    static func cornerRadius(_ configuration: UIButton.Configuration, height: CGFloat) -> CGFloat {
        switch configuration.cornerStyle {
        case .fixed: configuration.background.cornerRadius
        case .small: 4
        case .medium: 8
        case .large: 12
        case .capsule: height / 2
        case .dynamic:
            switch configuration.buttonSize {
            case .mini: 4
            case .small: 6
            case .medium: 8
            case .large: 12
            }
        }
    }

    private static func fonts(for size: UIButton.Configuration.Size) -> (UIFont, UIFont) {
        switch size {
        case .mini: (.preferredFont(forTextStyle: .caption2), .preferredFont(forTextStyle: .caption2))
        case .small: (.preferredFont(forTextStyle: .subheadline), .preferredFont(forTextStyle: .caption1))
        case .medium: (.preferredFont(forTextStyle: .body), .preferredFont(forTextStyle: .subheadline))
        case .large: (.preferredFont(forTextStyle: .title3), .preferredFont(forTextStyle: .body))
        }
    }
}
