import CX11
import Testing
import WindowingTesting

@testable import Windowing

/// The event path under a flood another client sends (issue 21), in memory: the events go
/// straight into Xlib's queue (`queueForTesting`) and the backend drains them as the run loop
/// does. An app short of CPU during `HostileClientTests`' storm had hundreds of thousands of
/// events queued; draining them as one batch, with forged DestroyNotify events taken out of turn
/// one queue walk each, kept it from answering anything for minutes.
@MainActor
@Suite(.serialized)
final class HostileClientDrainTests {
    let server: XvfbServer

    init() throws {
        server = try XvfbServer()
    }

    /// A backend with one mapped window whose own events are drained.
    private func makeWindow() throws -> (X11Backend, PlatformWindowID) {
        let backend = try X11Backend(displayName: server.displayName, environment: X11Environment())
        let spec = PlatformWindowSpec(size: PlatformSize(width: 200, height: 100), title: "flood", className: "Flood")
        let id = try backend.createWindow(spec)
        backend.setVisible(true, of: id)
        backend.syncForTesting()
        while !backend.drainEvents().isEmpty {}
        return (backend, id)
    }

    /// An event another client sent with `XSendEvent` (or, with `forged` false, the server's own).
    private func event(_ type: Int32, window: UInt, forged: Bool = true) -> [UInt8] {
        var event = XEvent()
        event.type = type
        event.xany.send_event = forged ? 1 : 0
        switch type {
        case DestroyNotify:
            event.xdestroywindow.event = window
            event.xdestroywindow.window = window
        case FocusIn, FocusOut:
            event.xfocus.window = window
            event.xfocus.mode = NotifyNormal
            event.xfocus.detail = NotifyNonlinear
        default:
            event.xany.window = window
        }
        return withUnsafeBytes(of: &event) { Array($0.prefix(X11Backend.eventSizeForTesting)) }
    }

    @Test func aFloodIsTranslatedInBatchesOfAtMostOneDrain() throws {
        let (backend, id) = try makeWindow()
        defer { backend.shutdown() }
        let limit = X11Backend.maximumEventsPerDrainForTesting
        let pairs = 10_000
        for index in 0..<pairs {
            backend.queueForTesting(eventBytes: event(index % 2 == 0 ? FocusOut : FocusIn, window: id.xid))
            backend.queueForTesting(eventBytes: event(DestroyNotify, window: id.xid))
        }

        var batches: [[PlatformEvent]] = []
        repeat {
            batches.append(backend.drainEvents())
            // Events left in the queue keep the run loop from sleeping.
            if batches.count == 1 { #expect(backend.flush()) }
        } while !batches[batches.count - 1].isEmpty && batches.count <= 2 * pairs
        let focusChanges = batches.joined().filter { $0 == .focusIn(id) || $0 == .focusOut(id) }
        #expect(batches.allSatisfy { $0.count <= limit }, "largest batch \(batches.map(\.count).max() ?? 0)")
        #expect(focusChanges.count == pairs, "every focus change is translated, in order of the drains")
        #expect(batches.count == (2 * pairs + limit - 1) / limit + 1, "each drain but the last uses its budget")
        #expect(!batches.joined().contains(.destroyed(id)), "a forged DestroyNotify destroys nothing")
        #expect(backend.heldStateForTesting.windows == 1)
        #expect(!backend.flush())
    }

    /// The selection's owner takes the time of the server's PropertyNotify (ICCCM §2.1); one
    /// another client forges, with a time ahead of the server's, made the server refuse the
    /// ownership, and a copy stayed in the app.
    @Test func aForgedPropertyNotifyDoesNotSetTheClipboardsTime() throws {
        let (backend, _) = try makeWindow()
        defer { backend.shutdown() }
        let selections = try #require(backend.selections as? X11Selections)
        var event = XEvent()
        event.xproperty.type = PropertyNotify
        event.xproperty.send_event = 1
        event.xproperty.window = selections.window
        event.xproperty.atom = selections.atom("WINDOWING_TIMESTAMP")
        event.xproperty.state = PropertyNewValue
        event.xproperty.time = 0xFFFF_FF00
        backend.queueForTesting(eventBytes: withUnsafeBytes(of: &event) { Array($0) })
        #expect(selections.own(.clipboard, offering: PlatformSelectionOffer(text: { "mine" })))
        #expect(selections.owned[.clipboard].map { $0.time < 0xFFFF_FF00 } == true)
    }

    @Test func theServersDestroyNotifyStillGoesFirstInAShortQueue() throws {
        let (backend, id) = try makeWindow()
        defer { backend.shutdown() }
        // Queued first, so it ends up last: behind forged ones and a focus change.
        backend.queueForTesting(eventBytes: event(DestroyNotify, window: id.xid, forged: false))
        for _ in 0..<200 { backend.queueForTesting(eventBytes: event(DestroyNotify, window: id.xid)) }
        backend.queueForTesting(eventBytes: event(FocusIn, window: id.xid))
        #expect(backend.drainEvents() == [.destroyed(id)], "nothing is translated for a window known to be gone")
        #expect(backend.heldStateForTesting.windows == 0)
    }
}
