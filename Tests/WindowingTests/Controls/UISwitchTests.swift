import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UISwitch`: UIKit's fixed size and defaults, taps and drags with the events they send, and its
/// pixels. The switch sits at (100, 100) in the window, 51×31 points: its middle is x = 125.5.
@Suite @MainActor struct UISwitchTests {
    let control = UISwitch(frame: .zero)
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(control, frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        log = ControlEventLog(control)
    }

    @Test func defaultsAreUIKits() {
        #expect(!control.isOn)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.onImage == nil && control.offImage == nil && control.title == nil)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    }

    @Test func initWithFrameKeepsOnlyTheOrigin() {
        let sized = UISwitch(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
        #expect(sized.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    }

    @Test func aCheckboxStyleIsStillASlidingSwitch() {
        control.preferredStyle = .checkbox
        #expect(control.style == .sliding)
    }

    @Test func settingTheStateSendsNothing() {
        control.isOn = true
        #expect(control.isOn)
        control.setOn(false, animated: true)
        #expect(!control.isOn)
        #expect(log.names.isEmpty)
    }

    @Test func aTapFlipsTheSwitchAndSendsValueChangedBeforeTouchUpInside() {
        driver.tap(110, 115)
        #expect(control.isOn)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside"])
        driver.tap(140, 115)
        #expect(!control.isOn)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test func aDragEndsOnTheSideThePointerIsOn() {
        driver.down(105, 115)
        driver.move(112, 115)
        driver.move(145, 115)
        #expect(!control.isOn, "the state changes only when the drag ends")
        driver.up(145, 115)
        #expect(control.isOn)
        #expect(log.names == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged", "touchUpInside"])
    }

    @Test func aDragThatComesBackToItsSideChangesNothing() {
        driver.down(105, 115)
        driver.move(145, 115)
        driver.move(110, 115)
        driver.up(110, 115)
        #expect(!control.isOn)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aDragOutsideEndsOnTheNearerSide() {
        driver.down(105, 115)
        driver.move(300, 115)
        driver.up(300, 115)
        #expect(control.isOn)
        #expect(log.names.suffix(2) == ["valueChanged", "touchUpOutside"])
    }

    @Test func aCancelledTouchKeepsTheState() {
        driver.down(105, 115)
        driver.move(145, 115)
        driver.cancel()
        #expect(!control.isOn)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aDisabledSwitchIgnoresTaps() {
        control.isEnabled = false
        driver.tap(110, 115)
        #expect(!control.isOn)
        #expect(log.names.isEmpty)
    }

    @Test func targetActionReceivesTheSwitch() {
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.tappedWithSender, for: .valueChanged)
        driver.tap(110, 115)
        #expect(target.calls == ["target.tappedWithSender"])
        #expect(target.senders.first === control)
    }

    @Test func hitTestingFindsTheSwitchNotItsParts() {
        #expect(control.hitTest(CGPoint(x: 15, y: 15), with: nil) === control)
        #expect(control.hitTest(CGPoint(x: 40, y: 15), with: nil) === control)
    }

    // MARK: - Pixels

    private func render(_ view: UISwitch) -> OffscreenRenderer {
        let renderer = OffscreenRenderer(width: 51, height: 31)
        renderer.render(view)
        return renderer
    }

    private func rgb(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff)]
    }

    private func near(_ pixel: UInt32, _ expected: [Int]) -> Bool {
        zip(rgb(pixel), expected).allSatisfy { abs($0 - $1) <= 3 }
    }

    @Test func offDrawsTheFilledTrackWithTheThumbOnTheLeft() {
        let renderer = render(UISwitch(frame: .zero))
        // The system fill, (120, 120, 128) at alpha 0.2, over the white buffer.
        #expect(near(renderer.pixel(x: 42, y: 15), [228, 228, 229]))
        #expect(near(renderer.pixel(x: 15, y: 15), [255, 255, 255]))
    }

    @Test func onDrawsTheGreenTrackWithTheThumbOnTheRight() {
        let view = UISwitch(frame: .zero)
        view.isOn = true
        let renderer = render(view)
        #expect(near(renderer.pixel(x: 8, y: 15), [52, 199, 89]))
        #expect(near(renderer.pixel(x: 36, y: 15), [255, 255, 255]))
    }

    @Test func coloursReplaceTheDefaults() {
        let view = UISwitch(frame: .zero)
        view.onTintColor = .blue
        view.thumbTintColor = .red
        view.isOn = true
        let renderer = render(view)
        #expect(near(renderer.pixel(x: 8, y: 15), [0, 0, 255]))
        #expect(near(renderer.pixel(x: 36, y: 15), [255, 0, 0]))
    }
}
