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
}
