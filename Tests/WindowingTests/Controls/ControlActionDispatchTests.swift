import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Actions travel through `UIApplication.sendAction(_:to:from:for:)`, and a nil target goes up the
    /// responder chain (behaviour 1.22, 8.31, 8.32); a pressed button shows on screen (behaviour 8.30).
    @Suite @MainActor struct ControlActionDispatch {
        static let buttonFrame = CGRect(x: 100, y: 100, width: 80, height: 40)

        /// Launches a scene app (with `principal` as its application class) whose root
        /// `ControlHostViewController` shows `button` at `buttonFrame`.
        static func launch(_ button: UIButton, principal: UIApplication.Type = UIApplication.self) throws
            -> (TestApp, ControlHostViewController)
        {
            let controller = ControlHostViewController()
            controller.build = { root in
                button.frame = buttonFrame
                root.addSubview(button)
            }
            let test = TestApp.launch(principal: principal, infoPlist: try TestPlist.manifest(), root: { controller })
            return (test, controller)
        }

        static func pointer(_ kind: PlatformPointerEvent.Kind, _ x: Double, _ y: Double, in test: TestApp) {
            test.send { id in
                .pointer(
                    id,
                    PlatformPointerEvent(kind: kind, location: PlatformPoint(x: x, y: y), modifiers: [], timestamp: 1))
            }
        }

        static func click(_ x: Double, _ y: Double, in test: TestApp) {
            pointer(.buttonDown(1), x, y, in: test)
            pointer(.buttonUp(1), x, y, in: test)
        }

        // behaviour 8.31: a nil target reaches the controller that implements the selector.
        @Test func aNilTargetReachesTheViewControllerUpTheChain() throws {
            let button = UIButton(type: .system)
            button.addTarget(nil, action: ControlHostViewController.buttonTapped, for: .touchUpInside)
            let (test, controller) = try Self.launch(button)
            Self.click(120, 120, in: test)
            #expect(controller.received == ["buttonTapped"])
        }

        // behaviour 8.32: a UIApplication subclass that overrides sendAction sees every control action.
        @Test func theApplicationSeesEveryTargetAction() throws {
            let button = UIButton(type: .system)
            let target = ActionTarget()
            button.addTarget(target, action: ActionTarget.tapped, for: .touchDown, name: "down")
            button.addTarget(nil, action: ControlHostViewController.buttonTapped, for: .touchUpInside, name: "up")
            let (test, controller) = try Self.launch(button, principal: ActionWatchingApplication.self)
            Self.click(120, 120, in: test)
            let application = try #require(test.app as? ActionWatchingApplication)
            #expect(application.actions == ["down", "up"])
            #expect(target.calls == ["target.tapped"])
            #expect(controller.received == ["buttonTapped"])
        }

        @Test func aClickOutsideTheButtonSendsNothing() throws {
            var hit = false
            let button = UIButton(primaryAction: UIAction { _ in hit = true })
            let (test, _) = try Self.launch(button)
            Self.click(20, 300, in: test)
            #expect(!hit)
            Self.click(120, 120, in: test)
            #expect(hit)
        }

        // behaviour 8.30: the pressed look reaches the window's pixels and goes away on release.
        @Test func aPressedButtonLooksPressedOnScreen() throws {
            let button = UIButton(type: .custom)
            button.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            let (test, _) = try Self.launch(button)
            let normal = try #require(test.pixel(140, 120))
            Self.pointer(.buttonDown(1), 140, 120, in: test)
            let pressed = try #require(test.pixel(140, 120))
            Self.pointer(.buttonUp(1), 140, 120, in: test)
            let released = try #require(test.pixel(140, 120))
            #expect(normal == 0xFF00_00FF)
            #expect(pressed == 0xFF00_00CC)
            #expect(released == normal)
        }

        @Test func theTraceShowsTrackingAndEachAction() throws {
            let button = UIButton(type: .system)
            button.addTarget(
                nil, action: ControlHostViewController.buttonTapped, for: .touchUpInside, name: "buttonTapped")
            let (test, _) = try Self.launch(button)
            let lines = collectTrace { Self.click(120, 120, in: test) }
            let expected = [
                "UIButton::beginTracking(_:with:)", "UIButton::endTracking(_:with:)",
                "· UIButton sends actions for .touchUpInside", "UIButton::sendAction(_:to:for:)",
                "UIApplication::sendAction(_:to:from:for:)",
                "· action buttonTapped reached ControlHostViewController up the responder chain",
            ]
            var remaining = lines[...]
            for line in expected {
                guard let index = remaining.firstIndex(where: { $0.hasSuffix(line) }) else {
                    Issue.record("missing trace line '\(line)' in \(lines)")
                    return
                }
                remaining = remaining[(index + 1)...]
            }
        }

        // Without an application object the control performs actions itself, walking its own chain.
        @Test func withoutAnApplicationANilTargetWalksTheControlsChain() {
            UIApplication.resetForTesting()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let receiver = ActionReceivingView(frame: window.bounds)
            let button = UIButton(type: .system)
            window.addSubview(receiver)
            receiver.addSubview(button)
            button.addTarget(nil, action: ActionReceivingView.receive, for: .valueChanged)
            button.sendActions(for: .valueChanged)
            #expect(receiver.senders.count == 1 && receiver.senders[0] === button)
            button.addTarget(nil, action: ActionTarget.tapped, for: .touchCancel)
            button.sendActions(for: .touchCancel)
        }
    }
}
