import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// `UIStepper`: the range and step, presses on each half with the events they send, the held
/// press's repeats (fired through the stepper's own timer), wrapping, and its pixels. The stepper
/// sits at (100, 100) in the window, 94×32 points: "−" left of x = 147, "+" right of it.
@Suite @MainActor struct UIStepperTests {
    let stepper = UIStepper(frame: .zero)
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(stepper, frame: CGRect(x: 100, y: 100, width: 94, height: 32))
        log = ControlEventLog(stepper)
    }

    @Test func defaultsAreUIKits() {
        #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 0, 100, 1))
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func theRangeKeepsItsOrderAndTheValueStaysInIt() {
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.minimumValue = 200
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (200, 200, 200))
        stepper.maximumValue = 50
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (50, 50, 50))
        #expect(log.names.isEmpty)
    }

    @Test func aStepOfZeroIsRefusedWithAWarning() {
        var warnings: [String] = []
        ControllerWarnings.sink = { warnings.append($0) }
        defer { ControllerWarnings.sink = nil }
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        #expect(warnings == ["UIStepper: stepValue must be greater than 0, not 0.0; it stays 1.0"])
    }

    @Test func aPressOnPlusStepsAtOnceAndSendsValueChanged() {
        driver.down(170, 115)
        #expect(stepper.value == 1)
        #expect(log.names == ["touchDown", "valueChanged"])
        driver.up(170, 115)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside"])
        stepper.stepValue = 2.5
        driver.tap(110, 115)
        #expect(stepper.value == 0, "the minimum stops the minus half")
    }

    @Test func minusDoesNothingAtTheMinimum() {
        driver.tap(110, 115)
        #expect(stepper.value == 0)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aNonContinuousStepperSendsOnceWhenThePressEnds() {
        stepper.isContinuous = false
        driver.down(170, 115)
        #expect(stepper.value == 1)
        #expect(log.names == ["touchDown"])
        driver.up(170, 115)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func aHeldPressRepeatsTheStepUntilItEnds() throws {
        driver.down(170, 115)
        for _ in 0..<3 { try #require(stepper.autorepeatTimer).fire() }
        #expect(stepper.value == 4)
        driver.up(170, 115)
        #expect(stepper.autorepeatTimer == nil)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 4)
    }

    @Test func withoutAutorepeatAHeldPressStepsOnce() {
        stepper.autorepeat = false
        driver.down(170, 115)
        #expect(stepper.autorepeatTimer == nil)
        driver.up(170, 115)
        #expect(stepper.value == 1)
    }

    @Test func wrappingGoesOnFromTheOtherEnd() {
        stepper.wraps = true
        stepper.maximumValue = 3
        driver.tap(110, 115)
        #expect(stepper.value == 3)
        driver.tap(170, 115)
        #expect(stepper.value == 0)
    }

    // MARK: - Pixels

    private func rgb(_ pixel: UInt32) -> [Int] {
        [Int(pixel >> 16 & 0xff), Int(pixel >> 8 & 0xff), Int(pixel & 0xff)]
    }

    @Test func drawsAMinusAndAPlusOnTheFilledShape() {
        let view = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        view.value = 5
        let renderer = OffscreenRenderer(width: 94, height: 32)
        renderer.render(view)
        // The fill, (118, 118, 128) at alpha 0.12, over the white buffer.
        #expect(zip(rgb(renderer.pixel(x: 30, y: 6)), [241, 241, 242]).allSatisfy { abs($0 - $1) <= 3 })
        // Both signs' bars in the label colour; the plus's upright bar, not the minus's.
        #expect(rgb(renderer.pixel(x: 23, y: 16)) == [0, 0, 0])
        #expect(rgb(renderer.pixel(x: 70, y: 16)) == [0, 0, 0])
        #expect(rgb(renderer.pixel(x: 70, y: 11)) == [0, 0, 0])
        #expect(rgb(renderer.pixel(x: 23, y: 11)) != [0, 0, 0])
    }

    @Test func aSignThatCannotStepIsDimmed() {
        let view = UIStepper(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
        let renderer = OffscreenRenderer(width: 94, height: 32)
        renderer.render(view)
        #expect(rgb(renderer.pixel(x: 23, y: 16)) != [0, 0, 0], "value 0 is the minimum")
        #expect(rgb(renderer.pixel(x: 70, y: 16)) == [0, 0, 0])
    }
}
