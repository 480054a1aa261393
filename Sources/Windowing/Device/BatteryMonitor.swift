import Foundation

/// Posts UIKit's battery notifications while an app has battery monitoring on.
///
/// The kernel's power-supply files change without telling anyone, so the monitor reads them on
/// a timer, and only while monitoring is on: an app that never asks pays nothing. UIKit posts a
/// state change when it happens and a level change no more often than once a minute; a reading
/// every few seconds keeps the state prompt without waking the process often.
///
/// https://developer.apple.com/documentation/uikit/uidevice/batteryleveldidchangenotification
@MainActor
final class BatteryMonitor {
    /// How often the files are read while monitoring is on.
    static let pollInterval: TimeInterval = 5
    /// The least time between two level notifications, as UIKit documents.
    static let levelInterval: TimeInterval = 60

    private unowned let device: UIDevice
    private var timer: Timer?
    private var lastState: UIDevice.BatteryState
    private var lastLevel: Float
    /// When the last level notification went out; nil before the first.
    private var lastLevelPost: Date?

    /// Starts watching from the battery as it is now, so turning monitoring on posts nothing.
    init(device: UIDevice, startsTimer: Bool = true) {
        self.device = device
        (lastLevel, lastState) = device.readBattery()
        guard startsTimer else { return }
        let timer = Timer(timeInterval: Self.pollInterval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.check(at: Date()) }
        }
        // A timer that can wait a little does not wake the process at an exact moment for it.
        timer.tolerance = 1
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    /// Reads the battery and posts what changed since the last reading.
    func check(at now: Date) {
        let (level, state) = device.readBattery()
        if state != lastState {
            lastState = state
            NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: device)
        }
        guard level != lastLevel else { return }
        if let lastLevelPost, now.timeIntervalSince(lastLevelPost) < Self.levelInterval { return }
        lastLevel = level
        lastLevelPost = now
        NotificationCenter.default.post(name: UIDevice.batteryLevelDidChangeNotification, object: device)
    }
}
