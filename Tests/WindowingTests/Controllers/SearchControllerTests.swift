import Foundation
import Testing

@testable import Windowing

/// Records a search controller's delegate and updater calls in order, with the text each time.
@MainActor
final class RecordingSearchObserver: UISearchControllerDelegate, UISearchResultsUpdating {
    var calls: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update \"\(searchController.searchBar.text ?? "")\" \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
}

extension AppTests {
    /// `UISearchController` in a navigation item: its bar under the title, activation by
    /// editing, updates while typing, Cancel, the dimming and the results controller.
    @Suite @MainActor struct SearchController {
        private func launch(results: UIViewController? = nil) throws -> (
            TestApp, UINavigationController, UIViewController, UISearchController, RecordingSearchObserver
        ) {
            let search = UISearchController(searchResultsController: results)
            let observer = RecordingSearchObserver()
            search.delegate = observer
            search.searchResultsUpdater = observer
            let test = try TestApp.launchSceneApp(root: {
                let list = RecordingViewController()
                list.title = "Books"
                list.navigationItem.searchController = search
                return UINavigationController(rootViewController: list)
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let list = try #require(navigation.topViewController)
            test.app.runUntilIdle()
            return (test, navigation, list, search, observer)
        }

        private func click(_ view: UIView, in test: TestApp) {
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
        }

        @Test func theSearchBarSitsUnderTheTitleAndTheContentBelowIt() throws {
            let (_, navigation, list, search, _) = try launch()
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 96)
            #expect(search.searchBar.superview === bar)
            #expect(search.searchBar.frame == CGRect(x: 0, y: 44, width: bar.bounds.width, height: 51))
            #expect(bar.titleLabel.text == "Books")
            #expect(list.view.convert(list.view.bounds, to: nil).minY == 96)
            #expect(!search.isActive)
        }

        @Test func editingTypingAndCancelActivateUpdateAndDismissInOrder() throws {
            let (test, _, _, search, observer) = try launch()
            click(search.searchBar.searchTextField, in: test)
            #expect(search.isActive)
            #expect(search.searchBar.showsCancelButton)
            test.key(4, "a")
            #expect(search.searchBar.text == "a")
            search.searchBar.layoutIfNeeded()
            click(search.searchBar.cancelButton, in: test)
            #expect(!search.isActive)
            #expect(search.searchBar.text == "")
            #expect(!search.searchBar.searchTextField.isFirstResponder)
            #expect(!search.searchBar.showsCancelButton)
            #expect(
                observer.calls == [
                    "willPresent", "update \"\" true", "didPresent", "update \"a\" true", "willDismiss",
                    "update \"\" false", "didDismiss",
                ])
        }

        @Test func whileActiveTheContentIsDimmedAndAClickThereEndsTheSearch() throws {
            let (test, _, list, search, observer) = try launch()
            search.isActive = true
            #expect(!search.searchBar.searchTextField.isFirstResponder, "activating in code does not edit")
            let dimming = search.presentation.dimming
            #expect(dimming.superview === list.view.superview)
            #expect(dimming.frame == list.view.frame)
            click(dimming, in: test)
            #expect(!search.isActive)
            #expect(dimming.superview == nil)
            #expect(observer.calls.last == "didDismiss")

            search.obscuresBackgroundDuringPresentation = false
            search.isActive = true
            #expect(dimming.superview == nil)
        }

        @Test func theResultsControllerCoversTheContentOnceThereIsText() throws {
            let results = RecordingViewController()
            let (test, _, list, search, _) = try launch(results: results)
            // Made before the app, whose launch starts a new call log.
            results.log = test.log
            #expect(results.parent === search)
            click(search.searchBar.searchTextField, in: test)
            #expect(results.viewIfLoaded?.superview == nil, "no text yet: the content is dimmed")
            test.log.removeAll()
            test.key(4, "a")
            #expect(results.view.superview === list.view.superview)
            #expect(results.view.frame == list.view.frame)
            #expect(search.presentation.dimming.superview == nil)
            #expect(
                test.log.entries.filter { $0.contains("Appear") } == [
                    "RecordingViewController::viewWillAppear(_:)", "RecordingViewController::viewIsAppearing(_:)",
                    "RecordingViewController::viewDidAppear(_:)",
                ])
            search.isActive = false
            #expect(results.view.superview == nil)
            #expect(search.searchBar.text == "a", "ending the search in code keeps the text")
        }
    }
}
