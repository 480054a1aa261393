import Foundation

/// How a date picker presents itself.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels, compact, inline
}

/// A control for choosing a date, a time, both, or a count-down duration, on wheels.
///
/// The wheels follow the mode and the locale, as UIKit's do: month, day and year for `.date`;
/// the hour, the minute in steps of `minuteInterval` and AM/PM (or a 24-hour hour) for `.time`;
/// one row a day ("Today", "Fri Nov 27") before the time for `.dateAndTime`; hours and minutes
/// for `.countDownTimer`. When a wheel the user turned comes to rest, `date` (or
/// `countDownDuration`) changes and `.valueChanged` is sent; a date outside `minimumDate` and
/// `maximumDate` goes back to the nearest allowed one, and a day past the month's end to its last
/// day. Setting `date` in code sends nothing. An empty frame is given the wheels' 320×216.
///
/// - Note: Differs from UIKit: always drawn as wheels (`datePickerStyle` is `.wheels` whatever
///   `preferredDatePickerStyle` asks), flat and without momentum like `UIPickerView`'s. The year
///   wheel runs from 1 to 9999 and the day wheel of `.dateAndTime` ten years either side of the
///   date last set, where UIKit's wheels seem endless; invalid days are not greyed. A `date` set
///   outside the minimum and maximum is moved inside them at once.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time = 0
        case date, dateAndTime, countDownTimer
    }

    /// UIKit's wheel size.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The longest count-down, 23 hours 59 minutes, in seconds.
    static let longestCountDown: TimeInterval = 86_399

    open var datePickerMode = Mode.dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// Always `.wheels`: the only style Windowing draws.
    open var datePickerStyle: UIDatePickerStyle { .wheels }
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// Steps of the minute wheel, from 1 to 30; a value that does not divide 60 evenly is
    /// ignored, as UIKit documents.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                Diagnostics.warning(
                    "UIDatePicker: minuteInterval \(newValue) does not divide 60 evenly; keeping \(storedMinuteInterval)"
                )
                return
            }
            storedMinuteInterval = newValue
            rebuild()
        }
    }
    /// The count-down timer's duration in seconds, from 0 to 23 hours 59 minutes.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            storedDuration = min(max(0, newValue.isFinite ? newValue : 0), Self.longestCountDown)
            showValue(animated: false)
        }
    }
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuild()
        }
    }
    open var timeZone: TimeZone? { didSet { rebuild() } }

    let wheelView = UIPickerView(frame: CGRect(origin: .zero, size: UIDatePicker.defaultSize))
    private(set) var wheels: DateWheels
    private var storedDate = Date()
    private var storedDuration: TimeInterval = 0
    private var storedMinuteInterval = 1
    private var storedCalendar: Calendar?
    private var source: DatePickerWheelSource?

    /// Creates a picker showing now; an empty frame is given the wheels' size.
    public override init(frame: CGRect) {
        wheels = DateWheels(mode: .dateAndTime, calendar: Calendar.current, minuteInterval: 1, around: Date())
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        wheels = DateWheels(mode: .dateAndTime, calendar: Calendar.current, minuteInterval: 1, around: Date())
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        let source = DatePickerWheelSource(datePicker: self)
        self.source = source
        wheelView.dataSource = source
        wheelView.delegate = source
        wheelView.frame = bounds
        wheelView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(wheelView)
        rebuild()
    }

    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        if datePickerMode == .dateAndTime, wheels.rows(for: storedDate, duration: 0).first.map(isAtDayWheelEnd) == true
        {
            rebuild()
        } else {
            showValue(animated: animated)
        }
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    // MARK: - Wheels

    /// The calendar the wheels use: the picker's, with its locale and time zone.
    private var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let locale { calendar.locale = locale }
        if let timeZone { calendar.timeZone = timeZone }
        return calendar
    }

    private func rebuild() {
        wheels = DateWheels(
            mode: datePickerMode, calendar: effectiveCalendar, minuteInterval: storedMinuteInterval, around: storedDate)
        wheelView.reloadAllComponents()
        showValue(animated: false)
    }

    private func isAtDayWheelEnd(_ row: Int) -> Bool { row <= 0 || row >= 2 * DateWheels.dayRange }

    private func showValue(animated: Bool) {
        let rows = wheels.rows(for: storedDate, duration: storedDuration)
        for (component, row) in rows.enumerated() where wheelView.selectedRow(inComponent: component) != row {
            wheelView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let maximumDate, result > maximumDate { result = maximumDate }
        if let minimumDate, result < minimumDate { result = minimumDate }
        return result
    }

    /// A wheel came to rest: the new value, kept in range, shown, and reported.
    func wheelDidSettle() {
        let rows = (0..<wheels.wheels.count).map { wheelView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            storedDuration = wheels.duration(fromRows: rows)
        } else {
            storedDate = clamped(wheels.date(fromRows: rows, keeping: storedDate))
        }
        showValue(animated: true)
        sendActions(for: .valueChanged)
    }
}

/// The date picker's wheels as a picker's data source and delegate.
@MainActor
final class DatePickerWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    unowned let datePicker: UIDatePicker

    init(datePicker: UIDatePicker) {
        self.datePicker = datePicker
    }

    private var wheels: DateWheels { datePicker.wheels }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        wheels.wheels.indices.contains(component) ? wheels.rowCount(of: wheels.wheels[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard wheels.wheels.indices.contains(component) else { return nil }
        return wheels.title(ofRow: row, in: wheels.wheels[component], today: Date())
    }

    /// Wider wheels for names, narrower for numbers, scaled to the picker's width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        func weight(_ wheel: DateWheels.Wheel) -> CGFloat {
            switch wheel {
            case .month: 3
            case .day: 4
            case .year: 2
            case .countDownHours, .countDownMinutes: 3
            default: 1.4
            }
        }
        guard wheels.wheels.indices.contains(component) else { return 0 }
        let total = wheels.wheels.map(weight).reduce(0, +)
        return ((pickerView.bounds.width - 16) * weight(wheels.wheels[component]) / total).rounded(.down)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker.wheelDidSettle()
    }
}
