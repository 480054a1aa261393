import Foundation
import Testing

@testable import Windowing

/// How a control turns touches into control events (behaviour 8.29, 8.30, 8.14). The control sits at
/// (100, 100, 100, 50) in the window; the tracking gutter is 70 points.
@Suite @MainActor struct UIControlTrackingTests {
    let control = UIControl(frame: .zero)
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(control)
        log = ControlEventLog(control)
    }

    // behaviour 8.29: press inside, release inside.
    @Test func aTapSendsTouchDownThenTouchUpInside() {
        driver.tap()
        #expect(log.names == ["touchDown", "touchUpInside"])
    }

    // behaviour 8.29: press inside, drag out, release outside.
    @Test func dragOutAndReleaseSendsExitOutsideAndTouchUpOutside() {
        driver.down(150, 125)
        driver.move(160, 130)
        driver.move(170, 130)
        driver.move(350, 130)
        driver.move(360, 300)
        driver.up(370, 320)
        #expect(
            log.names == [
                "touchDown", "touchDragInside", "touchDragInside", "touchDragExit", "touchDragOutside",
                "touchDragOutside",
                "touchUpOutside",
            ])
    }

    @Test func draggingBackInSendsEnterThenInside() {
        driver.down(150, 125)
        driver.move(350, 125)
        log.clear()
        driver.move(150, 125)
        driver.move(155, 125)
        driver.up(155, 125)
        #expect(log.names == ["touchDragEnter", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    // behaviour 8.29: the 70-point gutter.
    @Test func releasingFortyPointsOutsideStillCountsAsInside() {
        driver.down(150, 125)
        driver.move(240, 125)
        driver.up(240, 125)
        #expect(log.names == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func releasingTwoHundredPointsAwayIsOutside() {
        driver.down(150, 125)
        driver.up(150, 350)
        #expect(log.names == ["touchDown", "touchUpOutside"])
    }

    @Test func theGutterEndsSeventyPointsBeyondTheBounds() {
        driver.down(150, 125)
        driver.move(269, 125)
        #expect(control.isTouchInside)
        driver.move(271, 125)
        #expect(!control.isTouchInside)
        #expect(log.names == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside"])
    }

    @Test func aRepeatedTapSendsTouchDownRepeatAfterTouchDown() {
        driver.down(150, 125, tapCount: 2)
        #expect(log.names == ["touchDown", "touchDownRepeat"])
    }

    // behaviour 8.30
    @Test func isHighlightedHoldsBetweenTouchDownAndTouchUp() {
        driver.down(150, 125)
        #expect(control.isHighlighted)
        #expect(control.isTracking)
        #expect(control.state == .highlighted)
        driver.up(150, 125)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(log.highlights == [true, false])
    }

    @Test func isHighlightedFollowsTheTouchInAndOut() {
        driver.down(150, 125)
        driver.move(350, 125)
        #expect(!control.isHighlighted)
        driver.move(150, 125)
        #expect(control.isHighlighted)
    }

    // behaviour 8.30
    @Test func aDisabledControlSendsNothingAndStaysUnhighlighted() {
        control.isEnabled = false
        driver.down(150, 125)
        #expect(!control.isHighlighted)
        driver.move(160, 125)
        driver.up(160, 125)
        #expect(log.names.isEmpty)
        #expect(!control.isTracking)
    }

    @Test func aDisabledControlPassesTouchesUpTheResponderChain() {
        let parent = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        driver.window.addSubview(parent)
        parent.addSubview(control)
        control.isEnabled = false
        driver.tap(150, 125)
        #expect(parent.phases == ["began", "ended"])
        control.isEnabled = true
        driver.tap(150, 125)
        #expect(parent.phases == ["began", "ended"])
    }

    @Test func disablingMidTouchStopsTrackingQuietly() {
        let parent = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        driver.window.addSubview(parent)
        parent.addSubview(control)
        driver.down(150, 125)
        control.isEnabled = false
        #expect(!control.isHighlighted && !control.isTracking)
        driver.move(160, 125)
        driver.up(160, 125)
        #expect(log.names == ["touchDown"])
        #expect(parent.phases.isEmpty)
    }

    // behaviour 8.14, 8.29
    @Test func cancellingSendsTouchCancelAndClearsTheHighlight() {
        driver.down(150, 125)
        driver.move(160, 125)
        driver.cancel()
        #expect(log.names == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
    }

    @Test func aPlainControlDoesNotSendPrimaryActionTriggered() {
        driver.tap()
        #expect(!log.names.contains("primaryActionTriggered"))
    }

    @Test func sendActionsSendsEachEventInRawValueOrder() {
        control.sendActions(for: [.touchUpInside, .touchDown, .valueChanged])
        #expect(log.names == ["touchDown", "touchUpInside", "valueChanged"])
    }
}

/// Overriding the tracking methods (behaviour 8.29).
@Suite @MainActor struct UIControlTrackingOverrideTests {
    @Test func trackingMethodsAreCalledInOrderWithTheTouch() {
        let control = TrackingControl(frame: .zero)
        let driver = ControlTouchDriver(control)
        driver.down(150, 125)
        driver.move(160, 125)
        driver.up(160, 125)
        #expect(control.calls == ["begin", "continue", "end"])
        #expect(control.touches.allSatisfy { $0 === driver.touch })
        driver.down(150, 125)
        driver.cancel()
        #expect(control.calls == ["begin", "continue", "end", "begin", "cancel"])
    }

    @Test func refusingToBeginTrackingSendsNoEvents() {
        let control = TrackingControl(frame: .zero)
        control.beginsTracking = false
        let driver = ControlTouchDriver(control)
        let log = ControlEventLog(control)
        driver.down(150, 125)
        #expect(!control.isTracking)
        driver.move(160, 125)
        driver.up(160, 125)
        #expect(log.names.isEmpty)
        #expect(control.calls == ["begin"])
        #expect(!control.isHighlighted)
    }

    @Test func refusingToContinueStopsTheEvents() {
        let control = TrackingControl(frame: .zero)
        control.continuesTracking = false
        let driver = ControlTouchDriver(control)
        let log = ControlEventLog(control)
        driver.down(150, 125)
        driver.move(160, 125)
        driver.move(170, 125)
        driver.up(170, 125)
        #expect(log.names == ["touchDown"])
        #expect(control.calls == ["begin", "continue"])
        #expect(!control.isHighlighted)
    }
}

/// A control that records its tracking calls.
final class TrackingControl: UIControl {
    var calls: [String] = []
    var touches: [UITouch] = []
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        touches.append(touch)
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        touches.append(touch)
        return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        if let touch { touches.append(touch) }
    }

    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

/// A view that records the touch phases that reach it.
final class TouchCountingView: UIView {
    var phases: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}
