/// The bookkeeping behind XInput 2.1 smooth scrolling. The arithmetic here is free of Xlib;
/// X11SmoothScroll+Events reads the device events it is fed from.
///
/// A device that scrolls smoothly reports scrolling as valuators (axes) whose value only grows
/// or shrinks: the scroll is the change since the previous event, divided by the axis's
/// `increment` (the valuator delta of one wheel notch; −2 increments on a vertical axis are two
/// notches up, as two presses of button 4 would be). So the last value of every scroll axis is
/// remembered per source device, and a value seen for the first time (after the device's classes
/// changed, or after the pointer entered a window) is only recorded: nothing scrolled yet.
///
/// The server emulates in both directions (XI2 protocol, "Smooth scrolling"): a device with scroll
/// axes also sends wheel buttons 4–7 for each notch, and a device that sends real wheel buttons
/// also moves its scroll axes. Either copy carries `XIPointerEmulated`. Emulated wheel buttons from
/// an axis the device scrolls with are skipped, as are emulated axis changes, so a scroll is
/// never counted twice.
struct X11SmoothScroll: Equatable, Sendable {
    /// One scroll axis of a device (an `XIScrollClassInfo`).
    struct Axis: Equatable, Sendable {
        enum Orientation: Equatable, Sendable {
            case vertical
            case horizontal
        }

        /// The valuator number the axis reports on.
        var valuator: Int
        var orientation: Orientation
        /// The valuator change of one notch; its sign says which way is "down" or "right".
        var increment: Double
    }

    /// A scroll in notches: +y down, +x right.
    struct Delta: Equatable, Sendable {
        var x: Double
        var y: Double

        static let zero = Delta(x: 0, y: 0)
        var isZero: Bool { x == 0 && y == 0 }
    }

    /// Scroll axes by source device id; devices without any are not listed.
    private var axesByDevice: [Int: [Axis]] = [:]
    /// The last value of each scroll valuator, by device id then valuator number.
    private var lastValues: [Int: [Int: Double]] = [:]

    /// True if no device scrolls smoothly (the common case under Xvfb and plain mice on old drivers).
    var isEmpty: Bool { axesByDevice.isEmpty }

    /// The scroll axes known for `device`.
    func axes(of device: Int) -> [Axis] {
        axesByDevice[device] ?? []
    }

    /// Replaces a device's scroll axes (its classes changed) and forgets its last values.
    ///
    /// Axes with a zero or non-finite increment cannot be turned into notches and are left out.
    mutating func setAxes(_ axes: [Axis], of device: Int) {
        let usable = axes.filter { $0.increment != 0 && $0.increment.isFinite }
        axesByDevice[device] = usable.isEmpty ? nil : usable
        lastValues[device] = nil
    }

    /// Replaces every device's axes (the device hierarchy changed) and forgets every last value.
    mutating func replaceAllDevices(_ devices: [Int: [Axis]]) {
        axesByDevice = [:]
        lastValues = [:]
        for (device, axes) in devices {
            setAxes(axes, of: device)
        }
    }

    /// Forgets every last value, keeping the axes: the pointer entered a window, so whatever the
    /// devices scrolled meanwhile went elsewhere.
    mutating func resetValues() {
        lastValues = [:]
    }

    /// The scroll one motion event carries, or nil if none of its valuators is a scroll axis.
    ///
    /// - Parameters:
    ///   - device: The event's source (slave) device.
    ///   - value: The event's value for a valuator number, nil if the event does not carry it.
    ///   - isEmulated: The event has `XIPointerEmulated`: the server made the axis change up from
    ///     a wheel button, which is reported as a notch itself. Its values are recorded only.
    /// - Returns: The change since the previous values in notches; zero when every axis is
    ///   seen for the first time or the event is emulated.
    mutating func delta(device: Int, isEmulated: Bool, value: (Int) -> Double?) -> Delta? {
        guard let axes = axesByDevice[device] else { return nil }
        var delta = Delta.zero
        var carriesScroll = false
        var values = lastValues[device] ?? [:]
        for axis in axes {
            guard let current = value(axis.valuator), current.isFinite else { continue }
            carriesScroll = true
            let previous = values[axis.valuator]
            values[axis.valuator] = current
            guard !isEmulated, let previous else { continue }
            let notches = (current - previous) / axis.increment
            switch axis.orientation {
            case .vertical: delta.y += notches
            case .horizontal: delta.x += notches
            }
        }
        guard carriesScroll else { return nil }
        lastValues[device] = values
        return delta
    }

    /// True if a wheel button press (4–7) must be skipped: it is emulated from an axis of the
    /// device in the button's direction, whose own changes are reported instead.
    ///
    /// An emulated button from a device whose axes are unknown is kept, so a scroll is never lost.
    func skipsWheelButton(_ button: Int, device: Int, isEmulated: Bool) -> Bool {
        guard isEmulated, let axes = axesByDevice[device] else { return false }
        let orientation: Axis.Orientation
        switch button {
        case 4, 5: orientation = .vertical
        case 6, 7: orientation = .horizontal
        default: return false
        }
        return axes.contains { $0.orientation == orientation }
    }
}
