public import Foundation

/// One side of an item's, group's or supplementary item's size in a compositional layout: a
/// fraction of its container's width or height, a number of points, or an estimate that the
/// cell's Auto Layout size replaces.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
public final class NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the points or the estimate, as the dimension was made with.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// A length in points until the cell is measured: its `preferredLayoutAttributesFitting(_:)`
    /// (by default the Auto Layout size of its content) gives the real one.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container`'s size; not finite or negative values give 0.
    func resolved(in container: CGSize) -> CGFloat {
        let value: CGFloat =
            switch kind {
            case .fractionalWidth: dimension * container.width
            case .fractionalHeight: dimension * container.height
            case .absolute, .estimated: dimension
            }
        return value.isFinite ? max(0, value) : 0
    }

}

/// The width and height of an item, group or supplementary item in a compositional layout.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
public final class NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container`'s size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

}

/// The space between the items of a group: fixed, or at least a length with the room left in the
/// group shared out between the gaps.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
public final class NSCollectionLayoutSpacing: Sendable {
    /// The fixed spacing, or the least one of a flexible spacing.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

}
