import Foundation

/// The scroll view an orthogonal section's row scrolls in, as UIKit's collection view keeps one
/// for each such section: a band across the collection view, whose content is the row. The
/// section's cells (and their items' supplementary views) are its subviews; its scrolling re-tiles
/// the collection view, and a drag settles where the section's behaviour says.
final class OrthogonalSectionScroller: UIScrollView {
    private(set) var row: OrthogonalRow

    init(row: OrthogonalRow) {
        self.row = row
        super.init(frame: row.band)
        showsVerticalScrollIndicator = false
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
        take(row, parentRate: .normal)
        restingOffsetFilter = { [weak self] target, velocity in
            guard let self else { return target }
            let x = self.row.restingOffset(from: self.contentOffset.x, proposed: target.x, velocity: velocity.x)
            return CGPoint(x: x, y: target.y)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Takes the row as the layout now has it: its band, its width and how it comes to rest;
    /// `parentRate` is the collection view's deceleration rate, for a row that takes it.
    func take(_ row: OrthogonalRow, parentRate: DecelerationRate) {
        self.row = row
        if frame != row.band { frame = row.band }
        let size = CGSize(width: row.contentWidth, height: row.band.height)
        if contentSize != size { contentSize = size }
        isPagingEnabled = row.behavior == .paging
        decelerationRate = row.decelerationRate > 0 ? DecelerationRate(rawValue: row.decelerationRate) : parentRate
        bounces = row.bounce != .never
        alwaysBounceHorizontal = row.bounce == .always
        // A shorter row leaves no offset past its end, unless the user is moving it.
        if !isDragging, !isDecelerating, contentOffset.x > row.maxOffset {
            contentOffset = CGPoint(x: row.maxOffset, y: contentOffset.y)
        }
    }
}

extension UICollectionView {
    /// How far the row of orthogonal section `section` is scrolled; 0 for any other section.
    func orthogonalOffset(ofSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }

    /// Where an element is on screen, in the collection view's content coordinates: an orthogonal
    /// row's elements are moved by how far it is scrolled.
    func displayedFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.scrollsOrthogonally, attributes.indexPath.count == 2 else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -orthogonalOffset(ofSection: attributes.indexPath.section), dy: 0)
    }

    /// The view an element's view goes in: its row's scroll view, or the collection view.
    func container(for attributes: UICollectionViewLayoutAttributes) -> UIView {
        guard attributes.scrollsOrthogonally, attributes.indexPath.count == 2,
            let scroller = orthogonalScrollers[attributes.indexPath.section]
        else { return self }
        return scroller
    }

    /// The frame an element's view takes in `container`: a row's elements are placed in its
    /// content, whose top is the band's.
    func frame(of attributes: UICollectionViewLayoutAttributes, in container: UIView) -> CGRect {
        guard let scroller = container as? OrthogonalSectionScroller, container !== self else {
            return attributes.frame
        }
        return attributes.frame.offsetBy(dx: -scroller.row.band.minX, dy: -scroller.row.band.minY)
    }

    /// Scrolls an orthogonal row so that `rect` (in the row's coordinates as the layout gives
    /// them) is at `position`'s horizontal place, or, with none, just in sight.
    func scrollRow(
        _ scroller: OrthogonalSectionScroller, toShow rect: CGRect, at position: ScrollPosition, animated: Bool
    ) {
        let row = scroller.row
        let current = scroller.contentOffset.x
        var x = current
        if position.contains(.left) {
            x = rect.minX - row.band.minX
        } else if position.contains(.centeredHorizontally) {
            x = rect.midX - row.band.minX - row.band.width / 2
        } else if position.contains(.right) {
            x = rect.maxX - row.band.minX - row.band.width
        } else if rect.minX - row.band.minX < current {
            x = rect.minX - row.band.minX
        } else if rect.maxX - row.band.minX > current + row.band.width {
            x = rect.maxX - row.band.minX - row.band.width
        }
        x = min(max(x, 0), row.maxOffset)
        if x != current { scroller.setContentOffset(CGPoint(x: x, y: scroller.contentOffset.y), animated: animated) }
    }

    /// Makes, updates and removes the rows' scroll views to match the layout's orthogonal sections.
    /// A row keeps its offset while its section stays orthogonal.
    func updateOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        // The views still in a row that goes are moved out by the tiling that follows.
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for (section, row) in rows {
            if let scroller = orthogonalScrollers[section] {
                scroller.take(row, parentRate: decelerationRate)
            } else {
                let scroller = OrthogonalSectionScroller(row: row)
                scroller.take(row, parentRate: decelerationRate)
                scroller.contentOffsetObserver = { [weak self] in self?.setNeedsLayout() }
                orthogonalScrollers[section] = scroller
                insertSubview(scroller, at: 0)
            }
        }
    }
}
