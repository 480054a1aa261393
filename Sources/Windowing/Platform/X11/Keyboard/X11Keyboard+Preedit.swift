internal import CX11

/// On-the-spot input: where the input method server offers it (XIMPreeditCallbacks), each
/// window's input context hands the text being composed to the toolkit, which shows it in the
/// focused text field as marked text, instead of the server drawing it in a window of its own.
/// The text it commits still arrives as a key press, through `Xutf8LookupString`.
///
/// Callbacks run inside Xlib calls the backend makes on the main thread (`XFilterEvent` mostly,
/// and focus changes), so they only record; the event drain takes the recorded changes in order.
extension X11Keyboard {
    /// An input context whose input method hands over its preedit, or nil when the method does
    /// not offer that (Xlib's built-in one does not: it composes by swallowing keys only).
    func makeOnTheSpotContext(_ inputMethod: OpaquePointer, for xid: UInt) -> OpaquePointer? {
        guard CX11_IMPreeditStyles(inputMethod) & 1 != 0 else { return nil }
        let target = preeditTarget ?? makePreeditTarget()
        guard let context = CX11_CreateOnTheSpotIC(inputMethod, xid, target) else { return nil }
        onTheSpotWindows.insert(xid)
        toldSpots[xid] = nil
        return context
    }

    private func makePreeditTarget() -> UnsafeMutablePointer<CX11_PreeditTarget> {
        let target = UnsafeMutablePointer<CX11_PreeditTarget>.allocate(capacity: 1)
        // The keyboard outlives the target: `close` frees it, and no context is left by then.
        let context = Unmanaged.passUnretained(self).toOpaque()
        target.initialize(
            to: CX11_PreeditTarget(
                handler: { keyboardPointer, context, kind, position, first, length, text, feedback, count in
                    guard let keyboardPointer, let context else { return position }
                    let keyboard = Unmanaged<X11Keyboard>.fromOpaque(keyboardPointer).takeUnretainedValue()
                    let characters = X11Keyboard.scalars(text, count: count)
                    let feedback = X11Keyboard.values(feedback, count: count)
                    return MainActor.assumeIsolated {
                        keyboard.preeditCallback(
                            context, kind: kind, position: position, first: first, length: length,
                            text: characters, feedback: feedback)
                    }
                }, context: context))
        preeditTarget = target
        return target
    }

    /// The callback's UTF-32 characters; U+FFFD for a value that is not a Unicode scalar.
    private nonisolated static func scalars(_ text: UnsafePointer<wchar_t>?, count: Int32) -> [Unicode.Scalar] {
        guard let text, count > 0 else { return [] }
        return UnsafeBufferPointer(start: text, count: Int(count)).map {
            Unicode.Scalar(UInt32(bitPattern: $0)) ?? "\u{FFFD}"
        }
    }

    private nonisolated static func values(_ feedback: UnsafePointer<UInt>?, count: Int32) -> [UInt] {
        guard let feedback, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: feedback, count: Int(count)))
    }

    /// Records one preedit callback for the window of `context`; returns the caret for a caret move.
    private func preeditCallback(
        _ context: OpaquePointer, kind: Int32, position: Int32, first: Int32, length: Int32,
        text: [Unicode.Scalar], feedback: [UInt]
    ) -> Int32 {
        guard let xid = contexts.first(where: { $0.value == context })?.key else { return position }
        preeditChanged = true
        let before = preedits[xid] ?? X11Preedit()
        var preedit = before
        var caret = position
        switch Int(kind) {
        case CX11_PreeditDraw:
            preedit.draw(caret: Int(position), first: Int(first), length: Int(length), text: text, feedback: feedback)
        case CX11_PreeditCaret:
            caret = Int32(preedit.moveCaret(direction: Int(first), position: Int(position)))
        case CX11_PreeditDone:
            preedit.clear()
        default:
            return position
        }
        preedits[xid] = preedit.characters.isEmpty ? nil : preedit
        if preedit != before {
            compositions.append(.composition(PlatformWindowID(rawValue: UInt64(xid)), preedit.composition))
        }
        return caret
    }

    /// The composition changes recorded since the last call, oldest first.
    func takeCompositions() -> [PlatformEvent] {
        guard !compositions.isEmpty else { return [] }
        defer { compositions.removeAll() }
        return compositions
    }

    /// Every window's composition ends (the input method went away): its marked text goes.
    func endCompositions() {
        for xid in preedits.keys.sorted() {
            compositions.append(
                .composition(
                    PlatformWindowID(rawValue: UInt64(xid)), PlatformComposition(text: "", selectedRange: 0..<0)))
        }
        preedits.removeAll()
    }

    /// Tells the window's input method where the caret is, in device pixels from the window's
    /// top-left, so that its candidate window opens there.
    ///
    /// Only an input method server has a candidate window, and each change is a round trip to it,
    /// so Xlib's built-in method is not told, and a server only when the place changed. Xlib waits
    /// for the server's answer, so a server that does not answer in time is given up.
    func setSpotLocation(x: Int, y: Int, of xid: UInt) {
        guard wantsSpotLocation(of: xid), let context = contexts[xid] else { return }
        let spot = SpotLocation(x: Int16(clamping: x), y: Int16(clamping: y))
        guard toldSpots[xid] != spot else { return }
        toldSpots[xid] = spot
        _ = waitingForServer { CX11_SetICSpotLocation(context, spot.x, spot.y) }
    }

    /// Whether the window's context belongs to a server that wants the caret's place.
    func wantsSpotLocation(of xid: UInt) -> Bool {
        onTheSpotWindows.contains(xid) && contexts[xid] != nil
    }
}

/// A caret place told to an input method server, in device pixels from the window's top-left.
struct SpotLocation: Equatable {
    var x: Int16
    var y: Int16
}

extension X11Backend {
    func wantsInputSpot(of id: PlatformWindowID) -> Bool {
        openedConnection?.isUsable == true && keyboard.wantsSpotLocation(of: id.xid)
    }

    func setInputSpot(_ point: PlatformPoint, of id: PlatformWindowID) {
        guard openedConnection?.isUsable == true, windows[id.xid] != nil else { return }
        keyboard.setSpotLocation(x: Int(point.x.rounded()), y: Int(point.y.rounded()), of: id.xid)
    }
}
