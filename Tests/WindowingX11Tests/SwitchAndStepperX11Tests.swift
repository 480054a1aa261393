import Foundation
import Testing
import Windowing
import WindowingTesting

/// A switch on a white screen that records what it sends.
@MainActor
final class SwitchController: UIViewController {
    let control = UISwitch(frame: CGRect(x: 40, y: 40, width: 0, height: 0))
    var sent: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        control.addAction(UIAction { [unowned self] _ in sent.append(control.isOn) }, for: .valueChanged)
        view.addSubview(control)
    }
}

/// UISwitch on a private Xvfb: an XTEST click flips it, a drag moves it to the other side, and the
/// pixels the X server holds show the track's colour and the thumb's side once the slide ends.
@MainActor
@Suite(.serialized)
struct SwitchX11Tests {
    /// The system green of an on track, and white.
    static let green: UInt32 = 0x34C759
    static let white: UInt32 = 0xFFFFFF

    @Test func aClickTurnsItOnAndADragTurnsItOff() throws {
        let controller = SwitchController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 200, height: 120), on: .xvfb)
        defer { app.terminate() }
        // Off: the thumb is on the left (x 42 to 69), the track's right end is the light fill.
        #expect(app.pixel(at: CGPoint(x: 55, y: 55)) == Self.white)
        #expect(app.pixel(at: CGPoint(x: 83, y: 55)) != Self.green)

        app.tap(at: CGPoint(x: 65, y: 55))
        try app.waitUntil { controller.control.isOn }
        // After the slide: the thumb on the right (x 62 to 89), green where it was.
        try app.waitUntil { app.pixel(at: CGPoint(x: 48, y: 55)) == Self.green }
        #expect(app.pixel(at: CGPoint(x: 76, y: 55)) == Self.white)

        app.drag(from: CGPoint(x: 80, y: 55), to: CGPoint(x: 45, y: 55))
        try app.waitUntil { !controller.control.isOn }
        try app.waitUntil {
            app.pixel(at: CGPoint(x: 55, y: 55)) == Self.white && app.pixel(at: CGPoint(x: 48, y: 55)) != Self.green
        }
        #expect(controller.sent == [true, false])
    }
}

/// A stepper on a white screen.
@MainActor
final class StepperController: UIViewController {
    let stepper = UIStepper(frame: CGRect(x: 40, y: 40, width: 94, height: 32))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(stepper)
    }
}

/// UIStepper on a private Xvfb: XTEST clicks on "+" raise the value, and the "−" sign, dim at the
/// minimum, is drawn in the label colour once it can step.
@MainActor
@Suite(.serialized)
struct StepperX11Tests {
    @Test func clicksOnPlusRaiseTheValueAndWakeTheMinus() throws {
        let controller = StepperController()
        let app = try TestApplication.launch(controller, windowSize: CGSize(width: 200, height: 120), on: .xvfb)
        defer { app.terminate() }
        // The minus's bar runs from x 40 + 16.5 to 40 + 30.5 at y 40 + 16.
        let minus = CGPoint(x: 63, y: 56)
        #expect(app.pixel(at: minus) != 0x000000)
        app.tap(at: CGPoint(x: 110, y: 56))
        app.tap(at: CGPoint(x: 110, y: 56))
        try app.waitUntil { controller.stepper.value == 2 }
        try app.waitUntil { app.pixel(at: minus) == 0x000000 }
    }
}
