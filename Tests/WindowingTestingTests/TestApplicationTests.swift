import Foundation
import Testing
import UIKit
import WindowingTesting

/// A counter screen written as an app would write it, tested as an app's tests would test it:
/// through `WindowingTesting` and public API only (no `@testable`).
final class CounterViewController: UIViewController {
    let label = UILabel()
    let button = UIButton(type: .system)
    let keys = KeyView()
    private(set) var count = 0
    private(set) var calls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        view.backgroundColor = .white
        label.frame = CGRect(x: 20, y: 20, width: 200, height: 30)
        label.text = "0"
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        button.setTitle("Add one", for: .normal)
        button.addTarget(self, action: ActionMessage(CounterViewController.addOne), for: .touchUpInside)
        keys.frame = CGRect(x: 0, y: 200, width: 200, height: 100)
        keys.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        [label, button, keys].forEach(view.addSubview)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }

    /// Adds one when a timer fires, as an app's delayed work does.
    func addOne(after seconds: TimeInterval) {
        _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.addOne(nil) }
        }
    }

    func addOne(_ sender: Any?) {
        count += 1
        label.text = "\(count)"
    }
}

/// Records the text of every key pressed while it is the first responder, and drags.
final class KeyView: UIView {
    private(set) var typed = ""
    private(set) var dragPath: [CGPoint] = []

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        typed += presses.compactMap { $0.key?.characters }.joined()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragPath = touches.first.map { [$0.location(in: self)] } ?? []
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { dragPath.append(touch.location(in: self)) }
    }
}

@MainActor
@Suite(.serialized)
struct TestApplicationTests {
    @Test(arguments: [TestApplication.Display.headless, .xvfb])
    func aTapRunsTheButtonsActionAndRedraws(on display: TestApplication.Display) throws {
        let controller = CounterViewController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 480), on: display)
        defer { app.terminate() }
        #expect(controller.calls == ["viewDidLoad", "viewDidAppear"])
        #expect(app.rootViewController === controller)
        #expect(app.window?.bounds.size == CGSize(width: 320, height: 480))

        app.tap(controller.button)
        app.tap(controller.button)
        #expect(controller.count == 2)
        #expect(controller.label.text == "2")
        // The red key view, read back from what was presented (from the X server on Xvfb).
        #expect(app.pixel(at: CGPoint(x: 100, y: 250)) == 0xFF0000)
        #expect(app.pixel(at: CGPoint(x: 300, y: 400)) == 0xFFFFFF)
        #expect(app.image()?.width == 320)
    }

    @Test(arguments: [TestApplication.Display.headless, .xvfb])
    func keysReachTheFirstResponder(on display: TestApplication.Display) throws {
        let controller = CounterViewController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 480), on: display)
        defer { app.terminate() }
        #expect(controller.keys.becomeFirstResponder())
        app.type("Hi 5")
        app.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(controller.keys.typed == "Hi 5\r")
    }

    @Test(arguments: [TestApplication.Display.headless, .xvfb])
    func aDragMovesThroughTheView(on display: TestApplication.Display) throws {
        let controller = CounterViewController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 320, height: 480), on: display)
        defer { app.terminate() }
        app.drag(from: CGPoint(x: 10, y: 210), to: CGPoint(x: 110, y: 260), steps: 5)
        #expect(controller.keys.dragPath.first == CGPoint(x: 10, y: 10))
        #expect(controller.keys.dragPath.last == CGPoint(x: 110, y: 60))
        #expect(controller.keys.dragPath.count == 6)
    }

    @Test func waitingServesTimersAndTheMainQueueWithoutSleeping() async throws {
        let controller = CounterViewController()
        let app = try TestApplication.launch(controller)
        defer { app.terminate() }
        // The timer fires while the wait serves the run loop; a wait that only slept would reach
        // its timeout and throw. No wall-clock bound: under load the machine decides the time.
        controller.addOne(after: 0.1)
        try await app.waitUntil { controller.count == 1 }
        #expect(controller.label.text == "1")
        DispatchQueue.main.async { controller.addOne(nil) }
        try await app.waitUntil { controller.count == 2 }
        await #expect(throws: TestApplication.TimeoutError.self) {
            try await app.waitUntil(timeout: 0.2) { controller.count == 5 }
        }
    }

    @Test func snapshotsCompareWithAGoldenImage() throws {
        let controller = CounterViewController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 200, height: 320))
        defer { app.terminate() }
        let png = try #require(app.pngData())
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("goldens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(goldensFolder: folder, failuresFolder: folder, recording: true)
        #expect(store.check(png: png, named: "counter", tolerance: .exact) != .matched)  // recorded
        let checking = GoldenStore(goldensFolder: folder, failuresFolder: folder, recording: false)
        #expect(checking.check(png: png, named: "counter", tolerance: .exact) == .matched)
        app.tap(controller.button)
        let changed = try #require(app.pngData())
        #expect(checking.check(png: changed, named: "counter", tolerance: .exact) != .matched)
    }
}
