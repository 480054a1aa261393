import Foundation
import Testing

@testable import Windowing

/// `UIDatePicker`: its wheels for each mode, the date they show and make, the range and the
/// minute interval, and a click on a wheel.
@MainActor
struct UIDatePickerTests {
    /// Gregorian in UTC with US English names, so the figures do not depend on the machine.
    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date()
    }

    private func picker(_ mode: UIDatePicker.Mode, date: Date) -> UIDatePicker {
        let picker = UIDatePicker(frame: .zero)
        picker.calendar = Self.calendar
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.datePickerMode = mode
        picker.date = date
        return picker
    }

    private func titles(_ picker: UIDatePicker) -> [String] {
        (0..<picker.wheelView.numberOfComponents).map { component in
            let row = picker.wheelView.selectedRow(inComponent: component)
            return picker.wheels.title(ofRow: row, in: picker.wheels.wheels[component], today: Self.date(2026, 11, 27))
        }
    }

    @Test func eachModeHasUIKitsWheelsShowingTheDate() {
        let date = Self.date(2026, 11, 27, 15, 42)
        let picker = self.picker(.date, date: date)
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.datePickerStyle == .wheels)
        #expect(titles(picker) == ["November", "27", "2026"])
        picker.datePickerMode = .time
        #expect(titles(picker) == ["3", "42", "PM"])
        picker.datePickerMode = .dateAndTime
        #expect(titles(picker) == ["Today", "3", "42", "PM"])
        picker.date = Self.date(2026, 11, 30, 9, 5)
        #expect(titles(picker) == ["Mon, Nov 30", "9", "05", "AM"])
        picker.locale = Locale(identifier: "en_GB")
        #expect(titles(picker) == ["Mon 30 Nov", "09", "05"])
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_400
        #expect(titles(picker) == ["1 hour", "30 min"])
        picker.countDownDuration = 1e9
        #expect(picker.countDownDuration == 86_399)
    }

    @Test func theWheelsMakeADateKeepingWhatTheyDoNotShow() {
        let wheels = DateWheels(mode: .date, calendar: Self.calendar, minuteInterval: 1, around: Self.date(2026, 1, 1))
        let current = Self.date(2026, 1, 31, 8, 30)
        // February 31st becomes February 28th; the time of day stays.
        #expect(wheels.date(fromRows: [1, 30, 2025], keeping: current) == Self.date(2026, 2, 28, 8, 30))
        #expect(wheels.date(fromRows: [1, 30, 2023], keeping: current) == Self.date(2024, 2, 29, 8, 30))

        let time = DateWheels(mode: .time, calendar: Self.calendar, minuteInterval: 15, around: current)
        #expect(time.rowCount(of: .minute) == 4)
        #expect(time.rows(for: Self.date(2026, 1, 31, 0, 50), duration: 0) == [0, 3, 0])
        #expect(time.date(fromRows: [0, 2, 1], keeping: current) == Self.date(2026, 1, 31, 12, 30))
        #expect(time.date(fromRows: [11, 1, 0], keeping: current) == Self.date(2026, 1, 31, 11, 15))
    }

    @Test func aSettledWheelChangesTheDateKeepsItInRangeAndSendsValueChanged() {
        let picker = self.picker(.date, date: Self.date(2026, 11, 27))
        picker.minimumDate = Self.date(2026, 6, 1)
        picker.maximumDate = Self.date(2026, 12, 15)
        var changes: [Date] = []
        picker.addAction(UIAction { [unowned picker] _ in changes.append(picker.date) }, for: .valueChanged)

        picker.wheelView.selectRow(11, inComponent: 0, animated: false)
        picker.wheelDidSettle()
        #expect(picker.date == Self.date(2026, 12, 15), "past the maximum: back to it")
        #expect(titles(picker) == ["December", "15", "2026"])
        picker.wheelView.selectRow(2026, inComponent: 2, animated: false)
        picker.wheelDidSettle()
        #expect(picker.date == Self.date(2026, 12, 15))
        picker.wheelView.selectRow(0, inComponent: 0, animated: false)
        picker.wheelDidSettle()
        #expect(picker.date == Self.date(2026, 6, 1), "before the minimum: forward to it")
        #expect(changes.count == 3)

        picker.date = Self.date(2030, 1, 1)
        #expect(picker.date == Self.date(2026, 12, 15), "a date set in code is kept in range too")
        #expect(changes.count == 3, "setting the date in code sends nothing")
    }

    @Test func aMinuteIntervalThatDoesNotDivideSixtyIsIgnored() {
        let picker = self.picker(.time, date: Self.date(2026, 11, 27, 10, 20))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 10
        #expect(picker.minuteInterval == 10)
        #expect(picker.wheelView.numberOfRows(inComponent: 1) == 6)
        #expect(titles(picker) == ["10", "20", "AM"])
    }

    @Test func aClickBelowTheBandTurnsTheWheelOneRow() throws {
        let host = try HeadlessWindow(showing: UIViewController())
        let picker = self.picker(.date, date: Self.date(2026, 11, 27))
        picker.frame.origin = CGPoint(x: 0, y: 20)
        host.controller.view.addSubview(picker)
        host.test.app.runUntilIdle()
        var changed = 0
        picker.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
        let dayWheel = CGPoint(x: picker.wheelView.rowSize(forComponent: 0).width + 30, y: 20 + 108 + 32)
        host.send([
            .pointer(.buttonDown(1), x: Double(dayWheel.x), y: Double(dayWheel.y), in: host.id, at: 10),
            .pointer(.buttonUp(1), x: Double(dayWheel.x), y: Double(dayWheel.y), in: host.id, at: 10),
        ])
        host.test.app.runUntilIdle()
        #expect(picker.date == Self.date(2026, 11, 28))
        #expect(changed == 1)
    }
}
