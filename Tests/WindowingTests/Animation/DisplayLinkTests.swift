import Foundation
import Testing

@testable import Windowing

extension AnimationTests {
    @MainActor
    struct DisplayLinkTests {
        @MainActor
        final class Stepper {
            let log: EventLog
            var timestamps: [(TimeInterval, TimeInterval, TimeInterval)] = []
            init(log: EventLog) { self.log = log }
            func step(_ link: CADisplayLink) {
                timestamps.append((link.timestamp, link.targetTimestamp, link.duration))
                log.add("link \(link.timestamp)")
            }
            func tick() { log.add("tick") }
        }

        @Test func aLinkIsCalledEachFrameWithItsTimesBeforeTheAnimations() {
            let clock = AnimationClock()
            let log = EventLog()
            let stepper = Stepper(log: log)
            let link = CADisplayLink(target: stepper, selector: Stepper.step)
            link.add(to: .main, forMode: .common)
            #expect(clock.source.isRunning)
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 0.01, animations: { view.alpha = 0 }, completion: { log.add("done \($0)") })
            clock.frame(at: 1)
            clock.frame(at: 2)
            #expect(log.entries == ["link 1.0", "done true", "link 2.0"])
            #expect(stepper.timestamps.count == 2)
            #expect(stepper.timestamps[1].0 == 2)
            #expect(isClose(stepper.timestamps[1].1, 2 + 1.0 / 60))
            #expect(isClose(stepper.timestamps[1].2, 1.0 / 60))
            link.isPaused = true
            clock.frame(at: 3)
            #expect(!clock.source.isRunning)
            link.isPaused = false
            clock.frame(at: 4)
            #expect(log.entries.last == "link 4.0")
            link.invalidate()
            clock.frame(at: 5)
            #expect(log.entries.last == "link 4.0")
            #expect(!clock.source.isRunning)
        }

        @Test func aLowerPreferredRateSkipsFrames() {
            let clock = AnimationClock()
            let log = EventLog()
            let stepper = Stepper(log: log)
            let link = CADisplayLink(target: stepper, selector: Stepper.tick)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .default)
            for frame in 1...6 { clock.frame(at: Double(frame) / 60) }
            #expect(log.entries.count == 3)
            link.preferredFramesPerSecond = 0
            for frame in 7...12 { clock.frame(at: Double(frame) / 60) }
            #expect(log.entries.count == 9)
            link.invalidate()
        }

        @Test func theLinkRetainsItsTargetUntilInvalidated() {
            _ = AnimationClock()
            weak var weakTarget: Stepper?
            let link: CADisplayLink
            do {
                let stepper = Stepper(log: EventLog())
                weakTarget = stepper
                link = CADisplayLink(target: stepper, selector: Stepper.step)
            }
            link.add(to: .main, forMode: .common)
            #expect(weakTarget != nil)
            link.invalidate()
            #expect(weakTarget == nil)
            #expect(CAFrameRateRange.default.effectiveRate(screenRate: 60) == 60)
        }
    }
}
