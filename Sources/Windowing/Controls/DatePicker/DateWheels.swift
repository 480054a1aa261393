import Foundation

/// The wheels a date picker shows for its mode, and the conversions between a date and a row on
/// each wheel. Kept apart from the view so the calendar arithmetic can be tested on its own.
struct DateWheels {
    enum Wheel: Equatable {
        /// `.date`: the month's name, the day of the month, the year.
        case month, dayOfMonth, year
        /// `.dateAndTime`: one row a day ("Today", "Fri Nov 27"), `dayRange` days either side of `anchor`.
        case day
        /// The hour (1–12 or 0–23), the minute in steps of the minute interval, AM/PM.
        case hour12, hour24, minute, meridiem
        /// `.countDownTimer`: hours 0–23 and minutes 0–59 in steps of the minute interval.
        case countDownHours, countDownMinutes
    }

    /// How far the day wheel reaches either side of its anchor.
    static let dayRange = 3650
    /// The year wheel's first year and how many it holds (1 to 9999, as Foundation's dates reach).
    static let firstYear = 1
    static let yearCount = 9999

    let mode: UIDatePicker.Mode
    let calendar: Calendar
    let minuteInterval: Int
    /// The first day of the day wheel is `dayRange` days before this day's start.
    let anchor: Date
    let wheels: [Wheel]
    private let monthNames: [String]
    /// Only the wheels that show them need them: each is an ICU look-up.
    private let dayFormatter: DateFormatter?

    init(mode: UIDatePicker.Mode, calendar: Calendar, minuteInterval: Int, around date: Date) {
        self.mode = mode
        self.calendar = calendar
        self.minuteInterval = minuteInterval
        anchor = calendar.startOfDay(for: date)
        let locale = calendar.locale ?? .current
        let template = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        let hour: Wheel = template.contains("a") ? .hour12 : .hour24
        let time: [Wheel] = hour == .hour12 ? [.hour12, .minute, .meridiem] : [.hour24, .minute]
        switch mode {
        case .date: wheels = [.month, .dayOfMonth, .year]
        case .time: wheels = time
        case .dateAndTime: wheels = [.day] + time
        case .countDownTimer: wheels = [.countDownHours, .countDownMinutes]
        }
        monthNames = mode == .date ? calendar.monthSymbols : []
        if mode == .dateAndTime {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = locale
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            dayFormatter = formatter
        } else {
            dayFormatter = nil
        }
    }

    func rowCount(of wheel: Wheel) -> Int {
        switch wheel {
        case .month: 12
        case .dayOfMonth: 31
        case .year: Self.yearCount
        case .day: 2 * Self.dayRange + 1
        case .hour12: 12
        case .hour24, .countDownHours: 24
        case .minute, .countDownMinutes: 60 / minuteInterval
        case .meridiem: 2
        }
    }

    func title(ofRow row: Int, in wheel: Wheel, today: Date) -> String {
        switch wheel {
        case .month: monthNames.indices.contains(row) ? monthNames[row] : ""
        case .dayOfMonth: String(row + 1)
        case .year: String(row + Self.firstYear)
        case .day:
            dayDate(row).map {
                calendar.isDate($0, inSameDayAs: today) ? "Today" : dayFormatter?.string(from: $0) ?? ""
            }
                ?? ""
        case .hour12: String(row == 0 ? 12 : row)
        case .hour24: String(format: "%02d", row)
        case .minute: String(format: "%02d", row * minuteInterval)
        case .meridiem: row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countDownHours: row == 1 ? "1 hour" : "\(row) hours"
        case .countDownMinutes: "\(row * minuteInterval) min"
        }
    }

    /// The row each wheel shows for `date` (or, for the count-down timer, `duration`).
    func rows(for date: Date, duration: TimeInterval) -> [Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let totalMinutes = max(0, Int(duration / 60))
        return wheels.map { wheel in
            switch wheel {
            case .month: (parts.month ?? 1) - 1
            case .dayOfMonth: (parts.day ?? 1) - 1
            case .year: min(max(0, (parts.year ?? Self.firstYear) - Self.firstYear), Self.yearCount - 1)
            case .day:
                min(
                    max(0, (calendar.dateComponents([.day], from: anchor, to: date).day ?? 0) + Self.dayRange),
                    2 * Self.dayRange)
            case .hour12: hour % 12
            case .hour24: hour
            case .minute: (parts.minute ?? 0) / minuteInterval
            case .meridiem: hour < 12 ? 0 : 1
            case .countDownHours: min(23, totalMinutes / 60)
            case .countDownMinutes: (totalMinutes % 60) / minuteInterval
            }
        }
    }

    /// The date the wheels' rows name, taking what they do not show (the day in `.time`, the
    /// time in `.date`) from `current`. A day past the month's end becomes its last day.
    func date(fromRows rows: [Int], keeping current: Date) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: current)
        var hour12: Int?
        var isPM = (parts.hour ?? 0) >= 12
        for (wheel, row) in zip(wheels, rows) {
            switch wheel {
            case .month: parts.month = row + 1
            case .dayOfMonth: parts.day = row + 1
            case .year: parts.year = row + Self.firstYear
            case .day:
                if let day = dayDate(row) {
                    let chosen = calendar.dateComponents([.era, .year, .month, .day], from: day)
                    (parts.era, parts.year, parts.month, parts.day) = (
                        chosen.era, chosen.year, chosen.month, chosen.day
                    )
                }
            case .hour12: hour12 = row
            case .hour24: parts.hour = row
            case .minute: parts.minute = row * minuteInterval
            case .meridiem: isPM = row == 1
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + (isPM ? 12 : 0) }
        if wheels.contains(.minute) { parts.second = 0 }
        if mode == .date, let year = parts.year, let month = parts.month,
            let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)
        {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: parts) ?? current
    }

    /// The count-down duration the wheels' rows name, in seconds.
    func duration(fromRows rows: [Int]) -> TimeInterval {
        var minutes = 0
        for (wheel, row) in zip(wheels, rows) {
            if wheel == .countDownHours { minutes += row * 60 }
            if wheel == .countDownMinutes { minutes += row * minuteInterval }
        }
        return TimeInterval(minutes * 60)
    }

    private func dayDate(_ row: Int) -> Date? {
        calendar.date(byAdding: .day, value: row - Self.dayRange, to: anchor)
    }
}
