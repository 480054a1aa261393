import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The frame clock paced by the Present extension on a private Xvfb, whose Present completes
/// NotifyMSC requests on a fake 60 Hz refresh. Serialized: the frame clock is process-wide.
@MainActor
@Suite(.serialized)
struct PresentFrameClockX11Tests {
    /// Records each frame's times as the display link gives them.
    @MainActor
    final class FrameRecorder {
        var frames: [(timestamp: TimeInterval, target: TimeInterval, duration: TimeInterval)] = []
        var latestNow: [TimeInterval] = []
        func step(_ link: CADisplayLink) {
            frames.append((link.timestamp, link.targetTimestamp, link.duration))
            latestNow.append(CACurrentMediaTime())
        }
    }

    static let refresh = 1.0 / 60

    @Test func aDisplayLinkIsPacedByPresentCompletionsAFrameApart() throws {
        let app = try TestApplication.launch(UIViewController(), windowSize: CGSize(width: 200, height: 150), on: .xvfb)
        defer { app.terminate() }
        #expect(FrameClock.shared.sourceKind == .stopped, "an idle app asks for no frames")
        let recorder = FrameRecorder()
        let link = CADisplayLink(target: recorder, selector: FrameRecorder.step)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        #expect(FrameClock.shared.sourceKind == .screen)
        try app.waitUntil { recorder.frames.count >= 13 }
        #expect(FrameClock.shared.sourceKind == .screen, "no fallback to the timer")

        // The first frame's duration is the default; later ones are measured from the refreshes,
        // over more of them as they come: the last is measured over twelve.
        let frames = recorder.frames.dropFirst()
        let last = try #require(frames.last)
        #expect(abs(last.duration - Self.refresh) < 0.002, "duration \(last.duration)")
        for (frame, now) in zip(frames, recorder.latestNow.dropFirst()) {
            #expect(abs(frame.target - frame.timestamp - frame.duration) < 0.000_001)
            #expect(frame.timestamp <= now, "a refresh time is in the past")
        }
        let gaps = zip(frames.dropFirst(), frames).map { $0.timestamp - $1.timestamp }.sorted()
        #expect(gaps.allSatisfy { $0 > 0 }, "gaps \(gaps)")
        // Xvfb stamps a completion when its timer fires, so single gaps jitter on a loaded
        // machine; the middle one is a refresh.
        let median = gaps[gaps.count / 2]
        #expect(abs(median - Self.refresh) < 0.004, "gaps \(gaps)")

        link.invalidate()
        try app.waitUntil { FrameClock.shared.sourceKind == .stopped }
    }

    @Test func theBackendOffersPresentUnlessItIsSwitchedOff() throws {
        let server = try XvfbServer()
        let backend = try X11Backend(displayName: server.displayName, environment: X11Environment())
        defer { backend.shutdown() }
        let pacer = try #require(backend.framePacer)
        #expect(pacer.name == "X Present")
        #expect(!pacer.start { _ in }, "no window is on screen to follow")

        let switchedOff = try X11Backend(
            displayName: server.displayName, environment: X11Environment(disablesPresent: true))
        defer { switchedOff.shutdown() }
        #expect(switchedOff.framePacer == nil)
    }
}
