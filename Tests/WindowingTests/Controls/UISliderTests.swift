import Foundation
import Testing

@testable import Windowing

/// `UISlider`: the pinned value and range, tracking the thumb with the pointer, and its pixels.
/// The slider sits at (100, 100, 200, 31) in the window: the thumb (28 points) travels 172 points.
@Suite @MainActor struct UISliderTests {
    let slider = UISlider(frame: .zero)
    let driver: ControlTouchDriver
    let log: ControlEventLog

    init() {
        driver = ControlTouchDriver(slider, frame: CGRect(x: 100, y: 100, width: 200, height: 31))
        log = ControlEventLog(slider)
    }

    @Test func defaultsAreUIKits() {
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
        #expect(slider.thumbTintColor == nil)
        #expect(slider.intrinsicContentSize.height == 31)
    }

    @Test func theValueStaysInTheRangeAndSettingItSendsNothing() {
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 8
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (8, 8, 8))
        #expect(log.names.isEmpty)
    }

    @Test func draggingTheThumbSendsValueChangedAsItMoves() {
        driver.down(114, 115)
        driver.move(200, 115)
        #expect(slider.value == 0.5)
        driver.up(200, 115)
        #expect(log.names == ["touchDown", "valueChanged", "touchDragInside", "touchUpInside"])
    }

    @Test func theValueMovesByTheDragFromWhereTheThumbWasGrabbed() {
        slider.value = 0.5
        // The thumb's centre is at 100 + 14 + 86 = 200; grab it 10 points right of the centre.
        driver.down(210, 115)
        driver.move(253, 115)
        #expect(slider.value == 0.75)
        driver.move(900, 115)
        #expect(slider.value == 1)
        driver.up(900, 115)
    }

    @Test func aPressOnTheTrackAwayFromTheThumbDoesNotMoveIt() {
        driver.down(260, 115)
        driver.move(280, 115)
        driver.up(280, 115)
        #expect(slider.value == 0)
        #expect(!log.names.contains("valueChanged"))
    }

    @Test func aNonContinuousSliderSendsValueChangedOnceWhenTheDragEnds() {
        slider.isContinuous = false
        driver.down(114, 115)
        driver.move(157, 115)
        driver.move(200, 115)
        driver.up(200, 115)
        #expect(slider.value == 0.5)
        #expect(log.names == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged", "touchUpInside"])
    }

    @Test func targetActionReceivesTheSlider() {
        let target = ActionTarget()
        slider.addTarget(target, action: ActionTarget.tappedWithSender, for: .valueChanged)
        driver.down(114, 115)
        driver.move(120, 115)
        driver.up(120, 115)
        #expect(target.calls == ["target.tappedWithSender"])
        #expect(target.senders.first === slider)
    }

    @Test func drawsTheTintedTrackUpToTheThumbThenTheFillAndAWhiteThumb() {
        let view = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        view.value = 0.5
        let canvas = DrawingCanvas(width: 100, height: 31)
        canvas.draw { view.draw(view.bounds) }
        #expect(canvas.rgba(5, 15) == [0, 122, 255, 255])
        #expect(canvas.rgba(50, 15) == [255, 255, 255, 255])
        // The system fill, (120, 120, 128) at alpha 0.2; premultiplied storage rounds the blue.
        #expect(zip(canvas.rgba(95, 15), [120, 120, 128, 51]).allSatisfy { abs($0 - $1) <= 3 })
        // Above the track and beside the thumb, nothing is drawn.
        #expect(canvas.rgba(5, 5) == [0, 0, 0, 0])
    }

    @Test func colorsReplaceTheDefaults() {
        let view = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        view.value = 0.5
        view.minimumTrackTintColor = .red
        view.maximumTrackTintColor = .green
        view.thumbTintColor = .blue
        let canvas = DrawingCanvas(width: 100, height: 31)
        canvas.draw { view.draw(view.bounds) }
        #expect(canvas.rgba(5, 15) == [255, 0, 0, 255])
        #expect(canvas.rgba(50, 15) == [0, 0, 255, 255])
        #expect(canvas.rgba(95, 15) == [0, 255, 0, 255])
    }
}
