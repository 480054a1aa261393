import CX11
import Testing

@testable import Windowing

/// XInput 2.1 smooth-scroll bookkeeping without X: scroll axes in, valuator values in, notches out.
struct X11SmoothScrollTests {
    typealias Axis = X11SmoothScroll.Axis
    typealias Delta = X11SmoothScroll.Delta

    /// A touchpad-like device 12 with vertical scrolling on valuator 2 and horizontal on 3.
    static let touchpad = 12
    static let vertical = Axis(valuator: 2, orientation: .vertical, increment: 15)
    static let horizontal = Axis(valuator: 3, orientation: .horizontal, increment: 15)

    func touchpadScroll() -> X11SmoothScroll {
        var scroll = X11SmoothScroll()
        scroll.setAxes([Self.vertical, Self.horizontal], of: Self.touchpad)
        return scroll
    }

    /// `delta` for an event carrying exactly these valuator values.
    func delta(
        _ scroll: inout X11SmoothScroll, device: Int = X11SmoothScrollTests.touchpad, _ values: [Int: Double],
        emulated: Bool = false
    ) -> Delta? {
        scroll.delta(device: device, isEmulated: emulated) { values[$0] }
    }

    @Test func firstValueOnlyRecordsThenChangesAreNotches() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 300]) == .zero)
        #expect(delta(&scroll, [2: 315]) == Delta(x: 0, y: 1))
        #expect(delta(&scroll, [2: 322.5]) == Delta(x: 0, y: 0.5))
        #expect(delta(&scroll, [2: 292.5]) == Delta(x: 0, y: -2))
    }

    @Test func horizontalAxisGivesXAndBothAxesInOneEventAdd() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0, 3: 0]) == .zero)
        #expect(delta(&scroll, [3: -7.5]) == Delta(x: -0.5, y: 0))
        #expect(delta(&scroll, [2: 30, 3: 15]) == Delta(x: 1.5, y: 2))
    }

    /// The horizontal axis's first value is recorded even while the vertical one already scrolls.
    @Test func eachAxisStartsOnItsOwnFirstValue() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        #expect(delta(&scroll, [2: 15, 3: 1000]) == Delta(x: 0, y: 1))
        #expect(delta(&scroll, [3: 985]) == Delta(x: -1, y: 0))
    }

    @Test func eventsWithoutScrollValuatorsAreNotScrolls() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [0: 10, 1: 20]) == nil, "x and y only")
        #expect(delta(&scroll, device: 99, [2: 5]) == nil, "a device without scroll axes")
        #expect(delta(&scroll, [0: 10, 2: 0]) == .zero, "position and scroll together")
    }

    @Test func negativeIncrementReversesTheDirection() {
        var scroll = X11SmoothScroll()
        scroll.setAxes([Axis(valuator: 2, orientation: .vertical, increment: -120)], of: 5)
        #expect(delta(&scroll, device: 5, [2: 0]) == .zero)
        #expect(delta(&scroll, device: 5, [2: 120]) == Delta(x: 0, y: -1))
    }

    @Test func axesWithoutAUsableIncrementAreLeftOut() {
        var scroll = X11SmoothScroll()
        scroll.setAxes(
            [
                Axis(valuator: 2, orientation: .vertical, increment: 0),
                Axis(valuator: 3, orientation: .horizontal, increment: .nan),
            ], of: 7)
        #expect(scroll.isEmpty)
        #expect(scroll.axes(of: 7) == [])
        #expect(delta(&scroll, device: 7, [2: 0]) == nil)
        #expect(delta(&scroll, device: 7, [2: 10]) == nil)
    }

    @Test func nonFiniteValuesAreSkipped() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        #expect(delta(&scroll, [2: .infinity]) == nil)
        #expect(delta(&scroll, [2: 15]) == Delta(x: 0, y: 1), "the last finite value stays the reference")
    }

    @Test func devicesAreTrackedApart() {
        var scroll = touchpadScroll()
        scroll.setAxes([Axis(valuator: 4, orientation: .vertical, increment: 1)], of: 13)
        #expect(delta(&scroll, [2: 0]) == .zero)
        #expect(delta(&scroll, device: 13, [4: 50]) == .zero)
        #expect(delta(&scroll, [2: 15]) == Delta(x: 0, y: 1))
        #expect(delta(&scroll, device: 13, [4: 53]) == Delta(x: 0, y: 3))
    }

    @Test func deviceChangeReplacesAxesAndStartsAfresh() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        scroll.setAxes([Axis(valuator: 2, orientation: .vertical, increment: 30)], of: Self.touchpad)
        #expect(scroll.axes(of: Self.touchpad).count == 1)
        #expect(delta(&scroll, [2: 450]) == .zero, "the first value after the change is only recorded")
        #expect(delta(&scroll, [2: 480]) == Delta(x: 0, y: 1), "with the new increment")
        #expect(delta(&scroll, [3: 0]) == nil, "valuator 3 is no longer a scroll axis")
    }

    @Test func deviceLosingItsAxesNoLongerScrolls() {
        var scroll = touchpadScroll()
        scroll.setAxes([], of: Self.touchpad)
        #expect(scroll.isEmpty)
        #expect(delta(&scroll, [2: 0]) == nil)
    }

    @Test func enteringForgetsValuesButKeepsAxes() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        scroll.resetValues()
        #expect(delta(&scroll, [2: 600]) == .zero, "what scrolled elsewhere is not counted")
        #expect(delta(&scroll, [2: 615]) == Delta(x: 0, y: 1))
    }

    @Test func hierarchyChangeReplacesEveryDevice() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        scroll.replaceAllDevices([20: [Axis(valuator: 2, orientation: .horizontal, increment: 1)]])
        #expect(scroll.axes(of: Self.touchpad) == [])
        #expect(delta(&scroll, [2: 15]) == nil)
        #expect(delta(&scroll, device: 20, [2: 1]) == .zero)
        #expect(delta(&scroll, device: 20, [2: 3]) == Delta(x: 2, y: 0))
    }

    /// An axis change the server emulated from a real wheel button is recorded, not reported:
    /// the button itself is the notch.
    @Test func emulatedAxisChangesAreRecordedOnly() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        #expect(delta(&scroll, [2: 15], emulated: true) == .zero)
        #expect(delta(&scroll, [2: 22.5]) == Delta(x: 0, y: 0.5), "measured from the emulated value")
    }

    @Test func emulatedWheelButtonsAreSkippedForTheAxesTheDeviceScrollsWith() {
        var scroll = X11SmoothScroll()
        scroll.setAxes([Self.vertical], of: Self.touchpad)
        for button in [4, 5] {
            #expect(scroll.skipsWheelButton(button, device: Self.touchpad, isEmulated: true))
            #expect(!scroll.skipsWheelButton(button, device: Self.touchpad, isEmulated: false), "a real button")
        }
        for button in [6, 7] {
            #expect(!scroll.skipsWheelButton(button, device: Self.touchpad, isEmulated: true), "no horizontal axis")
        }
        #expect(!scroll.skipsWheelButton(4, device: 99, isEmulated: true), "a device without known axes")
        #expect(!scroll.skipsWheelButton(1, device: Self.touchpad, isEmulated: true), "not a wheel button")
    }

    /// One notch on a mouse whose driver scrolls by valuator: the axis moves by one increment (real)
    /// and the server emulates button 5 (emulated): one notch is reported in all.
    @Test func oneWheelNotchCountsOnce() {
        var scroll = touchpadScroll()
        #expect(delta(&scroll, [2: 0]) == .zero)
        let fromAxis = delta(&scroll, [2: 15])
        let buttonSkipped = scroll.skipsWheelButton(5, device: Self.touchpad, isEmulated: true)
        #expect(fromAxis == Delta(x: 0, y: 1) && buttonSkipped)
    }
}

