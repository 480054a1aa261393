public import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclass it and override
/// `prepare()`, `collectionViewContentSize` and `layoutAttributesForElements(in:)` (and the
/// per-element queries) for a layout of your own; `UICollectionViewFlowLayout` is the grid.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
///
/// The collection view calls `prepare()` before its first query after the layout was made invalid
/// (`invalidateLayout()`, a data change, or `shouldInvalidateLayout(forBoundsChange:)` answering
/// true), then reads `collectionViewContentSize` and asks for the elements in the visible rect on
/// every layout pass.
///
/// Decoration views (a section's background, say) come from the layout, not the data source: the
/// layout registers a class or nib for each kind, returns their attributes among the elements,
/// and the collection view makes, places and reuses the views.
///
/// - Note: Differs from UIKit: invalidation contexts, layout transitions and the animation hooks
///   (`initialLayoutAttributesForAppearingItem(at:)`…) are absent.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    weak var owningCollectionView: UICollectionView?
    /// The views registered for decoration kinds: a class, or a nib's factory.
    final var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    final var decorationNibs: [String: @MainActor () -> UICollectionReusableView?] = [:]

    public init() {}

    public required init?(coder: NSCoder) {}

    /// The collection view that uses this layout, while one does.
    open var collectionView: UICollectionView? { owningCollectionView }

    /// Works out the layout; called before the first query after the layout became invalid.
    open func prepare() {}

    /// The size of all the content; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`; nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Makes the collection view create `viewClass` views (a `UICollectionReusableView` subclass)
    /// for decoration elements of `elementKind`; nil removes the registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            decorationNibs[elementKind] = nil
            owningCollectionView?.forgetDecorationViews(ofKind: elementKind)
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            ListWarnings.warn(
                "UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a subclass of "
                    + "UICollectionReusableView; kind \(elementKind) stays unregistered. Hint: register a "
                    + "UICollectionReusableView subclass.")
            return
        }
        decorationClasses[elementKind] = viewType
        decorationNibs[elementKind] = nil
        owningCollectionView?.forgetDecorationViews(ofKind: elementKind)
    }

    /// Makes the collection view create decoration views of `elementKind` from `nib`, which must
    /// hold one top-level `UICollectionReusableView`; it replaces a class registered for the kind.
    /// Nil removes the registration.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        decorationNibs[elementKind] = nib?.reusableViewFactory(UICollectionReusableView.self, identifier: elementKind)
        owningCollectionView?.forgetDecorationViews(ofKind: elementKind)
    }

    /// Whether the layout must be worked out again when the collection view's bounds become
    /// `newBounds` (its origin moves as it scrolls); false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes change the layout; false by default.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Makes the layout invalid: `prepare()` runs again before the next query.
    open func invalidateLayout() {
        owningCollectionView?.layoutWasInvalidated()
    }

    /// Whether the collection view should measure the cell at `indexPath` and offer its preferred
    /// attributes (flow layouts with an `estimatedItemSize` do).
    func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool { false }

    /// Whether the collection view should measure the supplementary view of `kind` at
    /// `indexPath` and offer its preferred attributes (a compositional layout's boundary items of
    /// estimated size do).
    func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Forgets what the layout learned about items, after their index paths changed.
    func itemsDidChange() {}

    /// The sections whose groups scroll in a row of their own, by section (a compositional
    /// layout's orthogonal sections); none by default.
    var orthogonalRows: [Int: OrthogonalRow] { [:] }
}
