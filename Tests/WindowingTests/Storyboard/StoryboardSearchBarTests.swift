import Foundation
import Testing

@testable import Windowing

/// A scene controller that is its search bar's delegate.
final class SearchHostViewController: UIViewController, UISearchBarDelegate {
    var searches: [String] = []

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searches.append(searchBar.text ?? "") }
}

/// `<searchBar>` loads as a `UISearchBar` with its settings, scope titles and delegate outlet.
@MainActor
struct StoryboardSearchBarTests {
    private func load(_ searchBar: String) throws -> (SearchHostViewController, UISearchBar) {
        let scene = StoryboardFixtures.scene(
            attributes: "customClass=\"SearchHostViewController\" customModule=\"WindowingTests\"",
            subviews: searchBar)
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController()
                as? SearchHostViewController)
        let bar = try #require(controller.view.subviews.first as? UISearchBar)
        return (controller, bar)
    }

    @Test func aSearchBarLoadsWithItsSettingsScopeTitlesAndDelegate() throws {
        let (controller, bar) = try load(
            """
            <searchBar contentMode="redraw" searchBarStyle="minimal" text="dune" placeholder="Books" \
            showsCancelButton="YES" showsScopeBar="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sb1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" \
            customColorSpace="sRGB"/>
                <textInputTraits key="textInputTraits"/>
                <scopeButtonTitles>
                    <string>All</string>
                    <string>Titles</string>
                </scopeButtonTitles>
                <connections>
                    <outlet property="delegate" destination="vc1" id="o1"/>
                </connections>
            </searchBar>
            """)
        #expect(bar.delegate === controller)
        #expect(bar.searchBarStyle == .minimal)
        #expect(bar.text == "dune")
        #expect(bar.placeholder == "Books")
        #expect(bar.searchTextField.placeholder == "Books")
        #expect(bar.showsCancelButton)
        #expect(!bar.cancelButton.isHidden)
        #expect(bar.scopeButtonTitles == ["All", "Titles"])
        #expect(bar.showsScopeBar)
        #expect(!bar.scopeBar.isHidden)
        #expect(bar.scopeBar.numberOfSegments == 2)
        #expect(bar.barTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func aPlainSearchBarShowsTheDefaultPlaceholderAndNoCancelButton() throws {
        let (_, bar) = try load(
            """
            <searchBar contentMode="redraw" id="sb1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """)
        #expect(bar.delegate == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.cancelButton.isHidden)
        #expect(bar.scopeBar.isHidden)
    }

    @Test func aSearchBarStyleXcodeNeverWritesIsRefused() {
        let scene = StoryboardFixtures.scene(subviews: "<searchBar searchBarStyle=\"glass\" id=\"sb1\"/>")
        #expect {
            try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        } throws: { error in
            (error as? StoryboardError)?.description.contains("searchBarStyle=\"glass\" is not supported") == true
        }
    }
}
