import Foundation

// `<datePicker>`: what Xcode writes for a date picker, read into the model and applied inside
// `init(coder:)`:
//   <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center"
//       datePickerMode="date" minuteInterval="5" style="wheels" id="…">
//     <date key="date" timeIntervalSinceReferenceDate="453647686.3"/>   (also minimumDate, maximumDate)
//     <locale key="locale" localeIdentifier="en_GB"/>
//   </datePicker>

/// A date picker's settings, as the element gives them.
struct IBDatePicker: Sendable {
    var mode: UIDatePicker.Mode
    var style: UIDatePickerStyle
    var minuteInterval: Int
    var countDownDuration: TimeInterval?
    var date: Date?
    var minimumDate: Date?
    var maximumDate: Date?
    var localeIdentifier: String?
}

extension IBVocabulary {
    static let datePickerAttributes: Set<String> = [
        "datePickerMode", "minuteInterval", "countDownDuration", "style", "useCurrentDate", "roundsToMinuteInterval",
    ]
}

extension IBCompiler {
    static let datePickerModes: [String: UIDatePicker.Mode] = [
        "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
    ]
    static let datePickerStyles: [String: UIDatePickerStyle] = [
        "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
    ]

    /// The content of a `<datePicker>`: its attributes and its `<date>` and `<locale>` children.
    func datePickerContent(_ element: IBElement) throws(StoryboardError) -> IBDatePicker {
        var settings = IBDatePicker(
            mode: try values.choice(element, "datePickerMode", Self.datePickerModes) ?? .dateAndTime,
            style: try values.choice(element, "style", Self.datePickerStyles) ?? .automatic,
            minuteInterval: try values.integer(element, "minuteInterval") ?? 1,
            countDownDuration: try values.number(element, "countDownDuration").map(TimeInterval.init))
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("date", let key?):
                guard let seconds = try values.number(child, "timeIntervalSinceReferenceDate") else { continue }
                let date = Date(timeIntervalSinceReferenceDate: TimeInterval(seconds))
                switch key {
                case "date": settings.date = date
                case "minimumDate": settings.minimumDate = date
                case "maximumDate": settings.maximumDate = date
                default: break
                }
            case ("locale", "locale"):
                settings.localeIdentifier = child["localeIdentifier"]
            default:
                break
            }
        }
        return settings
    }
}

extension IBDatePicker {
    @MainActor
    func apply(to view: UIView) {
        guard let picker = view as? UIDatePicker else { return }
        picker.preferredDatePickerStyle = style
        if let localeIdentifier { picker.locale = Locale(identifier: localeIdentifier) }
        if minuteInterval != picker.minuteInterval { picker.minuteInterval = minuteInterval }
        picker.datePickerMode = mode
        picker.minimumDate = minimumDate
        picker.maximumDate = maximumDate
        if let date { picker.date = date }
        if let countDownDuration { picker.countDownDuration = countDownDuration }
    }
}
