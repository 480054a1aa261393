import Foundation

/// What a navigation bar shows for one controller on a navigation stack: its title (or title
/// view), the back button the next controller shows, and the bar button items.
@preconcurrency @MainActor
open class UINavigationItem {
    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    /// The back button's title on the bar while a controller above this one is on top.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Replaces the back button the next controller shows; its title is used.
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the bar draws this item's title large, when its `prefersLargeTitles` is set:
    /// `.automatic` follows the item below on the stack (large for the root item).
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    /// The search controller whose bar the navigation bar shows under its title while this item
    /// is on top.
    open var searchController: UISearchController? { didSet { changed() } }
    /// - Note: Differs from UIKit: kept but not acted on; the search bar never scrolls away.
    open var hidesSearchBarWhenScrolling = true
    /// This item's looks for the bar while it is the top item, over the bar's own; copied when set.
    open var standardAppearance: UINavigationBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy()
            changed()
        }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            compactAppearance = compactAppearance?.copy()
            changed()
        }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy()
            changed()
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy()
            changed()
        }
    }

    /// Tells the bar showing the item to rebuild.
    var onChange: (@MainActor () -> Void)? {
        didSet { observeItems() }
    }

    public init(title: String) {
        self.title = title
    }

    public init?(coder: NSCoder) {}

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title of the back button shown while a controller above this one is on top.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    private func changed() {
        observeItems()
        onChange?()
    }

    private func observeItems() {
        let observer = onChange
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { item.onChange = observer }
    }
}
