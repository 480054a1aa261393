import Foundation
import Testing

@testable import Windowing

/// `<datePicker>` loads as a `UIDatePicker` with its mode, interval, dates and locale.
@MainActor
struct StoryboardDatePickerTests {
    private func load(_ datePicker: String) throws -> UIDatePicker {
        let scene = StoryboardFixtures.scene(subviews: datePicker)
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        return try #require(controller.view.subviews.first as? UIDatePicker)
    }

    @Test func aDatePickerLoadsWithItsModeIntervalDatesAndLocale() throws {
        let picker = try load(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" datePickerMode="time" minuteInterval="15" style="wheels" \
            translatesAutoresizingMaskIntoConstraints="NO" id="dp1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="453647686.32683301">
                    <!--2015-05-18 13:14:46 +0000-->
                </date>
                <date key="minimumDate" timeIntervalSinceReferenceDate="400000000"/>
                <locale key="locale" localeIdentifier="en_GB"/>
            </datePicker>
            """)
        #expect(picker.datePickerMode == .time)
        #expect(picker.minuteInterval == 15)
        #expect(picker.preferredDatePickerStyle == .wheels)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 453_647_686.32683301))
        #expect(picker.minimumDate == Date(timeIntervalSinceReferenceDate: 400_000_000))
        #expect(picker.locale?.identifier == "en_GB")
        #expect(picker.wheelView.numberOfComponents == 2, "a 24-hour locale has no AM/PM wheel")
        #expect(picker.wheelView.numberOfRows(inComponent: 1) == 4)
    }

    @Test func aCountDownPickerKeepsItsDuration() throws {
        let picker = try load(
            """
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" datePickerMode="countDownTimer" countDownDuration="240" \
            minuteInterval="1" id="dp1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            """)
        #expect(picker.datePickerMode == .countDownTimer)
        #expect(picker.countDownDuration == 240)
        #expect(picker.wheelView.selectedRow(inComponent: 1) == 4)
    }

    @Test func aModeXcodeNeverWritesIsRefused() {
        let scene = StoryboardFixtures.scene(subviews: "<datePicker datePickerMode=\"calendar\" id=\"dp1\"/>")
        #expect {
            try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        } throws: { error in
            (error as? StoryboardError)?.description.contains("datePickerMode=\"calendar\" is not supported") == true
        }
    }
}
