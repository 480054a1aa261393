import CX11
import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Everything the X server delivers is input another client can shape (issue 21). Random events
/// go through the backend's translation in memory, from Xlib's queue (`translateForTesting`), with
/// random property values on the windows for the property readers; scales are read from random
/// resource databases. Nothing may crash, trap or grow without bound, and no event may name a
/// window the backend did not make.
///
/// `WINDOWING_FUZZ_EVENTS` sets the number of events (100,000 by default; the figures in issue 21's
/// closing note are from 1,000,000).
@MainActor
@Suite(.serialized)
final class X11EventFuzzTests {
    let server: XvfbServer

    init() throws {
        server = try XvfbServer()
    }

    static var eventCount: Int {
        ProcessInfo.processInfo.environment["WINDOWING_FUZZ_EVENTS"].flatMap { Int($0) } ?? 100_000
    }

    /// Core event types, weighted towards those the translation reads, and a few no server sends.
    static let types: [Int32] = [
        KeyPress, KeyRelease, ButtonPress, ButtonRelease, MotionNotify, MotionNotify, EnterNotify, LeaveNotify,
        FocusIn, FocusOut, KeymapNotify, Expose, Expose, GraphicsExpose, NoExpose, VisibilityNotify, CreateNotify,
        DestroyNotify, UnmapNotify, MapNotify, MapRequest, ReparentNotify, ConfigureNotify, ConfigureNotify,
        ConfigureRequest, GravityNotify, ResizeRequest, CirculateNotify, CirculateRequest, PropertyNotify,
        PropertyNotify, SelectionClear, SelectionRequest, SelectionNotify, ColormapNotify, ClientMessage,
        ClientMessage, ClientMessage, MappingNotify, GenericEvent, 0, 1, 36, 64, 127, -1,
    ]

    @Test func randomEventsAndPropertiesNeverCrashOrGrowState() throws {
        let backend = try X11Backend(displayName: server.displayName, environment: X11Environment())
        defer { backend.shutdown() }
        let spec = PlatformWindowSpec(size: PlatformSize(width: 200, height: 100), title: "fuzz", className: "Fuzz")
        let ids = try [backend.createWindow(spec), backend.createWindow(spec)]
        for id in ids { backend.setVisible(true, of: id) }
        backend.syncForTesting()
        _ = backend.drainEvents()
        let xids = ids.map { UInt(truncatingIfNeeded: $0.rawValue) }

        // A second connection writes random property values for the readers to find.
        let writer = try #require(XOpenDisplay(server.displayName))
        defer { XCloseDisplay(writer) }
        func atom(_ name: String) -> UInt { XInternAtom(writer, name, 0) }
        let wmState = atom("WM_STATE")
        let netWMState = atom("_NET_WM_STATE")
        let hidden = atom("_NET_WM_STATE_HIDDEN")
        let protocols = atom("WM_PROTOCOLS")
        let atoms = [
            wmState, netWMState, hidden, protocols, atom("WM_DELETE_WINDOW"), atom("_NET_WM_PING"),
            atom("WM_TAKE_FOCUS"), atom("ATOM"), atom("CARDINAL"), atom("CLIPBOARD"), atom("TARGETS"), 0,
        ]

        var generator = SeededGenerator(seed: 20_261_126)
        func any<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        var produced: [String: Int] = [:]
        var propertyWrites = 0
        let size = X11Backend.eventSizeForTesting
        for index in 0..<Self.eventCount {
            if index % 50 == 0 {
                writeRandomProperty(
                    writer, window: any(xids), property: any([wmState, netWMState]),
                    values: [UInt(IconicState), UInt(NormalState), hidden, 0, UInt(generator.next())],
                    types: atoms.filter { $0 != 0 }, generator: &generator)
                propertyWrites += 1
            }
            var event = XEvent()
            withUnsafeMutableBytes(of: &event) { bytes in
                for offset in bytes.indices { bytes[offset] = UInt8(truncatingIfNeeded: generator.next()) }
            }
            event.type = any(Self.types)
            event.xany.window = any(xids + xids + [0, UInt(generator.next() & 0xFFFF_FFFF)])
            event.xany.send_event = any([0, 0, 0, 1])
            switch event.type {
            case ClientMessage:
                event.xclient.message_type = any(atoms + [UInt(generator.next() & 0xFFFF)])
                event.xclient.format = any([8, 16, 32, 32, 32, 0, -1, 33])
                var message = event.xclient
                if generator.next() % 2 == 0 { CX11_SetClientMessageLong(&message, 0, Int(bitPattern: any(atoms))) }
                event.xclient = message
            case PropertyNotify:
                event.xproperty.atom = any([wmState, netWMState, wmState, netWMState, UInt(generator.next() & 0xFFFF)])
                event.xproperty.state = any([PropertyNewValue, PropertyDelete, 7])
            case MappingNotify:
                event.xmapping.request = any([MappingModifier, MappingKeyboard, MappingPointer, 9])
                event.xmapping.first_keycode = Int32(generator.next() % 300)
                event.xmapping.count = Int32(generator.next() % 300)
            default:
                break
            }
            Self.conformToWire(&event)
            let bytes = withUnsafeBytes(of: &event) { Array($0.prefix(size)) }
            for translated in backend.translateForTesting(eventBytes: bytes) {
                let name = Self.check(translated, windows: ids)
                produced[name, default: 0] += 1
            }
        }
        let held = backend.heldStateForTesting
        #expect(held.windows == 2)
        #expect(held.pressedKeys <= 256)
        let total = produced.values.reduce(0, +)
        print(
            "X11 event fuzz: \(Self.eventCount) random events, \(propertyWrites) random property values, "
                + "\(total) platform events (\(produced.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))); "
                + "state held: \(held.windows) windows, \(held.pressedKeys) keys down")
    }

