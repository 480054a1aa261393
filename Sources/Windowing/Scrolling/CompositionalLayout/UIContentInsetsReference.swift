import Foundation

/// What a compositional section's `contentInsets` are measured from.
/// https://developer.apple.com/documentation/uikit/uicontentinsetsreference
public enum UIContentInsetsReference: Int, Sendable {
    /// A section's: the layout configuration's; the configuration's: `.safeArea`.
    case automatic = 0
    /// The collection view's content edges (inside its adjusted content insets).
    case none
    /// The safe area; in an X window, the content edges unless a bar covers the sides.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The collection view's readable content guide: the margins, narrowed to a readable width.
    case readableContent
}

extension CompositionalLayoutBuilder {
    /// The section's content insets with what its reference adds at the sides: the room between
    /// the content edges (inside the adjusted content insets) and the margins or the readable
    /// column.
    func effectiveInsets(of section: NSCollectionLayoutSection) -> NSDirectionalEdgeInsets {
        var insets = section.contentInsets
        var reference = section.contentInsetsReference
        if reference == .automatic { reference = layout.configuration.contentInsetsReference }
        let extra = sideRoom(for: reference)
        insets.leading += extra.leading
        insets.trailing += extra.trailing
        return insets
    }

    /// How far in from the content edges `reference` puts the sides.
    private func sideRoom(for reference: UIContentInsetsReference) -> (leading: CGFloat, trailing: CGFloat) {
        let inset = collectionView.adjustedContentInset
        let margins = collectionView.layoutMargins
        let width = collectionView.storedBounds.width
        switch reference {
        case .automatic, .none, .safeArea:
            return (0, 0)
        case .layoutMargins:
            return (max(0, margins.left - inset.left), max(0, margins.right - inset.right))
        case .readableContent:
            let column = max(0, width - margins.left - margins.right)
            let readable = min(column, UIView.readableContentWidth)
            let left = margins.left + (column - readable) / 2
            let right = width - left - readable
            return (max(0, left - inset.left), max(0, right - inset.right))
        }
    }
}
