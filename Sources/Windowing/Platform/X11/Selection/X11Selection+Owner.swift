internal import CX11
import Foundation

/// The owner's side (ICCCM §2.2, §2.5–2.7): each SelectionRequest gets the data in the property
/// the requestor named and a SelectionNotify saying so, or a refusal (property None). A reply
/// larger than `chunkSize` goes in parts: an INCR property first, then one part each time the
/// requestor deletes the property, then an empty part.
extension X11Selections {
    func answer(_ request: XSelectionRequestEvent) {
        dropStalledTransfers()
        // ICCCM §2.2: a requestor that names no property is obsolete and means the target's name.
        let property = request.property == UInt(None) ? request.target : request.property
        var granted = false
        if let selection = selection(for: request.selection), let ownership = owned[selection],
            request.time == UInt(CurrentTime) || request.time >= ownership.time
        {
            // A requestor that is gone by now makes BadWindow; it is trapped, not reported.
            granted =
                (try? X11ErrorTrap.run("XChangeProperty", display: connection) {
                    convert(ownership, target: request.target, for: request.requestor, into: property, nested: false)
                }) ?? false
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = granted ? property : UInt(None)
        reply.xselection.time = request.time
        _ = try? X11ErrorTrap.run("XSendEvent", display: connection) {
            XSendEvent(display, request.requestor, 0, 0, &reply)
        }
    }

    /// Writes `target`'s data to `property` of `requestor`; false refuses. Inside MULTIPLE
    /// (`nested`) neither MULTIPLE nor a reply in parts is offered.
    private func convert(
        _ ownership: Ownership, target: UInt, for requestor: UInt, into property: UInt, nested: Bool
    ) -> Bool {
        guard let name = name(of: target) else { return false }
        switch name {
        case X11SelectionTargets.targets:
            let names = X11SelectionTargets.offered(text: ownership.offer.text(), hasImage: ownership.offer.png != nil)
            put(names.map { atom($0) }, on: requestor, property, type: UInt(XA_ATOM))
            return true
        case X11SelectionTargets.timestamp:
            put([ownership.time], on: requestor, property, type: UInt(XA_INTEGER))
            return true
        case X11SelectionTargets.multiple:
            return !nested && answerMultiple(ownership, for: requestor, pairs: property)
        case X11SelectionTargets.png:
            guard let png = ownership.offer.png?() else { return false }
            return send(Array(png), type: target, to: requestor, property, inParts: !nested)
        default:
            guard let bytes = X11SelectionTargets.convert(text: ownership.offer.text(), to: name) else { return false }
            return send(bytes, type: target, to: requestor, property, inParts: !nested)
        }
    }

    /// MULTIPLE (ICCCM §2.6.2): the property holds (target, property) pairs; each is converted,
    /// and the pairs are written back with the refused ones' properties set to None.
    private func answerMultiple(_ ownership: Ownership, for requestor: UInt, pairs property: UInt) -> Bool {
        guard let items = longs(of: property, on: requestor, type: atom("ATOM_PAIR")) else { return false }
        let answer = X11SelectionTargets.answerPairs(items) { target, itemProperty in
            !convert(ownership, target: target, for: requestor, into: itemProperty, nested: true)
        }
        put(answer, on: requestor, property, type: atom("ATOM_PAIR"))
        return true
    }

    /// Writes `bytes` at once, or announces a transfer in parts (INCR with the size) when they
    /// exceed `chunkSize`; false if they are too large and parts are not allowed.
    private func send(_ bytes: [UInt8], type: UInt, to requestor: UInt, _ property: UInt, inParts: Bool) -> Bool {
        guard bytes.count > chunkSize else {
            putBytes(bytes[...], on: requestor, property, type: type)
            return true
        }
        guard inParts else { return false }
        // The deletions that ask for each part are PropertyNotify events of the requestor's window.
        XSelectInput(display, requestor, PropertyChangeMask)
        put([UInt(bytes.count)], on: requestor, property, type: atom("INCR"))
        outgoing.removeAll { $0.requestor == requestor && $0.property == property }
        outgoing.append(OutgoingTransfer(requestor: requestor, property: property, type: type, bytes: bytes))
        transfersInParts += 1
        return true
    }

    /// The next part of a transfer whose requestor deleted the property; true if the event
    /// belonged to a transfer.
    func continueTransfer(_ event: XPropertyEvent) -> Bool {
        guard let index = outgoing.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else { return outgoing.contains { $0.requestor == event.window } }
        // Only the server's own deletion asks for the next part; a forged one would skip parts.
        guard event.state == PropertyDelete, event.send_event == 0 else { return true }
        var transfer = outgoing[index]
        let end = min(transfer.sent + chunkSize, transfer.bytes.count)
        let part = transfer.bytes[transfer.sent..<end]
        _ = try? X11ErrorTrap.run("XChangeProperty", display: connection) {
            putBytes(part, on: transfer.requestor, transfer.property, type: transfer.type)
        }
        if part.isEmpty {
            outgoing.remove(at: index)
            stopWatching(transfer.requestor)
        } else {
            transfer.sent = end
            transfer.lastActivity = Date()
            outgoing[index] = transfer
        }
        return true
    }

    /// Forgets transfers whose requestor stopped taking parts (it died or gave up).
    private func dropStalledTransfers() {
        let now = Date()
        let stalled = outgoing.filter { now.timeIntervalSince($0.lastActivity) > Self.transferTimeout }
        outgoing.removeAll { now.timeIntervalSince($0.lastActivity) > Self.transferTimeout }
        for transfer in stalled { stopWatching(transfer.requestor) }
    }

    private func stopWatching(_ requestor: UInt) {
        guard !outgoing.contains(where: { $0.requestor == requestor }) else { return }
        _ = try? X11ErrorTrap.run("XSelectInput", display: connection) {
            XSelectInput(display, requestor, NoEventMask)
        }
    }

    // MARK: - Properties

    /// Replaces a format-8 property.
    func putBytes(_ bytes: ArraySlice<UInt8>, on window: UInt, _ property: UInt, type: UInt) {
        bytes.withUnsafeBufferPointer { buffer in
            let empty: [UInt8] = [0]
            empty.withUnsafeBufferPointer { fallback in
                _ = XChangeProperty(
                    display, window, property, type, 8, PropModeReplace, buffer.baseAddress ?? fallback.baseAddress,
                    Int32(buffer.count))
            }
        }
    }

    /// Replaces a format-32 property (Xlib passes its items as C longs).
    func put(_ items: [UInt], on window: UInt, _ property: UInt, type: UInt) {
        items.withUnsafeBytes { buffer in
            _ = XChangeProperty(
                display, window, property, type, 32, PropModeReplace,
                buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(items.count))
        }
    }

    /// A format-32 property's items, or nil when it is absent or of another type or format.
    func longs(of property: UInt, on window: UInt, type: UInt) -> [UInt]? {
        X11Property.longs(property, on: window, display: display, type: type, limit: 4096)
    }
}
