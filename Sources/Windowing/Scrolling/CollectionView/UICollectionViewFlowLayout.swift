public import Foundation

/// A grid: items in lines across the scroll direction, each section with an optional header and
/// footer. Sizes and spacings come from its properties or from a delegate that conforms to
/// `UICollectionViewDelegateFlowLayout`.
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
///
/// A line holds as many items as fit at `minimumInteritemSpacing`; the room left over goes
/// evenly between them, so the first item touches the section inset's leading edge and the last
/// its trailing edge; a line of one item is centred. Items in a line are centred across it.
/// Headers and footers span the whole width (vertical) or height (horizontal).
///
/// - Note: Differs from UIKit: `sectionInsetReference` is absent.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimated size that asks cells for their size through Auto Layout.
    public static let automaticSize = CGSize(
        width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The size of every item without a delegate size; 50 by 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A size assumed for items before their cells are measured; `.zero` (no self-sizing) by
    /// default. Any other value makes items as big as their cells' Auto Layout fitting size.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The gap between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest gap between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The room around each section's items (inside its header and footer); zero by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Which way the content scrolls; `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of section headers: its height counts when vertical, its width when horizontal;
    /// zero (no headers) by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers, read as `headerReferenceSize` is; zero by default.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top (leading) edge of the visible bounds while the
    /// section is in sight; false by default.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom (trailing) edge of the visible bounds while
    /// the section is in sight; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowSection] = []
    var contentSize: CGSize = .zero
    /// Sizes self-sizing cells asked for, by item.
    var measuredSizes: [IndexPath: CGSize] = [:]

    public override init() { super.init() }

    /// Takes the settings of a storyboard's `<collectionViewFlowLayout>` (IBCompiler+CollectionLayout.swift).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? StoryboardCoder)?.collectionContent?.layout.apply(to: self)
    }

    var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: - UICollectionViewLayout

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let builder = FlowLayoutBuilder(layout: self, collectionView: collectionView)
        (sections, contentSize) = builder.build()
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where UIView.overlaps(section.extent, rect) {
            if let header = shownFrame(section.header, header: true, in: section), UIView.overlaps(header, rect) {
                result.append(supplementary(UICollectionView.elementKindSectionHeader, index, header))
            }
            for (item, frame) in section.items.enumerated() where UIView.overlaps(frame, rect) {
                result.append(.cell(at: IndexPath(item: item, section: index), frame: frame))
            }
            if let footer = shownFrame(section.footer, header: false, in: section), UIView.overlaps(footer, rect) {
                result.append(supplementary(UICollectionView.elementKindSectionFooter, index, footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        .cell(at: indexPath, in: sections)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            return shownFrame(section.header, header: true, in: section).map {
                supplementary(elementKind, indexPath.section, $0)
            }
        case UICollectionView.elementKindSectionFooter:
            return shownFrame(section.footer, header: false, in: section).map {
                supplementary(elementKind, indexPath.section, $0)
            }
        default: return nil
        }
    }

    /// True when the size across the scroll direction changes, since lines then break elsewhere.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.storedBounds.size else { return false }
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// True when a self-sizing cell asks for another size; the layout keeps that size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        // A size that cannot be laid out keeps the estimate, and is not asked for again.
        let size = UICollectionViewLayoutAttributes.layoutable(preferredAttributes.size, else: originalAttributes.size)
        measuredSizes[originalAttributes.indexPath] = size
        return size != originalAttributes.size
    }

    override func wantsPreferredAttributes(forItemAt indexPath: IndexPath) -> Bool {
        isSelfSizing && measuredSizes[indexPath] == nil
    }

    override func itemsDidChange() { measuredSizes.removeAll() }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        // A pinned header or footer passes over the cells, so it goes above them.
        if pins(header: kind == UICollectionView.elementKindSectionHeader) { attributes.zIndex = 1 }
        return attributes
    }

    private func pins(header: Bool) -> Bool {
        header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    }

    /// A header's or footer's frame where it is shown: pinned to the visible bounds when asked.
    /// Worked out at each query, since the bounds move as the collection view scrolls.
    private func shownFrame(_ frame: CGRect?, header: Bool, in section: FlowSection) -> CGRect? {
        guard let frame, pins(header: header), let collectionView
        else { return frame }
        let vertical = scrollDirection == .vertical
        return PinnedSupplementary.frame(
            frame, header: header, section: section.extent,
            visible: PinnedSupplementary.visibleRange(of: collectionView, vertical: vertical), vertical: vertical)
    }
}

/// One section of a flow layout, worked out.
struct FlowSection {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    /// Everything the section covers, header to footer, across the whole width or height.
    var extent: CGRect = .zero
}
