import Foundation

/// Where frame times come from: the screen's refresh or a run-loop timer in an app
/// (`ScreenFrameSource`), a hand-driven clock in tests.
@MainActor
protocol FrameSource: AnyObject {
    /// The current time, in seconds on the source's clock (`CACurrentMediaTime()`'s for the timer).
    var now: TimeInterval { get }
    /// The time between frames.
    var frameDuration: TimeInterval { get }
    /// Where the frames come from now.
    var kind: FrameSourceKind { get }
    /// Starts calling `frame` once per frame with the frame's time, until `stop()`.
    func start(_ frame: @escaping @MainActor (TimeInterval) -> Void)
    func stop()
}

/// The app's frame clock: once per frame it calls the display links that are due, then the
/// animation engine, so a display link's changes show in the same frame as the animations'.
///
/// It runs only while there is a display link or an animation, so an idle app does not wake up
/// sixty times a second.
@MainActor
final class FrameClock {
    static let shared = FrameClock()

    /// The source of frames; tests replace it with a `ManualFrameSource`.
    var source: any FrameSource = ScreenFrameSource() {
        willSet {
            source.stop()
            isRunning = false
        }
        didSet { setNeedsFrames() }
    }
    /// The display links added to a run loop and not invalidated, in the order added.
    private(set) var displayLinks: [CADisplayLink] = []
    private var isRunning = false

    var now: TimeInterval { source.now }

    /// Where frames come from now: the screen's refresh, a timer, or nothing while none are wanted.
    var sourceKind: FrameSourceKind { source.kind }

    /// Starts afresh with `source` and no display links: for tests.
    func reset(source: any FrameSource) {
        displayLinks.removeAll()
        self.source = source
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
        setNeedsFrames()
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// Starts the frames if something needs them.
    func setNeedsFrames() {
        guard !isRunning, needsFrames else { return }
        isRunning = true
        source.start { time in FrameClock.shared.frame(at: time) }
    }

    private var needsFrames: Bool {
        AnimationEngine.shared.hasWork || LayerAnimator.shared.hasWork || displayLinks.contains { !$0.isPaused }
    }

    /// One frame: the due display links in the order they were added, then the views' animations,
    /// then the layers'.
    func frame(at time: TimeInterval) {
        let duration = source.frameDuration
        for link in displayLinks where !link.isPaused {
            link.frameDidBegin(at: time, frameDuration: duration)
        }
        AnimationEngine.shared.tick(at: time)
        LayerAnimator.shared.tick(at: time)
        if !needsFrames {
            source.stop()
            isRunning = false
        }
    }
}

/// Frames from a repeating `Timer` in the common modes of the main actor's run loop, at the screen's refresh
/// rate, timed by the monotonic clock. The run loop keeps reading the window system between
/// frames, so input flows while things animate. The timer goes on the run loop of the thread the
/// main actor runs on: the main thread in an app, but not always under a test runner, whose
/// run loop `WindowingTesting` turns.
@MainActor
final class RunLoopFrameSource: FrameSource {
    private var timer: Timer?
    private var frame: (@MainActor (TimeInterval) -> Void)?
    let frameDuration: TimeInterval = 1.0 / 60

    var now: TimeInterval { CACurrentMediaTime() }

    var kind: FrameSourceKind { timer == nil ? .stopped : .timer }

    func start(_ frame: @escaping @MainActor (TimeInterval) -> Void) {
        timer?.invalidate()
        self.frame = frame
        let timer = Timer(timeInterval: frameDuration, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.frame?(CACurrentMediaTime()) }
        }
        timer.tolerance = 0
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        frame = nil
    }
}

/// A frame source driven by hand, for tests: `advance(to:)` sets the time and runs one frame.
@MainActor
final class ManualFrameSource: FrameSource {
    private(set) var now: TimeInterval
    let frameDuration: TimeInterval
    private var frame: (@MainActor (TimeInterval) -> Void)?

    init(startingAt time: TimeInterval = 0, frameDuration: TimeInterval = 1.0 / 60) {
        now = time
        self.frameDuration = frameDuration
    }

    /// Whether the clock has asked for frames.
    var isRunning: Bool { frame != nil }

    var kind: FrameSourceKind { .manual }

    func start(_ frame: @escaping @MainActor (TimeInterval) -> Void) { self.frame = frame }
    func stop() { frame = nil }

    /// Moves the time to `time` and, if frames are wanted, runs the frame at that time.
    func advance(to time: TimeInterval) {
        now = time
        frame?(time)
    }

    func advance(by interval: TimeInterval) { advance(to: now + interval) }
}

/// The current time on the monotonic clock, in seconds, as Core Animation's function gives it.
public func CACurrentMediaTime() -> TimeInterval {
    ProcessInfo.processInfo.systemUptime
}
