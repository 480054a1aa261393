import Foundation
import Testing

@testable import Windowing

extension AnimationTests {
    @MainActor
    struct PropertyAnimatorTests {
        private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

        @Test func blocksRunWhenTheAnimatorStartsAndItEndsAtTheEnd() {
            let clock = AnimationClock()
            let view = makeView()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { log.add("first \($0)") }
            animator.addCompletion { log.add("second \($0)") }
            #expect(view.center.x == 5)
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(view.center.x == 105)
            #expect(animator.state == .active && animator.isRunning)
            clock.frame(at: 0.25)
            #expect(view.presentedFrame.minX == 25)
            #expect(animator.fractionComplete == 0.25)
            clock.frame(at: 1)
            #expect(log.entries == ["first end", "second end"])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(view.presentedFrame.minX == 100)
        }

        @Test func pausingHoldsTheFractionAndScrubbingMovesIt() {
            let clock = AnimationClock()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            #expect(view.alpha == 0)
            clock.frame(at: 5)
            #expect(view.layer.presentation()!.opacity == 1)
            animator.fractionComplete = 0.5
            let expected = 1 - CubicTimingCurve.easeIn.progress(at: 0.5)
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), expected, 1e-6))
            animator.startAnimation()
            clock.frame(at: 5.5)
            #expect(animator.fractionComplete == 0.75)
            animator.pauseAnimation()
            clock.frame(at: 9)
            #expect(animator.fractionComplete == 0.75)
        }

        @Test func reversingRunsBackToTheStartAndRestoresTheStartValues() {
            let clock = AnimationClock()
            let view = makeView()
            view.backgroundColor = nil
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                view.center.x = 105
                view.backgroundColor = .red
            }
            animator.addCompletion { log.add("\($0)") }
            animator.startAnimation()
            clock.frame(at: 0.5)
            animator.isReversed = true
            clock.frame(at: 0.75)
            #expect(view.presentedFrame.minX == 25)
            clock.frame(at: 1.0)
            #expect(log.entries == ["start"])
            #expect(view.center.x == 5)
            #expect(view.backgroundColor == nil)
        }

        @Test func stoppingLeavesTheScreenValuesAndFinishingPicksThePosition() {
            let clock = AnimationClock()
            let view = makeView()
            let log = EventLog()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { log.add("\($0)") }
            animator.startAnimation()
            clock.frame(at: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(isClose(view.center.x, 45))
            #expect(view.presentedFrame.minX == view.frame.minX)
            animator.finishAnimation(at: .end)
            #expect(log.entries == ["end"])
            #expect(view.center.x == 105)
            #expect(animator.state == .inactive)

            let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 205 }
            other.addCompletion { log.add("other \($0)") }
            other.startAnimation()
            clock.frame(at: 0.9)
            other.stopAnimation(true)
            #expect(other.state == .inactive)
            #expect(isClose(view.center.x, 155))
            clock.frame(at: 3)
            #expect(log.entries == ["end"])
        }

        @Test func finishingAtTheStartOrWhereItIs() {
            let clock = AnimationClock()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            clock.frame(at: 0.3)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
            #expect(view.alpha == 1)
            let again = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            again.startAnimation()
            clock.frame(at: 0.6)
            again.stopAnimation(false)
            again.finishAnimation(at: .current)
            #expect(isClose(view.alpha, 0.7, 1e-9))
        }

        @Test func animationsAddedWhileRunningUseTheTimeLeft() {
            let clock = AnimationClock()
            let view = makeView()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            clock.frame(at: 0.5)
            animator.addAnimations { view.center.x = 105 }
            clock.frame(at: 0.75)
            #expect(isClose(view.presentedFrame.minX, 50, 1e-6))
            clock.frame(at: 1)
            #expect(view.presentedFrame.minX == 100)
        }

        @Test func aDampedAnimatorAndARunningAnimatorWithADelay() {
            let clock = AnimationClock()
            let view = makeView()
            let log = EventLog()
            let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.25) { view.center.y = 105 }
            spring.startAnimation()
            var furthest: CGFloat = 0
            for step in 1...30 {
                clock.frame(at: Double(step) / 30)
                furthest = max(furthest, view.presentedFrame.minY)
            }
            #expect(furthest > 120)
            let running = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
                completion: { log.add("\($0)") })
            #expect(running.state == .active && running.isRunning && running.delay == 0.5)
            clock.frame(at: 2)
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.5, 1e-6))
            clock.frame(at: 2.6)
            #expect(log.entries == ["end"])
        }

        @Test func anActiveAnimatorKeepsItselfAlive() {
            let clock = AnimationClock()
            let view = makeView()
            weak var weakAnimator: UIViewPropertyAnimator?
            do {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                weakAnimator = animator
                animator.startAnimation()
            }
            #expect(weakAnimator != nil)
            clock.frame(at: 1)
            #expect(weakAnimator == nil)
        }
    }
}
