internal import CX11

/// XInput 2 on one connection: when the server has version 2.1 or later, the backend's windows
/// take their pointer input (buttons, motion, crossings) as XI2 events, which say which physical
/// device sent them, carry fractional positions, and report smooth scrolling as valuators.
///
/// XI2 pointer events are selected on the windows only while a device has scroll axes (or
/// `WINDOWING_XI2_POINTER` forces them); selected, they replace the core button, motion and
/// crossing events for this client (checked on Xvfb: with both selected, only XI2 arrives). The keyboard
/// stays on core events and XIM (`X11Keyboard`).
///
/// The scroll axes of every device come from `XIQueryDevice` and are refreshed from
/// `XI_DeviceChanged` (a device's classes changed, or the master switched to another slave) and
/// `XI_HierarchyChanged` (devices added, removed or re-attached), both selected on the root
/// window for all devices: the hierarchy event may only be selected for all devices.
@MainActor
final class X11XInput {
    /// The lowest version with smooth scrolling (XI 2.1).
    static let requiredVersion = (major: Int32(2), minor: Int32(1))

    /// The extension's major opcode: a GenericEvent whose cookie names it is an XI2 event.
    let opcode: Int32
    /// The version the server agreed to.
    let version: (major: Int32, minor: Int32)
    /// Scroll axes and their last values, per device.
    var smoothScroll = X11SmoothScroll()
    /// Where the last pointer event put the pointer, so a motion that only scrolls is not
    /// reported as a move in place.
    var lastPointer: (window: UInt, location: PlatformPoint)?

    private let connection: X11Connection
    private var display: OpaquePointer { connection.display }

    /// XInput ≥ 2.1 on `connection`, or nil if the server lacks it or refuses the root selection.
    init?(connection: X11Connection, root: UInt, forcesPointerEvents: Bool = false) {
        self.connection = connection
        self.forcesPointerEvents = forcesPointerEvents
        let display = connection.display
        var opcode: Int32 = 0
        var firstEvent: Int32 = 0
        var firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        // libXi is opened now, not at launch (Sources/CX11/first_use.h).
        if let failure = CX11_LoadXInput() {
            Diagnostics.warning(
                "X11: pointer input comes as core events: \(String(cString: failure)) (install libxi6 for XInput 2's "
                    + "smooth scrolling)")
            return nil
        }
        var (major, minor) = Self.requiredVersion
        // BadRequest (a server with only XI 1.x) comes back as the status, not as an error event.
        guard CX11_XIQueryVersion(display, &major, &minor) == Success,
            (major, minor) >= Self.requiredVersion
        else { return nil }
        self.opcode = opcode
        self.version = (major, minor)
        do {
            try X11ErrorTrap.run("XISelectEvents", display: connection) {
                Self.select([XI_DeviceChanged, XI_HierarchyChanged], device: XIAllDevices, on: root, display: display)
            }
        } catch {
            return nil
        }
        refreshDevices()
    }

    /// Selects the XI2 pointer events (buttons, motion, crossings, from every master pointer) on a
    /// top-level window while some device has scroll axes, the only way to see smooth scrolling,
    /// and none otherwise: core events then carry the pointer, which costs Xlib less per event
    /// (no cookie to copy). All five go together, because a press selected through XI2 starts an
    /// XI2 implicit grab, which delivers only the XI2 events selected. A device that starts or
    /// stops scrolling smoothly reselects every window. A refused selection leaves core events.
    func selectPointerEvents(on window: UInt) {
        selectedWindows.insert(window)
        let events = selectsPointerEvents ? [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave] : []
        do {
            try X11ErrorTrap.run("XISelectEvents", display: connection) {
                Self.select(events, device: XIAllMasterDevices, on: window, display: display)
            }
        } catch {
            selectedWindows.remove(window)
        }
    }

    /// Whether the windows take their pointer input through XI2 now.
    private(set) var selectsPointerEvents = false
    /// `WINDOWING_XI2_POINTER`: XI2 pointer events even without smooth-scrolling devices.
    private let forcesPointerEvents: Bool
    /// Windows whose XI2 selection follows the devices.
    private var selectedWindows: Set<UInt> = []

    func windowWillBeDestroyed(_ window: UInt) { selectedWindows.remove(window) }

    /// Reselects every window when smooth scrolling appeared or went away with a device change.
    private func followScrollDevices() {
        let wanted = forcesPointerEvents || !smoothScroll.isEmpty
        guard wanted != selectsPointerEvents else { return }
        selectsPointerEvents = wanted
        for window in selectedWindows { selectPointerEvents(on: window) }
    }

    private static func select(_ events: [Int32], device: Int32, on window: UInt, display: OpaquePointer) {
        // Four bytes cover every event type up to 31; the mask length is in bytes here.
        var bits = [UInt8](repeating: 0, count: 4)
        for event in events { CX11_XISetMask(&bits, event) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = CX11_XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Reads every device's scroll axes again and forgets every last value.
    func refreshDevices() {
        guard connection.isUsable else { return }
        var count: Int32 = 0
        guard let devices = CX11_XIQueryDevice(display, XIAllDevices, &count) else {
            smoothScroll.replaceAllDevices([:])
            followScrollDevices()
            return
        }
        defer { CX11_XIFreeDeviceInfo(devices) }
        var axes: [Int: [X11SmoothScroll.Axis]] = [:]
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
            axes[Int(device.deviceid)] = Self.scrollAxes(device.classes, count: device.num_classes)
        }
        smoothScroll.replaceAllDevices(axes)
        followScrollDevices()
    }

    /// A device's classes changed (`XI_DeviceChanged`): its scroll axes are replaced from the event.
    func deviceChanged(_ event: XIDeviceChangedEvent) {
        smoothScroll.setAxes(Self.scrollAxes(event.classes, count: event.num_classes), of: Int(event.sourceid))
        followScrollDevices()
    }

    /// The scroll axes among a device's classes (`XIScrollClassInfo`); other classes are skipped.
    private static func scrollAxes(
        _ classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32
    ) -> [X11SmoothScroll.Axis] {
        guard let classes, count > 0 else { return [] }
        return UnsafeBufferPointer(start: classes, count: Int(count)).compactMap { info in
            guard let info, info.pointee.type == XIScrollClass else { return nil }
            let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
            let orientation: X11SmoothScroll.Axis.Orientation
            switch scroll.scroll_type {
            case XIScrollTypeVertical: orientation = .vertical
            case XIScrollTypeHorizontal: orientation = .horizontal
            default: return nil
            }
            return X11SmoothScroll.Axis(
                valuator: Int(scroll.number), orientation: orientation, increment: scroll.increment)
        }
    }
}
