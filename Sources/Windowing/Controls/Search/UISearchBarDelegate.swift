public import Foundation

/// What a search bar tells its delegate while the user searches; every method is optional.
///
/// As in UIKit (https://developer.apple.com/documentation/uikit/uisearchbardelegate), the bar asks
/// `searchBarShouldBeginEditing(_:)` before its field takes the keyboard and reports
/// `searchBarTextDidBeginEditing(_:)` after; `searchBar(_:shouldChangeTextIn:replacementText:)`
/// comes before each change the user makes and `searchBar(_:textDidChange:)` after it (the clear
/// button's too, but not a change of `text` in code); Return calls
/// `searchBarSearchButtonClicked(_:)` and the Cancel button `searchBarCancelButtonClicked(_:)`,
/// neither of which ends editing by itself.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The search bar's field delegate: it turns the field's questions and reports into the search
/// bar's, so the app's delegate hears them in UIKit's terms.
@MainActor
final class SearchFieldCoordinator: UITextFieldDelegate {
    unowned let searchBar: UISearchBar

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    private var delegate: (any UISearchBarDelegate)? { searchBar.delegate }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the keyboard's Search key; the field stays first responder, as in UIKit.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
