import Foundation
import Testing

@testable import Windowing

/// A pacer driven by the test: it reports refreshes when told, and says what the test set.
@MainActor
final class FakeFramePacer: PlatformFramePacer {
    let name = "Fake pacer"
    var canStart = true
    var followsVisibleWindow = true
    var hasUnreadEvents = false
    private(set) var isAbandoned = false
    private(set) var starts = 0
    private var signal: (@MainActor (PlatformFrameSignal) -> Void)?

    func start(_ signal: @escaping @MainActor (PlatformFrameSignal) -> Void) -> Bool {
        guard canStart, !isAbandoned else { return false }
        starts += 1
        self.signal = signal
        return true
    }

    func stop() { signal = nil }
    func abandon() {
        isAbandoned = true
        signal = nil
    }

    var isStarted: Bool { signal != nil }
    func report(_ signal: PlatformFrameSignal) { self.signal?(signal) }
}

/// A `ScreenFrameSource` on a fake pacer and a hand-set clock, recording its frames and warnings.
@MainActor
final class ScreenSourceHarness {
    let pacer = FakeFramePacer()
    var time: TimeInterval = 1000
    var offersPacer = true
    private(set) var frames: [TimeInterval] = []
    private(set) var warnings: [String] = []
    private(set) lazy var source = ScreenFrameSource(
        pacer: { [unowned self] in self.offersPacer ? self.pacer : nil }, clock: { [unowned self] in self.time },
        warn: { [unowned self] in self.warnings.append($0) })

    func start() { source.start { [unowned self] in self.frames.append($0) } }

    /// Reports a refresh `ago` seconds before now, on the same monotonic clock, and delivers it.
    func refresh(ago: TimeInterval, msc: UInt64) {
        pacer.report(.refresh(ust: UInt64(((time - ago) * 1_000_000).rounded()), msc: msc))
        source.deliverPendingFrame()
    }
}

@MainActor
struct FramePacingTests {
    @Test func aRefreshOnOurClockKeepsItsTime() {
        var pacing = FramePacing()
        #expect(pacing.frameTime(ust: 999_996_000, msc: 10, now: 1000) == 999.996)
        #expect(pacing.offset == 0)
    }

    @Test func theDurationIsMeasuredPerRefreshAndClamped() {
        var pacing = FramePacing()
        _ = pacing.frameTime(ust: 1_000_000_000, msc: 100, now: 1000)
        _ = pacing.frameTime(ust: 1_000_033_334, msc: 102, now: 1000.04)
        #expect(abs(pacing.frameDuration - 0.016_667) < 0.000_001)

        var fast = FramePacing()
        _ = fast.frameTime(ust: 1_000_000_000, msc: 1, now: 1000)
        _ = fast.frameTime(ust: 1_000_000_001, msc: 2, now: 1000)
        #expect(fast.frameDuration == 1.0 / 240, "a microsecond per refresh is below 240 Hz")
        var slow = FramePacing()
        _ = slow.frameTime(ust: 1_000_000_000, msc: 1, now: 1000)
        _ = slow.frameTime(ust: 1_010_000_000, msc: 2, now: 1010)
        #expect(slow.frameDuration == 1.0 / 24, "ten seconds per refresh is above 24 Hz")
        _ = slow.frameTime(ust: 1_010_016_667, msc: 1, now: 1010.02)
        #expect(slow.frameDuration == 1.0 / 24, "a count going backwards measures nothing")
    }

    @Test func stampsThatJitterAverageOutOverTheRecentReports() {
        var pacing = FramePacing()
        // Refreshes 1/60 s apart, each stamped up to 4 ms late in turn.
        for refresh in 0..<FramePacing.measuredReports + 8 {
            let late: UInt64 = refresh % 2 == 0 ? 0 : 4_000
            let ust = 1_000_000_000 + UInt64(refresh) * 16_667 + late
            _ = pacing.frameTime(ust: ust, msc: UInt64(refresh + 1), now: 1000 + Double(refresh) / 60)
        }
        #expect(abs(pacing.frameDuration - 0.016_667) < 0.000_2, "\(pacing.frameDuration)")
    }

    @Test func aServerOnAnotherClockIsFollowedFromNow() {
        var pacing = FramePacing()
        #expect(pacing.frameTime(ust: 5_000_000, msc: 1, now: 1000) == 1000)
        let second = pacing.frameTime(ust: 5_016_667, msc: 2, now: 1000.03)
        #expect(abs(second - 1000.016_667) < 0.000_001)
    }

