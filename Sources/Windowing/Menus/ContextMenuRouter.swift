import Foundation

/// Where a secondary click, the Menu key or Shift+F10 opens a context menu: the innermost view
/// under the pointer (or the first responder, for a key) that has one, going out through its
/// superviews. A view has one through a `UIContextMenuInteraction` whose delegate gives a
/// configuration (a control with a menu has one of its own), as a text field or text view (their
/// edit menu), or as a table or collection view whose delegate gives one for the row or item there.
@MainActor
enum ContextMenuRouter {
    /// When a context menu is told it opens or closes.
    enum Phase { case willDisplay, willEnd }

    /// A secondary click at `location` (window coordinates). A click outside an open menu closes
    /// it first, as on the desktop; one inside it does nothing. True if a menu opened.
    @discardableResult
    static func secondaryClick(at location: CGPoint, in window: UIWindow) -> Bool {
        if let open = window.menuPresentation {
            if open.isInsidePanel(location) { return false }
            open.dismiss()
        }
        return openMenu(from: window.hitTest(location, with: nil), at: location, in: window)
    }

    /// The Menu key or Shift+F10: the context menu of the key window's first responder (a view),
    /// at its centre. True if a menu opened.
    static func menuKey(in window: UIWindow) -> Bool {
        guard window.menuPresentation == nil, let view = window.firstResponderStorage as? UIView, view.window === window
        else { return false }
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        return openMenu(from: view, at: center, in: window)
    }

    private static func openMenu(from view: UIView?, at location: CGPoint, in window: UIWindow) -> Bool {
        var current = view
        while let view = current {
            // A disabled control shows no menu, as it takes no touches.
            if view.isUserInteractionEnabled, (view as? UIControl)?.isEnabled != false {
                for case let interaction as UIContextMenuInteraction in view.interactions
                where interaction.open(at: location, in: window) {
                    return true
                }
                if let text = view as? any TextEditingResponder, TextEditMenu.open(for: text, at: location, in: window)
                {
                    return true
                }
                if let collectionView = view as? UICollectionView,
                    collectionView.openContextMenu(at: location, in: window)
                {
                    return true
                }
                if let tableView = view as? UITableView, tableView.openContextMenu(at: location, in: window) {
                    return true
                }
            }
            current = view.superview
        }
        return false
    }

    /// Shows `configuration`'s menu at `location`, telling `notify` as it opens (after the
    /// configuration was asked for, before the panel shows) and as it closes (before a chosen
    /// action's handler runs). Nil if the configuration makes no menu.
    static func present(
        _ configuration: UIContextMenuConfiguration, at location: CGPoint, in window: UIWindow, sender: Any?,
        notify: @escaping (Phase, any UIContextMenuInteractionAnimating) -> Void
    ) -> MenuPresentation? {
        guard let menu = configuration.makeMenu() else { return nil }
        let presentation = MenuPresentation(menu: menu, in: window, placement: .at(location), sender: sender)
        let opening = ContextMenuTransition()
        notify(.willDisplay, opening)
        let closing = ContextMenuTransition()
        presentation.willEnd = { notify(.willEnd, closing) }
        presentation.didEnd = { closing.complete() }
        presentation.present()
        opening.complete()
        return presentation
    }
}