    @Test func randomResourceDatabasesGiveScalesInRange() {
        var generator = SeededGenerator(seed: 96)
        let pieces = [
            "Xft.dpi:", "Xft.Dpi:", "*dpi:", "Xft.dpi: ", "\t", " ", "\n", "1e", "9", "0", ".", "-", "+", "inf", "nan",
            "!", "\\", "\\\n", "#include", "Xft.antialias: 1\n", "é", "\u{1}", "96", "192", "e-", "x",
        ]
        let count = Self.eventCount
        var scales = 0
        for _ in 0..<count {
            let length = Int(generator.next() % 16)
            let text = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            if let scale = X11Screen.dpiScale(resources: text, warn: { _ in }) {
                #expect(ScreenScale.range.contains(scale), "\(text.debugDescription)")
                scales += 1
            }
        }
        print("RESOURCE_MANAGER fuzz: \(count) random databases, \(scales) gave a scale, all in range")
    }

    /// The INT16 pointer coordinates of each event type that carries them, in the order x, y,
    /// x_root, y_root.
    private static let coordinates: [Int32: [WritableKeyPath<XEvent, Int32>]] = {
        let key: [WritableKeyPath<XEvent, Int32>] = [\.xkey.x, \.xkey.y, \.xkey.x_root, \.xkey.y_root]
        let button: [WritableKeyPath<XEvent, Int32>] = [
            \.xbutton.x, \.xbutton.y, \.xbutton.x_root, \.xbutton.y_root,
        ]
        let crossing: [WritableKeyPath<XEvent, Int32>] = [
            \.xcrossing.x, \.xcrossing.y, \.xcrossing.x_root, \.xcrossing.y_root,
        ]
        return [
            KeyPress: key, KeyRelease: key, ButtonPress: button, ButtonRelease: button,
            MotionNotify: [\.xmotion.x, \.xmotion.y, \.xmotion.x_root, \.xmotion.y_root],
            EnterNotify: crossing, LeaveNotify: crossing,
        ]
    }()

    /// The boolean (one-bit) fields of each event type.
    private static let flags: [Int32: [WritableKeyPath<XEvent, Int32>]] = [
        KeyPress: [\.xkey.same_screen], KeyRelease: [\.xkey.same_screen],
        ButtonPress: [\.xbutton.same_screen], ButtonRelease: [\.xbutton.same_screen],
        MotionNotify: [\.xmotion.same_screen], EnterNotify: [\.xcrossing.focus, \.xcrossing.same_screen],
        LeaveNotify: [\.xcrossing.focus, \.xcrossing.same_screen], ConfigureNotify: [\.xconfigure.override_redirect],
    ]

    /// The CARD8 fields of each event type.
    private static let bytes: [Int32: [WritableKeyPath<XEvent, Int32>]] = [
        EnterNotify: [\.xcrossing.mode, \.xcrossing.detail], LeaveNotify: [\.xcrossing.mode, \.xcrossing.detail],
        FocusIn: [\.xfocus.mode, \.xfocus.detail], FocusOut: [\.xfocus.mode, \.xfocus.detail],
        ClientMessage: [\.xclient.format], PropertyNotify: [\.xproperty.state],
        MappingNotify: [\.xmapping.request, \.xmapping.first_keycode, \.xmapping.count],
    ]