/// The same bookkeeping fed hand-built `XIDeviceEvent`s, as Xlib hands them over: XTEST and
/// Xvfb cannot make scroll-valuator events, so this is where the event reading is checked.
struct X11SmoothScrollEventTests {
    static let touchpad: Int32 = 12

    func touchpadScroll() -> X11SmoothScroll {
        var scroll = X11SmoothScroll()
        scroll.setAxes(
            [
                X11SmoothScroll.Axis(valuator: 2, orientation: .vertical, increment: 15),
                X11SmoothScroll.Axis(valuator: 3, orientation: .horizontal, increment: 15),
            ], of: Int(Self.touchpad))
        return scroll
    }

    /// Runs `body` with an event from `device` carrying `valuators`: the mask has one bit per
    /// valuator number and the values are packed in valuator order, as libXi lays them out.
    func withEvent<Result>(
        device: Int32 = touchpad, flags: Int32 = 0, button: Int32 = 0, valuators: [(Int, Double)],
        _ body: (XIDeviceEvent) -> Result
    ) -> Result {
        let sorted = valuators.sorted { $0.0 < $1.0 }
        var mask = [UInt8](repeating: 0, count: 4)
        for (number, _) in sorted { mask[number / 8] |= UInt8(1 << (number % 8)) }
        var values = sorted.map(\.1)
        return mask.withUnsafeMutableBufferPointer { maskBuffer in
            values.withUnsafeMutableBufferPointer { valueBuffer in
                var event = XIDeviceEvent()
                (event.deviceid, event.sourceid, event.flags, event.detail) = (2, device, flags, button)
                event.valuators = XIValuatorState(
                    mask_len: Int32(maskBuffer.count), mask: maskBuffer.baseAddress, values: valueBuffer.baseAddress)
                return body(event)
            }
        }
    }

