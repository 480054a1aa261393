internal import CX11

/// Reading XInput 2 device events for `X11SmoothScroll`: which device, whether the server
/// emulated the event, and the values of the valuators it carries.
extension X11SmoothScroll {
    /// The scroll an `XI_Motion` event carries, as `delta(device:isEmulated:value:)` computes it.
    mutating func delta(for event: XIDeviceEvent) -> Delta? {
        let valuators = event.valuators
        return delta(device: Int(event.sourceid), isEmulated: event.flags & XIPointerEmulated != 0) {
            Self.value(ofValuator: $0, in: valuators)
        }
    }

    /// True if an `XI_ButtonPress`/`XI_ButtonRelease` is a wheel button to skip
    /// (`skipsWheelButton(_:device:isEmulated:)`).
    func skips(_ event: XIDeviceEvent) -> Bool {
        skipsWheelButton(
            Int(event.detail), device: Int(event.sourceid), isEmulated: event.flags & XIPointerEmulated != 0)
    }

    /// The value an event carries for a valuator, nil if its mask does not include it. `values`
    /// holds only the valuators set in the mask, in valuator order; `mask_len` counts bytes.
    static func value(ofValuator number: Int, in state: XIValuatorState) -> Double? {
        guard number >= 0, number < Int(state.mask_len) * 8, let mask = state.mask, let values = state.values,
            CX11_XIMaskIsSet(mask, Int32(number)) != 0
        else { return nil }
        var index = 0
        for bit in 0..<number where CX11_XIMaskIsSet(mask, Int32(bit)) != 0 {
            index += 1
        }
        return values[index]
    }
}