    /// Narrows the fields the translation reads to the widths the X protocol gives them (a keycode
    /// is a CARD8, a coordinate an INT16, a size a CARD16): an event from the server, sent by
    /// another client or not, cannot hold more, and Xlib itself indexes tables with some of them.
    private static func conformToWire(_ event: inout XEvent) {
        func card16(_ value: Int32) -> Int32 { Int32(UInt16(truncatingIfNeeded: value)) }
        event.xany.send_event = event.xany.send_event & 1
        for field in coordinates[event.type] ?? [] {
            event[keyPath: field] = Int32(Int16(truncatingIfNeeded: event[keyPath: field]))
        }
        for field in flags[event.type] ?? [] { event[keyPath: field] &= 1 }
        for field in bytes[event.type] ?? [] {
            event[keyPath: field] = Int32(UInt8(truncatingIfNeeded: event[keyPath: field]))
        }
        switch event.type {
        case KeyPress, KeyRelease:
            event.xkey.keycode = 8 + event.xkey.keycode % 248
            event.xkey.state &= 0xFFFF
        case ButtonPress, ButtonRelease:
            event.xbutton.button &= 0xFF
            event.xbutton.state &= 0xFFFF
        case MotionNotify:
            event.xmotion.state &= 0xFFFF
            event.xmotion.is_hint &= 1
        case EnterNotify, LeaveNotify:
            event.xcrossing.state &= 0xFFFF
        case Expose:
            event.xexpose.x = card16(event.xexpose.x)
            event.xexpose.y = card16(event.xexpose.y)
            event.xexpose.width = card16(event.xexpose.width)
            event.xexpose.height = card16(event.xexpose.height)
            event.xexpose.count = card16(event.xexpose.count) % 4
        case ConfigureNotify:
            // The window configured, not only the one told, is one of ours as often.
            event.xconfigure.window = event.xconfigure.event
            event.xconfigure.x = Int32(Int16(truncatingIfNeeded: event.xconfigure.x))
            event.xconfigure.y = Int32(Int16(truncatingIfNeeded: event.xconfigure.y))
            event.xconfigure.width = card16(event.xconfigure.width)
            event.xconfigure.height = card16(event.xconfigure.height)
            event.xconfigure.border_width = card16(event.xconfigure.border_width)
        default:
            break
        }
    }

    /// The event's kind, after checking it names one of `windows` and carries sane numbers.
    private static func check(_ event: PlatformEvent, windows: [PlatformWindowID]) -> String {
        func named(_ id: PlatformWindowID, _ kind: String) -> String {
            #expect(windows.contains(id), "\(kind) for a window the backend did not make")
            return kind
        }
        switch event {
        case .exposed(let id, let rect):
            #expect(rect.width >= 0 && rect.height >= 0)
            return named(id, "exposed")
        case .resized(let id, let size):
            #expect(size.width >= 1 && size.height >= 1 && size.width <= 32767 && size.height <= 32767, "\(size)")
            return named(id, "resized")
        case .mapped(let id): return named(id, "mapped")
        case .unmapped(let id): return named(id, "unmapped")
        case .focusIn(let id): return named(id, "focusIn")
        case .focusOut(let id): return named(id, "focusOut")
        case .keysLost(let id): return named(id, "keysLost")
        case .closeRequested(let id): return named(id, "closeRequested")
        case .destroyed(let id): return named(id, "destroyed")
        case .connectionLost:
            Issue.record("the connection was lost")
            return "connectionLost"
        case .pointer(let id, let pointer):
            #expect(pointer.location.x.isFinite && pointer.location.y.isFinite)
            return named(id, "pointer")
        case .key(let id, _): return named(id, "key")
        case .scroll(let id, _): return named(id, "scroll")
        case .composition(let id, let composition):
            #expect(composition.selectedRange.upperBound <= composition.text.utf16.count)
            return named(id, "composition")
        }
    }

    private func writeRandomProperty(
        _ display: OpaquePointer, window: UInt, property: UInt, values: [UInt], types: [UInt],
        generator: inout SeededGenerator
    ) {
        if generator.next() % 6 == 0 {
            XDeleteProperty(display, window, property)
        } else {
            let count = Int(generator.next() % 12)
            var items = (0..<count).map { _ in values[Int(generator.next() % UInt64(values.count))] }
            let format = [8, 16, 32, 32][Int(generator.next() % 4)] as Int32
            let type = types[Int(generator.next() % UInt64(types.count))]
            _ = items.withUnsafeMutableBytes { bytes in
                XChangeProperty(
                    display, window, property, type, format, PropModeReplace,
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(count))
            }
        }
        XSync(display, 0)
    }
}
