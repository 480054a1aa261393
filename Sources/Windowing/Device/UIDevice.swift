import Foundation

/// The machine the app runs on, as UIKit describes the device: its name, system, model and idiom,
/// its orientation, its battery (`UIDevice+Battery.swift`) and its proximity sensor.
///
/// https://developer.apple.com/documentation/uikit/uidevice
///
/// - Note: Differs from UIKit: the system is the one the app runs on: `systemName` is "Linux" and
///   `systemVersion` the kernel's version ("6.1.0"), as Mac Catalyst reports macOS. The model is
///   "iPad" and the idiom `.pad`, matching the trait collections: a desktop window can take any
///   size, as an iPad's can. `identifierForVendor` is unavailable.
@preconcurrency @MainActor
open class UIDevice {
    /// The one device object.
    public static let current = UIDevice()

    /// The machine's host name, the name its user gave it.
    open var name: String { ProcessInfo.processInfo.hostName }

    open var model: String { "iPad" }

    open var localizedModel: String { model }

    open var systemName: String { "Linux" }

    /// The kernel's version, major.minor.patch.
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// A desktop runs several apps at once.
    open var isMultitaskingSupported: Bool { true }

    @available(
        *, unavailable,
        message: "Windowing has no per-vendor device identifier; store a UUID in UserDefaults on first launch instead"
    )
    open var identifierForVendor: UUID? { nil }

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended.
    private var orientationRequests = 0
    var batteryMonitoring = false
    /// Reads the battery on a timer while monitoring is on (`BatteryMonitor`).
    var batteryMonitor: BatteryMonitor?
    /// Tests check the monitor by hand rather than wait for its timer.
    var startsBatteryTimer = true
    private var proximityMonitoring = false

    init() {}

    // MARK: Orientation

    /// `.unknown`: a desktop machine has no sensor that says which way up it is, and an
    /// iOS device also reports `.unknown` until orientation notifications are on.
    open var orientation: UIDeviceOrientation { .unknown }

    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Calls nest: notifications stay on until each begin is ended. None is ever posted, since
    /// the orientation never changes from `.unknown`.
    open func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }

    open func endGeneratingDeviceOrientationNotifications() { orientationRequests = max(0, orientationRequests - 1) }

    // MARK: Proximity

    /// Stays false when set to true, as on a device without a proximity sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { proximityMonitoring }
        set { proximityMonitoring = false }
    }

    open var proximityState: Bool { false }
}

extension UIDevice {
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
