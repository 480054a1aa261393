public import Foundation

/// How a list section of a compositional layout looks: its appearance, separators, background,
/// and whether its sections have headers and footers. iOS 14's lists in collection views.
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
///
/// Give it to `UICollectionViewCompositionalLayout.list(using:)` for a layout of list sections
/// only, or to `NSCollectionLayoutSection.list(using:layoutEnvironment:)` in a section provider.
/// Rows take the section's width and the height of their cell's content (44 points until the
/// cell is measured); `UICollectionViewListCell`s draw the appearance's background, separators
/// and accessories.
///
/// - Note: Differs from UIKit: the sidebar appearances lay out as the inset grouped (`.sidebar`)
///   and plain (`.sidebarPlain`) ones, with cells on the list's background and a rounded grey
///   selection. Separator configurations are absent. A swipe is a sideways drag with the
///   pointer, as in a table.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background.
        case plain
        /// Sections of rows edge to edge, apart, on the grouped background.
        case grouped
        /// Sections of rows inset from the sides with rounded corners, on the grouped background.
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// What a section's header is.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of the kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, shown as a header.
        case firstItemInSection
    }

    /// What a section's footer is.
    public enum FooterMode: Int, Sendable {
        case none
        /// A supplementary view of the kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    public let appearance: Appearance
    /// Whether lines separate the rows; true by default, false for the sidebar appearances.
    public var showsSeparators: Bool
    /// The list's background; nil (the default) for the appearance's: the system background for
    /// plain lists, the grouped background for the others.
    public var backgroundColor: UIColor?
    /// `.none` by default.
    public var headerMode = HeaderMode.none
    /// `.none` by default.
    public var footerMode = FooterMode.none
    /// Room above each supplementary header; nil (the default) for none.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// What the swipe action providers are given and return.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions a sideways drag to the right uncovers on a row; nil (the default) for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The actions a sideways drag to the left uncovers on a row; nil (the default) for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    // MARK: - What the layout and the cells take from it

    /// Whether sections are apart, with the grouped background between them.
    var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }

    /// Whether rows are inset from the sides, with rounded corners at the section's ends.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// Whether cells are drawn on the list's background rather than on a background of their own.
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

    /// The background the list shows behind its rows.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }
}

extension NSCollectionLayoutSection {
    /// A list section: rows as wide as the section, as tall as their cell's content, with the
    /// configuration's headers, footers and insets.
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        section.listConfiguration = configuration
        let side: CGFloat = configuration.isInset ? ListMetrics.insetGroupedSideInset : 0
        let grouped = configuration.isGrouped
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        section.contentInsets = NSDirectionalEdgeInsets(
            top: grouped && !hasHeader ? ListMetrics.groupedSectionGap : 0, leading: side,
            bottom: grouped && !hasFooter ? ListMetrics.groupedSectionGap : 0, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if hasHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .estimated(
                        grouped ? ListMetrics.groupedHeaderHeight : ListMetrics.plainHeaderHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            // Plain lists keep the header of the section in view at the top, as plain tables do.
            header.pinToVisibleBounds = !grouped
            boundary.append(header)
        }
        if hasFooter {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .estimated(
                            grouped ? ListMetrics.groupedHeaderHeight : ListMetrics.plainHeaderHeight)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section made with `configuration`; the collection
    /// view it is given to takes the list's background.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackgroundColor = configuration.resolvedBackgroundColor
        return layout
    }
}

/// The list appearances' sizes, in points.
enum ListMetrics {
    static let estimatedRowHeight: CGFloat = 44
    /// Between the sides and the rows of inset grouped lists (the window's layout margin).
    static let insetGroupedSideInset: CGFloat = 20
    /// Above and below a grouped section without a header or footer.
    static let groupedSectionGap: CGFloat = 18
    static let plainHeaderHeight: CGFloat = 28
    static let groupedHeaderHeight: CGFloat = 38
    static let cornerRadius: CGFloat = 10
    /// Between the cell's edge and its outermost accessory, and between accessories.
    static let accessoryMargin: CGFloat = 16
    static let accessorySpacing: CGFloat = 10
}
