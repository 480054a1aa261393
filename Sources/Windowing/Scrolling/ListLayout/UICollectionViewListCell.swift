public import Foundation

/// A collection view cell for list sections: it draws the list's appearance (the row's
/// background, an inset section's rounded ends, the separator under it) and its `accessories`
/// beside its content.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
///
/// The content view takes the room the accessories leave, moved in by `indentationLevel` times
/// `indentationWidth`. A row of a list section is as tall as its content (or its tallest
/// accessory), measured at that width. A selected or highlighted row turns grey unless the cell
/// has a `selectedBackgroundView`; setting `backgroundColor` or `backgroundView` replaces the
/// row's own background.
///
/// Without a `backgroundConfiguration` the row has the look of `defaultBackgroundConfiguration()`.
///
/// - Note: Differs from UIKit: `separatorLayoutGuide` is absent; the separator starts where the
///   content's text does, by its layout margins. The row draws the colour given to
///   `backgroundColor`, which then reads back as nil. `backgroundConfiguration` is nil until the
///   app sets one.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in order from leading to trailing; none by default.
    open var accessories: [UICellAccessory] = [] {
        didSet { accessoriesDidChange() }
    }

    /// How many steps of `indentationWidth` the content and leading accessories move in; 0 by default.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// One step of indentation; 10 points by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the leading accessories move in with the content; true by default.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// The look a list cell's content has by default: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    private var placement: ListPlacement?
    private var isEditingInList = false
    /// Whether its item is expanded in its section snapshot; nil outside one.
    var outlineExpansion: Bool?
    private var appBackgroundColor: UIColor?
    let rowBackground = CellBackgroundView()
    let separator = UIView()
    /// The views of the shown accessories, each with its accessory.
    private var shownAccessories: [(accessory: UICellAccessory, view: UIView)] = []
    /// How far a swipe slid the row: positive to the leading side (uncovering trailing actions).
    var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    /// The swipe's action buttons, under the row while it is slid aside.
    var swipeActionsView: TableSwipeActionsView?
    /// The cell's `clipsToBounds` before a swipe made it clip.
    var clippedBeforeSwipe = false

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        rowBackground.fill = .systemBackground
        insertSubview(rowBackground, at: 0)
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        separator.isHidden = true
        addSubview(separator)
    }

    /// Setting it replaces the list appearance's row background, which the cell draws (with an
    /// inset section's rounded corners), so the view itself keeps no background colour.
    open override var backgroundColor: UIColor? {
        didSet {
            appBackgroundColor = super.backgroundColor
            if super.backgroundColor != nil { super.backgroundColor = nil }
            updateListLook()
        }
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = isEditingInList
        state.isExpanded = outlineExpansion ?? false
        return state
    }

    // MARK: - From the collection view

    /// Takes where the layout put the cell in its list section (nil outside one) and whether the
    /// collection view is editing.
    func takeListPlacement(_ newPlacement: ListPlacement?, editing: Bool) {
        let editingChanged = editing != isEditingInList
        isEditingInList = editing
        if editingChanged {
            accessoriesDidChange()
            setNeedsUpdateConfiguration()
        }
        if newPlacement?.position != placement?.position
            || newPlacement?.configuration.appearance != placement?.configuration.appearance
            || newPlacement?.showsSeparator != placement?.showsSeparator
        {
            placement = newPlacement
            updateListLook()
            setNeedsLayout()
        } else {
            placement = newPlacement
        }
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateListLook()
        let size = bounds.size
        rowBackground.frame = CGRect(origin: .zero, size: size).inset(
            by: backgroundConfiguration?.backgroundInsets.edgeInsets ?? .zero)
        let frames = accessoryFrames(width: size.width, height: size.height)
        for (index, entry) in shownAccessories.enumerated() where entry.view.frame != frames.accessories[index] {
            entry.view.frame = frames.accessories[index]
        }
        let content = CGRect(x: frames.contentMinX, y: 0, width: frames.contentWidth, height: size.height)
        if contentView.frame != content { contentView.frame = content }
        let line = 1 / max(1, UIApplication.current?.scale ?? 1)
        let leading = content.minX + separatorInsetInContent
        separator.frame = CGRect(x: leading, y: size.height - line, width: max(0, size.width - leading), height: line)
        bringSubviewToFront(separator)
        layOutSwipe()
    }

    /// The accessories shown, and their views, in order from leading to trailing.
    var shownAccessoryKinds: [UICellAccessory] { shownAccessories.map(\.accessory) }
    var shownAccessoryViews: [UIView] { shownAccessories.map(\.view) }

    /// Whether the layout shows the cell as its section's header (`firstItemInSection`).
    var isHeaderItemOfList: Bool { placement?.position == .header }

    /// The views a layout pass places: the row's background, content, accessories and separator.
    var rowViews: [UIView] {
        [rowBackground, contentView, separator] + shownAccessories.map(\.view)
            + [backgroundView, selectedBackgroundView].compactMap { $0 }
    }

    /// Where the separator starts in the content view: where the content's text does.
    private var separatorInsetInContent: CGFloat {
        (contentConfiguration as? UIListContentConfiguration)?.directionalLayoutMargins.leading
            ?? UIListContentConfiguration.cellMargins.leading
    }

    /// A row's height is its content's at the width the accessories leave, or its tallest
    /// accessory's; its width is the layout's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.fixedSides.width, !layoutAttributes.fixedSides.height else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        let attributes = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        let width = layoutAttributes.size.width
        let frames = accessoryFrames(width: width, height: layoutAttributes.size.height)
        let fitted = contentView.systemLayoutSizeFitting(
            CGSize(width: frames.contentWidth, height: layoutAttributes.size.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let tallest = frames.accessories.map(\.height).max() ?? 0
        attributes.size = CGSize(width: width, height: max(fitted.height, tallest))
        return attributes
    }

    /// The accessories' frames (in `shownAccessories`' order) and the content's span, in a cell
    /// of `width` by `height`.
    private func accessoryFrames(width: CGFloat, height: CGFloat)
        -> (accessories: [CGRect], contentMinX: CGFloat, contentWidth: CGFloat)
    {
        let indent = CGFloat(max(0, indentationLevel)) * (indentationWidth.isFinite ? max(0, indentationWidth) : 0)
        var frames = [CGRect](repeating: .zero, count: shownAccessories.count)
        var leadingEdge = indent
        var trailingEdge = width
        let hasLeading = shownAccessories.contains { $0.accessory.isLeading }
        if hasLeading {
            leadingEdge = ListMetrics.accessoryMargin + (indentsAccessories ? indent : 0)
            for (index, entry) in shownAccessories.enumerated() where entry.accessory.isLeading {
                let size = ListAccessoryViews.size(of: entry.view, for: entry.accessory, height: height)
                let room = ListAccessoryViews.width(of: entry.accessory, actual: size.width)
                frames[index] = CGRect(
                    x: leadingEdge + (room - size.width) / 2, y: (height - size.height) / 2, width: size.width,
                    height: size.height)
                leadingEdge += room + ListMetrics.accessorySpacing
            }
            leadingEdge = max(leadingEdge - ListMetrics.accessorySpacing, indent)
        }
        let trailing = shownAccessories.indices.filter { !shownAccessories[$0].accessory.isLeading }
        if !trailing.isEmpty {
            trailingEdge -= ListMetrics.accessoryMargin
            for index in trailing.reversed() {
                let entry = shownAccessories[index]
                let size = ListAccessoryViews.size(of: entry.view, for: entry.accessory, height: height)
                let room = ListAccessoryViews.width(of: entry.accessory, actual: size.width)
                frames[index] = CGRect(
                    x: trailingEdge - room + (room - size.width) / 2, y: (height - size.height) / 2,
                    width: size.width, height: size.height)
                trailingEdge -= room + ListMetrics.accessorySpacing
            }
            trailingEdge += ListMetrics.accessorySpacing
        }
        return (frames, leadingEdge, max(0, trailingEdge - leadingEdge))
    }

    // MARK: - Look

    private func accessoriesDidChange() {
        // Custom views are placed among those on their side where their position says.
        var leading: [UICellAccessory] = []
        var trailing: [UICellAccessory] = []
        for accessory in accessories where accessory.isShown(editing: isEditingInList) {
            guard case .customView(let configuration) = accessory.kind else {
                if accessory.isLeading { leading.append(accessory) } else { trailing.append(accessory) }
                continue
            }
            switch configuration.placement {
            case .leading(_, let position):
                leading.insert(accessory, at: min(max(0, position(leading)), leading.count))
            case .trailing(_, let position):
                trailing.insert(accessory, at: min(max(0, position(trailing)), trailing.count))
            }
        }
        // The views shown so far serve again where they can: a cell set up with the same
        // accessories at each dequeue makes no view.
        var spare = shownAccessories
        shownAccessories = (leading + trailing).map { accessory in
            if let index = spare.firstIndex(where: {
                ListAccessoryViews.canShow(accessory, in: $0.view, madeFor: $0.accessory)
            }) {
                let view = spare.remove(at: index).view
                ListAccessoryViews.show(accessory, in: view)
                return (accessory, view)
            }
            return (accessory, ListAccessoryViews.makeView(for: accessory))
        }
        for entry in spare where !shownAccessories.contains(where: { $0.view === entry.view }) {
            entry.view.removeFromSuperview()
        }
        for entry in shownAccessories where entry.view.superview !== self { addSubview(entry.view) }
        showOutlineExpansion()
        setNeedsLayout()
    }

    /// The look the cell's list appearance gives its background: `listPlainCell()`,
    /// `listGroupedCell()` or `listSidebarCell()`, or `listPlainHeaderFooter()` for a header item.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultbackgroundconfiguration()
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .list(placement?.backgroundLook ?? .plainCell)
    }

    /// A background configuration the app set is drawn by the row's background view, with the
    /// inset section's rounded ends unless it has a corner radius of its own.
    override func backgroundConfigurationDidChange() {
        updateListLook()
        setNeedsLayout()
    }

    /// The row's background and separator for its placement and state.
    private func updateListLook() {
        separator.isHidden = !(placement?.showsSeparator ?? false)
        for entry in shownAccessories { (entry.view as? ListMultiselectView)?.isChecked = isSelected }
        if let configuration = shownBackgroundConfiguration {
            rowBackground.apply(
                configuration, fallback: placement?.rowBackgroundColor ?? .clear,
                corners: placement?.roundedCorners ?? [], radius: ListMetrics.cornerRadius)
            rowBackground.isHidden = false
            return
        }
        rowBackground.radius = ListMetrics.cornerRadius
        let pressed = isSelected || isHighlighted
        let showsSelection = pressed && selectedBackgroundView == nil
        if showsSelection {
            rowBackground.fill = .systemGray4
        } else if let appBackgroundColor {
            rowBackground.fill = appBackgroundColor
        } else if let placement {
            rowBackground.fill = placement.rowBackgroundColor
        } else {
            rowBackground.fill = .systemBackground
        }
        rowBackground.corners = placement?.roundedCorners ?? []
        // A sidebar row's selection is a rounded grey whatever its place.
        if showsSelection, placement?.configuration.isSidebar == true { rowBackground.corners = .allCorners }
        rowBackground.isHidden = backgroundView != nil && !showsSelection
    }
}
