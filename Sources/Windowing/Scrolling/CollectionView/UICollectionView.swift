public import Foundation

/// A scrolling set of items in sections, placed by a layout object and filled by a data source,
/// that makes views only for the elements in sight and reuses them as it scrolls.
/// https://developer.apple.com/documentation/uikit/uicollectionview
///
/// The layout (`UICollectionViewFlowLayout` or a `UICollectionViewLayout` subclass) says where
/// each cell and supplementary view goes; item updates keep the cells of items that survive and
/// check the data source's counts the way UIKit does (see `performBatchUpdates`).
///
/// - Note: Differs from UIKit: updates take effect at once, without animation.
/// - Note: Differs from UIKit: `delegate` keeps the scroll view's type (`UIScrollViewDelegate`);
///   a delegate that conforms to `UICollectionViewDelegate` is used as one.
/// - Note: Differs from UIKit: an update whose counts do not match, or that names items outside
///   the collection view, prints UIKit's exception text (naming the call) and reloads the data
///   instead of raising an exception; so do the other calls UIKit raises for.
/// - Note: Differs from UIKit: prefetching, drag and drop, reordering and
///   `moveSection(_:toSection:)` are absent.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an
    /// item; an empty set scrolls the least that shows it.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// How many unused views per reuse identifier the collection view keeps for later.
    static let reusePoolLimit = 4

    // MARK: - State

    var itemCounts: [Int] = []
    var needsReload = true
    var layoutIsPrepared = false
    /// The cells on screen, by the item they show.
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var supplementaryViewsByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The layout's decoration views on screen (UICollectionView+Decoration.swift), and those kept.
    var decorationViewsByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    let decorationPool = ReuseQueue<String, UICollectionReusableView>()
    var reportedDecorationKinds: Set<String> = []
    /// The scroll views of the orthogonal sections' rows, by section (UICollectionView+Orthogonal.swift).
    var orthogonalScrollers: [Int: OrthogonalSectionScroller] = [:]
    let cellPool = ReuseQueue<String, UICollectionViewCell>()
    /// Cells a storyboard's prototypes make, by reuse identifier (UICollectionView+Storyboard.swift).
    var prototypeCellFactories: [String: @MainActor () -> UICollectionViewCell?] = [:]
    let supplementaryPool = ReuseQueue<SupplementaryKey.Registration, UICollectionReusableView>()
    /// Section headers and footers a storyboard makes, by kind and reuse identifier.
    var prototypeSupplementaryFactories: [SupplementaryKey.Registration: @MainActor () -> UICollectionReusableView?] =
        [:]
    /// Performs the segue of a storyboard prototype cell when its item is selected (CellSegueSource).
    var cellSegueTrigger: CellSegueTrigger?
    var selectedPaths: Set<IndexPath> = []
    /// The item under a press, shown highlighted until the press ends.
    var pressedPath: IndexPath?
    /// The list row a press began on whose click does something else than selecting it
    /// (`UICollectionViewListCell.clickReplacesSelection`).
    var clickActionPressedPath: IndexPath?
    /// A press on a list row that may become a swipe, or the actions it left open.
    var listSwipe: ListSwipe?
    var updateBatch = ListUpdateBatch()
    /// The last update or call that did not fit the data (for tests and the inspector).
    var lastUpdateError: CollectionUpdateError?
    /// Whether the data source is being asked for a view, so a nested layout pass waits.
    var isAskingForViews = false
    var reportedMissingSupplementaryView = false
    /// The identifiers of the cell and supplementary registrations this collection view has used.
    var registeredRegistrations: Set<String> = []
    var reportedRegistrationMadeWhileProviding = false

    // MARK: - Initializers

    /// Creates a collection view whose elements `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        setUpCollectionView()
    }

    public required init?(coder: NSCoder) {
        let storyboardCoder = coder as? StoryboardCoder
        let element = storyboardCoder?.collectionContent
        if let storyboardCoder, let element {
            collectionViewLayout = element.layout.make(coder: storyboardCoder)
        } else {
            collectionViewLayout = UICollectionViewFlowLayout()
        }
        super.init(coder: coder)
        setUpCollectionView()
        element?.apply(to: self)
    }

    /// Adds the `dataSource` and `delegate` outlets (UICollectionView+Storyboard.swift).
    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(collectionOutlets) { $1 }
    }

    private func setUpCollectionView() {
        if backgroundColor == nil { backgroundColor = .systemBackground }
        adopt(collectionViewLayout)
    }

    // MARK: - Configuration

    /// The object that places the elements; setting it lays everything out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.owningCollectionView === self { oldValue.owningCollectionView = nil }
            adopt(collectionViewLayout)
        }
    }

    /// Replaces the layout; the change is not animated.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The source of the items and views; not retained.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Whether the collection view is in editing mode, which shows list cells' accessories
    /// displayed `.whenEditing` instead of those displayed `.whenNotEditing`; false by default.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout() } }
    }

    /// Whether a click selects an item; true by default.
    open var allowsSelection = true
    /// Whether several items can be selected, each click toggling one; false by default.
    open var allowsMultipleSelection = false
    /// Whether a click selects an item while the collection view is editing; false by default.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing (a list's multiselect accessories
    /// show which); false by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether items can be selected now, and several at once: the editing mode's settings while
    /// editing.
    var selectionIsAllowed: Bool {
        isEditing
            ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
    }
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    // MARK: - Registration and dequeueing

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create `cellClass` cells for
    /// `identifier`; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier)
    }

    /// Makes `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` create
    /// `viewClass` views of `elementKind` for `identifier`; nil removes the registration.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerSupplementaryClass(viewClass, elementKind, identifier)
    }

    /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create cells from `nib`, which must
    /// hold one top-level `UICollectionViewCell`, for `identifier`; it replaces a class registered
    /// for it. Nil removes the registration.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerCellNib(nib, identifier)
    }

    /// Makes `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` create views of
    /// `kind` from `nib`, which must hold one top-level `UICollectionReusableView`, for
    /// `identifier`; it replaces a class registered for them. Nil removes the registration.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerSupplementaryNib(nib, kind, identifier)
    }

    /// A cell to reuse for `identifier`, or a new one of the registered class (else a copy of the
    /// storyboard's prototype cell), sized for `indexPath`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        dequeueCell(identifier, at: indexPath)
    }

    /// A supplementary view to reuse, or a new one of the class registered for `elementKind` and
    /// `identifier` (else a copy of the storyboard's section header or footer), sized for `indexPath`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeueSupplementaryView(elementKind, identifier, at: indexPath)
    }

    // MARK: - Data

    /// Forgets every item and asks the data source again on the next layout.
    open func reloadData() { reloadAll() }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Inserts items at their places after the update.
    open func insertItems(at indexPaths: [IndexPath]) {
        update("insertItems(at:)") { $0.inserts += indexPaths }
    }

    /// Deletes items at their places before the update.
    open func deleteItems(at indexPaths: [IndexPath]) {
        update("deleteItems(at:)") { $0.deletes += indexPaths }
    }

    /// Asks the data source again for these items' cells.
    open func reloadItems(at indexPaths: [IndexPath]) {
        update("reloadItems(at:)") { $0.reloads += indexPaths }
    }

    /// Moves an item; its cell stays.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update("moveItem(at:to:)") { $0.moves.append(CollectionUpdate.Move(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts sections at their places after the update.
    open func insertSections(_ sections: IndexSet) {
        update("insertSections(_:)") { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at their places before the update.
    open func deleteSections(_ sections: IndexSet) {
        update("deleteSections(_:)") { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for these sections' counts and cells.
    open func reloadSections(_ sections: IndexSet) {
        update("reloadSections(_:)") { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` as one update: deletions and reloads name items and sections before it,
    /// insertions after it; `completion` runs with true once it is applied.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch("performBatchUpdates(_:completion:)")
        updates?()
        endBatch()
        completion?(true)
    }

    // MARK: - Queries

    /// The item whose cell covers `point` (in the collection view's coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        cellAttributes(at: point)?.indexPath
    }

    /// The item `cell` shows, if it is on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.key(of: cell)
    }

    /// The cell showing `indexPath`, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The cells on screen, in no particular order (as UIKit's).
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.valuesInKeyOrder
    }

    /// The items on screen, in no particular order (as UIKit's).
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return supplementaryViewsByKey[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return supplementaryViewsByKey.filter { $0.key.kind == elementKind }.sorted {
            $0.key.indexPath < $1.key.indexPath
        }
        .map(\.value)
    }

    /// The layout's attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return itemAttributes(at: indexPath)
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so `indexPath` is at `scrollPosition`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemChecked(indexPath, at: scrollPosition, animated: animated, api: "scrollToItem(at:at:animated:)")
    }

    // MARK: - Selection

    /// The selected items, in index path order.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

    /// Selects an item without calling the delegate (nil deselects all) and scrolls to it.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItemProgrammatically(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    // MARK: - UIView

    /// Asks the layout whether the new bounds (a scroll, a resize) make it invalid, before they
    /// change, so the layout can compare them with `collectionView.bounds`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            boundsWillChange(to: newValue)
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            boundsWillChange(to: CGRect(origin: storedBounds.origin, size: newValue.size))
            super.frame = newValue
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tileElements()
        if let swipe = listSwipe, swipe.configuration != nil, swipe.offsetY != contentOffset.y {
            hideListSwipeActions()
        }
    }

    /// A list row's swipe keeps the pointer: the collection view does not scroll under it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, isSwipingListRow { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if listSwipeTouchBegan(touches) { return }
        pressBegan(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        listSwipeTouchMoved(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if listSwipeTouchEnded(touches) { return }
        pressEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        listSwipeTouchCancelled()
        pressCancelled()
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath

    /// A registration's key: the kind and the reuse identifier.
    struct Registration: Hashable {
        var kind: String
        var identifier: String
    }
}
