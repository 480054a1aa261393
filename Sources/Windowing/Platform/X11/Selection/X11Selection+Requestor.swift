internal import CX11
import Foundation

/// The requestor's side (ICCCM §2.4–2.5, §2.7.2): XConvertSelection into a property of our
/// window, then the SelectionNotify, each within `answerTimeout`; a reply in parts is read part
/// by part, each deletion asking for the next. Nothing larger than
/// `X11SelectionTargets.readLimit` is read, and text must be what its type says.
extension X11Selections {
    /// A property as read: its type, format and bytes (format-32 items as C longs).
    struct Property {
        var type: UInt
        var format: Int32
        var bytes: [UInt8]
    }

    func readText(_ selection: PlatformSelection) throws(PlatformSelectionError) -> String? {
        if let ownership = owned[selection] { return ownership.offer.text() }
        guard hasForeignOwner(selection) else { return nil }
        for name in X11SelectionTargets.textPreference {
            guard let reply = try fetch(selection, target: name), reply.format == 8 else { continue }
            return try X11SelectionTargets.decodeText(reply.bytes, target: name, selection: selection.description)
        }
        return nil
    }

    func readPNG(_ selection: PlatformSelection) throws(PlatformSelectionError) -> Data? {
        if let ownership = owned[selection] { return ownership.offer.png?() }
        guard hasForeignOwner(selection), let reply = try fetch(selection, target: X11SelectionTargets.png),
            reply.format == 8
        else { return nil }
        return Data(reply.bytes)
    }

    func offeredKinds(_ selection: PlatformSelection) throws(PlatformSelectionError) -> PlatformSelectionKinds {
        if let ownership = owned[selection] {
            var kinds: PlatformSelectionKinds = ownership.offer.png == nil ? [] : .image
            if ownership.offer.text() != nil { kinds.insert(.text) }
            return kinds
        }
        guard hasForeignOwner(selection),
            let reply = try fetch(selection, target: X11SelectionTargets.targets), reply.format == 32
        else { return [] }
        let atoms = reply.bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
        return X11SelectionTargets.kinds(offered: atoms.compactMap { name(of: $0) })
    }

    /// Whether another client owns the selection (a round trip).
    private func hasForeignOwner(_ selection: PlatformSelection) -> Bool {
        guard connection.isUsable else { return false }
        let owner = XGetSelectionOwner(display, atom(for: selection))
        return owner != UInt(None) && owner != window
    }

    /// Asks the owner to convert the selection to `target` and reads the reply; nil when the
    /// owner refused.
    func fetch(_ selection: PlatformSelection, target name: String) throws(PlatformSelectionError) -> Property? {
        lastReadWasIncremental = false
        let (selectionAtom, target, property) = (atom(for: selection), atom(name), atom("WINDOWING_SELECTION"))
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selectionAtom, target, property, window, UInt(CurrentTime))
        let notify = awaitEvent(seconds: Self.answerTimeout) { event in
            event.type == SelectionNotify && event.xselection.selection == selectionAtom
                && event.xselection.target == target
        }
        guard let notify else { throw failure(selection, name, received: 0) }
        guard notify.xselection.property != UInt(None) else { return nil }
        let reply = notify.xselection.property
        guard let first = try readProperty(reply, selection, name, limit: X11SelectionTargets.readLimit) else {
            return nil
        }
        guard first.type == atom("INCR") else {
            XDeleteProperty(display, window, reply)
            return first
        }
        return try readInParts(reply, announced: first, selection, name)
    }

    /// An INCR transfer: the property holds a lower bound of the size; deleting it starts the
    /// parts, each a new value of the property, until an empty one.
    private func readInParts(
        _ property: UInt, announced: Property, _ selection: PlatformSelection, _ name: String
    ) throws(PlatformSelectionError) -> Property {
        let size = announced.bytes.count >= 8 ? announced.bytes.withUnsafeBytes { $0.load(as: UInt.self) } : 0
        let limit = X11SelectionTargets.readLimit
        XDeleteProperty(display, window, property)
        guard size <= UInt(limit) else {
            throw .tooLarge(selection: selection.description, target: name, bytes: Int(size), limit: limit)
        }
        lastReadWasIncremental = true
        var result = Property(type: 0, format: 8, bytes: [])
        result.bytes.reserveCapacity(Int(size))
        while true {
            let part = awaitEvent(seconds: Self.answerTimeout) { event in
                // The server's own: a forged one would take a part before the owner wrote it.
                event.type == PropertyNotify && event.xproperty.send_event == 0 && event.xproperty.atom == property
                    && event.xproperty.state == PropertyNewValue
            }
            guard part != nil else { throw failure(selection, name, received: result.bytes.count) }
            let room = limit - result.bytes.count
            guard let chunk = try readProperty(property, selection, name, limit: room, deleting: true) else {
                throw failure(selection, name, received: result.bytes.count)
            }
            if chunk.bytes.isEmpty { return result }
            (result.type, result.format) = (chunk.type, chunk.format)
            result.bytes += chunk.bytes
        }
    }

    /// Reads a property of our window whole, refusing it when it holds more than `limit` bytes
    /// (it is then deleted unread: its size is asked for first). Nil if it is absent.
    private func readProperty(
        _ property: UInt, _ selection: PlatformSelection, _ name: String, limit: Int, deleting: Bool = false
    ) throws(PlatformSelectionError) -> Property? {
        guard connection.isUsable else { throw .connectionLost(selection: selection.description) }
        guard let size = propertySize(property) else { return nil }
        guard size <= limit else {
            XDeleteProperty(display, window, property)
            throw .tooLarge(selection: selection.description, target: name, bytes: size, limit: limit)
        }
        // The length is in 32-bit units, rounded up so the whole property comes.
        guard
            let value = X11Property.read(
                property, on: window, display: display, length: (size + 3) / 4, deleting: deleting),
            value.remaining == 0
        else { return nil }
        return Property(type: value.type, format: value.format, bytes: value.bytes)
    }

    /// A property's size in bytes on the server, nil if it is absent.
    private func propertySize(_ property: UInt) -> Int? {
        X11Property.read(property, on: window, display: display, length: 0)?.remaining
    }

    /// The error for an answer that did not come: the connection died, or the owner is silent.
    private func failure(_ selection: PlatformSelection, _ name: String, received: Int) -> PlatformSelectionError {
        guard connection.isUsable else { return .connectionLost(selection: selection.description) }
        return .timedOut(
            selection: selection.description, target: name, seconds: Self.answerTimeout, received: received)
    }
}
