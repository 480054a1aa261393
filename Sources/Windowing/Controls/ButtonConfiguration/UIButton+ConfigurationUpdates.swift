import Foundation

// The configuration-based button: setting a configuration (or an update handler) asks for an
// update; the update runs once before the next layout, and what it resolves is shown by the
// title, subtitle and image views and by the drawn background.
extension UIButton {
    /// A button of type `.system` drawn from `configuration`, with `primaryAction` added for
    /// `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adoptPrimaryAction(primaryAction)
    }

    /// The configuration the button draws itself from; nil for a button of the older kind.
    /// Setting it asks for an update (`setNeedsUpdateConfiguration()`).
    ///
    /// Titles, title colours and images set per state with `setTitle(_:for:)`,
    /// `setTitleColor(_:for:)` and `setImage(_:for:)` still apply, over the configuration's.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            if newValue == nil { removeConfiguredViews() }
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// A closure run after `updateConfiguration()` on each update, to change the configuration
    /// for the button's state.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The label showing a configuration's subtitle, once there is one.
    public var subtitleLabel: UILabel? { storedSubtitleLabel }

    /// Asks for `updateConfiguration()` and the update handler to run before the next layout;
    /// several requests make one update.
    public func setNeedsUpdateConfiguration() {
        guard storedConfiguration != nil || storedConfigurationUpdateHandler != nil else { return }
        configurationUpdateRequested = true
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Runs a requested update, then shows the result.
    func updateConfigurationIfRequested() {
        guard configurationUpdateRequested else { return }
        configurationUpdateRequested = false
        isUpdatingConfiguration = true
        updateConfiguration()
        storedConfigurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    /// The configuration as drawn: updated for the state unless the app turned that off.
    var drawnConfiguration: Configuration? {
        guard let storedConfiguration else { return nil }
        return automaticallyUpdatesConfiguration ? storedConfiguration.updated(for: self) : storedConfiguration
    }

    /// Shows the configuration's title, subtitle, image or activity indicator.
    func applyConfiguration() {
        guard let configuration = drawnConfiguration else { return }
        let look = ButtonLook(configuration, tint: tintColor ?? .systemBlue)
        let title = ensureTitleLabel()
        title.font = look.font
        title.attributedText = look.title(configuration, override: legacyTitle(foreground: look.foreground))
        title.lineBreakMode = configuration.titleLineBreakMode
        title.isHidden = title.attributedText.map { $0.length == 0 } ?? true
        if let subtitle = look.subtitle(configuration) {
            let label = ensureSubtitleLabel()
            label.font = look.subtitleFont
            label.attributedText = subtitle
            label.lineBreakMode = configuration.subtitleLineBreakMode
            label.isHidden = false
        } else {
            storedSubtitleLabel?.isHidden = true
        }
        applyConfiguredImage(configuration, look: look)
        applyIndicator(configuration, look: look)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// A title set with the per-state methods, which wins over the configuration's.
    private func legacyTitle(foreground: UIColor) -> NSAttributedString? {
        if let attributed = currentAttributedTitle { return attributed }
        guard let text = titles[state] ?? titles[.normal] else { return nil }
        let color = titleColors[state] ?? titleColors[.normal] ?? foreground
        return NSAttributedString(string: text, attributes: [.foregroundColor: color])
    }

    private func applyConfiguredImage(_ configuration: Configuration, look: ButtonLook) {
        if configuration.showsActivityIndicator {
            let indicator = ensureActivityIndicator()
            let color = configuration.activityIndicatorColorTransformer?(look.foreground) ?? look.foreground
            indicator.color = color
            indicator.startAnimating()
            storedImageView?.isHidden = true
            return
        }
        storedActivityIndicator?.stopAnimating()
        let image = currentImage ?? configuration.image
        guard let image else {
            storedImageView?.isHidden = true
            return
        }
        let view = ensureImageView()
        view.image = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
        view.tintColor = configuration.imageColorTransformer?(look.foreground) ?? look.foreground
        view.alpha = 1
        view.isHidden = false
    }

    /// Whether the configuration's indicator shows: `.automatic` shows it on a pop-up button.
    func showsIndicator(_ configuration: Configuration) -> Bool {
        switch configuration.indicator {
        case .popup: true
        case .none: false
        case .automatic: changesSelectionAsPrimaryAction && menu != nil
        }
    }

    private func applyIndicator(_ configuration: Configuration, look: ButtonLook) {
        guard showsIndicator(configuration) else {
            storedIndicatorView?.isHidden = true
            return
        }
        let view: UIImageView
        if let storedIndicatorView {
            view = storedIndicatorView
        } else {
            view = UIImageView(
                image: UIImage(
                    systemName: "chevron.up.chevron.down",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: Self.indicatorPointSize)))
            view.isUserInteractionEnabled = false
            storedIndicatorView = view
            addSubview(view)
        }
        view.tintColor = configuration.indicatorColorTransformer?(look.foreground) ?? look.foreground
        view.isHidden = false
    }

    static let indicatorPointSize: CGFloat = 12
    static let indicatorPadding: CGFloat = 6

    private func ensureSubtitleLabel() -> UILabel {
        if let storedSubtitleLabel { return storedSubtitleLabel }
        let label = UILabel(frame: .zero)
        storedSubtitleLabel = label
        addSubview(label)
        return label
    }

    private func ensureActivityIndicator() -> UIActivityIndicatorView {
        if let storedActivityIndicator { return storedActivityIndicator }
        let indicator = UIActivityIndicatorView(style: .medium)
        storedActivityIndicator = indicator
        addSubview(indicator)
        return indicator
    }

    private func removeConfiguredViews() {
        storedSubtitleLabel?.removeFromSuperview()
        storedSubtitleLabel = nil
        storedIndicatorView?.removeFromSuperview()
        storedIndicatorView = nil
        storedActivityIndicator?.stopAnimating()
        storedActivityIndicator?.removeFromSuperview()
        storedActivityIndicator = nil
        titleDidChange()
        imageDidChange()
    }
}
