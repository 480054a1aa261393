public import Foundation

/// What a section provider is given: the size of the collection view it lays out for.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The collection view's adjusted content insets.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The container and traits a section provider lays a section out for.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct CompositionalLayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
}

/// Makes the section at an index for an environment; nil leaves the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a compositional layout as a whole.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
///
/// - Note: Differs from UIKit: layouts scroll vertically (`scrollDirection` is absent).
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// Between one section and the next; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// What sections' `contentInsets` are measured from when theirs is `.automatic`; `.safeArea`
    /// by default.
    public var contentInsetsReference = UIContentInsetsReference.safeArea
    /// Headers and footers of the whole layout: a `.top` one before the first section, a
    /// `.bottom` one after the last, across the layout's width. The data source is asked for
    /// them at section 0, item 0.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public init() {}
}

/// A layout made of sections of groups of items, each sized as a fraction of its container, in
/// points, or by its cell's Auto Layout size: iOS 13's layout for grids and lists.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
///
/// The section provider (or the one section) is asked again each time the layout is worked out:
/// after `invalidateLayout()`, a data change, or a change of the collection view's size.
///
/// - Note: Differs from UIKit: the layout scrolls vertically.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// Settings of the layout as a whole; a new value makes the layout invalid.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var sections: [CompositionalSection] = []
    /// The configuration's boundary items, worked out.
    private var layoutBoundary = CompositionalSection()
    /// The orthogonal sections' rows, by section, from the sections worked out.
    private var rows: [Int: OrthogonalRow] = [:]
    private var contentSize: CGSize = .zero
    /// What the sections were made for, given to their visible-items handlers.
    private var environment: (any NSCollectionLayoutEnvironment)?
    /// Sizes self-sizing cells asked for, by item.
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// Sizes self-sizing headers and footers asked for.
    private var measuredBoundaries: [BoundaryKey: CGSize] = [:]
    /// The collection view's width the sizes were measured at: at another, a wrapping text has
    /// another height, so they are measured again.
    private var measuredWidth: CGFloat?
    /// The background a collection view takes when given this layout: a list's (`list(using:)`).
    var listBackgroundColor: UIColor?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Nil: a compositional layout is made in code, with its sections; a storyboard cannot hold one.
    public required init?(coder: NSCoder) {
        return nil
    }

    func section(at index: Int, in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        provider(index, environment)
    }

    // MARK: - UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            layoutBoundary = CompositionalSection()
            rows.removeAll()
            contentSize = .zero
            return
        }
        let width = collectionView.storedBounds.width
        if width != measuredWidth {
            measuredWidth = width
            measuredSizes.removeAll()
            measuredBoundaries.removeAll()
        }
        let builder = CompositionalLayoutBuilder(
            layout: self, collectionView: collectionView, measuredSizes: measuredSizes,
            measuredBoundaries: measuredBoundaries)
        (sections, layoutBoundary, contentSize) = builder.build()
        environment = builder.environment
        rows.removeAll()
        for (index, section) in sections.enumerated() {
            if let row = section.orthogonal { rows[index] = row }
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// The elements meeting `rect`; those of an orthogonal section's row where the row is scrolled
    /// to (their frames as at its start). Each section's visible-items handler sees its elements
    /// first.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for supplementary in layoutBoundary.supplementaries {
            let shown = attributes(supplementary, 0, in: layoutBoundary)
            if UIView.overlaps(shown.frame, rect) { result.append(shown) }
        }
        for (index, section) in sections.enumerated() {
            let first = result.count
            // The row's content under `rect`, in the coordinates its frames are in.
            let rowOffset = section.orthogonal.map { _ in collectionView?.orthogonalOffset(ofSection: index) ?? 0 }
            let rowRect = rect.offsetBy(dx: rowOffset ?? 0, dy: 0)
            for decoration in section.decorations where UIView.overlaps(decoration.frame, rect) {
                result.append(attributes(decoration, index))
            }
            for supplementary in section.supplementaries {
                let shown = attributes(supplementary, index, in: section)
                if UIView.overlaps(shown.frame, supplementary.scrollsOrthogonally ? rowRect : rect) {
                    result.append(shown)
                }
            }
            if UIView.overlaps(section.extent, rect) {
                let itemsRect = section.orthogonal == nil ? rect : rowRect
                for (item, frame) in section.items.enumerated() where UIView.overlaps(frame, itemsRect) {
                    result.append(cellAttributes(IndexPath(item: item, section: index), frame, in: section))
                }
            }
            if let handler = section.visibleItemsHandler, result.count > first, let environment {
                let offset = rowOffset.map { CGPoint(x: $0, y: 0) } ?? collectionView?.contentOffset ?? .zero
                handler(Array(result[first...]), offset, environment)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = UICollectionViewLayoutAttributes.cell(at: indexPath, in: sections) else { return nil }
        return cellAttributes(indexPath, attributes.frame, in: sections[indexPath.section])
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let decoration = section.decorations.first(where: { $0.kind == elementKind && $0.item == indexPath.item })
        else { return nil }
        return attributes(decoration, indexPath.section)
    }

    override var orthogonalRows: [Int: OrthogonalRow] { rows }

    /// A cell's attributes; a cell with an estimated side is measured with its other side fixed.
    private func cellAttributes(_ path: IndexPath, _ frame: CGRect, in section: CompositionalSection)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes.cell(at: path, frame: frame)
        attributes.scrollsOrthogonally = section.orthogonal != nil
        if let z = section.zIndexes[path.item] { attributes.zIndex = z }
        if let estimated = section.estimated[path.item] {
            attributes.fixedSides = (!estimated.width, !estimated.height)
        }
        attributes.listPlacement = section.list.map {
            ListPlacement(configuration: $0, item: path.item, count: section.items.count)
        }
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if indexPath.section == 0, indexPath.item == 0,
            let global = layoutBoundary.supplementaries.first(where: { $0.kind == elementKind })
        {
            return attributes(global, 0, in: layoutBoundary)
        }
        guard sections.indices.contains(indexPath.section),
            let supplementary = sections[indexPath.section].supplementaries.first(where: {
                $0.kind == elementKind && $0.item == indexPath.item
            })
        else { return nil }
        return attributes(supplementary, indexPath.section, in: sections[indexPath.section])
    }

    /// True when the collection view's size changes: fractions of it size the groups and items.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.storedBounds.size else { return false }
        return old != newBounds.size
    }

    /// True when a cell with an estimated side asks for another size; the layout keeps the
    /// measured sides.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let path = originalAttributes.indexPath
        if preferredAttributes.representedElementCategory == .supplementaryView {
            return boundaryShouldInvalidate(preferredAttributes, originalAttributes)
        }
        guard preferredAttributes.representedElementCategory == .cell, path.count == 2,
            sections.indices.contains(path.section), let sides = sections[path.section].estimated[path.item]
        else { return false }
        let preferred = preferredAttributes.size
        let original = originalAttributes.size
        let asked = CGSize(
            width: sides.width ? preferred.width : original.width,
            height: sides.height ? preferred.height : original.height)
        // A size that cannot be laid out keeps the estimate, and is not asked for again.
        let size = UICollectionViewLayoutAttributes.layoutable(asked, else: original)
        measuredSizes[path] = size
        return size != original
    }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return false }
        return sections[indexPath.section].estimated[indexPath.item] != nil && measuredSizes[indexPath] == nil
    }

    override func wantsPreferredAttributes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard let found = boundary(kind, at: indexPath) else { return false }
        return measuredBoundaries[found.key] == nil
    }

    /// The boundary item of estimated size and `kind` shown at `indexPath` (the layout's own, or
    /// its section's), with the key its measured size is kept under.
    private func boundary(_ kind: String, at indexPath: IndexPath) -> (
        sides: (width: Bool, height: Bool), key: BoundaryKey
    )? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        func estimatedSides(in section: CompositionalSection) -> (width: Bool, height: Bool)? {
            section.supplementaries.first { $0.kind == kind && $0.estimated != nil }?.estimated
        }
        if indexPath.section == 0, let sides = estimatedSides(in: layoutBoundary) {
            return (sides, BoundaryKey(kind: kind, section: CompositionalLayoutBuilder.layoutBoundarySection))
        }
        guard sections.indices.contains(indexPath.section), let sides = estimatedSides(in: sections[indexPath.section])
        else { return nil }
        return (sides, BoundaryKey(kind: kind, section: indexPath.section))
    }

    /// As for cells: a header or footer of estimated size keeps its measured sides.
    private func boundaryShouldInvalidate(
        _ preferred: UICollectionViewLayoutAttributes, _ original: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let kind = original.representedElementKind, let (sides, key) = boundary(kind, at: original.indexPath)
        else { return false }
        let asked = CGSize(
            width: sides.width ? preferred.size.width : original.size.width,
            height: sides.height ? preferred.size.height : original.size.height)
        let size = UICollectionViewLayoutAttributes.layoutable(asked, else: original.size)
        measuredBoundaries[key] = size
        return size != original.size
    }

    /// The list configuration of section `section`, if it is a list section.
    func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section].list : nil
    }

    override func itemsDidChange() {
        measuredSizes.removeAll()
        measuredBoundaries.removeAll()
    }

    /// A supplementary view's attributes where it is shown: a pinned one moves with the visible
    /// bounds, so it is worked out at each query.
    private func attributes(
        _ supplementary: CompositionalSection.Supplementary, _ index: Int, in section: CompositionalSection
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: supplementary.item, section: index))
        attributes.frame = supplementary.frame
        attributes.scrollsOrthogonally = supplementary.scrollsOrthogonally
        if let estimated = supplementary.estimated {
            attributes.fixedSides = (!estimated.width, !estimated.height)
        }
        if let header = supplementary.pinsAsHeader, let collectionView {
            attributes.frame = PinnedSupplementary.frame(
                supplementary.frame, header: header, section: section.extent,
                visible: PinnedSupplementary.visibleRange(of: collectionView, vertical: true), vertical: true)
        }
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    private func attributes(_ decoration: CompositionalSection.Decoration, _ index: Int)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: decoration.kind, with: IndexPath(item: decoration.item, section: index))
        attributes.frame = decoration.frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }
}
