import Foundation

/// Works out a flow layout's sections. Everything is computed along two axes: "main", the scroll
/// direction, where lines stack, and "cross", along a line, so one algorithm serves both
/// directions.
@MainActor
struct FlowLayoutBuilder {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let vertical: Bool
    let flowDelegate: (any UICollectionViewDelegateFlowLayout)?

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        vertical = layout.scrollDirection == .vertical
        flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    }

    func build() -> ([FlowSection], CGSize) {
        let bounds = collectionView.storedBounds.size
        let inset = collectionView.adjustedContentInset
        let crossExtent = max(
            0, vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        var main: CGFloat = 0
        var sections: [FlowSection] = []
        let counts = collectionView.itemCounts
        for (section, count) in counts.enumerated() {
            var result = FlowSection()
            let start = main
            let header = size(header: true, section)
            if mainLength(header) > 0 {
                result.header = rect(cross: 0, main: main, crossLength: crossExtent, mainLength: mainLength(header))
                main += mainLength(header)
            }
            let sectionInset = self.sectionInset(section)
            main += vertical ? sectionInset.top : sectionInset.left
            let lineStart = vertical ? sectionInset.left : sectionInset.top
            let available = crossExtent - lineStart - (vertical ? sectionInset.right : sectionInset.bottom)
            let lineSpacing = self.lineSpacing(section)
            let itemSpacing = self.itemSpacing(section)
            let sizes = (0..<count).map { itemSize(IndexPath(item: $0, section: section)) }
            var index = 0
            while index < count {
                // Take items while they fit; a line always takes at least one.
                var end = index + 1
                var used = crossLength(sizes[index])
                while end < count, used + itemSpacing + crossLength(sizes[end]) <= available {
                    used += itemSpacing + crossLength(sizes[end])
                    end += 1
                }
                let lineLength = sizes[index..<end].map(mainLength).max() ?? 0
                let gap = end - index > 1 ? (available - used) / CGFloat(end - index - 1) + itemSpacing : 0
                var cross = end - index > 1 ? lineStart : lineStart + (available - used) / 2
                for item in index..<end {
                    let size = sizes[item]
                    let itemMain = main + (lineLength - mainLength(size)) / 2
                    result.items.append(
                        rect(cross: cross, main: itemMain, crossLength: crossLength(size), mainLength: mainLength(size))
                    )
                    cross += crossLength(size) + gap
                }
                main += lineLength
                if end < count { main += lineSpacing }
                index = end
            }
            main += vertical ? sectionInset.bottom : sectionInset.right
            let footer = size(header: false, section)
            if mainLength(footer) > 0 {
                result.footer = rect(cross: 0, main: main, crossLength: crossExtent, mainLength: mainLength(footer))
                main += mainLength(footer)
            }
            result.extent = rect(cross: 0, main: start, crossLength: crossExtent, mainLength: main - start)
            sections.append(result)
        }
        let content = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
        return (sections, content)
    }

    // MARK: - Axes

    private func mainLength(_ size: CGSize) -> CGFloat { max(0, vertical ? size.height : size.width) }
    private func crossLength(_ size: CGSize) -> CGFloat { max(0, vertical ? size.width : size.height) }

    private func rect(cross: CGFloat, main: CGFloat, crossLength: CGFloat, mainLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    // MARK: - Sizes from the delegate or the layout

    private func itemSize(_ indexPath: IndexPath) -> CGSize {
        if layout.isSelfSizing {
            if let measured = layout.measuredSizes[indexPath] { return measured }
            let estimate = layout.estimatedItemSize
            return estimate == UICollectionViewFlowLayout.automaticSize ? layout.itemSize : estimate
        }
        guard let flowDelegate else { return layout.itemSize }
        return Trace.callOptional(flowDelegate, "collectionView(_:layout:sizeForItemAt:)") {
            flowDelegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        }
    }

    private func sectionInset(_ section: Int) -> UIEdgeInsets {
        guard let flowDelegate else { return layout.sectionInset }
        return Trace.callOptional(flowDelegate, "collectionView(_:layout:insetForSectionAt:)") {
            flowDelegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        }
    }

    private func lineSpacing(_ section: Int) -> CGFloat {
        guard let flowDelegate else { return layout.minimumLineSpacing }
        return Trace.callOptional(flowDelegate, "collectionView(_:layout:minimumLineSpacingForSectionAt:)") {
            flowDelegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        }
    }

    private func itemSpacing(_ section: Int) -> CGFloat {
        guard let flowDelegate else { return layout.minimumInteritemSpacing }
        return Trace.callOptional(flowDelegate, "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)") {
            flowDelegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        }
    }

    private func size(header: Bool, _ section: Int) -> CGSize {
        guard let flowDelegate else { return header ? layout.headerReferenceSize : layout.footerReferenceSize }
        if header {
            return Trace.callOptional(flowDelegate, "collectionView(_:layout:referenceSizeForHeaderInSection:)") {
                flowDelegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
            }
        }
        return Trace.callOptional(flowDelegate, "collectionView(_:layout:referenceSizeForFooterInSection:)") {
            flowDelegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
        }
    }
}
