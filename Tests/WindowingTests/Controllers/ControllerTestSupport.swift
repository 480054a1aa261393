import Foundation
import Testing

@testable import Windowing

/// The appearance callbacks (and marks the tests add) in `log`, in order.
@MainActor
func appearanceCalls(_ log: CallLog) -> [String] {
    let names = [
        "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
        "viewDidDisappear(_:)", "willShow", "didShow", "completion", "willMove(toParent: parent)",
        "didMove(toParent: parent)", "willMove(toParent: nil)", "didMove(toParent: nil)",
    ]
    return log.entries.filter { entry in names.contains { entry.hasSuffix("::" + $0) } }
}

/// Collects the controller containers' warnings while `body` runs.
@MainActor
func collectControllerWarnings(_ body: () -> Void) -> [String] {
    var warnings: [String] = []
    ControllerWarnings.sink = { warnings.append($0) }
    defer { ControllerWarnings.sink = nil }
    body()
    return warnings
}

/// A third recording controller class, so three controllers can be told apart in a log.
final class ThirdViewController: RecordingViewController {}

/// Records the navigation delegate's calls in the shared log.
@MainActor
final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        CallLog.shared.record(Trace.className(of: viewController), "willShow")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        CallLog.shared.record(Trace.className(of: viewController), "didShow")
    }
}

extension TestApp {
    func key(_ usage: Int, _ characters: String, modifiers: PlatformModifiers = []) {
        send { id in .key(true, usage: usage, characters, characters, in: id, modifiers: modifiers) }
        send { id in .key(false, usage: usage, characters, characters, in: id, modifiers: modifiers) }
    }

    /// Ends the controller transitions that are moving, as if their animations had run, and
    /// handles what that makes due (viewDidAppear, completions).
    func finishTransitions() {
        ControllerTransition.finishRunning()
        app.runUntilIdle()
    }

    func click(_ x: Double, _ y: Double, button: Int = 1) {
        send { id in .pointer(.buttonDown(button), x: x, y: y, in: id) }
        send { id in .pointer(.buttonUp(button), x: x, y: y, in: id) }
    }
}
