import Foundation

// A list cell in a section snapshot's tree: its diffable data source tells it whether its item is
// expanded, and its outline disclosure (or, in the header style, a tap anywhere on it) asks the
// data source to expand or collapse the item.
extension UICollectionViewListCell {
    /// Takes whether its item is expanded (nil outside a section snapshot): its configuration
    /// state's `isExpanded` and its outline disclosure's chevron follow.
    func takeOutlineExpansion(_ expanded: Bool?) {
        guard expanded != outlineExpansion else { return }
        outlineExpansion = expanded
        showOutlineExpansion()
        setNeedsUpdateConfiguration()
    }

    /// Turns the outline disclosure's chevron for the item's expansion.
    func showOutlineExpansion() {
        for entry in shownAccessoryViews {
            (entry as? ListOutlineDisclosureButton)?.isExpanded = outlineExpansion ?? false
        }
    }

    /// Whether a tap on the cell expands or collapses its item instead of selecting it: it shows
    /// an outline disclosure in the header style.
    var outlineTogglesOnTap: Bool {
        let isHeader =
            (contentConfiguration as? UIListContentConfiguration)?.isHeader == true || isHeaderItemOfList
        return shownAccessoryKinds.contains { $0.outlineStyle(isHeader: isHeader) == .header }
    }

    /// Asks the collection view's data source to expand or collapse the cell's item.
    func toggleOutlineItem() {
        guard let collectionView = enclosingView(of: UICollectionView.self),
            let path = collectionView.indexPath(for: self)
        else { return }
        (collectionView.dataSource as? any OutlineExpanding)?.toggleOutlineItem(at: path)
    }
}
