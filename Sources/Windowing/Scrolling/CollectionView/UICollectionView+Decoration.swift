import Foundation

// Decoration views: made by the collection view from the class or nib the layout registered for
// their kind (no data source is asked), placed like the other elements, and reused by kind.
extension UICollectionView {
    /// Puts a view on every decoration element in sight, and takes views off those that left.
    func tileDecorationViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for (key, view) in decorationViewsByKey where wanted[key] == nil {
            decorationViewsByKey[key] = nil
            view.removeFromSuperview()
            decorationPool.enqueue(view, for: key.kind)
        }
        for (key, attributes) in wanted.sorted(by: { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
        ) {
            if let view = decorationViewsByKey[key] ?? makeDecorationView(ofKind: key.kind) {
                decorationViewsByKey[key] = view
                place(view, attributes)
            }
        }
    }

    /// A kept view of `kind`, else a new one of the layout's registration; nil, reported once per
    /// kind, when the layout registered none.
    private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let view = decorationPool.dequeue(kind, make: { $0.init(frame: .zero) }) { return view }
        let layout = collectionViewLayout
        if let viewType = layout.decorationClasses[kind] { return viewType.init(frame: .zero) }
        if let nib = layout.decorationNibs[kind], let view = nib() { return view }
        if reportedDecorationKinds.insert(kind).inserted {
            ListWarnings.warn(
                "UICollectionView: the layout asks for a decoration view of kind \(kind), but no class or nib is "
                    + "registered for it; the place stays empty. Hint: call the layout's "
                    + "register(_:forDecorationViewOfKind:) with a UICollectionReusableView subclass.")
        }
        return nil
    }

    /// Drops the decoration views of `kind` on screen and kept, after the layout registered
    /// another class or nib for it.
    func forgetDecorationViews(ofKind kind: String) {
        for (key, view) in decorationViewsByKey where key.kind == kind {
            view.removeFromSuperview()
            decorationViewsByKey[key] = nil
        }
        decorationPool.removeViews(for: kind)
        reportedDecorationKinds.remove(kind)
        setNeedsLayout()
    }
}
