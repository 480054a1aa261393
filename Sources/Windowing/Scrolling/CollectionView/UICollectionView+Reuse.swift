import Foundation

// Registration, dequeueing and asking the data source for views. A wrong class, an unknown
// identifier or a view that was not dequeued is reported with UIKit's exception text; the
// collection view then goes on with a plain view, so nothing is left half-made.
extension UICollectionView {
    static let elementKindCell = "UICollectionElementKindCell"

    func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            cellPool[identifier] = nil
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            Diagnostics.warning(
                "UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a subclass of "
                    + "UICollectionViewCell; identifier \"\(identifier)\" stays unregistered. Hint: register a "
                    + "UICollectionViewCell subclass.")
            return
        }
        registeredCells[identifier] = cellType
        cellPool[identifier] = nil
    }

    func registerSupplementaryClass(_ viewClass: AnyClass?, _ kind: String, _ identifier: String) {
        let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
        guard let viewClass else {
            supplementaryPool[key] = nil
            registeredSupplementaryViews[key] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            Diagnostics.warning(
                "UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not "
                    + "a subclass of UICollectionReusableView; identifier \"\(identifier)\" of kind \(kind) stays "
                    + "unregistered. Hint: register a UICollectionReusableView subclass.")
            return
        }
        registeredSupplementaryViews[key] = viewType
        supplementaryPool[key] = nil
    }

    func dequeueCell(_ identifier: String, at path: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if var pool = cellPool[identifier], let reused = pool.popLast() {
            cellPool[identifier] = pool
            reused.prepareForReuse()
            cell = reused
        } else if let cellType = registeredCells[identifier] {
            cell = cellType.init(frame: .zero)
            cell.reuseIdentifier = identifier
        } else {
            reportUnregistered(Self.elementKindCell, identifier, api: "dequeueReusableCell(withReuseIdentifier:for:)")
            cell = UICollectionViewCell(frame: .zero)
        }
        if let frame = itemAttributes(at: path)?.frame { cell.frame = frame }
        return cell
    }

    func dequeueSupplementaryView(_ kind: String, _ identifier: String, at path: IndexPath) -> UICollectionReusableView
    {
        let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
        let view: UICollectionReusableView
        if var pool = supplementaryPool[key], let reused = pool.popLast() {
            supplementaryPool[key] = pool
            reused.prepareForReuse()
            view = reused
        } else if let viewType = registeredSupplementaryViews[key] {
            view = viewType.init(frame: .zero)
            view.reuseIdentifier = identifier
        } else {
            reportUnregistered(
                kind, identifier, api: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
            view = UICollectionReusableView(frame: .zero)
        }
        if let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame {
            view.frame = frame
        }
        return view
    }

    private func reportUnregistered(_ kind: String, _ identifier: String, api: String) {
        Diagnostics.warning(
            "UICollectionView.\(api): could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard. A "
                + "plain view is used. Hint: call register(_:forCellWithReuseIdentifier:) or "
                + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first.")
    }

    func askForCell(at path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource, !isAskingForViews else { return nil }
        isAskingForViews = true
        defer { isAskingForViews = false }
        let cell = Trace.call(dataSource, "collectionView(_:cellForItemAt:)") {
            dataSource.collectionView(self, cellForItemAt: path)
        }
        if cell.reuseIdentifier == nil {
            Diagnostics.warning(
                "UICollectionView: the cell returned from collectionView(_:cellForItemAt:) for item \(path.item) in "
                    + "section \(path.section) was not retrieved by calling "
                    + "dequeueReusableCell(withReuseIdentifier:for:); it is shown but never reused. Hint: dequeue "
                    + "cells from the collection view.")
        }
        // A cell already on another item moves here.
        if let other = visibleCellsByPath.first(where: { $0.value === cell })?.key { visibleCellsByPath[other] = nil }
        return cell
    }

    func askForSupplementaryView(_ key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource, !isAskingForViews else { return nil }
        isAskingForViews = true
        defer { isAskingForViews = false }
        let view = Trace.callOptional(dataSource, "collectionView(_:viewForSupplementaryElementOfKind:at:)") {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        if let other = supplementaryViewsByKey.first(where: { $0.value === view })?.key {
            supplementaryViewsByKey[other] = nil
        }
        return view
    }

    /// What a data source without `collectionView(_:viewForSupplementaryElementOfKind:at:)` gives:
    /// an empty view, reported once.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if !reportedMissingSupplementaryView {
            reportedMissingSupplementaryView = true
            Diagnostics.warning(
                "UICollectionView: the layout asks for a supplementary view of kind \(kind) at section "
                    + "\(indexPath.count == 2 ? indexPath.section : -1), but the data source does not implement "
                    + "collectionView(_:viewForSupplementaryElementOfKind:at:); the place stays empty. Hint: "
                    + "implement it, or give the layout no header or footer sizes.")
        }
        let view = UICollectionReusableView(frame: .zero)
        view.isUserInteractionEnabled = false
        return view
    }
}
