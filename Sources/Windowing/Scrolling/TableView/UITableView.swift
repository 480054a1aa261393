public import Foundation

/// A scrolling list of rows in sections, filled by a data source, that makes views only for the
/// rows in sight and reuses them as it scrolls.
/// https://developer.apple.com/documentation/uikit/uitableview
///
/// Heights come from the delegate or `rowHeight`; row updates keep the visible cells of rows that
/// survive and check the data source's counts the way UIKit does (see `performBatchUpdates`).
///
/// `UITableView.automaticDimension` rows are `estimatedRowHeight` tall until their cell first
/// comes into view; then Auto Layout measures the cell's `contentView` at its width and the row
/// takes that height (rounded up to whole pixels).
///
/// - Note: Differs from UIKit: a self-sizing row whose content view's constraints leave its
///   height undetermined, as the built-in styles' labels do, keeps `estimatedRowHeight` (44
///   points without an estimate); the separator adds nothing to a measured height.
/// - Note: Differs from UIKit: row and section updates take effect at once; the `RowAnimation`
///   is accepted and not animated, and so are the editing controls' transitions.
/// - Note: Differs from UIKit: `delegate` keeps the scroll view's type (`UIScrollViewDelegate`);
///   a delegate that conforms to `UITableViewDelegate` is used as one.
/// - Note: Differs from UIKit: an update whose counts do not match, or that names rows outside the
///   table, prints UIKit's exception text (naming the call) and reloads the data instead of
///   raising an exception.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none
        case top
        case middle
        case bottom
    }

    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
    }

    /// The value for a height the table works out itself.
    public static let automaticDimension: CGFloat = -1

    /// The default row height without an estimate.
    static let defaultRowHeight: CGFloat = 44
    /// How many unused cells per reuse identifier the table keeps for later.
    static let reusePoolLimit = 4

    // MARK: - State

    var layout = TableLayout()
    var needsReload = true
    var rowCounts: [Int] = []
    /// Per section, whether each `automaticDimension` row still waits for its cell to be measured;
    /// empty for a section without such rows.
    var unmeasuredRows: [[Bool]] = []
    /// The cells on screen, by the row they show.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    let reusePool = ReuseQueue<String, UITableViewCell>()
    /// Cells a storyboard's prototypes make, by reuse identifier.
    var prototypeCellFactories: [String: @MainActor () -> UITableViewCell?] = [:]
    /// Section headers and footers registered by class, and the unused ones
    /// (`UITableView+HeaderFooterReuse.swift`).
    let headerFooterPool = ReuseQueue<String, UITableViewHeaderFooterView>()
    /// Section headers and footers registered nibs make, by reuse identifier.
    var headerFooterNibFactories: [String: @MainActor () -> UITableViewHeaderFooterView?] = [:]
    /// A storyboard's static sections (`dataMode="static"`), served by `UITableViewController`.
    var staticSections: [TableStaticSection]?
    /// Performs the storyboard segue of a selected cell, if its element has one (CellSegueSource).
    var cellSegueTrigger: CellSegueTrigger?
    var selectedPaths: Set<IndexPath> = []
    /// The row under a press, shown highlighted until the press ends.
    var pressedPath: IndexPath?
    var updateBatch = ListUpdateBatch()
    /// The last update that did not fit the data (for tests and the inspector).
    var lastUpdateError: TableUpdateError?
    /// Whether `tableView(_:cellForRowAt:)` is running, so a nested reload waits.
    var isAskingForCells = false
    /// Editing state (UITableView+Editing.swift, +Swipe, +Reorder).
    var editingMode = TableEditingMode.none
    var revealedActions: RevealedActions?
    var swipeTracking: SwipeTracking?
    var reorderDrag: ReorderDrag?
    var editingSupport = TableEditingSupport()

    // MARK: - Initializers

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        let element = (coder as? StoryboardCoder)?.tableContent
        style = element?.style ?? .plain
        super.init(coder: coder)
        setUpTable()
        element?.apply(to: self)
    }

    private func setUpTable() {
        alwaysBounceVertical = true
        if backgroundColor == nil {
            backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        }
    }

    /// Adds the `dataSource` and `delegate` outlets (UITableView+Storyboard.swift).
    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(tableOutlets) { $1 }
    }

    // MARK: - Configuration

    /// The table's look; fixed when it is made.
    public let style: Style
    /// The source of the rows and cells; not retained.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The height of rows the delegate gives no height for; `automaticDimension` by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height assumed for `automaticDimension` rows; `automaticDimension` (44) by default.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section headers; `automaticDimension` (a titled header's height) by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// Whether rows have separator lines; `.singleLine` by default.
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The separators' colour; the system separator colour by default.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// Where separators start and end; 16 points from the leading edge by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Whether a click selects a row; true by default.
    open var allowsSelection = true
    /// Whether several rows can be selected, each click toggling one; false by default.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode, showing each editable row's editing control (or, after
    /// a swipe, one row's actions); false by default. Setting it calls `setEditing(_:animated:)`.
    /// https://developer.apple.com/documentation/uikit/uitableview/isediting
    open var isEditing: Bool {
        get { editingMode != .none }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode: each visible cell gets `setEditing(_:animated:)` and its
    /// row's editing control and reorder control.
    /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
    ///
    /// - Note: Differs from UIKit: the controls and the Delete confirmation appear at once (no
    ///   sliding, no rotating minus), and a swipe is a sideways pointer drag of 10 points or more.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }
    /// Whether a click selects a row in editing mode; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected in editing mode; false by default.
    ///
    /// - Note: Differs from UIKit: rows selected this way show the grey selection, not the
    ///   checkmark circles of UIKit's multiple-selection editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    // MARK: - Cells

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create `cellClass` cells for `identifier`;
    /// nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, for: identifier)
    }

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create cells from `nib`, which must hold
    /// one top-level `UITableViewCell`, for `identifier`; it replaces a class registered for it. Nil
    /// removes the registration.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCellNib(nib, for: identifier)
    }

    /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` create `aClass` views, a
    /// `UITableViewHeaderFooterView` subclass, for `identifier`; nil removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, for: identifier)
    }

    /// Makes `dequeueReusableHeaderFooterView(withIdentifier:)` create views from `nib`, which
    /// must hold one top-level `UITableViewHeaderFooterView`, for `identifier`; nil removes it.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterNib(nib, for: identifier)
    }

    /// A section header or footer to reuse for `identifier`, or a new one of the registered class
    /// or nib; nil when nothing is registered for it.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier)
    }

    /// A cell to reuse for `identifier`, or a new registered one, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier, api: "dequeueReusableCell(withIdentifier:)", mustExist: false)
    }

    /// A cell to reuse for `identifier`, or a new one of the registered class, sized for `indexPath`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell =
            dequeueCell(identifier, api: "dequeueReusableCell(withIdentifier:for:)", mustExist: true)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        if let rect = layout.rectForRow(at: indexPath, width: storedBounds.width) { cell.frame = rect }
        return cell
    }

    // MARK: - Data

    /// Forgets every row and asks the data source again on the next layout.
    open func reloadData() { reloadAll() }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// Inserts rows at their places after the update.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update("insertRows(at:with:)") { $0.inserts += indexPaths }
    }

    /// Deletes rows at their places before the update.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update("deleteRows(at:with:)") { $0.deletes += indexPaths }
    }

    /// Inserts whole sections, at their places after the update.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update("insertSections(_:with:)") { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections, at their places before the update.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update("deleteSections(_:with:)") { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for these sections' rows, cells and heights.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update("reloadSections(_:with:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section to `newSection` (its place after the update).
    ///
    /// - Note: Differs from UIKit: the moved section's cells are made afresh, as if it were
    ///   deleted and inserted; the counts are checked as UIKit checks them.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update("moveSection(_:toSection:)") {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// Asks the data source again for these rows' cells and heights.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update("reloadRows(at:with:)") { $0.reloads += indexPaths }
    }

    /// Moves a row; its cell stays.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update("moveRow(at:to:)") { $0.moves.append(TableUpdate.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Runs `updates` as one update: deletions and reloads name rows before it, insertions rows
    /// after it; `completion` runs with true once it is applied.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch("performBatchUpdates(_:completion:)")
        updates?()
        endBatch()
        completion?(true)
    }

    /// Starts collecting updates until the matching `endUpdates()`.
    open func beginUpdates() { beginBatch("endUpdates()") }
    /// Applies the updates collected since `beginUpdates()`.
    open func endUpdates() {
        guard updateBatch.isOpen else {
            Diagnostics.warning(
                "UITableView.endUpdates(): called without a matching beginUpdates(); ignored. Hint: pair each "
                    + "beginUpdates() with one endUpdates().")
            return
        }
        endBatch()
    }

    // MARK: - Geometry and queries

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return layout.rectForRow(at: indexPath, width: storedBounds.width) ?? .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        return layout.rect(forSection: section, width: storedBounds.width) ?? .zero
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return layout.rectForHeader(inSection: section, width: storedBounds.width) ?? .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        return layout.rectForFooter(inSection: section, width: storedBounds.width) ?? .zero
    }

    /// The row at `point` (in the table's coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= 0, point.x < storedBounds.width else { return nil }
        return layout.indexPathForRow(at: point.y)
    }

    /// The row `cell` shows, if it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.key(of: cell)
    }

    /// The cell showing `indexPath`, if it is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.valuesInKeyOrder
    }

    /// The rows on screen, top to bottom; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        let paths = visibleCellsByPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The header view of `section`, if it is on screen.
    open func headerView(forSection section: Int) -> UIView? { headerViews[section] }
    /// The footer view of `section`, if it is on screen.
    open func footerView(forSection section: Int) -> UIView? { footerViews[section] }

    /// Scrolls so `indexPath` is at `scrollPosition` (`.none`: the least move that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowChecked(indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: - Selection

    /// The first selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }
    /// The selected rows, top to bottom; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects a row without calling the delegate (nil deselects all) and scrolls to it.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowProgrammatically(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath, animated: animated)
    }

    // MARK: - UIView

    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
        if reorderDrag != nil { layOutReorderDrag() }
        if let shown = revealedActions, shown.offsetY != contentOffset.y { hideRevealedActions() }
    }

    /// A row's reorder drag or swipe keeps the pointer: the table does not scroll under it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, reorderDrag != nil || swipeTracking?.trailing != nil {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in
            guard handleSelectionKey(press) else { return true }
            handledPresses.insert(ObjectIdentifier(press))
            return false
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingTouchBegan(touches) { return }
        pressBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        editingTouchMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if editingTouchEnded(touches) { return }
        pressEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        editingTouchCancelled()
        pressCancelled()
    }
}
