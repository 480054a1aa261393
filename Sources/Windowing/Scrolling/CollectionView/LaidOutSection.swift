import Foundation

/// A section of a layout, worked out: the frames of its items, by item.
protocol LaidOutSection {
    var items: [CGRect] { get }
}

extension FlowSection: LaidOutSection {}
extension CompositionalSection: LaidOutSection {}

extension UICollectionViewLayoutAttributes {
    /// A cell's attributes with `frame`.
    static func cell(at indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// The attributes of the cell at `indexPath` among `sections`; nil when there is no such item.
    static func cell<Section: LaidOutSection>(at indexPath: IndexPath, in sections: [Section])
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return cell(at: indexPath, frame: sections[indexPath.section].items[indexPath.item])
    }

    /// A self-sizing cell's size if it can be laid out, else `fallback` (the estimate).
    static func layoutable(_ size: CGSize, else fallback: CGSize) -> CGSize {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 ? size : fallback
    }
}
