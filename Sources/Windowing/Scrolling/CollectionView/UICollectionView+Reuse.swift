import Foundation

// Registration, dequeueing and asking the data source for views. A wrong class, an unknown
// identifier or a view that was not dequeued is reported with UIKit's exception text; the
// collection view then goes on with a plain view, so nothing is left half-made.
extension UICollectionView {
    static let elementKindCell = "UICollectionElementKindCell"

    func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        register(
            cellClass, in: cellPool, identifier, api: "register(_:forCellWithReuseIdentifier:)",
            named: "identifier \"\(identifier)\"")
    }

    func registerSupplementaryClass(_ viewClass: AnyClass?, _ kind: String, _ identifier: String) {
        register(
            viewClass, in: supplementaryPool, SupplementaryKey.Registration(kind: kind, identifier: identifier),
            api: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
            named: "identifier \"\(identifier)\" of kind \(kind)")
    }

    /// A nib's views are made as a storyboard's prototypes are, so the class registration goes.
    func registerCellNib(_ nib: UINib?, _ identifier: String) {
        cellPool.forgetRegistration(for: identifier)
        prototypeCellFactories[identifier] = nib?.reusableViewFactory(UICollectionViewCell.self, identifier: identifier)
    }

    func registerSupplementaryNib(_ nib: UINib?, _ kind: String, _ identifier: String) {
        let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
        supplementaryPool.forgetRegistration(for: key)
        prototypeSupplementaryFactories[key] = nib?.reusableViewFactory(
            UICollectionReusableView.self, identifier: identifier)
    }

    /// Registers a class (nil forgets it and the views kept for it); a class that is not a `View`
    /// is reported and changes nothing.
    private func register<Key, View>(
        _ viewClass: AnyClass?, in queue: ReuseQueue<Key, View>, _ key: Key, api: String, named: String
    ) {
        if viewClass == nil { queue.removeViews(for: key) }
        guard !queue.register(viewClass, for: key), let viewClass else { return }
        Diagnostics.warning(
            "UICollectionView.\(api): \(viewClass) is not a subclass of \(View.self); \(named) stays unregistered. "
                + "Hint: register a \(View.self) subclass.")
    }

    func dequeueCell(_ identifier: String, at path: IndexPath) -> UICollectionViewCell {
        let prototype = prototypeCellFactories[identifier]
        let cell = dequeue(
            from: cellPool, identifier, kind: Self.elementKindCell, identifier: identifier,
            api: "dequeueReusableCell(withReuseIdentifier:for:)", prototype: prototype)
        if let frame = itemAttributes(at: path)?.frame { cell.frame = frame }
        return cell
    }

    func dequeueSupplementaryView(_ kind: String, _ identifier: String, at path: IndexPath) -> UICollectionReusableView
    {
        let key = SupplementaryKey.Registration(kind: kind, identifier: identifier)
        let view = dequeue(
            from: supplementaryPool, key, kind: kind, identifier: identifier,
            api: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
            prototype: prototypeSupplementaryFactories[key])
        if let frame = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)?.frame {
            view.frame = frame
        }
        return view
    }

    /// An unused view, else a new one of the registered class, else a copy of the storyboard's
    /// prototype, else (reported) a plain one.
    private func dequeue<Key, View: UICollectionReusableView>(
        from queue: ReuseQueue<Key, View>, _ key: Key, kind: String, identifier: String, api: String,
        prototype: (@MainActor () -> View?)? = nil
    ) -> View {
        let made = queue.dequeue(key) { viewType in
            let view = viewType.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        if let made { return made }
        if let prototype, let view = prototype() {
            view.reuseIdentifier = identifier
            return view
        }
        Diagnostics.warning(
            "UICollectionView.\(api): could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard. A "
                + "plain view is used. Hint: call register(_:forCellWithReuseIdentifier:) or "
                + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first.")
        return View(frame: .zero)
    }

    func askForCell(at path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource, !isAskingForViews else { return nil }
        isAskingForViews = true
        Self.viewsBeingProvided += 1
        defer {
            isAskingForViews = false
            Self.viewsBeingProvided -= 1
        }
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
        visibleCellsByPath.detach(cell)
        return cell
    }

    func askForSupplementaryView(_ key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource, !isAskingForViews else { return nil }
        isAskingForViews = true
        Self.viewsBeingProvided += 1
        defer {
            isAskingForViews = false
            Self.viewsBeingProvided -= 1
        }
        let view = Trace.callOptional(dataSource, "collectionView(_:viewForSupplementaryElementOfKind:at:)") {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        supplementaryViewsByKey.detach(view)
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
