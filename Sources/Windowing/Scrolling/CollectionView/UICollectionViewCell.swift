public import Foundation

/// A view a collection view places from layout attributes and reuses: the base of cells and of
/// supplementary views (headers, footers).
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
///
/// - Note: Differs from UIKit: `init(frame:)` is `required`, because without the Objective-C
///   runtime a registered class can only be created through a required initializer. A subclass
///   that overrides it writes `required init(frame:)` (the compiler offers the fix).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses this view under, if any.
    open internal(set) var reuseIdentifier: String?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? StoryboardCoder)?.collectionCellContent?.reuseIdentifier
    }

    /// Called before the collection view hands this view out again from a dequeue call; the
    /// default does nothing. Overrides call super.
    open func prepareForReuse() {}

    /// Takes on `layoutAttributes` beyond the frame (which the collection view sets); the default
    /// does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes this view would like, given the layout's: for self-sizing items, the
    /// layout's size replaced by the Auto Layout fitting size of the view's content.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        // A side the layout fixes is kept while the other is measured, so wrapping text is
        // measured at the width it will have.
        let fixed = layoutAttributes.fixedSides
        attributes.size = fittingContent.systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: fixed.width ? .required : .fittingSizeLevel,
            verticalFittingPriority: fixed.height ? .required : .fittingSizeLevel)
        return attributes
    }

    /// The view whose constraints give the fitting size.
    var fittingContent: UIView { self }
}

/// An item of a collection view: a `contentView` for custom content over an optional
/// `backgroundView`, and a `selectedBackgroundView` shown while selected or highlighted.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
///
/// Add custom subviews to `contentView`. A cell from `dequeueReusableCell(withReuseIdentifier:for:)`
/// is reused for other items once it scrolls away; `prepareForReuse()` runs before it is handed
/// out again.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes in; it fills the cell.
    public let contentView = UIView()
    private var configuredContentView: (any UIView & UIContentView)?
    private var needsConfigurationUpdate = false
    /// The id of the storyboard prototype this cell was made from, whose segue selecting it performs.
    var storyboardElementID: String?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet { backgroundViewsDidChange(removing: oldValue, keeping: backgroundView) }
    }

    /// A view behind the content, above `backgroundView`, while the cell is selected or
    /// highlighted; nil by default.
    open var selectedBackgroundView: UIView? {
        didSet { backgroundViewsDidChange(removing: oldValue, keeping: selectedBackgroundView) }
    }

    /// Whether the cell shows as selected; the collection view sets it as items are selected.
    open var isSelected = false {
        didSet {
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
            updateSelectionLook()
        }
    }

    /// Whether the cell shows as pressed; the collection view sets it while a press is on it.
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
            updateSelectionLook()
        }
    }

    // MARK: - Content configuration

    /// What the cell shows, as a configuration; its view fills `contentView`. Nil (the default)
    /// removes it. https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = ContentConfigurationHost.show(
                contentConfiguration, for: configurationState, updating: automaticallyUpdatesContentConfiguration,
                in: contentView, replacing: configuredContentView)
        }
    }

    /// Whether a change of the cell's state (selected, highlighted) updates
    /// `contentConfiguration` for that state; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state, for `updateConfiguration(using:)` and configurations' `updated(for:)`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// What `configurationUpdateHandler` is: the cell, and its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Run after `updateConfiguration(using:)` on each update, to configure the cell for its
    /// state without a subclass; setting it asks for an update.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu
    ///
    /// - Note: Differs from UIKit: the property is `final`. A subclass in this module
    ///   (`UICollectionViewListCell`) otherwise refers to its getter by a name the compiler
    ///   mangles differently here (with the closure's isolation), and the library does not link.
    public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` (and `configurationUpdateHandler`) before the cell
    /// is next laid out; several requests make one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Called when the cell's state changes, before it is laid out; the default updates
    /// `contentConfiguration` for `state` when `automaticallyUpdatesContentConfiguration` is true.
    /// Call `setNeedsUpdateConfiguration()` rather than this.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, backgroundConfiguration != nil {
            backgroundConfigurationDidChange()
        }
        guard automaticallyUpdatesContentConfiguration else { return }
        configuredContentView = ContentConfigurationHost.show(
            contentConfiguration, for: state, updating: true, in: contentView, replacing: configuredContentView)
    }

    // MARK: - Background configuration

    /// How the cell's background is drawn, as a configuration: its fill, corner radius, stroke,
    /// insets and custom view, behind the content; nil (the default) draws none. While
    /// `automaticallyUpdatesBackgroundConfiguration` is true it is updated for the cell's state
    /// (a list row's grey selection).
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }

    /// Whether a change of the cell's state updates `backgroundConfiguration`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true

    private var configuredBackgroundView: CellBackgroundView?

    /// `backgroundConfiguration` as it is drawn: updated for the cell's state while
    /// `automaticallyUpdatesBackgroundConfiguration` is true.
    var shownBackgroundConfiguration: UIBackgroundConfiguration? {
        guard automaticallyUpdatesBackgroundConfiguration else { return backgroundConfiguration }
        return backgroundConfiguration?.updated(for: configurationState)
    }

    /// Shows `backgroundConfiguration` in a view behind the others (a list cell draws it itself).
    func backgroundConfigurationDidChange() {
        configuredBackgroundView = CellBackgroundView.show(
            backgroundConfiguration, for: configurationState, updating: automaticallyUpdatesBackgroundConfiguration,
            in: self, replacing: configuredBackgroundView)
    }

    /// Clears the selection and highlight; overrides call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if isSelected { isSelected = false }
        if isHighlighted { isHighlighted = false }
    }

    override var fittingContent: UIView { contentView }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        super.layoutSubviews()
        let rect = CGRect(origin: .zero, size: bounds.size)
        if contentView.frame != rect { contentView.frame = rect }
        if let backgroundView, backgroundView.frame != rect { backgroundView.frame = rect }
        if let selectedBackgroundView, selectedBackgroundView.frame != rect { selectedBackgroundView.frame = rect }
        if let configuredBackgroundView, let insets = backgroundConfiguration?.backgroundInsets {
            configuredBackgroundView.frame = rect.inset(by: insets.edgeInsets)
        }
    }

    private func backgroundViewsDidChange(removing old: UIView?, keeping new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        // Back to front: background, selected background, content.
        if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        updateSelectionLook()
        setNeedsLayout()
    }

    private func updateSelectionLook() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
