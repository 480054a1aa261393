import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A controller whose view is one colour, logging when it has appeared and disappeared.
@MainActor
final class SolidColorController: UIViewController {
    private let color: UIColor
    private(set) var calls: [String] = []

    init(_ color: UIColor, title: String) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("didAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        calls.append("didDisappear")
    }
}

/// Animated controller transitions on a private Xvfb, driven by XTEST clicks, with the run loop's
/// real frame clock: the pixels the X server holds change, and the calls UIKit makes after a
/// movement come once it ends. Synchronous, so no other suite can replace the process-wide
/// application object midway.
@MainActor
@Suite(.serialized)
struct NavigationX11Tests {
    static let probe = CGPoint(x: 160, y: 170)

    @Test func anAnimatedPushAndTheBackButtonChangeThePixels() throws {
        let first = SolidColorController(.red, title: "First")
        let second = SolidColorController(.blue, title: "Second")
        let navigation = UINavigationController(rootViewController: first)
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        try app.waitUntil { app.pixel(at: Self.probe) == 0xFF0000 }

        navigation.pushViewController(second, animated: true)
        #expect(second.calls.isEmpty, "viewDidAppear waits for the movement")
        try app.waitUntil { second.calls == ["didAppear"] }
        try app.waitUntil { app.pixel(at: Self.probe) == 0x0000FF }
        #expect(first.calls == ["didAppear", "didDisappear"])

        app.tap(navigation.navigationBar.backButton)
        try app.waitUntil { first.calls == ["didAppear", "didDisappear", "didAppear"] }
        try app.waitUntil { app.pixel(at: Self.probe) == 0xFF0000 }
        #expect(second.calls == ["didAppear", "didDisappear"])
        #expect(navigation.viewControllers == [first])
    }

    @Test func anAlertActionRunsItsHandlerOnceTheAlertHasGone() throws {
        let root = SolidColorController(.green, title: "Root")
        let app = try TestApplication.launch(root, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        try app.waitUntil { app.pixel(at: Self.probe) == 0x00FF00 }
        var handled: [Bool] = []
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak alert] _ in
                handled.append(alert?.presentingViewController == nil)
            })
        var presented = false
        root.present(alert, animated: true) { presented = true }
        try app.waitUntil { presented }
        // The sheet's dimming covers the green where the alert is not.
        try app.waitUntil { app.pixel(at: CGPoint(x: 5, y: 5)) != 0x00FF00 }

        let delete = try #require((alert.view as? AlertView)?.buttons.first { $0.action.title == "Delete" }?.button)
        app.tap(delete)
        try app.waitUntil { !handled.isEmpty }
        #expect(handled == [true], "the handler runs after the dismissal")
        try app.waitUntil { app.pixel(at: CGPoint(x: 5, y: 5)) == 0x00FF00 }
        #expect(root.presentedViewController == nil)
    }

    @Test func theToolbarTakesTheBottomAndAClickOnItsItemRunsTheAction() throws {
        let root = SolidColorController(.red, title: "Root")
        let recolour = UIBarButtonItem(title: "Blue", style: .plain, target: nil, action: nil)
        recolour.primaryAction = UIAction { _ in root.view.backgroundColor = .blue }
        root.toolbarItems = [.flexibleSpace(), recolour]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        try app.waitUntil { app.pixel(at: Self.probe) == 0xFF0000 }
        // The content ends above the 44-point bar: its hairline, then the bar's light grey.
        #expect(app.pixel(at: CGPoint(x: 5, y: 195)) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 5, y: 196)) == 0xB3B3B3)
        #expect(app.pixel(at: CGPoint(x: 5, y: 230)) == 0xF8F8F8)

        let button = try #require(navigation.toolbar.subviews.first { $0 is UIButton })
        #expect(button.convert(button.bounds, to: nil).maxX == 320 - UIToolbar.margin)
        app.tap(button)
        try app.waitUntil { app.pixel(at: Self.probe) == 0x0000FF }
        #expect(app.pixel(at: CGPoint(x: 5, y: 230)) == 0xF8F8F8)
    }
}

/// A scroll view as a controller's view: red, with tall content.
@MainActor
final class RedListController: UIViewController {
    override func loadView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scrollView.backgroundColor = .red
        scrollView.contentSize = CGSize(width: 320, height: 3000)
        scrollView.showsVerticalScrollIndicator = false
        view = scrollView
    }
}

/// The large title collapsing as the wheel scrolls the top controller's scroll view, read back
/// from the X server: the bar's lower part gives way to the content, the row shows the title.
@MainActor
@Suite(.serialized)
struct NavigationLargeTitleX11Tests {
    @Test func wheelingUpCollapsesTheLargeTitleIntoTheRow() throws {
        let list = RedListController()
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 320, height: 240), on: .xvfb)
        defer { app.terminate() }
        let underRow = CGPoint(x: 300, y: 70)
        try app.waitUntil { app.pixel(at: CGPoint(x: 300, y: 150)) == 0xFF0000 }
        #expect(app.pixel(at: underRow) != 0xFF0000, "the large title's part of the bar")
        #expect(darkPixels(app, x: 110..<210, y: 8..<36) == 0, "no title in the row")

        app.scroll(dy: 3, at: CGPoint(x: 160, y: 150))
        try app.waitUntil { navigation.navigationBar.frame.height == 44 }
        try app.waitUntil { app.pixel(at: underRow) == 0xFF0000 }
        #expect(darkPixels(app, x: 110..<210, y: 8..<36) > 10, "the title in the row")

        app.scroll(dy: -3, at: CGPoint(x: 160, y: 150))
        try app.waitUntil { navigation.navigationBar.frame.height == 96 }
        try app.waitUntil { app.pixel(at: underRow) != 0xFF0000 }
        #expect(darkPixels(app, x: 16..<120, y: 44..<95) > 50, "the large title is back")
    }

    private func darkPixels(_ app: TestApplication, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y {
            for column in x {
                guard let pixel = app.pixel(at: CGPoint(x: column, y: row)) else { continue }
                if [pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF].allSatisfy({ $0 < 0x60 }) { count += 1 }
            }
        }
        return count
    }
}