    @Test func framesNeverLieInTheFutureNorGoBack() {
        var pacing = FramePacing()
        #expect(pacing.frameTime(ust: 1_000_500_000, msc: 1, now: 1000) == 1000, "half a second ahead")
        #expect(pacing.frameTime(ust: 999_990_000, msc: 2, now: 1000.01) == 1000, "earlier than the last frame")
        #expect(pacing.frameTime(ust: .max, msc: .max, now: 1000.02) == 1000.02, "nonsense is read as now")
        #expect(pacing.frameTime(ust: 0, msc: 0, now: 1000.03) == 1000.03)
    }
}

@MainActor
struct ScreenFrameSourceTests {
    @Test func refreshesBecomeFramesAtTheirTimesAndDuration() {
        let harness = ScreenSourceHarness()
        harness.start()
        defer { harness.source.stop() }
        #expect(harness.source.kind == .screen)
        harness.refresh(ago: 0.002, msc: 60)
        harness.time += 0.016_667
        harness.refresh(ago: 0.002, msc: 61)
        #expect(harness.frames.count == 2)
        #expect(abs(harness.frames[0] - 999.998) < 0.000_001)
        #expect(abs(harness.frames[1] - harness.frames[0] - 0.016_667) < 0.000_001)
        #expect(abs(harness.source.frameDuration - 0.016_667) < 0.000_001)
    }

    @Test func theNewestRefreshWinsWhenFramesFallBehind() {
        let harness = ScreenSourceHarness()
        harness.start()
        defer { harness.source.stop() }
        harness.pacer.report(.refresh(ust: 999_990_000, msc: 1))
        harness.pacer.report(.refresh(ust: 999_995_000, msc: 2))
        harness.source.deliverPendingFrame()
        harness.source.deliverPendingFrame()
        #expect(harness.frames == [999.995])
    }

    @Test func aServerReportingRefreshesTooFastDoesNotSpeedUpTheFrames() {
        let harness = ScreenSourceHarness()
        harness.start()
        defer { harness.source.stop() }
        #expect(harness.source.deliveryWait == 0)
        harness.refresh(ago: 0, msc: 1)
        harness.time += 0.001
        #expect(abs(harness.source.deliveryWait - (1.0 / 240 - 0.001)) < 0.000_001)
        harness.time += 1.0 / 240
        #expect(harness.source.deliveryWait == 0)
    }

    @Test func withoutAPacerOrAWindowOnScreenATimerPacesTheFrames() {
        let harness = ScreenSourceHarness()
        harness.offersPacer = false
        harness.start()
        #expect(harness.source.kind == .timer)
        #expect(harness.source.frameDuration == 1.0 / 60)
        harness.source.stop()
        #expect(harness.source.kind == .stopped)

        harness.offersPacer = true
        harness.pacer.canStart = false
        harness.start()
        #expect(harness.source.kind == .timer)
        harness.source.stop()
    }

    @Test func silenceHandsTheFramesToATimerForGoodWithOneWarning() {
        let harness = ScreenSourceHarness()
        harness.start()
        defer { harness.source.stop() }
        harness.refresh(ago: 0, msc: 1)
        harness.time += 0.09
        harness.source.checkSilence()
        #expect(harness.source.kind == .screen, "under a tenth of a second is not silence")
        harness.time += 0.03
        harness.source.checkSilence()
        #expect(harness.source.kind == .timer)
        #expect(harness.pacer.isAbandoned)
        #expect(
            harness.warnings == [
                "Fake pacer reported no screen refresh for 120 ms; frames are paced by a timer from now on "
                    + "(WINDOWING_NO_PRESENT=1 skips it from the start)"
            ])
        harness.source.stop()
        harness.start()
        #expect(harness.source.kind == .timer)
        #expect(harness.warnings.count == 1)
    }

    @Test func unreadEventsPutTheSilenceOffThreeTimes() {
        let harness = ScreenSourceHarness()
        harness.start()
        defer { harness.source.stop() }
        harness.pacer.hasUnreadEvents = true
        harness.time += 0.2
        for _ in 0..<3 {
            harness.source.checkSilence()
            #expect(harness.source.kind == .screen)
        }
        harness.source.checkSilence()
        #expect(harness.source.kind == .timer)
    }

    @Test func silenceOrLossWithNoWindowOnScreenIsNoFault() {
        let harness = ScreenSourceHarness()
        harness.start()
        harness.pacer.followsVisibleWindow = false
        harness.time += 0.2
        harness.source.checkSilence()
        #expect(harness.source.kind == .timer)
        #expect(!harness.pacer.isAbandoned)
        #expect(harness.warnings.isEmpty)
        harness.source.stop()

        harness.start()
        #expect(harness.source.kind == .screen, "the pacer is tried again")
        harness.pacer.report(.lost)
        #expect(harness.source.kind == .timer)
        #expect(!harness.pacer.isStarted)
        #expect(harness.warnings.isEmpty)
        harness.source.stop()
    }
}
