public import Foundation

/// How a section of a compositional layout lays out its groups: down the layout with the other
/// sections (`.none`), or in one row across it that the user scrolls sideways on its own.
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
///
/// Where the row comes to rest after a drag: anywhere (`.continuous`); with a group's leading
/// edge at the section's leading inset (`.continuousGroupLeadingBoundary`); a whole width of the
/// collection view at a time (`.paging`); one group at a time, its leading edge at the inset
/// (`.groupPaging`), or centred (`.groupPagingCentered`, which also centres the first and last
/// groups).
///
/// - Note: Differs from UIKit: the horizontal wheel moves a row freely, whatever its behaviour;
///   only a drag settles where the behaviour says.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// A view of a compositional layout's section that no data source provides: the layout makes it
/// from the class or nib registered for its kind (`UICollectionViewLayout.register(_:forDecorationViewOfKind:)`).
/// A background covers its whole section, headers and footers included, less its `contentInsets`.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Its place among the section's views: 0, the default, is below all of them.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background for its section, of views registered for `elementKind`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// An element in sight, as a section's `visibleItemsInvalidationHandler` sees it: changing its
/// alpha, transform or centre changes how it is shown in this layout pass.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
///
/// - Note: Differs from UIKit: `name` is absent.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var indexPath: IndexPath { get }
    /// In the collection view's content coordinates, as if an orthogonal section were not scrolled.
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// What a section calls with its items in sight, its scroll offset (for a section that scrolls
/// orthogonally, how far its row is scrolled; else the collection view's content offset) and the
/// layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}

/// How an orthogonal section's row decelerates after a drag and whether it bounces at its ends
/// (iOS 17).
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingproperties
@preconcurrency @MainActor
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How quickly a released row slows down.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The collection view's own `decelerationRate`.
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether the row bounces past its ends.
    public enum Bounce: Int, Sendable {
        /// When its content is wider than the collection view.
        case automatic
        /// Even when its content fits.
        case always
        /// Never: it stops at its ends.
        case never
    }

    /// `.automatic` by default.
    public var decelerationRate = DecelerationRate.automatic
    /// `.automatic` by default.
    public var bounce = Bounce.automatic

    public init() {}
}
