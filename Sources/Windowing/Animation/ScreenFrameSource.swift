import Foundation

/// The app's frame source: frames in step with the screen where the backend can follow its
/// refresh (X11: the Present extension), from a `RunLoopFrameSource` timer otherwise.
///
/// A refresh report arrives in the backend's event drain; the frame itself runs from the run
/// loop right after, as the timer's frames do, so display links and animations never run inside
/// the drain. The next refresh is asked for at once, so a slow frame does not slow the pace.
///
/// The timer takes over when no window is on screen (and hands back once one is), and for good
/// when the window system stops reporting refreshes for `FramePacing.silenceLimit` while the
/// window is on screen: a broken or hostile server must not stop the app's frames.
@MainActor
final class ScreenFrameSource: FrameSource {
    /// Where frames come from now.
    private(set) var kind: FrameSourceKind = .stopped
    private(set) var pacing = FramePacing()
    private let timer = RunLoopFrameSource()
    private let pacerProvider: @MainActor () -> (any PlatformFramePacer)?
    private let clock: @MainActor () -> TimeInterval
    private let warn: @MainActor (String) -> Void
    private var pacer: (any PlatformFramePacer)?
    private var frame: (@MainActor (TimeInterval) -> Void)?
    private var runLoop: RunLoop?
    /// The refresh reported and not yet delivered as a frame; the newest wins.
    private var pendingTime: TimeInterval?
    private var delivery: Timer?
    /// When the last frame ran, on our clock: a server that reports refreshes faster than the
    /// fastest screen believed (240 Hz) does not make frames run any faster.
    private var lastDelivery: TimeInterval = -.infinity
    private var watchdog: Timer?
    private var lastReport: TimeInterval = 0
    /// Silent checks put off because events waited to be read (a busy app, not a silent server).
    private var deferredChecks = 0

    /// A source following the current app's backend, on `CACurrentMediaTime()`'s clock.
    convenience init() {
        self.init(
            pacer: { UIApplication.current?.backend?.framePacer }, clock: { CACurrentMediaTime() },
            warn: { Diagnostics.warning($0) })
    }

    /// A source with its pacer, clock and warnings given: for tests.
    init(
        pacer: @escaping @MainActor () -> (any PlatformFramePacer)?, clock: @escaping @MainActor () -> TimeInterval,
        warn: @escaping @MainActor (String) -> Void
    ) {
        pacerProvider = pacer
        self.clock = clock
        self.warn = warn
    }

    var now: TimeInterval { clock() }

    var frameDuration: TimeInterval { kind == .screen ? pacing.frameDuration : timer.frameDuration }

    func start(_ frame: @escaping @MainActor (TimeInterval) -> Void) {
        stop()
        self.frame = frame
        runLoop = RunLoop.current
        if !followScreen() { runTimer() }
    }

    func stop() {
        pacer?.stop()
        pacer = nil
        timer.stop()
        delivery?.invalidate()
        delivery = nil
        watchdog?.invalidate()
        watchdog = nil
        pendingTime = nil
        frame = nil
        kind = .stopped
    }

    /// Follows the backend's pacer if it has one that can start now.
    private func followScreen() -> Bool {
        guard let candidate = pacerProvider(), candidate.start({ [weak self] in self?.receive($0) }) else {
            return false
        }
        pacer = candidate
        kind = .screen
        lastReport = now
        deferredChecks = 0
        let limit = pacing.silenceLimit
        let watchdog = Timer(timeInterval: limit, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.checkSilence() }
        }
        (runLoop ?? RunLoop.current).add(watchdog, forMode: .common)
        self.watchdog = watchdog
        return true
    }

    private func runTimer() {
        kind = .timer
        timer.start { [weak self] time in self?.timerFrame(at: time) }
    }

    /// A timer frame; the screen takes over as soon as it can (a window was mapped meanwhile).
    private func timerFrame(at time: TimeInterval) {
        if followScreen() {
            timer.stop()
            return
        }
        frame?(time)
    }

    /// A report from the pacer, in the backend's event drain.
    func receive(_ signal: PlatformFrameSignal) {
        guard kind == .screen else { return }
        switch signal {
        case .lost:
            leaveScreen()
        case .refresh(let ust, let msc):
            lastReport = now
            deferredChecks = 0
            pendingTime = pacing.frameTime(ust: ust, msc: msc, now: now)
            scheduleDelivery()
        }
    }

    private func scheduleDelivery() {
        guard delivery == nil else { return }
        let delivery = Timer(timeInterval: deliveryWait, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.deliverPendingFrame() }
        }
        (runLoop ?? RunLoop.current).add(delivery, forMode: .common)
        self.delivery = delivery
    }

    /// How long the next frame waits: none, unless the last one ran less than 1/240 s ago.
    var deliveryWait: TimeInterval { max(0, lastDelivery + FramePacing.durations.lowerBound - now) }

    /// Runs the frame of the newest refresh reported, if any.
    func deliverPendingFrame() {
        delivery?.invalidate()
        delivery = nil
        guard let time = pendingTime, let frame else { return }
        pendingTime = nil
        lastDelivery = now
        frame(time)
    }

    /// The watchdog: after `silenceLimit` with no report, the timer takes over; for good, with a
    /// warning, if the window being followed is still on screen.
    func checkSilence() {
        guard kind == .screen, let pacer, now - lastReport >= pacing.silenceLimit else { return }
        if pacer.hasUnreadEvents, deferredChecks < 3 {
            deferredChecks += 1
            return
        }
        if pacer.followsVisibleWindow {
            pacer.abandon()
            let milliseconds = Int((now - lastReport) * 1000)
            warn(
                "\(pacer.name) reported no screen refresh for \(milliseconds) ms; frames are paced by a timer from "
                    + "now on (WINDOWING_NO_PRESENT=1 skips it from the start)")
        }
        leaveScreen()
    }

    private func leaveScreen() {
        pacer?.stop()
        pacer = nil
        watchdog?.invalidate()
        watchdog = nil
        runTimer()
    }
}

/// Where a frame source's frames come from now.
enum FrameSourceKind: Equatable, Sendable {
    /// No frames are wanted.
    case stopped
    /// A run-loop timer at 60 Hz.
    case timer
    /// The screen's refresh, as the window system reports it (X11: Present).
    case screen
    /// A test's hand.
    case manual
}
