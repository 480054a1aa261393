import Foundation

/// The object a search controller asks to update its results whenever the search changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive; every method
/// is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar and what searching with it shows: set as a navigation item's `searchController`
/// (the bar then sits under the navigation bar's title) or with its `searchBar` placed anywhere.
///
/// It becomes active when the user starts editing the bar, or when `isActive` is set: the
/// delegate hears `willPresentSearchController(_:)`, the updater
/// `updateSearchResults(for:)`, then the delegate `didPresentSearchController(_:)`. While it is
/// active the bar shows Cancel (`automaticallyShowsCancelButton`), each change of the text asks
/// the updater again, the content under the bar is dimmed (`obscuresBackgroundDuringPresentation`;
/// a click on the dimmed part ends the search) and the results controller, if any, covers it
/// once there is text (`automaticallyShowsSearchResultsController`) or always
/// (`showsSearchResultsController`). Cancel empties the text, gives up the keyboard and ends it:
/// `willDismissSearchController(_:)`, the updater, `didDismissSearchController(_:)`.
///
/// - Note: Differs from UIKit: nothing is animated; the navigation bar stays while searching
///   (`hidesNavigationBarDuringPresentation` is kept but not acted on) and the search bar under it
///   does not scroll away (`hidesSearchBarWhenScrolling` likewise). The results controller is
///   shown over the searching controller's content rather than presented, so it is a child of the
///   search controller but `presentingViewController` stays nil.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    open private(set) var searchResultsController: UIViewController?
    /// The bar the user types into; the controller follows its editing besides its delegate.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.height))
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true { didSet { presentation.update() } }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsSearchResultsController = true { didSet { presentation.update() } }
    open var showsSearchResultsController = false { didSet { presentation.update() } }
    open var isActive: Bool {
        get { storedIsActive }
        set { newValue ? activate() : deactivate() }
    }

    private var storedIsActive = false
    lazy var presentation = SearchPresentation(controller: self)

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        if let searchResultsController { addChild(searchResultsController) }
        searchResultsController?.didMove(toParent: self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    // MARK: - The bar's events

    func searchBarDidBeginEditing() {
        activate()
    }

    func searchTextDidChange() {
        guard storedIsActive else { return }
        presentation.update()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Cancel: the text emptied, the keyboard given up, the search ended.
    func cancelButtonClicked() {
        searchBar.text = ""
        searchBar.resignFirstResponder()
        deactivate()
    }

    // MARK: - Activation

    private func activate() {
        guard !storedIsActive else { return }
        delegate?.willPresentSearchController(self)
        storedIsActive = true
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        presentation.update()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        guard storedIsActive else { return }
        delegate?.willDismissSearchController(self)
        storedIsActive = false
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if searchBar.searchTextField.isFirstResponder { searchBar.resignFirstResponder() }
        presentation.update()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }
}
