internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Opening the input method, and following its server: `XMODIFIERS=@im=NAME` names a server
/// (ibus, fcitx, uim) that may start after the app, or stop and start again while it runs. Until
/// it is there, Xlib's built-in input method stands in (dead keys and Compose); when Xlib sees
/// the server appear (`XRegisterIMInstantiateCallback`), the keyboard switches to it and every
/// window gets a new input context.
extension X11Keyboard {
    /// `XOpenIM` with the user's `XMODIFIERS`, else Xlib's built-in IM; nil if Xlib has neither.
    func openInputMethod() -> OpaquePointer? {
        guard XSupportsLocale() != 0 else {
            Diagnostics.warning("X11: Xlib does not support this locale; keys give text without dead keys or compose")
            return nil
        }
        _ = XSetLocaleModifiers("")
        if let inputMethod = openNamedInputMethod() {
            inputMethodIsServer = Self.namedServer != nil
            watchForDestruction(of: inputMethod)
            return inputMethod
        }
        // XMODIFIERS names a server that is not running (ibus or fcitx not started yet) or does not
        // answer; Xlib's own IM still does dead keys and Compose. Like setlocale, the modifiers are
        // process-wide.
        waitForServer()
        _ = XSetLocaleModifiers("@im=none")
        if let inputMethod = XOpenIM(display, nil, nil, nil) { return inputMethod }
        Diagnostics.warning("X11: no input method (XOpenIM failed); keys give text without dead keys or compose")
        return nil
    }

    /// Forgets the IM and its contexts when its server goes away (Xlib has freed them by then),
    /// and waits for the server to come back.
    private func watchForDestruction(of inputMethod: OpaquePointer) {
        _ = CX11_SetIMDestroyCallback(
            inputMethod,
            { _, clientData, _ in
                guard let clientData else { return }
                let keyboard = Unmanaged<X11Keyboard>.fromOpaque(UnsafeRawPointer(clientData)).takeUnretainedValue()
                // Xlib runs the callback inside an Xlib call the backend made on the main thread.
                MainActor.assumeIsolated { keyboard.inputMethodWasDestroyed() }
            }, pointerToSelf)
    }

    private var pointerToSelf: UnsafeMutablePointer<CChar> {
        Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
    }

    private func inputMethodWasDestroyed() {
        Diagnostics.warning("X11: the input method server went away; keys give text without it until it is back")
        inputMethod = nil
        inputMethodIsServer = false
        contexts.removeAll()
        onTheSpotWindows.removeAll()
        composingKeycode = nil
        endCompositions()
        waitForServer()
    }

    /// Asks Xlib to call back when the server `XMODIFIERS` names starts; nothing without one.
    ///
    /// Registering opens the server's input method if it is running, and so waits for it; while
    /// the server that did not answer still holds its selection, registering waits for a new
    /// owner (`registerWhenServerIsReplaced`).
    func waitForServer() {
        guard Self.namedServer != nil else { return }
        waitsForServer = true
        guard !watchesForServer, unansweredOwner == nil else { return }
        _ = XSetLocaleModifiers("")
        watchesForServer = XRegisterIMInstantiateCallback(display, nil, nil, nil, Self.instantiated, pointerToSelf) != 0
    }

    func stopWaitingForServer() {
        waitsForServer = false
        guard watchesForServer else { return }
        watchesForServer = false
        _ = XSetLocaleModifiers("")
        _ = XUnregisterIMInstantiateCallback(display, nil, nil, nil, Self.instantiated, pointerToSelf)
    }

    private static let instantiated: XIDProc = { _, clientData, _ in
        guard let clientData else { return }
        let keyboard = Unmanaged<X11Keyboard>.fromOpaque(UnsafeRawPointer(clientData)).takeUnretainedValue()
        // Xlib calls it from XFilterEvent, which the backend calls on the main thread.
        MainActor.assumeIsolated { keyboard.serverStarted() }
    }

    /// The server is up: its input method replaces the stand-in, and the windows get new contexts.
    private func serverStarted() {
        guard waitsForServer else { return }
        _ = XSetLocaleModifiers("")
        guard let server = openNamedInputMethod() else { return }
        // Xlib is walking its list of these callbacks now, so this one stays registered and
        // is ignored until the server goes away again.
        waitsForServer = false
        endCompositions()
        contexts.values.forEach { XDestroyIC($0) }
        contexts.removeAll()
        onTheSpotWindows.removeAll()
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = server
        inputMethodIsServer = true
        composingKeycode = nil
        watchForDestruction(of: server)
        Trace.note("X11: input method server \(Self.namedServer ?? "") started; keys now go through it")
        inputMethodDidChange?()
    }

    /// The server named by `XMODIFIERS` (`@im=NAME`), unless it names none or Xlib's own.
    static var namedServer: String? {
        guard let modifiers = getenv("XMODIFIERS").map({ String(cString: $0) }), modifiers.utf8.count <= 256,
            let range = modifiers.range(of: "@im=")
        else { return nil }
        let name = modifiers[range.upperBound...].prefix { $0 != "@" }
        return name.isEmpty || name == "none" || name == "local" ? nil : String(name)
    }
}
