internal import CX11

/// An input method server that stops answering (stopped, hung, busy for longer than
/// `X11InputMethodWatchdog.answerTimeout`) is given up: the app goes on with plain keys, as if
/// the server had gone away, and takes a server up again when one starts (Xlib's instantiate
/// callback, as at launch). One that is only continued (SIGCONT) does not announce itself again,
/// so it stays given up until it restarts: an app cannot tell a server that answers late from one
/// that will stop again, and typing that switches input method by itself would surprise more.
extension X11Keyboard {
    /// Runs `body`, an Xlib call on the open input method that may wait for its server, under the
    /// watchdog when the input method is a server's; gives the server up if it did not answer.
    func waitingForServer<Result>(_ body: () -> Result) -> Result {
        guard inputMethodIsServer, let watchdog = makeWatchdog() else { return body() }
        let (result, timedOut) = watchdog.run(within: X11InputMethodWatchdog.answerTimeout, body)
        if timedOut { serverStoppedAnswering() }
        return result
    }

    /// `XFilterEvent`, which XIM requires on every event first. A server may ask for keys
    /// synchronously (uim does): Xlib then hands it the key and waits for its answer, so keys go
    /// under the watchdog; a key whose server is given up meanwhile is not filtered, and arrives
    /// as a plain key.
    func filter(_ event: inout XEvent) -> Bool {
        guard event.type == KeyPress || event.type == KeyRelease else { return XFilterEvent(&event, UInt(None)) != 0 }
        if event.type == KeyPress { registerWhenServerIsReplaced() }
        return waitingForServer { XFilterEvent(&event, UInt(None)) != 0 }
    }

    private func makeWatchdog() -> X11InputMethodWatchdog? {
        if watchdog == nil { watchdog = X11InputMethodWatchdog(display: display) }
        return watchdog
    }

    /// `XOpenIM` for the input method `XMODIFIERS` names; for a server, nil (with the warning)
    /// unless it answers in time. Xlib's built-in method never waits, nor does a server that is
    /// not running (no owner of its selection), and neither makes the watchdog and its connection.
    func openNamedInputMethod() -> OpaquePointer? {
        guard let name = Self.namedServer, serverOwner() != UInt(None), let watchdog = makeWatchdog() else {
            return XOpenIM(display, nil, nil, nil)
        }
        guard watchdog.serverAnswers(name, within: X11InputMethodWatchdog.answerTimeout) else {
            warnThatServerStoppedAnswering()
            unansweredOwner = serverOwner()
            return nil
        }
        let (opened, timedOut) = watchdog.run(within: X11InputMethodWatchdog.answerTimeout) {
            XOpenIM(display, nil, nil, nil)
        }
        guard timedOut else {
            if opened != nil { warnedAboutServer = false }
            return opened
        }
        warnThatServerStoppedAnswering()
        unansweredOwner = serverOwner()
        if let opened { _ = watchdog.run(within: 0) { XCloseIM(opened) } }
        return nil
    }

    /// The window that owns the named server's selection (`@server=NAME`), `None` without one.
    private func serverOwner() -> UInt {
        guard let name = Self.namedServer else { return UInt(None) }
        return XGetSelectionOwner(display, XInternAtom(display, "@server=\(name)", 0))
    }

    /// At a key press while the server that did not answer kept Xlib from being asked to call back
    /// at a server's start: once another owner holds the selection (the server restarted, or
    /// exited), the keyboard asks. One round trip, only in that state.
    private func registerWhenServerIsReplaced() {
        guard let owner = unansweredOwner else { return }
        let newOwner = serverOwner()
        guard newOwner != owner else { return }
        // Registering opens the new server's input method, and waits for it as `XOpenIM` does.
        if newOwner != UInt(None), let name = Self.namedServer, let watchdog,
            !watchdog.serverAnswers(name, within: X11InputMethodWatchdog.answerTimeout)
        {
            unansweredOwner = newOwner
            return
        }
        unansweredOwner = nil
        if waitsForServer { waitForServer() }
    }

    /// Gives the server up: its contexts and input method are closed (each request they send is
    /// answered in its place at once), the windows get contexts again (none until a server
    /// starts), and keys go through `XLookupString`.
    ///
    /// Closing, rather than only forgetting as a window's close does, takes Xlib's key filters off
    /// the windows: otherwise `XFilterEvent` would still hand every key to the stopped server.
    func serverStoppedAnswering() {
        guard inputMethodIsServer, let server = inputMethod else { return }
        warnThatServerStoppedAnswering()
        inputMethod = nil
        inputMethodIsServer = false
        contexts.removeAll()
        onTheSpotWindows.removeAll()
        toldSpots.removeAll()
        composingKeycode = nil
        endCompositions()
        unansweredOwner = serverOwner()
        _ = watchdog?.run(within: 0) { XCloseIM(server) }
        waitForServer()
        inputMethodDidChange?()
    }

    /// Once for each time a server stops answering (it may be given up at its next start again).
    private func warnThatServerStoppedAnswering() {
        guard !warnedAboutServer else { return }
        warnedAboutServer = true
        let message =
            "X11: input method server \(Self.namedServer ?? "") did not answer within "
            + "\(X11InputMethodWatchdog.answerTimeout) s (stopped or hung); keys go on without it. "
            + "Hint: restart the server; the app takes it up again when it starts"
        serverWarnings.append(message)
        Diagnostics.warning(message)
    }
}
