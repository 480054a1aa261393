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