    @Test func valuesAreFoundByTheirPlaceInTheMask() {
        withEvent(valuators: [(0, 10), (1, 20), (2, 300), (3, 400)]) { event in
            #expect(X11SmoothScroll.value(ofValuator: 2, in: event.valuators) == 300)
            #expect(X11SmoothScroll.value(ofValuator: 3, in: event.valuators) == 400)
        }
        withEvent(valuators: [(1, 20), (3, 400), (9, 900)]) { event in
            #expect(X11SmoothScroll.value(ofValuator: 3, in: event.valuators) == 400, "the second value")
            #expect(X11SmoothScroll.value(ofValuator: 9, in: event.valuators) == 900, "from the second mask byte")
            #expect(X11SmoothScroll.value(ofValuator: 2, in: event.valuators) == nil, "not in the mask")
            #expect(X11SmoothScroll.value(ofValuator: 32, in: event.valuators) == nil, "past the mask")
            #expect(X11SmoothScroll.value(ofValuator: -1, in: event.valuators) == nil)
        }
        #expect(X11SmoothScroll.value(ofValuator: 0, in: XIValuatorState()) == nil, "no mask at all")
    }

    @Test func motionEventsGiveNotchesFromTheirScrollValuators() {
        var scroll = touchpadScroll()
        #expect(withEvent(valuators: [(0, 5), (1, 5), (2, 100)]) { scroll.delta(for: $0) } == .zero)
        #expect(withEvent(valuators: [(0, 6), (2, 130)]) { scroll.delta(for: $0) } == .init(x: 0, y: 2))
        #expect(withEvent(valuators: [(3, 0)]) { scroll.delta(for: $0) } == .zero, "horizontal's first value")
        #expect(withEvent(valuators: [(2, 122.5), (3, 7.5)]) { scroll.delta(for: $0) } == .init(x: 0.5, y: -0.5))
        #expect(withEvent(valuators: [(0, 7), (1, 8)]) { scroll.delta(for: $0) } == nil, "a plain move")
        #expect(withEvent(device: 3, valuators: [(2, 500)]) { scroll.delta(for: $0) } == nil, "another device")
    }

    @Test func pointerEmulatedEventsNeverScrollTwice() {
        var scroll = touchpadScroll()
        let emulated = Int32(XIPointerEmulated)
        #expect(withEvent(valuators: [(2, 0)]) { scroll.delta(for: $0) } == .zero)
        #expect(withEvent(flags: emulated, valuators: [(2, 15)]) { scroll.delta(for: $0) } == .zero)
        #expect(withEvent(valuators: [(2, 30)]) { scroll.delta(for: $0) } == .init(x: 0, y: 1))
        #expect(withEvent(flags: emulated, button: 5, valuators: []) { scroll.skips($0) })
        #expect(withEvent(flags: emulated, button: 6, valuators: []) { scroll.skips($0) })
        #expect(!withEvent(button: 5, valuators: []) { scroll.skips($0) }, "a real wheel button")
        #expect(!withEvent(flags: emulated, button: 1, valuators: []) { scroll.skips($0) }, "a touch-emulated click")
        #expect(!withEvent(device: 3, flags: emulated, button: 4, valuators: []) { scroll.skips($0) })
    }
}
