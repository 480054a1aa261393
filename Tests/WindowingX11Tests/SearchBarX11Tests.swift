import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A search bar across the top of a white screen, whose delegate writes down what it hears.
@MainActor
final class SearchScreenController: UIViewController, UISearchBarDelegate {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bar.delegate = self
        view.addSubview(bar)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("change \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search \(searchBar.text ?? "")") }
}

/// A search bar on a private Xvfb: XTEST clicks and keys reach its delegate, and the bar and its
/// rounded field are drawn.
@MainActor
@Suite(.serialized)
struct SearchBarX11Tests {
    @Test func typingIntoTheBarAndPressingReturnReachTheDelegate() throws {
        let controller = SearchScreenController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 120), on: .xvfb)
        defer { app.terminate() }
        let barPixel = CGPoint(x: 4, y: 4)
        let fieldPixel = CGPoint(x: 160, y: 14)
        try app.waitUntil { app.pixel(at: barPixel) == 0xF8F8F8 }
        let field = try #require(app.pixel(at: fieldPixel))
        #expect(field != 0xF8F8F8 && field & 0xFF < 0xF8, "the field's grey fill inside the bar")
        #expect(app.pixel(at: CGPoint(x: 4, y: 80)) == 0xFFFFFF, "the screen under the 56-point bar")

        app.tap(controller.bar.searchTextField)
        try app.waitUntil { controller.bar.searchTextField.isFirstResponder }
        app.type("ab\r")
        try app.waitUntil { controller.calls.count == 3 }
        #expect(controller.calls == ["change a", "change ab", "search ab"])
        #expect(controller.bar.searchTextField.isFirstResponder)
    }
}

/// A search controller in a navigation item on a private Xvfb: typing into its bar shows the
/// blue results controller over the red content, and Cancel brings the content back.
@MainActor
@Suite(.serialized)
struct SearchControllerX11Tests {
    final class Updater: UISearchResultsUpdating {
        var texts: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            texts.append(searchController.searchBar.text ?? "")
        }
    }

    @Test func typingShowsTheResultsAndCancelTakesThemAway() throws {
        let results = SolidColorController(.blue, title: "Results")
        let search = UISearchController(searchResultsController: results)
        let updater = Updater()
        search.searchResultsUpdater = updater
        let list = SolidColorController(.red, title: "Books")
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        let content = CGPoint(x: 160, y: 180)
        try app.waitUntil { app.pixel(at: content) == 0xFF0000 }
        #expect(navigation.navigationBar.frame.height == 96)

        app.tap(search.searchBar.searchTextField)
        try app.waitUntil { search.isActive }
        app.type("ab")
        try app.waitUntil { app.pixel(at: content) == 0x0000FF }
        #expect(updater.texts == ["", "a", "ab"])

        search.searchBar.layoutIfNeeded()
        app.tap(search.searchBar.cancelButton)
        try app.waitUntil { app.pixel(at: content) == 0xFF0000 }
        #expect(!search.isActive)
        #expect(updater.texts.last == "")
    }
}
