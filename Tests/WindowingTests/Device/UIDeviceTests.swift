import Foundation
import Testing

@testable import Windowing

/// `UIDevice`: the machine described as UIKit describes a device, and its battery read from a
/// power-supply folder the test writes.
@MainActor
struct UIDeviceTests {
    @Test func theDeviceIsThisMachineWithThePadIdiomOfItsTraits() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.systemName == "Linux")
        let parts = device.systemVersion.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(device.systemVersion)")
        #expect(device.model == "iPad" && device.localizedModel == "iPad")
        #expect(device.userInterfaceIdiom == .pad)
        #expect(
            UITraitCollection.environment(size: CGSize(width: 390, height: 844), scale: 1, style: .light)
                .userInterfaceIdiom == device.userInterfaceIdiom)
        #expect(device.name == ProcessInfo.processInfo.hostName && !device.name.isEmpty)
        #expect(device.isMultitaskingSupported)
    }

    @Test func orientationIsUnknownAndItsNotificationsNest() {
        let device = UIDevice()
        #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "one begin is not yet ended")
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown, "a desktop has no orientation sensor")
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
    }

    @Test func proximityMonitoringStaysOffWithoutASensor() {
        let device = UIDevice()
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
    }

    /// Writes a power-supply folder as the kernel lists one: a mains adapter and `BAT0`.
    private func powerSupplies(capacity: String, status: String) throws -> URL {
        let root = try makeTemporaryDirectory()
        func write(_ supply: String, _ attribute: String, _ value: String) throws {
            let folder = root.appendingPathComponent(supply)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (value + "\n").write(to: folder.appendingPathComponent(attribute), atomically: true, encoding: .utf8)
        }
        try write("AC", "type", "Mains")
        try write("AC", "online", "1")
        try write("BAT0", "type", "Battery")
        try write("BAT0", "capacity", capacity)
        try write("BAT0", "status", status)
        return root
    }

    @Test func theBatteryIsReadOnlyWhileMonitoringIsOn() throws {
        let saved = PowerSupply.root
        defer { PowerSupply.root = saved }
        let device = UIDevice()
        for (status, state) in [
            ("Discharging", UIDevice.BatteryState.unplugged), ("Charging", .charging), ("Full", .full),
            ("Not charging", .full), ("Unknown", .unknown),
        ] {
            let root = try powerSupplies(capacity: "57", status: status)
            defer { try? FileManager.default.removeItem(at: root) }
            PowerSupply.root = root.path
            device.isBatteryMonitoringEnabled = false
            #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "off by default, as in UIKit")
            device.isBatteryMonitoringEnabled = true
            #expect(device.batteryLevel == 0.57)
            #expect(device.batteryState == state, "\(status)")
        }
        let empty = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        PowerSupply.root = empty.path
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown, "a machine without a battery")
    }

    @Test func stateChangesArePostedAtOnceAndLevelChangesAtMostOnceAMinute() throws {
        let saved = PowerSupply.root
        defer { PowerSupply.root = saved }
        let root = try powerSupplies(capacity: "57", status: "Discharging")
        defer { try? FileManager.default.removeItem(at: root) }
        PowerSupply.root = root.path
        let device = UIDevice()
        device.startsBatteryTimer = false
        final class Log: @unchecked Sendable { var names: [String] = [] }
        let log = Log()
        let observers = [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification].map {
            NotificationCenter.default.addObserver(forName: $0, object: device, queue: nil) { note in
                log.names.append(note.name.rawValue)
            }
        }
        var posted: [String] { log.names }
        defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        device.batteryMonitor?.check(at: start)
        #expect(device.batteryMonitor == nil, "off by default: nothing watches")
        device.isBatteryMonitoringEnabled = true
        device.batteryMonitor?.check(at: start)
        #expect(posted.isEmpty, "turning monitoring on posts nothing")
        let write = { (file: String, text: String) in
            try text.write(to: root.appendingPathComponent("BAT0/\(file)"), atomically: true, encoding: .utf8)
        }
        try write("status", "Charging\n")
        try write("capacity", "58\n")
        device.batteryMonitor?.check(at: start + 5)
        #expect(posted == ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"])
        try write("capacity", "59\n")
        device.batteryMonitor?.check(at: start + 10)
        #expect(posted.count == 2, "a level change within a minute of the last waits")
        device.batteryMonitor?.check(at: start + 65)
        #expect(posted.last == "UIDeviceBatteryLevelDidChangeNotification" && posted.count == 3)
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryMonitor == nil)
        try write("status", "Full\n")
        device.batteryMonitor?.check(at: start + 200)
        #expect(posted.count == 3, "nothing is posted while monitoring is off")
    }

    @Test func aCapacityOutOfRangeIsUnknownWithAWarning() throws {
        #expect(PowerSupply.parseLevel("100", file: "f") == (100, nil))
        for text in ["250", "-3", "", "1e9", "half"] {
            let (percent, warning) = PowerSupply.parseLevel(text, file: "/sys/class/power_supply/BAT0/capacity")
            #expect(percent == nil)
            #expect(
                warning
                    == "UIDevice: battery level '\(text)' in /sys/class/power_supply/BAT0/capacity is not a percentage "
                    + "from 0 to 100; batteryLevel is -1 (unknown). Hint: the kernel's power-supply driver reports it; "
                    + "check the battery's driver or firmware")
        }
        let saved = PowerSupply.root
        defer { PowerSupply.root = saved }
        let root = try powerSupplies(capacity: "250", status: "Charging")
        defer { try? FileManager.default.removeItem(at: root) }
        PowerSupply.root = root.path
        let device = UIDevice()
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == -1 && device.batteryState == .charging)
    }
}

extension AppTests {
    /// The feedback generators play nothing without a haptic engine, and the trace says so.
    @Suite @MainActor struct FeedbackGenerators {
        @Test func eachFeedbackIsNotedInTheTrace() {
            let lines = collectTrace {
                let impact = UIImpactFeedbackGenerator()
                impact.prepare()
                impact.impactOccurred()
                UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 7)
                UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: .nan)
                UINotificationFeedbackGenerator().notificationOccurred(.warning)
                UISelectionFeedbackGenerator().selectionChanged()
            }
            let suffix = " (no haptic engine on this machine)"
            #expect(
                lines == [
                    "[trace] · UIImpactFeedbackGenerator: medium impact, intensity 1.0" + suffix,
                    "[trace] · UIImpactFeedbackGenerator: heavy impact, intensity 1.0" + suffix,
                    "[trace] · UIImpactFeedbackGenerator: soft impact, intensity 1.0" + suffix,
                    "[trace] · UINotificationFeedbackGenerator: warning notification" + suffix,
                    "[trace] · UISelectionFeedbackGenerator: selection changed" + suffix,
                ])
        }
    }
}
