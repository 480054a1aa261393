import Foundation
import Testing

@testable import Windowing

/// `UISegmentedControl`: segments and their indices, clicks that select, momentary mode, widths,
/// and its pixels. The control sits at (100, 100, 300, 32) in the window: three 100-point segments.
@Suite @MainActor struct UISegmentedControlTests {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(control, frame: CGRect(x: 100, y: 100, width: 300, height: 32))
        log = ControlEventLog(control)
    }

    @Test func itemsMakeSegmentsAndNoneIsSelected() {
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["One", "Two", "Three"])
        #expect(control.titleForSegment(at: 3) == nil)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.intrinsicContentSize.height == 32)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test func settingTheIndexSendsNothingAndAnIndexOutsideSelectsNone() {
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.names.isEmpty)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "Two")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func aClickSelectsTheSegmentUnderItAndSendsValueChanged() {
        driver.down(250, 116)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "nothing changes before the release")
        driver.up(250, 116)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.names == ["touchDown", "valueChanged", "touchUpInside"])
        log.clear()
        driver.down(260, 116)
        driver.up(260, 116)
        #expect(!log.names.contains("valueChanged"), "the selected segment again sends nothing")
    }

    @Test func releasingOutsideOrOnADisabledSegmentChangesNothing() {
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2))
        driver.down(350, 116)
        driver.up(350, 116)
        driver.down(150, 116)
        driver.move(150, 300)
        driver.up(150, 300)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aMomentaryControlSendsEveryClickAndShowsNoSelection() {
        control.isMomentary = true
        driver.down(150, 116)
        driver.up(150, 116)
        driver.down(150, 116)
        driver.up(150, 116)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.names.filter { $0 == "valueChanged" }.count == 2)
    }

    @Test func fixedWidthsComeFirstAndTheRestShareTheRemainder() {
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60)
        let frames = control.segmentFrames(in: CGRect(x: 0, y: 0, width: 300, height: 32))
        #expect(frames.map(\.width) == [60, 120, 120])
        #expect(frames.map(\.minX) == [0, 60, 180])
    }

    @Test func theSelectedSegmentIsRaisedWhiteOnTheGreyTrack() {
        let view = UISegmentedControl(items: ["A", "B"])
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        view.selectedSegmentIndex = 1
        let canvas = DrawingCanvas(width: 200, height: 32)
        canvas.draw { view.draw(view.bounds) }
        #expect(canvas.rgba(190, 6) == [255, 255, 255, 255], "the raised segment")
        // The track: the tertiary system fill, (118, 118, 128) at alpha 0.12.
        #expect(zip(canvas.rgba(10, 6), [118, 118, 128, 31]).allSatisfy { abs($0 - $1) <= 3 })
        view.selectedSegmentTintColor = .green
        let tinted = DrawingCanvas(width: 200, height: 32)
        tinted.draw { view.draw(view.bounds) }
        #expect(tinted.rgba(190, 6) == [0, 255, 0, 255])
    }
}
