import Foundation
import Testing

@testable import Windowing

/// A launched headless scene app whose window shows `controller`, with input helpers in window
/// points. Input tests share it so that each suite states only what its screen holds.
@MainActor
struct HeadlessWindow<Controller: UIViewController> {
    let test: TestApp
    let controller: Controller
    let id: PlatformWindowID

    init(showing controller: Controller) throws {
        self.controller = controller
        test = try TestApp.launchSceneApp(root: { controller })
        id = try #require(test.app.sceneRegistry.platformWindowIDs.first)
    }

    var window: UIWindow { test.window! }

    /// Queues `events` as the window system would and runs the app until it is idle.
    func send(_ events: PlatformEvent...) { send(events) }

    func send(_ events: [PlatformEvent]) {
        events.forEach(test.backend.inject)
        test.app.runUntilIdle()
    }

    func down(_ x: Double, _ y: Double, at time: Double) {
        send(.pointer(.buttonDown(1), x: x, y: y, in: id, at: time))
    }
    func move(_ x: Double, _ y: Double, at time: Double) { send(.pointer(.motion, x: x, y: y, in: id, at: time)) }
    func up(_ x: Double, _ y: Double, at time: Double) { send(.pointer(.buttonUp(1), x: x, y: y, in: id, at: time)) }

    /// A press and release at one place.
    func tap(_ x: Double, _ y: Double, at time: Double) {
        down(x, y, at: time)
        up(x, y, at: time + 0.05)
    }

    /// A drag with the primary button through `points`, one every `step` seconds.
    func drag(_ points: [(Double, Double)], startingAt time: Double = 10, step: Double = 0.016, release: Bool = true) {
        guard let first = points.first else { return }
        down(first.0, first.1, at: time)
        var now = time
        for point in points.dropFirst() {
            now += step
            move(point.0, point.1, at: now)
        }
        if release, let last = points.last { up(last.0, last.1, at: now) }
    }

    /// One wheel notch, or a precise scroll, at (x, y).
    func wheel(
        deltaX: Double = 0, deltaY: Double, at x: Double = 100, _ y: Double = 100, time: Double = 5,
        isPrecise: Bool = false, modifiers: PlatformModifiers = []
    ) {
        send(
            .scroll(
                id,
                PlatformScrollEvent(
                    location: PlatformPoint(x: x, y: y), deltaX: deltaX, deltaY: deltaY, isPrecise: isPrecise,
                    modifiers: modifiers, timestamp: time)))
    }
}
