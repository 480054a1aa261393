/// What a frame pacer reports: a refresh of the screen, or that it can no longer follow one.
enum PlatformFrameSignal: Equatable, Sendable {
    /// The screen refreshed: `ust` is the window system's time of it in microseconds, `msc` the
    /// refresh's count. Both come from the window system unchecked.
    case refresh(ust: UInt64, msc: UInt64)
    /// No window of the app is on screen any more, so nothing paces the frames.
    case lost
}

/// Frames in step with the screen's refresh, as the window system reports it (X11: the Present
/// extension's completion events). The frame clock falls back to a timer where a backend has none.
@MainActor
protocol PlatformFramePacer: AnyObject {
    /// A name for messages ("X Present").
    var name: String { get }
    /// Starts reporting refreshes to `signal` (from the backend's event drain, never blocking);
    /// false if it cannot now, when no window of the app is on screen or it was abandoned.
    func start(_ signal: @escaping @MainActor (PlatformFrameSignal) -> Void) -> Bool
    func stop()
    /// Stops for good: the window system stopped answering, and every later `start` fails.
    func abandon()
    /// Whether the window it follows is still on screen: silence while it is not is no fault.
    var followsVisibleWindow: Bool { get }
    /// Whether events wait to be read, one of which may be the refresh not yet reported.
    var hasUnreadEvents: Bool { get }
}
