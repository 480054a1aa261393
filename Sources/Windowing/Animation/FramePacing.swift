import Foundation

/// Turns the window system's refresh reports (time in microseconds and refresh count) into frame
/// times on `CACurrentMediaTime()`'s clock and the time between refreshes.
///
/// The values come from the X server, which may be remote, broken or hostile, so none is trusted:
/// a refresh time is never later than now nor earlier than the previous frame's, and the frame
/// duration stays between 1/240 and 1/24 s.
struct FramePacing: Sendable {
    /// The shortest and longest frame durations believed (240 Hz and 24 Hz).
    static let durations: ClosedRange<TimeInterval> = (1.0 / 240)...(1.0 / 24)
    /// How far a refresh time may lie from now and still be read as our own monotonic clock; a
    /// server on another machine (or with a broken clock) is further off.
    static let sameClockTolerance: TimeInterval = 1

    /// How many recent reports the duration is measured over.
    static let measuredReports = 32

    /// The time between refreshes, measured over the recent reports; 1/60 s until two have come.
    private(set) var frameDuration: TimeInterval = 1.0 / 60
    /// Added to a server time to put it on our clock: 0 for a server on this machine.
    private(set) var offset: TimeInterval?
    /// The recent reports, oldest first: a server stamps a refresh when it gets to it (Xvfb when
    /// its timer fires), so one gap jitters by milliseconds on a busy machine, and the mean over
    /// many does not.
    private var recent: [(ust: UInt64, msc: UInt64)] = []
    private var previousTime: TimeInterval?

    /// How long without a refresh report before the window system counts as silent: three
    /// frames, and at least a tenth of a second, so a busy machine is not taken for a dead server.
    var silenceLimit: TimeInterval { max(3 * frameDuration, 0.1) }

    /// The frame time of a refresh reported at `ust` (µs) with count `msc`, when our clock reads `now`.
    mutating func frameTime(ust: UInt64, msc: UInt64, now: TimeInterval) -> TimeInterval {
        measureDuration(ust: ust, msc: msc)
        let serverTime = Double(ust) / 1_000_000
        var time = serverTime + (offset ?? 0)
        if offset == nil || abs(time - now) > Self.sameClockTolerance {
            // Xorg and Xvfb stamp refreshes with CLOCK_MONOTONIC, ours; any other clock is read
            // as if this refresh happened now, and followed from there.
            let sameClock = abs(serverTime - now) <= Self.sameClockTolerance
            offset = sameClock ? 0 : now - serverTime
            time = sameClock ? serverTime : now
        }
        time = min(time, now)
        if let previousTime { time = max(time, previousTime) }
        previousTime = time
        return time
    }

    /// The time per refresh from the oldest recent report to this one, when the reports move
    /// forwards; a report that goes back starts the measure again.
    private mutating func measureDuration(ust: UInt64, msc: UInt64) {
        if let last = recent.last, ust <= last.ust || msc <= last.msc { recent.removeAll() }
        recent.append((ust, msc))
        if recent.count > Self.measuredReports { recent.removeFirst() }
        guard let first = recent.first, recent.count >= 2 else { return }
        let perRefresh = Double(ust - first.ust) / 1_000_000 / Double(msc - first.msc)
        frameDuration = min(max(perRefresh, Self.durations.lowerBound), Self.durations.upperBound)
    }
}
