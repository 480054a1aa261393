import Foundation

/// What a tab bar shows for one of its controllers: a title, an image and a badge.
///
/// - Note: Differs from UIKit: system items are drawn as their English titles, without symbols.
@preconcurrency @MainActor
open class UITabBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed

        var displayTitle: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    open var title: String? { didSet { onChange?() } }
    open var image: UIImage? { didSet { onChange?() } }
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// Text drawn in a red badge at the item's corner; nil hides the badge.
    open var badgeValue: String? { didSet { onChange?() } }
    open var badgeColor: UIColor? { didSet { onChange?() } }
    open var isEnabled = true { didSet { onChange?() } }
    open var tag = 0
    var onChange: (@MainActor () -> Void)?

    public init() {}

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.displayTitle
        self.tag = tag
    }
}
