import Foundation

/// The clock and frame ticks that drive a scroll view's motions: deceleration, bouncing back,
/// animated offsets, paging and the indicators' fade. Each scroll view owns one, so a test can
/// give it a `ManualScrollFrameSource` and step time itself.
@MainActor
protocol ScrollFrameSource: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Calls `tick` once per frame until `stop()`; a second `start` replaces the first.
    func start(_ tick: @escaping @MainActor () -> Void)
    func stop()
}

/// Frames from a run-loop `Timer` at 60 per second, parked while nothing moves so an idle
/// scroll view costs nothing.
///
/// One timer serves the scroll view's whole life: stopping moves its fire date to the distant
/// future instead of invalidating it, because Foundation on Linux keeps part of every timer added
/// to a run loop after it is invalidated, and a wheel notch starts the frames again each time
/// (the table-scrolling benchmark's resident memory grew by about 200 bytes per notch).
@MainActor
final class TimerScrollFrameSource: ScrollFrameSource {
    static let interval: TimeInterval = 1.0 / 60
    private var timer: Timer?
    private var tick: (@MainActor () -> Void)?

    var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    func start(_ tick: @escaping @MainActor () -> Void) {
        let wasRunning = self.tick != nil
        self.tick = tick
        if let timer {
            if !wasRunning { timer.fireDate = Date(timeIntervalSinceNow: Self.interval) }
            return
        }
        let timer = Timer(timeInterval: Self.interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick?() }
        }
        RunLoop.current.add(timer, forMode: .default)
        self.timer = timer
    }

    func stop() {
        tick = nil
        timer?.fireDate = .distantFuture
    }

    isolated deinit { timer?.invalidate() }
}

/// A frame source whose time moves only when told: `advance(by:)` ticks once at the new time.
@MainActor
final class ManualScrollFrameSource: ScrollFrameSource {
    private(set) var now: TimeInterval
    private var tick: (@MainActor () -> Void)?

    init(now: TimeInterval = 0) { self.now = now }

    var isRunning: Bool { tick != nil }

    func start(_ tick: @escaping @MainActor () -> Void) { self.tick = tick }
    func stop() { tick = nil }

    /// Moves the clock by `seconds` and delivers one frame if frames are running.
    func advance(by seconds: TimeInterval) {
        now += seconds
        tick?()
    }

    /// Delivers 60 frames a second until the frames stop (at most `limit` seconds).
    func runUntilIdle(limit: TimeInterval = 30) {
        var elapsed: TimeInterval = 0
        while isRunning && elapsed < limit {
            advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
    }
}
