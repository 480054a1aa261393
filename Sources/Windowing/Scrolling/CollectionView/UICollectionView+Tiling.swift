import Foundation

// Elements on demand: the counts are read once per reload, the layout is prepared once per
// invalidation, and each layout pass (after every offset change) asks the layout for the elements
// in sight, hands the views of elements that left to the reuse pools and asks the data source only
// for elements that came in.
extension UICollectionView {
    // MARK: - Reloading

    func reloadAll() {
        recycleEverything()
        selectedPaths.removeAll()
        pressedPath = nil
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        layoutIsPrepared = false
        setNeedsLayout()
    }

    /// Reads the counts again if anything marked them stale.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let counts = askItemCounts()
        let changed = counts != itemCounts
        itemCounts = counts
        if changed {
            recycleEverything()
            selectedPaths = selectedPaths.filter(isValid)
        }
        collectionViewLayout.itemsDidChange()
        layoutIsPrepared = false
    }

    /// The data source's counts; a negative count is reported and read as zero.
    func askItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = Trace.callOptional(dataSource, "numberOfSections(in:)") {
            dataSource.numberOfSections(in: self)
        }
        if sections < 0 {
            Diagnostics.warning(
                "UICollectionView: numberOfSections(in:) returned \(sections); a count cannot be negative, so the "
                    + "collection view shows no sections. Hint: return 0 or more.")
            sections = 0
        }
        return (0..<sections).map { section in
            let items = Trace.call(dataSource, "collectionView(_:numberOfItemsInSection:)") {
                dataSource.collectionView(self, numberOfItemsInSection: section)
            }
            guard items >= 0 else {
                Diagnostics.warning(
                    "UICollectionView: collectionView(_:numberOfItemsInSection:) returned \(items) for section "
                        + "\(section); a count cannot be negative, so the section shows no items. Hint: return 0 "
                        + "or more.")
                return 0
            }
            return items
        }
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && itemCounts.indices.contains(path.section) && path.item >= 0
            && path.item < itemCounts[path.section]
    }

    // MARK: - The layout

    func adopt(_ layout: UICollectionViewLayout) {
        layout.owningCollectionView = self
        // A list layout brings its background; the app may set another afterwards.
        if let list = (layout as? UICollectionViewCompositionalLayout)?.listBackgroundColor { backgroundColor = list }
        layout.itemsDidChange()
        recycleEverything()
        layoutIsPrepared = false
        setNeedsLayout()
    }

    func layoutWasInvalidated() {
        layoutIsPrepared = false
        setNeedsLayout()
    }

    /// Prepares the layout and takes its content size, once per invalidation.
    func prepareLayoutIfNeeded() {
        reloadIfNeeded()
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        contentSize = CGSize(
            width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
        // The rows come from the prepared layout: they change only when it is prepared again.
        updateOrthogonalScrollers()
    }

    func boundsWillChange(to newBounds: CGRect) {
        guard layoutIsPrepared, newBounds != storedBounds,
            collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        else { return }
        collectionViewLayout.invalidateLayout()
    }

    /// The layout's attributes of an item, from `layoutAttributesForItem(at:)` or else from the
    /// elements in the content.
    func itemAttributes(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValid(path) else { return nil }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: path) { return attributes }
        let all = CGRect(origin: .zero, size: contentSize).insetBy(dx: -1, dy: -1)
        return collectionViewLayout.layoutAttributesForElements(in: all)?.first {
            $0.representedElementCategory == .cell && $0.indexPath == path
        }
    }

    /// The front-most visible cell's attributes at `point`.
    func cellAttributes(at point: CGPoint) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter {
                $0.representedElementCategory == .cell && !$0.isHidden && displayedFrame(of: $0).contains(point)
                    && isValid($0.indexPath)
            }
            .max { $0.zIndex < $1.zIndex }
    }

    // MARK: - Tiling

    /// Puts a view on every element in sight and takes views off the elements that left it. A
    /// self-sizing cell that asks for another size makes the layout prepare again, a few times at
    /// most.
    func tileElements() {
        guard !isAskingForViews else { return }
        for _ in 0..<4 {
            prepareLayoutIfNeeded()
            // Only what shares area with the bounds: Foundation's `intersects` on Linux also takes
            // rectangles that merely touch.
            let visible = storedBounds
            let elements = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).filter {
                UIView.overlaps(displayedFrame(of: $0), visible)
            }
            var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
            var supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
            var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
            // The data source is asked for supplementary views in the layout's order (a section's
            // header before its footer), as UIKit asks, not in the dictionary's.
            var supplementaryOrder: [SupplementaryKey] = []
            for attributes in elements {
                switch attributes.representedElementCategory {
                case .cell where isValid(attributes.indexPath):
                    cells[attributes.indexPath] = attributes
                case .supplementaryView:
                    guard let kind = attributes.representedElementKind, attributes.indexPath.count == 2,
                        itemCounts.indices.contains(attributes.indexPath.section)
                    else { continue }
                    let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
                    if supplementary.updateValue(attributes, forKey: key) == nil { supplementaryOrder.append(key) }
                case .decorationView:
                    guard let kind = attributes.representedElementKind else { continue }
                    decorations[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
                default: continue
                }
            }
            tileCells(cells)
            tileSupplementaryViews(supplementary, in: supplementaryOrder)
            tileDecorationViews(decorations)
            orderByZIndex(cells: cells, supplementary: supplementary, decorations: decorations)
            guard measureSelfSizingViews(cells, supplementary) else { break }
        }
        trimReusePools()
    }

    private func tileCells(_ wanted: [IndexPath: UICollectionViewLayoutAttributes]) {
        for (path, cell) in visibleCellsByPath where wanted[path] == nil {
            visibleCellsByPath[path] = nil
            recycle(cell, at: path)
        }
        for (path, attributes) in wanted.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByPath[path] {
                place(cell, attributes)
            } else if let cell = askForCell(at: path) {
                visibleCellsByPath[path] = cell
                place(cell, attributes)
                if let delegate = delegate as? any UICollectionViewDelegate {
                    Trace.callOptional(delegate, "collectionView(_:willDisplay:forItemAt:)") {
                        delegate.collectionView(self, willDisplay: cell, forItemAt: path)
                    }
                }
            }
        }
    }

    private func tileSupplementaryViews(
        _ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes], in order: [SupplementaryKey]
    ) {
        for (key, view) in supplementaryViewsByKey where wanted[key] == nil {
            supplementaryViewsByKey[key] = nil
            recycle(view, kind: key.kind)
        }
        for key in order {
            guard let attributes = wanted[key] else { continue }
            if let view = supplementaryViewsByKey[key] {
                place(view, attributes)
            } else if let view = askForSupplementaryView(key) {
                supplementaryViewsByKey[key] = view
                place(view, attributes)
            }
        }
    }

    func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let container = container(for: attributes)
        let frame = frame(of: attributes, in: container)
        let transform = attributes.transform
        if transform.isIdentity && view.transform.isIdentity {
            if view.frame != frame { view.frame = frame }
        } else {
            // A transform turns about the centre: the size and centre are set, as UIKit sets them.
            if view.transform != transform { view.transform = transform }
            if view.bounds.size != frame.size { view.bounds.size = frame.size }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if view.center != center { view.center = center }
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
        if let listCell = view as? UICollectionViewListCell {
            listCell.takeListPlacement(attributes.listPlacement, editing: isEditing)
        }
        if let cell = view as? UICollectionViewCell {
            let path = attributes.indexPath
            let selected = selectedPaths.contains(path)
            if cell.isSelected != selected { cell.isSelected = selected }
            let highlighted = pressedPath == path
            if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
        }
        if view.superview !== container { container.insertSubview(view, at: 0) }
    }

    /// Stacks the views by their attributes' `zIndex` (decoration views, then cells, then
    /// supplementary views at equal indexes), below the scroll indicators; an orthogonal row's
    /// views among themselves in its scroll view, which stacks as a cell.
    private func orderByZIndex(
        cells: [IndexPath: UICollectionViewLayoutAttributes],
        supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes],
        decorations: [SupplementaryKey: UICollectionViewLayoutAttributes]
    ) {
        var all: [(z: Int, rank: Int, view: UIView)] = []
        func add(_ view: UIView?, _ attributes: UICollectionViewLayoutAttributes, rank: Int) {
            if let view { all.append((attributes.zIndex, rank, view)) }
        }
        for (key, attributes) in decorations { add(decorationViewsByKey[key], attributes, rank: 0) }
        for (path, attributes) in cells { add(visibleCellsByPath[path], attributes, rank: 1) }
        for (key, attributes) in supplementary { add(supplementaryViewsByKey[key], attributes, rank: 2) }
        // Most passes have nothing to order: every view at one index, no decoration view.
        guard !decorations.isEmpty || Set(all.map(\.z)).count > 1 else { return }
        for scroller in orthogonalScrollers.values where scroller.superview === self { all.append((0, 1, scroller)) }
        var entries: [ObjectIdentifier: [(z: Int, rank: Int, view: UIView)]] = [:]
        for entry in all {
            guard let container = entry.view.superview else { continue }
            entries[ObjectIdentifier(container), default: []].append(entry)
        }
        for list in entries.values {
            // Decoration views go under the rest even at an equal index; otherwise views keep the
            // order they were added in until indexes differ.
            let hasDecorations = list.contains { $0.rank == 0 } && list.contains { $0.rank != 0 }
            guard let container = list.first?.view.superview, hasDecorations || Set(list.map(\.z)).count > 1
            else { continue }
            // Equal keys keep the order they have among the subviews.
            let position = Dictionary(
                container.subviews.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
                uniquingKeysWith: { first, _ in first })
            let ordered = list.sorted {
                ($0.z, $0.rank, position[ObjectIdentifier($0.view)] ?? 0)
                    < ($1.z, $1.rank, position[ObjectIdentifier($1.view)] ?? 0)
            }
            for (index, entry) in ordered.enumerated()
            where container.subviews.indices.contains(index) && container.subviews[index] !== entry.view {
                container.insertSubview(entry.view, at: index)
            }
        }
    }

    /// Offers self-sizing cells' and supplementary views' preferred attributes to the layout;
    /// true when the layout changed.
    private func measureSelfSizingViews(
        _ cells: [IndexPath: UICollectionViewLayoutAttributes],
        _ supplementary: [SupplementaryKey: UICollectionViewLayoutAttributes]
    ) -> Bool {
        let layout = collectionViewLayout
        var changed = false
        func offer(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
            let preferred = view.preferredLayoutAttributesFitting(attributes)
            if layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
            {
                changed = true
            }
        }
        for (path, attributes) in cells where layout.wantsPreferredAttributes(forItemAt: path) {
            if let cell = visibleCellsByPath[path] { offer(cell, attributes) }
        }
        for (key, attributes) in supplementary
        where layout.wantsPreferredAttributes(forSupplementaryOfKind: key.kind, at: key.indexPath) {
            if let view = supplementaryViewsByKey[key] { offer(view, attributes) }
        }
        if changed { layout.invalidateLayout() }
        return changed
    }

    // MARK: - Recycling

    func recycleEverything() {
        for (path, cell) in visibleCellsByPath { recycle(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (key, view) in supplementaryViewsByKey { recycle(view, kind: key.kind) }
        supplementaryViewsByKey.removeAll()
        tileDecorationViews([:])
    }

    /// Takes a cell off the screen and keeps it for reuse (a few per identifier).
    func recycle(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        if let delegate = delegate as? any UICollectionViewDelegate {
            Trace.callOptional(delegate, "collectionView(_:didEndDisplaying:forItemAt:)") {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            }
        }
        // A cell of a class registered since it was made is not handed out again.
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool.enqueue(cell, for: identifier, matchingRegistration: true)
    }

    func recycle(_ view: UICollectionReusableView, kind: String) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
        supplementaryPool.enqueue(view, for: key, matchingRegistration: true)
    }

    /// Keeps a few unused views per identifier. The pools are unbounded during a pass, so a jump
    /// of a whole screen reuses every cell that left, and trimmed after it.
    func trimReusePools() {
        cellPool.trim(to: Self.reusePoolLimit)
        supplementaryPool.trim(to: Self.reusePoolLimit)
    }

    /// Every view the collection view holds: on screen and in the reuse pools.
    var viewsAlive: Int {
        visibleCellsByPath.count + supplementaryViewsByKey.count + cellPool.count + supplementaryPool.count
    }
}
