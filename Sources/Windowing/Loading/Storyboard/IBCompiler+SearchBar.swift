import Foundation

// `<searchBar>`: what Xcode writes for a search bar, read into the model and applied inside
// `init(coder:)`:
//   <searchBar contentMode="redraw" placeholder="Books" showsCancelButton="YES" showsScopeBar="YES" id="…">
//     <color key="barTintColor" …/>
//     <textInputTraits key="textInputTraits"/>
//     <scopeButtonTitles> <string>All</string> <string>Titles</string> </scopeButtonTitles>
//     <connections> <outlet property="delegate" destination="…" id="…"/> </connections>
//   </searchBar>

/// A search bar's settings, as the element gives them.
struct IBSearchBar: Sendable {
    var text: String?
    var placeholder: String?
    var showsCancelButton: Bool
    var showsScopeBar: Bool
    var scopeButtonTitles: [String]?
    var style: UISearchBar.Style
    var barStyle: UIBarStyle
    var barTintColor: UIColor?
}

extension IBVocabulary {
    static let searchBarAttributes: Set<String> = [
        "barStyle", "searchBarStyle", "text", "prompt", "placeholder", "showsSearchResultsButton",
        "showsBookmarkButton",
        "showsCancelButton", "showsScopeBar", "backgroundImage", "scopeBarBackgroundImage", "translucent",
    ]
}

extension IBCompiler {
    static let searchBarStyles: [String: UISearchBar.Style] = [
        "default": .default, "prominent": .prominent, "minimal": .minimal,
    ]
    static let barStyles: [String: UIBarStyle] = ["default": .default, "black": .black, "blackTranslucent": .black]

    /// The content of a `<searchBar>`.
    func searchBarContent(_ element: IBElement, colors: [String: UIColor]) throws(StoryboardError) -> IBSearchBar {
        var titles: [String]?
        for list in element.children where list.name == "scopeButtonTitles" {
            titles = list.children.filter { $0.name == "string" }.map { $0.text ?? "" }
        }
        return IBSearchBar(
            text: element["text"], placeholder: element["placeholder"],
            showsCancelButton: try values.flag(element, "showsCancelButton") ?? false,
            showsScopeBar: try values.flag(element, "showsScopeBar") ?? false, scopeButtonTitles: titles,
            style: try values.choice(element, "searchBarStyle", Self.searchBarStyles) ?? .default,
            barStyle: try values.choice(element, "barStyle", Self.barStyles) ?? .default,
            barTintColor: colors["barTintColor"])
    }
}

extension IBSearchBar {
    @MainActor
    func apply(to view: UIView) {
        guard let bar = view as? UISearchBar else { return }
        bar.searchBarStyle = style
        bar.barStyle = barStyle
        if let barTintColor { bar.barTintColor = barTintColor }
        bar.placeholder = placeholder
        if let text { bar.text = text }
        bar.scopeButtonTitles = scopeButtonTitles
        bar.showsScopeBar = showsScopeBar
        bar.showsCancelButton = showsCancelButton
    }
}
