internal import CX11

/// XInput 2 on one connection: when the server has version 2.1 or later, the backend's windows
/// take their pointer input (buttons, motion, crossings) as XI2 events, which say which physical
/// device sent them, carry fractional positions, and report smooth scrolling as valuators.
///
/// Selecting XI2 button and motion events on a window replaces their core delivery to this
/// client, so the core pointer masks are left out of such windows' event masks. The keyboard
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
    init?(connection: X11Connection, root: UInt) {
        self.connection = connection
        let display = connection.display
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var (major, minor) = Self.requiredVersion
        // BadRequest (a server with only XI 1.x) comes back as the status, not as an error event.
        guard XIQueryVersion(display, &major, &minor) == Success,
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

    /// The XI2 pointer events a top-level window takes, from every master pointer.
    ///
    /// - Returns: False if the server refused the selection; the window then needs the core masks.
    func selectPointerEvents(on window: UInt) -> Bool {
        let events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave]
        do {
            try X11ErrorTrap.run("XISelectEvents", display: connection) {
                Self.select(events, device: XIAllMasterDevices, on: window, display: display)
            }
            return true
        } catch {
            return false
        }
    }

    private static func select(_ events: [Int32], device: Int32, on window: UInt, display: OpaquePointer) {
        // Four bytes cover every event type up to 31; the mask length is in bytes here.
        var bits = [UInt8](repeating: 0, count: 4)
        for event in events { CX11_XISetMask(&bits, event) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Reads every device's scroll axes again and forgets every last value.
    func refreshDevices() {
        guard connection.isUsable else { return }
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else {
            smoothScroll.replaceAllDevices([:])
            return
        }
        defer { XIFreeDeviceInfo(devices) }
        var axes: [Int: [X11SmoothScroll.Axis]] = [:]
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
            axes[Int(device.deviceid)] = Self.scrollAxes(device.classes, count: device.num_classes)
        }
        smoothScroll.replaceAllDevices(axes)
    }

    /// A device's classes changed (`XI_DeviceChanged`): its scroll axes are replaced from the event.
    func deviceChanged(_ event: XIDeviceChangedEvent) {
        smoothScroll.setAxes(Self.scrollAxes(event.classes, count: event.num_classes), of: Int(event.sourceid))
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
            return X11SmoothScroll.Axis(valuator: Int(scroll.number), orientation: orientation, increment: scroll.increment)
        }
    }
}
