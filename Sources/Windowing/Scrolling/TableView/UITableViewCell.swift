public import Foundation

/// A row of a table view: a `contentView` with UIKit's standard labels and image, an accessory
/// at the trailing edge, and the selection and highlight looks.
/// https://developer.apple.com/documentation/uikit/uitableviewcell
///
/// Add custom subviews to `contentView`. A cell made by `dequeueReusableCell` is reused for other
/// rows once it scrolls away; `prepareForReuse()` runs before it is handed out again.
///
/// - Note: Differs from UIKit: `init(style:reuseIdentifier:)` is `required`, because without the
///   Objective-C runtime a registered cell class can only be created through a required
///   initializer. A subclass that overrides it writes `required init(style:reuseIdentifier:)`
///   (the compiler offers the fix).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard arrangements of the labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one label on the leading side.
        case `default`
        /// A label with a detail label on its right, right-aligned in grey.
        case value1
        /// A small blue label on the left and a detail label after it.
        case value2
        /// A label with a smaller grey detail label below it.
        case subtitle
    }

    /// The standard accessories at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none
        case disclosureIndicator
        case detailDisclosureButton
        case checkmark
        case detailButton
    }

    /// How the cell looks while selected or highlighted.
    public enum SelectionStyle: Int, Sendable {
        case none
        case blue
        case gray
        case `default`
    }

    /// The control a row shows at its leading edge while its table is in editing mode.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    public enum EditingStyle: Int, Sendable {
        case none
        /// A red circle with a minus; tapping it shows the Delete confirmation button.
        case delete
        /// A green circle with a plus; tapping it commits an insertion.
        case insert
    }

    /// What a cell shows of editing, for `willTransition(to:)` and `didTransition(to:)`.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/statemask
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control (and the reorder control) shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The row's Delete button (or swipe actions) shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The leading and trailing margin of the standard layout, in points.
    static let margin: CGFloat = 16

    let style: CellStyle
    /// The identifier the table reuses this cell under, if any.
    open private(set) var reuseIdentifier: String?
    /// The view custom content goes in; it is resized to leave room for the accessory.
    public let contentView = UIView()
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    let accessoryHost = TableAccessoryView()
    /// The table's separator line under the cell.
    let separatorLine = UIView()
    var separatorInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The table view that shows the cell, while it does.
    weak var owningTableView: UITableView?
    /// The id of the storyboard element the cell was made from, for the segues it triggers.
    var storyboardElementID: String?
    /// The view `contentConfiguration` made, inside `contentView`.
    var configuredContentView: (any UIView & UIContentView)?
    var needsConfigurationUpdate = false

    // MARK: - Initializers

    /// Creates a cell of `style` the table can reuse under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// Creates a `.default` cell without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        let element = (coder as? StoryboardCoder)?.tableCellContent
        style = element?.style ?? .default
        super.init(coder: coder)
        setUpCell()
        element?.apply(to: self)
    }

    private func setUpCell() {
        if backgroundColor == nil { backgroundColor = .systemBackground }
        clipsToBounds = true
        contentView.frame = bounds
        addSubview(contentView)
        accessoryHost.isHidden = true
        addSubview(accessoryHost)
        separatorLine.backgroundColor = .separator
        separatorLine.isUserInteractionEnabled = false
        addSubview(separatorLine)
    }

    // MARK: - Standard content

    /// The main label; made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        switch style {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; nil for the `.default` style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch style {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image on the leading side; made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// A standard accessory; `.none` by default. `accessoryView` wins when set.
    open var accessoryType: AccessoryType = .none {
        didSet { accessoryDidChange() }
    }

    /// A custom accessory view in place of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }

    /// How selection shows; `.default` (grey) by default.
    open var selectionStyle: SelectionStyle = .default

    /// A view behind the content while the cell is selected or highlighted; a grey one by default.
    open var selectedBackgroundView: UIView?

    /// How the cell's background is drawn, as a configuration (UITableViewCell+ContentConfiguration.swift);
    /// nil (the default) keeps `backgroundColor` and the grey selection.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }

    /// Whether a change of the cell's state updates `backgroundConfiguration`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    var configuredBackgroundView: CellBackgroundView?
    /// The grey view the cell made as its `selectedBackgroundView`, as opposed to an app's.
    weak var defaultSelectionView: UIView?

    // MARK: - State

    var isSelectedStorage = false
    var isHighlightedStorage = false

    /// Whether the cell shows as selected.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell shows as pressed.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Shows the cell selected or not; the table calls it as rows are selected.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if isSelectedStorage != selected { setNeedsUpdateConfiguration() }
        isSelectedStorage = selected
        updateSelectionLook()
    }

    /// Shows the cell pressed or not; the table calls it while a press is on the row.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if isHighlightedStorage != highlighted { setNeedsUpdateConfiguration() }
        isHighlightedStorage = highlighted
        updateSelectionLook()
    }

    // MARK: - Content configuration

    /// What the cell shows, as a configuration (`UIListContentConfiguration` or an app's own),
    /// in place of the standard labels and image; its view fills `contentView`. Nil (the default)
    /// removes it. https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// Whether a change of the cell's state (selected, highlighted, editing) updates
    /// `contentConfiguration` for that state; true by default.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's state, for `updateConfiguration(using:)` and configurations' `updated(for:)`.
    open var configurationState: UICellConfigurationState { currentConfigurationState }

    /// A list configuration in the standard look for this cell, to fill in and set as
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .value1 ? .valueCell() : .cell()
    }

    /// The look a row of the cell's table has: `listGroupedCell()` in a grouped or inset grouped
    /// table, else `listPlainCell()`.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultbackgroundconfiguration()
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = owningTableView, table.style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    /// What `configurationUpdateHandler` is: the cell, and its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    /// Run after `updateConfiguration(using:)` on each update, to configure the cell for its
    /// state without a subclass; setting it asks for an update.
    /// https://developer.apple.com/documentation/uikit/uitableviewcellconfigurationupdatehandler
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for `updateConfiguration(using:)` (and `configurationUpdateHandler`) before the cell
    /// is next laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Called when the cell's state changes, before it is laid out; the default updates
    /// `contentConfiguration` for `state` when `automaticallyUpdatesContentConfiguration` is true.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, backgroundConfiguration != nil {
            applyBackgroundConfiguration()
        }
        guard automaticallyUpdatesContentConfiguration else { return }
        configuredContentView = ContentConfigurationHost.show(
            contentConfiguration, for: state, updating: true, in: contentView, replacing: configuredContentView)
    }

    /// Called before the table hands this cell out again from `dequeueReusableCell`; the default
    /// clears the selection and highlight. Overrides call super.
    open func prepareForReuse() {
        if isSelectedStorage || isHighlightedStorage {
            isSelectedStorage = false
            isHighlightedStorage = false
            updateSelectionLook()
        }
    }

    // MARK: - Editing

    var isEditingStorage = false
    var editingStyleStorage = EditingStyle.none
    /// Whether the table indents this row while editing (`shouldIndentWhileEditingRowAt`).
    var tableIndentsWhileEditing = false
    /// How far the content slides aside for a swipe's actions: positive shows the trailing ones.
    var swipeOffset: CGFloat = 0
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?
    var actionsView: TableSwipeActionsView?

    /// Whether the cell is in editing mode; the table sets it with its own. Setting it calls
    /// `setEditing(_:animated:)` unanimated.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls; the table calls it as it enters and leaves editing
    /// mode, and as cells come into sight. Overrides call super.
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) {
        transition(to: stateMask(editing: editing, confirming: actionsView != nil)) {
            isEditingStorage = editing
            editingPresentationChanged()
        }
    }

    /// Called before the cell shows or hides its editing control or Delete button; overrides
    /// call super. https://developer.apple.com/documentation/uikit/uitableviewcell/willtransition(to:)
    open func willTransition(to state: StateMask) {}

    /// Called after the cell showed or hid its editing control or Delete button; overrides call
    /// super. https://developer.apple.com/documentation/uikit/uitableviewcell/didtransition(to:)
    open func didTransition(to state: StateMask) {}

    /// The row's editing control, from the table's delegate (`editingStyleForRowAt`); `.none`
    /// while the table is not editing.
    open var editingStyle: EditingStyle { editingStyleStorage }

    /// Whether the reorder control shows at the trailing edge while editing; the table sets it
    /// for rows the data source can move.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { editingPresentationChanged() } }
    }

    /// Whether the content moves aside for the editing control; true by default.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// The standard accessory shown in place of `accessoryType` while editing; `.none` by default.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { accessoryDidChange() }
    }

    /// A custom accessory view shown in place of `accessoryView` while editing.
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            let state = configurationState
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        super.layoutSubviews()
        layOutCell()
    }

    func setReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }
}
