internal import CX11

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The keyboard side of the backend: locale and input method set-up, one input context per
/// window, detectable auto-repeat, and the keys currently down.
///
/// Text comes from the input method (XIM): Xlib's built-in one handles dead keys and Compose
/// sequences from the locale's Compose file; an IM server (`XMODIFIERS=@im=ibus`, fcitx) adds
/// input for other scripts. Without any IM the translation falls back to `XLookupString`.
@MainActor
final class X11Keyboard {
    /// A key reported as down, remembered until its release so that the release repeats its text.
    struct PressedKey {
        /// The window the press was reported to; the release goes there too.
        let window: PlatformWindowID
        let hidUsage: Int
        let characters: String
        let charactersIgnoringModifiers: String
        /// The modifier bit the key itself sets (Shift for Shift_L), 0 for other keys.
        let modifierMask: UInt32
    }

    let display: OpaquePointer
    /// False with `WINDOWING_NO_XIM`: keys are read with `XLookupString` only.
    private let usesInputMethod: Bool
    /// `prepare()` has run: the input method is open (or known to be missing) and auto-repeat is set.
    private(set) var isPrepared = false
    /// The open input method; nil before `prepare()`, without one, or after its server went away.
    var inputMethod: OpaquePointer?
    /// The input method is Xlib's built-in one standing in for the server `XMODIFIERS` names,
    /// which was not running; the keyboard switches to the server when it starts.
    var waitsForServer = false
    /// The open input method is a server's (named by `XMODIFIERS`), not Xlib's built-in one.
    var inputMethodIsServer = false
    /// Xlib calls back when an input method server starts (registered once, until `close`).
    var watchesForServer = false
    /// Called after the input method changed (its server started or went away): the backend gives
    /// every window a new input context.
    var inputMethodDidChange: (@MainActor () -> Void)?
    /// Input contexts by X window id.
    var contexts: [UInt: OpaquePointer] = [:]
    /// Windows that have the keyboard focus, so that a context made later starts focused.
    private var focusedWindows: Set<UInt> = []
    /// The server sends auto-repeat as KeyPress after KeyPress (XKB detectable auto-repeat); when
    /// false, repeats arrive as KeyRelease+KeyPress pairs with one timestamp and are joined again.
    var detectsAutoRepeat: Bool
    /// `XLookupString` writes UTF-8 (the process's LC_CTYPE is a UTF-8 locale).
    let localeIsUTF8: Bool
    /// Keys down, by X keycode: a press for one of them is an auto-repeat.
    var pressed: [UInt32: PressedKey] = [:]
    /// The keycode of the last key press the input method swallowed: when a compose sequence ends,
    /// Xlib's IM puts back a KeyPress with keycode 0 carrying the text, which belongs to this key.
    var composingKeycode: UInt32?
    /// What on-the-spot input methods are composing, by X window id.
    var preedits: [UInt: X11Preedit] = [:]
    /// Composition changes the preedit callbacks reported, waiting for the event drain to take them.
    var compositions: [PlatformEvent] = []
    /// A preedit callback ran since the last key press was translated: text committed now is the
    /// server's composition, not the last swallowed key's.
    var preeditChanged = false
    /// Where the preedit callbacks find this keyboard; made with the first on-the-spot context.
    var preeditTarget: UnsafeMutablePointer<CX11_PreeditTarget>?
    /// Windows whose input context is on-the-spot (an input method server's).
    var onTheSpotWindows: Set<UInt> = []
    /// The caret's place last told to each on-the-spot context: telling it waits for the server's
    /// reply, so an unchanged place is not told again.
    var toldSpots: [UInt: SpotLocation] = [:]
    /// Answers for a server that does not answer in time (made with the first call that may wait).
    var watchdog: X11InputMethodWatchdog?
    /// The selection owner (a window) of the server that did not answer, until another owner
    /// replaces it; nil when none or after.
    var unansweredOwner: UInt?
    /// The warning about a server that stopped answering was printed, and no server answered since.
    var warnedAboutServer = false
    /// The warnings printed about servers that stopped answering, for tests.
    var serverWarnings: [String] = []

    /// Sets up the locale; the input method and auto-repeat wait for `prepare()`.
    ///
    /// - Parameter usesInputMethod: False skips XIM altogether (`WINDOWING_NO_XIM`), for tests of
    ///   the `XLookupString` fallback.
    init(display: OpaquePointer, usesInputMethod: Bool) {
        self.display = display
        self.usesInputMethod = usesInputMethod
        Self.adoptUserLocale()
        localeIsUTF8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
        detectsAutoRepeat = false
    }

    /// Opens the input method and asks for detectable auto-repeat; true the first time only.
    ///
    /// This waits until keys matter, because it is the costliest part of start-up: Xlib's built-in
    /// IM parses the locale's whole Compose file in `XOpenIM` (about 50 million instructions for
    /// en_US.UTF-8, more than drawing the first frame), and XKB costs a round trip. The backend
    /// calls it once the first frame is on screen, or earlier when a key event arrives. Focus alone
    /// does not: a window manager focuses a new window before its first Expose, and the first frame
    /// must not wait for the Compose file.
    func prepare() -> Bool {
        guard !isPrepared else { return false }
        isPrepared = true
        var supported: Int32 = 0
        detectsAutoRepeat = XkbSetDetectableAutoRepeat(display, 1, &supported) != 0 && supported != 0
        loadKeyboardMap()
        inputMethod = usesInputMethod ? openInputMethod() : nil
        return true
    }

