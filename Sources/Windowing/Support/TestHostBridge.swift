import Foundation

/// The one door through which the `WindowingTesting` product drives an app: launch on the
/// in-memory backend or an X display, turn the loop by hand, inject input in window points and
/// read presented pixels.
///
/// It is `package`, not public, so that apps cannot reach the backends, while the test kit (a
/// module of this package) speaks about windows and points instead of platform events.
@MainActor
package final class TestHostBridge {
    /// Where the app's windows are shown.
    package enum Display: Sendable {
        /// In memory: windows are pixel buffers, input is injected as window-system events.
        case headless(width: Int, height: Int, scale: Double)
        /// A real X server by display name (a private Xvfb); input comes through XTEST.
        case x11(String)
    }

    /// A pointer button's state change, or a move with the buttons as they are.
    package enum PointerAction: Sendable {
        case down(button: Int)
        case up(button: Int)
        case move
    }

    package let application: UIApplication
    private let backend: PlatformBackend
    private var clock: Double = 1

    /// Launches as `UIApplicationMain` does, without ending the process or running the loop.
    ///
    /// - Throws: `PlatformError` if the X display cannot be opened; `InfoPlistError` if
    ///   `infoPlist` has values of the wrong type.
    package init(
        principal: UIApplication.Type, delegate: UIResponder.Type?, infoPlist: [String: Any]?,
        moduleName: String, display: Display
    ) throws {
        switch display {
        case .headless(let width, let height, let scale):
            backend = HeadlessBackend(
                screen: PlatformScreen(size: PlatformSize(width: width, height: height), scale: scale))
        case .x11(let name):
            backend = try X11Backend(displayName: name)
        }
        let plist = try infoPlist.map { values throws(InfoPlistError) in
            try InfoPlist(
                values: values, file: "Info.plist",
                expandingFor: InfoPlist.Product(name: moduleName, moduleName: moduleName))
        }
        // A hosted app runs on the real frame clock, whatever an earlier test in the process left.
        AnimationEngine.shared.reset()
        FrameClock.shared.reset(source: ScreenFrameSource())
        application = UIApplication.launchForTesting(
            principal: principal, delegate: delegate, infoPlist: plist, backend: backend, moduleName: moduleName)
    }

    /// Handles what the window system reported and commits layout and drawing until nothing is
    /// left; on X it first waits for the server to answer everything sent so far.
    package func runUntilIdle() {
        (backend as? X11Backend)?.syncForTesting()
        application.runUntilIdle()
    }

    /// Waits at most `seconds` for something to do (the X connection readable, or a timer of this
    /// thread's run loop due), serves it, then handles events and commits.
    ///
    /// It turns the current thread's run loop, not the main one: a test runner may run main-actor
    /// code on a thread other than the process's first (Swift Testing on Linux does), and the
    /// timers the app schedules there belong to that thread's loop.
    package func turnRunLoop(upTo seconds: Double) {
        var waitOnRunLoop = seconds
        if let descriptor = backend.eventFileDescriptor {
            // Waiting on the connection wakes at the first event rather than after a fixed sleep.
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(max(0, min(seconds, 1)) * 1000))
            waitOnRunLoop = 0
        }
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: waitOnRunLoop))
        runUntilIdle()
    }

    /// The app's windows that the window system knows, in the order they were made there (window
    /// ids only grow), scene windows and scene-less ones alike.
    package var windows: [UIWindow] {
        let registry = application.sceneRegistry
        return registry.platformWindowIDs.sorted { $0.rawValue < $1.rawValue }.compactMap { registry.window($0) }
    }

    /// The X window id of `window` (X11 only), for XTEST and XGetImage.
    package func xWindow(of window: UIWindow) -> UInt? {
        guard backend is X11Backend, let id = window.platformWindow else { return nil }
        return UInt(truncatingIfNeeded: id.rawValue)
    }

    /// The X keycode of the key with this HID usage on an evdev-based server such as Xvfb.
    package static func xKeycode(forHIDUsage usage: Int) -> UInt32? {
        (X11KeyCodes.evdevOffset...255).first { X11KeyCodes.hidUsage(forKeycode: $0) == usage }
    }

    /// Whether the app runs on the in-memory backend.
    package var isHeadless: Bool { backend is HeadlessBackend }

    /// Queues a pointer event at `point` (window points) and handles it (headless only).
    package func injectPointer(
        _ action: PointerAction, at point: CGPoint, in window: UIWindow, modifiers: UIKeyModifierFlags
    ) {
        guard let headless = backend as? HeadlessBackend, let id = window.platformWindow else { return }
        let kind: PlatformPointerEvent.Kind =
            switch action {
            case .down(let button): .buttonDown(button)
            case .up(let button): .buttonUp(button)
            case .move: .motion
            }
        let location = devicePoint(point, in: window)
        headless.inject(
            .pointer(
                id,
                PlatformPointerEvent(
                    kind: kind, location: location, modifiers: Self.platform(modifiers), timestamp: tick())))
        application.runUntilIdle()
    }

    /// Queues a scroll of `dx`, `dy` notches (or pixels when `precise`) at `point` and handles it.
    package func injectScroll(dx: Double, dy: Double, precise: Bool, at point: CGPoint, in window: UIWindow) {
        guard let headless = backend as? HeadlessBackend, let id = window.platformWindow else { return }
        headless.inject(
            .scroll(
                id,
                PlatformScrollEvent(
                    location: devicePoint(point, in: window), deltaX: dx, deltaY: dy, isPrecise: precise, modifiers: [],
                    timestamp: tick())))
        application.runUntilIdle()
    }

    /// Queues a key press or release (a HID usage and the text it types) and handles it.
    package func injectKey(
        usage: Int, characters: String, ignoringModifiers: String, isDown: Bool, modifiers: UIKeyModifierFlags,
        in window: UIWindow
    ) {
        guard let headless = backend as? HeadlessBackend, let id = window.platformWindow else { return }
        headless.inject(
            .key(
                id,
                PlatformKeyEvent(
                    isDown: isDown, hidUsage: usage, characters: characters,
                    charactersIgnoringModifiers: ignoringModifiers,
                    modifiers: Self.platform(modifiers), isRepeat: false, timestamp: tick())))
        application.runUntilIdle()
    }

    /// The presented pixels of `window` (headless), row by row as 0xAARRGGBB, with their size.
    package func presentedPixels(of window: UIWindow) -> (width: Int, height: Int, words: [UInt32])? {
        guard let headless = backend as? HeadlessBackend, let id = window.platformWindow,
            let surface = headless.capture(id)
        else { return nil }
        surface.flush()
        var words: [UInt32] = []
        words.reserveCapacity(surface.width * surface.height)
        for y in 0..<surface.height {
            for x in 0..<surface.width { words.append(surface.pixel(x: x, y: y)) }
        }
        return (surface.width, surface.height, words)
    }

    /// Ends the app the way the tests do: no process exit, the backend shut down.
    package func shutDown() {
        UIApplication.resetForTesting()
    }

    private func devicePoint(_ point: CGPoint, in window: UIWindow) -> PlatformPoint {
        let scale = Double(window.screen.scale)
        return PlatformPoint(x: Double(point.x) * scale, y: Double(point.y) * scale)
    }

    // Events a second apart are never one multi-click; 0.05 s apart keeps taps counting.
    private func tick() -> Double {
        clock += 0.05
        return clock
    }

    private static func platform(_ flags: UIKeyModifierFlags) -> PlatformModifiers {
        var result: PlatformModifiers = []
        if flags.contains(.shift) { result.insert(.shift) }
        if flags.contains(.control) { result.insert(.control) }
        if flags.contains(.alternate) { result.insert(.alternate) }
        if flags.contains(.command) { result.insert(.command) }
        return result
    }
}
