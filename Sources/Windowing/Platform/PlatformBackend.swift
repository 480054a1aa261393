// The only door from UIKit semantics to a window system (GLFW's platform struct, st's win.h).
//
// A backend makes top-level windows, owns their back buffers, presents damaged rectangles and
// reports what happened as `PlatformEvent` values. It never calls responders, delegates or
// views: `UIApplication` is the single way in for events. All geometry here is in device pixels;
// the UIKit layer converts points with `UIScreen.scale`.

/// Identifies a top-level window inside one backend; the core never holds a native handle.
struct PlatformWindowID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64
    var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A size in device pixels.
struct PlatformSize: Hashable, Sendable {
    var width: Int
    var height: Int
}

/// A rectangle in device pixels, origin at the window's top-left corner.
struct PlatformRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func intersection(_ other: PlatformRect) -> PlatformRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return PlatformRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

/// What the backend knows about the screen windows appear on.
struct PlatformScreen: Equatable, Sendable {
    /// The screen's size in device pixels.
    var size: PlatformSize
    /// Device pixels per point (1 at 96 dpi).
    var scale: Double
}

/// Everything a backend needs to create a top-level window.
struct PlatformWindowSpec: Sendable {
    var size: PlatformSize
    var title: String
    /// The `WM_CLASS` instance and class names.
    var className: String
    /// Where the window asks to be placed on the screen, in device pixels (a window manager may
    /// place it elsewhere).
    var x = 0
    var y = 0
}

/// The window-system operations the toolkit needs.
@MainActor
protocol PlatformBackend: AnyObject {
    /// A short name for messages and the trace ("x11", "headless").
    var name: String { get }
    var screen: PlatformScreen { get }

    /// Creates an unmapped top-level window with a back buffer of `spec.size`.
    func createWindow(_ spec: PlatformWindowSpec) throws(PlatformError) -> PlatformWindowID
    /// Destroys the window and releases its back buffer; unknown ids are ignored.
    func destroyWindow(_ id: PlatformWindowID)
    func setTitle(_ title: String, of id: PlatformWindowID)
    /// Maps (`true`) or unmaps (`false`) the window.
    func setVisible(_ visible: Bool, of id: PlatformWindowID)
    /// Asks for a new size; the change is reported back as `.resized` once it happened.
    func requestSize(_ size: PlatformSize, of id: PlatformWindowID)
    /// The window's back buffer, sized to its current pixel size (recreated on resize).
    func backBuffer(of id: PlatformWindowID) -> Bitmap?
    /// Copies `rects` of the back buffer to the window on screen.
    func present(_ rects: [PlatformRect], of id: PlatformWindowID)
    /// Moves `source`'s pixels by (`dx`, `dy`) in the back buffer and on screen (PlatformBackend+Scroll).
    func scroll(_ source: PlatformRect, dx: Int, dy: Int, of id: PlatformWindowID) -> Bool
    /// Reads the window's pixels back from the window system (X11: `XGetImage`), for screenshots.
    func capture(_ id: PlatformWindowID) -> Bitmap?

    /// A descriptor that becomes readable when events may be waiting; nil if the backend has none.
    var eventFileDescriptor: Int32? { get }
    /// Translates every event already available without blocking (drains Xlib's queue too).
    func drainEvents() -> [PlatformEvent]
    /// Sends buffered requests; true if events arrived meanwhile and must be drained before sleeping.
    func flush() -> Bool
    /// Waits until the window system has processed every request sent so far (X11: `XSync`).
    func synchronize()
    /// Closes the connection; the backend is unusable afterwards.
    func shutdown()
    /// The selections shared with other programs (PlatformSelection.swift); nil keeps the
    /// pasteboard inside the process.
    var selections: PlatformSelections? { get }
    /// Tells the input method where the caret is (the left end of its baseline, in device pixels
    /// from the window's top-left), so that its candidate window opens next to it.
    func setInputSpot(_ point: PlatformPoint, of id: PlatformWindowID)
    /// Whether the window's input method wants the caret's place, so that a window with none does
    /// not measure its caret each frame.
    func wantsInputSpot(of id: PlatformWindowID) -> Bool
    /// Paces frames by the screen's refresh (PlatformFramePacer.swift); nil leaves them to a timer.
    var framePacer: (any PlatformFramePacer)? { get }
}

extension PlatformBackend {
    /// Nothing to wait for in a backend whose requests take effect at once.
    func synchronize() {}
    /// No other program to share a clipboard with.
    var selections: PlatformSelections? { nil }
    /// No input method to tell.
    func setInputSpot(_ point: PlatformPoint, of id: PlatformWindowID) {}
    func wantsInputSpot(of id: PlatformWindowID) -> Bool { false }
    /// No screen to follow: frames come from a timer.
    var framePacer: (any PlatformFramePacer)? { nil }
}
