public import Foundation

/// Where one element of a collection view goes: a cell, a supplementary view (a header, a footer)
/// or a decoration view, with its frame, alpha, stacking and visibility.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's centre, in the collection view's content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's frame: `center` and `size` together.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's opacity; 1 by default.
    open var alpha: CGFloat = 1
    /// The element's place in the stacking order: higher is in front; 0 by default.
    open var zIndex = 0
    /// Whether the element is hidden; false by default.
    open var isHidden = false
    /// The item or section the element shows.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    open private(set) var representedElementKind: String?
    /// The sides the layout fixes for a self-sizing cell: its preferred size keeps them and
    /// measures the others (a compositional layout's non-estimated sides). None by default.
    var fixedSides: (width: Bool, height: Bool) = (false, false)
    /// Where a cell of a list section is in its section, for `UICollectionViewListCell`'s look.
    var listPlacement: ListPlacement?

    public required init() {}

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (subclasses override to copy their own).
    open func copy() -> Any {
        let copy = Self.init()
        copy.center = center
        copy.size = size
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.fixedSides = fixedSides
        copy.listPlacement = listPlacement
        return copy
    }
}

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
/// - Note: Differs from UIKit: invalidation contexts, decoration view registration, layout
///   transitions and the animation hooks (`initialLayoutAttributesForAppearingItem(at:)`…) are absent.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    weak var owningCollectionView: UICollectionView?

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
}
