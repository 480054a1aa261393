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
    /// The element's transform, about its centre; the identity by default. The view is given
    /// its affine part (`transform`).
    open var transform3D = CATransform3DIdentity
    /// The affine part of `transform3D`; setting it sets `transform3D` to it.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
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
    /// Whether the element scrolls with its orthogonal section's row: it is shown in the row's
    /// scroll view, moved by how far the row is scrolled.
    var scrollsOrthogonally = false

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
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.fixedSides = fixedSides
        copy.listPlacement = listPlacement
        copy.scrollsOrthogonally = scrollsOrthogonally
        return copy
    }
}
