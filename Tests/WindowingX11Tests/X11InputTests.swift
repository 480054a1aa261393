import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Input through `X11Backend.drainEvents()`, synthesised with XTEST on a private Xvfb per test
/// (no window manager: the window sits at the root's origin, so root and window pixels agree).
@MainActor
@Suite(.serialized)
final class X11InputTests {
    /// Stopped by PID when the test's suite instance goes away (`XvfbServer.deinit`).
    let server: XvfbServer
    let client: XTestClient

    init() throws {
        server = try XvfbServer()
        client = try XTestClient(displayName: server.displayName)
    }

    // The client disconnects before its server goes, so it never sees the server die.
    isolated deinit {
        client.close()
        server.stop()
    }

    // MARK: - Buttons

    @Test func clickGivesButtonDownThenUpAtThePixel() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 30, y: 40)
        // `click(atX:y:)` would move the pointer first, and the server reports even a move in place.
        #expect(client.pressButton(1) && client.releaseButton(1))
        let events = input(drain(backend) { $0.contains { Self.isButtonUp($0) } })
        let at = PlatformPoint(x: 30, y: 40)
        try #require(events.count == 2, "\(events)")
        #expect(events.map(\.pointer?.kind) == [.buttonDown(1), .buttonUp(1)])
        #expect(events.map(\.pointer?.location) == [at, at])
        #expect(events.map(\.pointer?.modifiers) == [[], []])
        #expect(events.allSatisfy { $0.windowID == id })
        let (down, up) = (try #require(events[0].pointer), try #require(events[1].pointer))
        #expect(down.timestamp > 0 && up.timestamp >= down.timestamp)
    }

    @Test func otherButtonsPairAndCarryModifiers() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 120, y: 60)
        let shift = try #require(client.keycode(for: UInt(XK_Shift_L)))
        client.keyDown(keycode: shift)
        for button: UInt32 in [2, 3, 8, 9] {
            client.pressButton(button)
            client.releaseButton(button)
        }
        client.keyUp(keycode: shift)
        let events = input(drain(backend) { $0.filter(Self.isButtonUp).count == 4 }).filter { $0.pointer != nil }
        #expect(
            events.map(\.pointer?.kind)
                == [
                    .buttonDown(2), .buttonUp(2), .buttonDown(3), .buttonUp(3), .buttonDown(8), .buttonUp(8),
                    .buttonDown(9), .buttonUp(9),
                ])
        #expect(events.allSatisfy { $0.pointer?.modifiers == .shift })
        #expect(events.allSatisfy { $0.pointer?.location == PlatformPoint(x: 120, y: 60) })
    }

    @Test func wheelNotchesScrollOnPressOnly() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 50, y: 25)
        for button: UInt32 in [4, 5, 6, 7] {
            #expect(client.pressButton(button) && client.releaseButton(button))
        }
        backend.syncForTesting()
        let events = input(drain(backend) { $0.filter { $0.scroll != nil }.count == 4 })
        let deltas = events.compactMap { $0.scroll.map { [$0.deltaX, $0.deltaY] } }
        #expect(deltas == [[0, -1], [0, 1], [-1, 0], [1, 0]])
        #expect(events.count == 4, "releases of wheel buttons say nothing: \(events)")
        #expect(events.allSatisfy { $0.scroll?.location == PlatformPoint(x: 50, y: 25) })
        #expect(events.allSatisfy { $0.scroll?.isPrecise == false && $0.scroll?.modifiers == [] })
        #expect(events.allSatisfy { $0.windowID == id })
    }

    // MARK: - Motion and crossings

    @Test func motionBurstGivesOneMotionAtTheNewestPosition() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 10, y: 10)
        for step in 1...50 {
            client.moveMouse(toX: 10 + step * 3, y: 10 + step)
        }
        backend.syncForTesting()
        let events = input(backend.drainEvents())
        try #require(events.count == 1, "\(events)")
        #expect(events[0] == .pointer(id, try #require(events[0].pointer)))
        #expect(events[0].pointer?.kind == .motion)
        #expect(events[0].pointer?.location == PlatformPoint(x: 160, y: 60))
    }

    @Test func crossingsGiveEnteredAndExited() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        #expect(client.moveMouse(toX: 20, y: 30))
        let entering = input(drain(backend) { $0.contains { $0.pointer?.kind == .entered } })
        #expect(entering.first?.pointer?.kind == .entered)
        #expect(entering.first?.pointer?.location == PlatformPoint(x: 20, y: 30))
        #expect(client.moveMouse(toX: 500, y: 400))
        let leaving = input(drain(backend) { $0.contains { $0.pointer?.kind == .exited } })
        #expect(leaving.map(\.pointer?.kind) == [.exited])
        #expect(leaving.first?.pointer?.location == PlatformPoint(x: 500, y: 400))
        #expect(leaving.first?.windowID == id)
    }

    @Test func grabLeavingWhileAButtonIsHeldCancels() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 40, y: 40)
        // A grab without a button held is only a crossing caused by a grab: nothing.
        client.sendCrossing(to: id.xid, mode: NotifyGrab, x: 40, y: 40)
        client.sendCrossing(leaving: false, to: id.xid, mode: NotifyUngrab, x: 40, y: 40)
        backend.syncForTesting()
        #expect(input(backend.drainEvents()) == [])

        client.pressButton(1)
        #expect(input(drain(backend) { $0.contains { $0.pointer?.kind == .buttonDown(1) } }).count == 1)
        client.sendCrossing(to: id.xid, mode: NotifyGrab, x: 40, y: 40, state: UInt32(Button1Mask))
        let cancelled = input(drain(backend) { $0.contains { $0.pointer?.kind == .cancelled } })
        #expect(cancelled.map(\.pointer?.kind) == [.cancelled])
        client.releaseButton(1)
        backend.syncForTesting()
        #expect(input(backend.drainEvents()) == [], "the cancelled gesture's release is dropped")
    }

    /// Synthetic input from another client's XSendEvent is ignored; real input still arrives after it.
    @Test func syntheticButtonEventsAreIgnored() throws {
        let (backend, id) = try openWindow()
        defer { backend.shutdown() }
        enter(id, of: backend, atX: 50, y: 50)
        #expect(client.sendSyntheticClick(to: id.xid, x: 50, y: 50))
        backend.syncForTesting()
        #expect(input(backend.drainEvents()) == [])
        #expect(client.pressButton(1) && client.releaseButton(1))
        let real = input(drain(backend) { $0.contains { Self.isButtonUp($0) } })
        #expect(real.map(\.pointer?.kind) == [.buttonDown(1), .buttonUp(1)])
    }

    // MARK: - XInput 2 and the core path

    /// Xvfb has XInput 2.2, so pointer input takes the XI2 path unless `WINDOWING_NO_XI2` says not to,
    /// once it is set up: after the first frame, so that its round trips do not delay it.
    @Test func xinput2IsUsedUnlessSwitchedOff() throws {
        let xi2 = try makeBackend()
        defer { xi2.shutdown() }
        #expect(!xi2.usesXInput2ForTesting)
        xi2.prepareXInputForTesting()
        #expect(xi2.usesXInput2ForTesting)
        // Xvfb's devices have no scroll axes: pointer input stays core unless forced.
        #expect(!xi2.selectsXInput2PointerForTesting)
        let forced = try makeBackend(environment: X11Environment(forcesXInput2Pointer: true))
        defer { forced.shutdown() }
        forced.prepareXInputForTesting()
        #expect(forced.selectsXInput2PointerForTesting)
        let core = try makeBackend(environment: X11Environment(disablesXInput2: true))
        defer { core.shutdown() }
        core.prepareXInputForTesting()
        #expect(!core.usesXInput2ForTesting)
    }

    /// A window made before XInput 2 is set up takes XI2 pointer events once it is, and core
    /// events until then.
    @Test func aWindowMadeBeforeXInput2FollowsItOnceSetUp() throws {
        let (backend, id) = try openWindow(
            environment: X11Environment(forcesXInput2Pointer: true), preparesXInput: false)
        defer { backend.shutdown() }
        #expect(!backend.usesXInput2ForTesting)
        enter(id, of: backend, atX: 30, y: 40)
        client.pressButton(1)
        client.releaseButton(1)
        let before = input(drain(backend) { $0.contains { Self.isButtonUp($0) } })
        #expect(before.compactMap(\.pointer?.kind) == [.buttonDown(1), .buttonUp(1)])
        backend.prepareXInputForTesting()
        #expect(backend.selectsXInput2PointerForTesting)
        client.moveMouse(toX: 60, y: 50)
        client.pressButton(1)
        client.releaseButton(1)
        let after = input(drain(backend) { $0.contains { Self.isButtonUp($0) } })
        #expect(after.compactMap(\.pointer?.kind).suffix(2) == [.buttonDown(1), .buttonUp(1)])
        #expect(after.first { $0.pointer?.kind == .buttonUp(1) }?.pointer?.location == PlatformPoint(x: 60, y: 50))
    }

    /// A click, a drag and a wheel notch give the same events through XInput 2 and through core
    /// events (`WINDOWING_NO_XI2`).
    @Test(arguments: [false, true])
    func clickDragAndWheelAgreeOnBothPaths(coreOnly: Bool) throws {
        let (backend, id) = try openWindow(
            environment: X11Environment(disablesXInput2: coreOnly, forcesXInput2Pointer: !coreOnly))
        defer { backend.shutdown() }
        #expect(backend.usesXInput2ForTesting == !coreOnly && backend.selectsXInput2PointerForTesting == !coreOnly)
        enter(id, of: backend, atX: 30, y: 40)
        client.pressButton(1)
        for step in 1...20 {
            client.moveMouse(toX: 30 + step * 3, y: 40 + step)
        }
        client.releaseButton(1)
        client.pressButton(5)
        client.releaseButton(5)
        let events = input(drain(backend) { $0.contains { $0.scroll != nil } })
        let kinds = events.compactMap(\.pointer?.kind)
        #expect(kinds.first == .buttonDown(1) && kinds.last == .buttonUp(1), "\(kinds)")
        #expect(kinds.dropFirst().dropLast().allSatisfy { $0 == .motion } && kinds.count >= 3)
        let end = PlatformPoint(x: 90, y: 60)
        #expect(events.last { $0.pointer?.kind == .motion }?.pointer?.location == end, "the newest position")
        #expect(events.first { $0.pointer?.kind == .buttonUp(1) }?.pointer?.location == end)
        let scrolls = events.compactMap(\.scroll)
        #expect(scrolls.map { [$0.deltaX, $0.deltaY] } == [[0, 1]])
        #expect(scrolls.first?.isPrecise == false && scrolls.first?.location == end)
        #expect(events.allSatisfy { $0.windowID == id })
    }

    // MARK: - Helpers

    func makeBackend(environment: X11Environment = X11Environment()) throws -> X11Backend {
        try X11Backend(displayName: server.displayName, environment: environment)
    }

    /// A new backend with a created, mapped and first-exposed 200×100 window at the root's origin,
    /// and XInput 2 set up after it, as an app's backend does after its first frame.
    func openWindow(
        environment: X11Environment = X11Environment(), preparesXInput: Bool = true
    ) throws -> (X11Backend, PlatformWindowID) {
        let backend = try makeBackend(environment: environment)
        let spec = PlatformWindowSpec(
            size: PlatformSize(width: 200, height: 100), title: "Input", className: "X11InputTests")
        let id = try backend.createWindow(spec)
        backend.setVisible(true, of: id)
        let full = PlatformRect(x: 0, y: 0, width: 200, height: 100)
        try #require(drain(backend) { $0.contains(.exposed(id, full)) }.contains(.exposed(id, full)))
        if preparesXInput { backend.prepareXInputForTesting() }
        return (backend, id)
    }

    /// Moves the pointer into the window and drains what that caused (`.entered`, a motion).
    func enter(_ id: PlatformWindowID, of backend: X11Backend, atX x: Int, y: Int) {
        client.moveMouse(toX: x, y: y)
        _ = drain(backend) { $0.contains { $0.pointer?.kind == .entered } }
    }

    /// Drains the backend until `done` holds for everything drained so far, for at most 5 s.
    func drain(_ backend: X11Backend, until done: ([PlatformEvent]) -> Bool) -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        waitUntil {
            backend.syncForTesting()
            events += backend.drainEvents()
            return done(events)
        }
        return events
    }

    /// The pointer, key and scroll events, in order.
    func input(_ events: [PlatformEvent]) -> [PlatformEvent] {
        events.filter { $0.pointer != nil || $0.key != nil || $0.scroll != nil }
    }

    static func isButtonUp(_ event: PlatformEvent) -> Bool {
        if case .buttonUp = event.pointer?.kind { true } else { false }
    }
}

extension PlatformEvent {
    var pointer: PlatformPointerEvent? {
        if case .pointer(_, let pointer) = self { pointer } else { nil }
    }

    var key: PlatformKeyEvent? {
        if case .key(_, let key) = self { key } else { nil }
    }

    var scroll: PlatformScrollEvent? {
        if case .scroll(_, let scroll) = self { scroll } else { nil }
    }

    var windowID: PlatformWindowID? {
        switch self {
        case .pointer(let id, _), .key(let id, _), .scroll(let id, _): id
        default: nil
        }
    }
}