    /// Has Xlib fetch the XKB keyboard map now. It fetches it the first time it translates a key,
    /// which over a remote display would add a round trip between the first keystroke and its
    /// repaint (issue 20); here, after the first frame, nobody waits for it. Any lookup loads it.
    private func loadKeyboardMap() {
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        guard let keycode = KeyCode(exactly: minimum) else { return }
        _ = XkbKeycodeToKeysym(display, keycode, 0, 0)
    }

    /// Takes LC_CTYPE from the environment (LC_ALL, LC_CTYPE, LANG) if the process still has the
    /// "C" locale every C program starts with; Xlib picks its IM, Compose file and text encoding by it.
    ///
    /// This is process-wide: it changes how the C library treats multibyte text for the whole
    /// process (mbstowcs, iconv, printf's %ls). A program that chose a locale itself keeps it.
    static func adoptUserLocale() {
        let current = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        guard current == "C" || current == "POSIX" else { return }
        _ = setlocale(LC_CTYPE, "")
    }

    // MARK: - Input contexts

    /// Creates the window's input context; returns the events it needs selected (0 without one).
    ///
    /// A server's `XCreateIC` waits for its answer, so it runs under the watchdog; a server given
    /// up meanwhile leaves the window without a context.
    func makeContext(for xid: UInt) -> Int {
        guard let inputMethod, contexts[xid] == nil else { return 0 }
        let made = waitingForServer {
            (makeOnTheSpotContext(inputMethod, for: xid) ?? CX11_CreateIC(inputMethod, xid)).map {
                (context: $0, filterEvents: CX11_ICFilterEvents($0))
            }
        }
        guard let made, self.inputMethod == inputMethod else { return 0 }
        contexts[xid] = made.context
        if focusedWindows.contains(xid) { setFocus(true, of: xid) }
        return made.filterEvents
    }

    /// The window's input context, if it has one.
    func context(for xid: UInt) -> OpaquePointer? {
        contexts[xid]
    }

    /// Tells the input method whether the window has the keyboard focus.
    ///
    /// Xlib first asks a server for a value of the context (`XGetICValues`), so that the server
    /// has handled what it was sent before, and waits for the answer: under the watchdog.
    func setFocus(_ focused: Bool, of xid: UInt) {
        if focused {
            focusedWindows.insert(xid)
        } else {
            focusedWindows.remove(xid)
        }
        guard let context = contexts[xid] else { return }
        waitingForServer {
            if focused {
                XSetICFocus(context)
            } else {
                XUnsetICFocus(context)
            }
        }
    }

    /// Destroys the window's input context and forgets its keys; a server's context is only
    /// forgotten, as at `close`.
    ///
    /// `XDestroyIC` on a server's context waits for the server's answer, with no time limit. A
    /// server that has just exited (or is stopped) still owns its selection and windows until the
    /// X server notices, so no check made first can tell that an answer will come, and a window
    /// closed at that moment hung the app. The server frees the context when the app's connection
    /// closes; until then it and Xlib's record of it (some hundred bytes) stay, once per window
    /// closed while a server was the input method. Callbacks for it find no window and do nothing.
    func windowWillBeDestroyed(_ id: PlatformWindowID, connectionIsUsable: Bool) {
        forgetKeys(of: id)
        focusedWindows.remove(id.xid)
        preedits[id.xid] = nil
        onTheSpotWindows.remove(id.xid)
        toldSpots[id.xid] = nil
        guard let context = contexts.removeValue(forKey: id.xid) else { return }
        if connectionIsUsable && !inputMethodIsServer { XDestroyIC(context) }
    }

    /// Closes the input method (after every window's context is gone).
    ///
    /// A server's input method and contexts are only forgotten: closing them waits for the
    /// server's reply, forever if it stopped while the app was not reading events, and the server
    /// drops them anyway when the connection closes.
    func close(connectionIsUsable: Bool) {
        if connectionIsUsable {
            stopWaitingForServer()
            if !inputMethodIsServer {
                contexts.values.forEach { XDestroyIC($0) }
                if let inputMethod { XCloseIM(inputMethod) }
            }
        }
        contexts.removeAll()
        inputMethod = nil
        watchdog?.close(connectionIsUsable: connectionIsUsable)
        watchdog = nil
        preedits.removeAll()
        onTheSpotWindows.removeAll()
        toldSpots.removeAll()
        preeditTarget?.deallocate()
        preeditTarget = nil
    }

    // MARK: - Keys down

    /// Drops the window's keys without releases: it lost focus, and the toolkit cancels its presses.
    func forgetKeys(of id: PlatformWindowID) {
        pressed = pressed.filter { $0.value.window != id }
        composingKeycode = nil
    }

    /// The modifier bits a modifier keysym sets (ShiftMask for Shift_L), except Lock, which toggles.
    func modifierMask(of keysym: UInt) -> UInt32 {
        guard X11KeySymbols.isModifier(keysym) else { return 0 }
        return XkbKeysymToModifiers(display, keysym) & ~UInt32(LockMask)
    }
}
