import Foundation
import Testing

@testable import Windowing

/// Records a search bar delegate's calls in order.
final class RecordingSearchBarDelegate: UISearchBarDelegate {
    var calls: [String] = []
    var allowsBegin = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldEnd")
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        calls.append("textDidChange \(searchText)")
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(text)")
        return true
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("searchClicked") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        calls.append("scope \(selectedScope)")
    }
}

/// A headless window with a search bar across its top.
@MainActor
struct SearchBarHarness: KeyboardHarness {
    let host: HeadlessWindow<UIViewController>
    let bar = UISearchBar(frame: .zero)
    let delegate = RecordingSearchBarDelegate()

    init() throws {
        host = try HeadlessWindow(showing: UIViewController())
        bar.delegate = delegate
        bar.sizeToFit()
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: bar.frame.height)
        host.controller.view.addSubview(bar)
        host.test.app.runUntilIdle()
    }

    var id: PlatformWindowID { host.id }

    func click(_ view: UIView, at point: CGPoint? = nil) {
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let spot = view.convert(local, to: nil)
        host.send([
            .pointer(.buttonDown(1), x: Double(spot.x), y: Double(spot.y), in: id, at: 10),
            .pointer(.buttonUp(1), x: Double(spot.x), y: Double(spot.y), in: id, at: 10),
        ])
    }
}

@MainActor
struct UISearchBarTests {
    @Test func theBarIsFiftySixPointsHighWithItsFieldInsideAnEightPointMargin() throws {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 56))
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.cancelButton.isHidden)
        #expect(bar.returnKeyType == .search)
        bar.placeholder = "Books"
        #expect(bar.searchTextField.placeholder == "Books")
        bar.placeholder = nil
        #expect(bar.searchTextField.placeholder == "Search")

        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        #expect(!bar.cancelButton.isHidden)
        #expect(bar.cancelButton.frame.maxX == 312)
        #expect(bar.searchTextField.frame.maxX == bar.cancelButton.frame.minX - 8)

        bar.scopeButtonTitles = ["All", "Titles"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)).height == 56, "no scope bar until it is shown")
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)).height == 100)
        #expect(bar.scopeBar.numberOfSegments == 2)
        #expect(bar.scopeBar.selectedSegmentIndex == 0)
    }

    @Test func typingSearchingAndCancellingReachTheDelegateInUIKitsOrder() throws {
        let harness = try SearchBarHarness()
        let bar = harness.bar
        harness.click(bar.searchTextField)
        #expect(bar.searchTextField.isFirstResponder)
        harness.type("ab")
        #expect(bar.text == "ab")
        harness.key(Keys.returnKey, "\r")
        #expect(bar.searchTextField.isFirstResponder, "Search does not end editing")
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        harness.click(bar.cancelButton)
        #expect(
            harness.delegate.calls == [
                "shouldBegin", "didBegin", "shouldChange 0,0 a", "textDidChange a", "shouldChange 1,0 b",
                "textDidChange ab", "searchClicked", "cancelClicked",
            ])

        harness.delegate.calls.removeAll()
        bar.text = "code"
        #expect(harness.delegate.calls.isEmpty, "a change in code is not reported")
        let field = bar.searchTextField
        harness.click(field, at: CGPoint(x: field.clearButtonRect(forBounds: field.bounds).midX, y: field.bounds.midY))
        #expect(bar.text == "")
        #expect(harness.delegate.calls == ["textDidChange "])

        harness.delegate.calls.removeAll()
        #expect(bar.resignFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(harness.delegate.calls == ["shouldEnd", "didEnd"])
    }

    @Test func theDelegateCanRefuseEditingAndTheBarBecomesFirstResponderThroughItsField() throws {
        let harness = try SearchBarHarness()
        let bar = harness.bar
        harness.delegate.allowsBegin = false
        harness.click(bar.searchTextField)
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(harness.delegate.calls == ["shouldBegin"])
        harness.delegate.allowsBegin = true
        #expect(bar.becomeFirstResponder())
        #expect(bar.searchTextField.isFirstResponder)
        #expect(!bar.isFirstResponder)
    }

    @Test func aClickOnAScopeButtonSelectsItAndTellsTheDelegate() throws {
        let harness = try SearchBarHarness()
        let bar = harness.bar
        bar.scopeButtonTitles = ["All", "Authors", "Titles"]
        bar.showsScopeBar = true
        bar.sizeToFit()
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 100)
        let segmentWidth = bar.scopeBar.bounds.width / 3
        harness.click(bar.scopeBar, at: CGPoint(x: segmentWidth * 2.5, y: bar.scopeBar.bounds.midY))
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(harness.delegate.calls == ["scope 2"])
        bar.selectedScopeButtonIndex = 1
        #expect(bar.scopeBar.selectedSegmentIndex == 1)
        #expect(harness.delegate.calls == ["scope 2"], "a change in code is not reported")
    }
}
