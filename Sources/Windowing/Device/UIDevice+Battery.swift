import Foundation

/// The battery, read from the kernel's power-supply class (`/sys/class/power_supply`), where a
/// laptop's battery reports its charge and whether it is charging.
extension UIDevice {
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// Off by default, as in UIKit; while it is off the level is -1 and the state unknown, and
    /// no battery notification is posted.
    public var isBatteryMonitoringEnabled: Bool {
        get { batteryMonitoring }
        set {
            guard newValue != batteryMonitoring else { return }
            batteryMonitoring = newValue
            batteryMonitor?.stop()
            batteryMonitor = newValue ? BatteryMonitor(device: self, startsTimer: startsBatteryTimer) : nil
        }
    }

    /// The charge from 0 to 1; -1 while monitoring is off, or on a machine without a battery.
    public var batteryLevel: Float { readBattery().level }

    public var batteryState: BatteryState { readBattery().state }

    /// The level and state from one reading of the power-supply files: -1 and unknown while
    /// monitoring is off or without a battery.
    func readBattery() -> (level: Float, state: BatteryState) {
        guard batteryMonitoring, let battery = PowerSupply.battery() else { return (-1, .unknown) }
        return (battery.level.map { Float($0) / 100 } ?? -1, battery.state)
    }

    /// Posted with the device when `batteryState` changes while monitoring is on.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// Posted with the device when `batteryLevel` changes while monitoring is on, at most once a minute.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

/// The first battery the kernel lists, read afresh each time (the files are a few bytes), so a
/// property always says what the kernel says now; `BatteryMonitor` reads it on a timer.
@MainActor
enum PowerSupply {
    struct Battery: Equatable {
        /// Percent, 0–100; nil when the kernel gives none or a value out of range.
        var level: Int?
        var state: UIDevice.BatteryState
    }

    /// Where the kernel lists power supplies; tests point it at a folder of their own.
    static var root = "/sys/class/power_supply"
    /// Capacity files already warned about, so a bad value is reported once, not at every read.
    private static var warned: Set<String> = []

    static func battery() -> Battery? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in names.sorted() where value("type", of: name) == "Battery" {
            return Battery(level: level(of: name), state: state(of: name))
        }
        return nil
    }

    private static func level(of supply: String) -> Int? {
        guard let text = value("capacity", of: supply) else { return nil }
        let file = "\(root)/\(supply)/capacity"
        let (percent, warning) = parseLevel(text, file: file)
        if let warning, warned.insert(file).inserted { Diagnostics.warning(warning) }
        return percent
    }

    /// A capacity file's text as a percentage, or the warning that says why it is not one.
    static func parseLevel(_ text: String, file: String) -> (percent: Int?, warning: String?) {
        if let percent = Int(text), (0...100).contains(percent) { return (percent, nil) }
        let warning =
            "UIDevice: battery level '\(text.prefix(40))' in \(file) is not a percentage from 0 to 100; "
            + "batteryLevel is -1 (unknown). Hint: the kernel's power-supply driver reports it; "
            + "check the battery's driver or firmware"
        return (nil, warning)
    }

    /// The kernel's status names; "Not charging" is a charger holding the battery at its limit.
    private static func state(of supply: String) -> UIDevice.BatteryState {
        switch value("status", of: supply) {
        case "Discharging": .unplugged
        case "Charging": .charging
        case "Full", "Not charging": .full
        default: .unknown
        }
    }

    /// The first line of a small attribute file, nil if it cannot be read.
    private static func value(_ attribute: String, of supply: String) -> String? {
        guard !supply.contains("/"), supply != "..",
            let data = try? RegularFile.read(
                atPath: "\(root)/\(supply)/\(attribute)", maxBytes: 4096, what: "power-supply attribute")
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }
}
