import Foundation
import Testing

@testable import Windowing

extension AnimationTests {
    /// `UIView.animateKeyframes` and `addKeyframe`: each keyframe moves the properties it changes
    /// over its own part of the duration, in the calculation mode the options name.
    @MainActor
    struct KeyframeAnimationTests {
        /// The options with UIKit's linear curve for the whole animation, passed as apps pass it.
        private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

        private func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

        private func presentedX(_ view: UIView) -> CGFloat { view.presentedFrame.minX }

        @Test func eachKeyframeMovesItsPropertiesInItsOwnPartOfTheDuration() {
            let clock = AnimationClock()
            let view = makeView()
            let log = EventLog()
            UIView.animateKeyframes(
                withDuration: 4, delay: 0, options: linear,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.frame.origin.x = 100 }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.alpha = 0 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.frame.origin.x = 0 }
                }, completion: { log.add("completion \($0)") })
            // The model has the last keyframes' values at once.
            #expect(view.frame.origin.x == 0 && view.alpha == 0)
            clock.frame(at: 0.5)
            #expect(isClose(presentedX(view), 50, 1e-9))
            #expect(view.layer.presentation()!.opacity == 1)
            clock.frame(at: 1)
            #expect(isClose(presentedX(view), 100, 1e-9))
            clock.frame(at: 1.5)
            // Held between its keyframes, while the alpha keyframe runs.
            #expect(isClose(presentedX(view), 100, 1e-9))
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.75, 1e-6))
            clock.frame(at: 2.5)
            #expect(isClose(presentedX(view), 50, 1e-9))
            clock.frame(at: 3.5)
            #expect(isClose(presentedX(view), 0, 1e-9))
            #expect(view.layer.presentation()!.opacity == 0)
            #expect(log.entries.isEmpty)
            clock.frame(at: 4)
            clock.frame(at: 4.1)
            #expect(log.entries == ["completion true"])
            #expect(AnimationEngine.shared.presentationValue(of: view, .center) == nil)
        }

        @Test func theWholeAnimationEasesInAndOutUnlessACurveIsGiven() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.animateKeyframes(withDuration: 1, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            }
            clock.frame(at: 0.3)
            let opacity = CGFloat(view.layer.presentation()!.opacity)
            #expect(isClose(opacity, 1 - CubicTimingCurve.easeInOut.progress(at: 0.3), 1e-6))

            let eased = makeView()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0,
                options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
            ) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { eased.alpha = 0 }
            }
            clock.frame(at: 0.6)
            #expect(
                isClose(
                    CGFloat(eased.layer.presentation()!.opacity), 1 - CubicTimingCurve.easeIn.progress(at: 0.3), 1e-6))
        }

        @Test func discreteValuesShowWithoutBlending() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeDiscrete)) {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.frame.origin.x = 100 }
            }
            clock.frame(at: 0.3)
            #expect(presentedX(view) == 0)
            clock.frame(at: 0.45)
            #expect(presentedX(view) == 0)
            clock.frame(at: 0.5)
            #expect(presentedX(view) == 100)
        }

        @Test func pacedValuesMoveAtAnEvenSpeed() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModePaced)) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.9) { view.frame.origin.x = 200 }
            }
            clock.frame(at: 0.25)
            #expect(isClose(presentedX(view), 50, 1e-9))
            clock.frame(at: 0.75)
            #expect(isClose(presentedX(view), 150, 1e-9))
        }

        @Test func cubicValuesFollowASplineThroughEachValue() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.calculationModeCubic)) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.frame.origin.x = 0 }
            }
            clock.frame(at: 0.25)
            // Catmull-Rom from 0 to 100, with 0 on either side: past the straight line's 50.
            #expect(isClose(presentedX(view), 56.25, 1e-9))
            clock.frame(at: 0.5)
            #expect(isClose(presentedX(view), 100, 1e-9))
        }

        @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnce() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            clock.frame(at: 0.1)
            #expect(view.alpha == 0)
            #expect(AnimationEngine.shared.presentationValue(of: view, .alpha) == nil)
            // Inside a plain animation block, it is part of that block.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }
            clock.frame(at: 0.6)
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.5, 1e-6))
        }

        @Test func repeatingAndReversingRunTheKeyframesBackAndForth() {
            let clock = AnimationClock()
            let view = makeView()
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union([.repeat, .autoreverse])) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.frame.origin.x = 100 }
            }
            clock.frame(at: 0.25)
            #expect(isClose(presentedX(view), 50, 1e-9))
            clock.frame(at: 1.25)
            #expect(isClose(presentedX(view), 100, 1e-9))
            clock.frame(at: 1.75)
            #expect(isClose(presentedX(view), 50, 1e-9))
            clock.frame(at: 2.25)
            #expect(isClose(presentedX(view), 50, 1e-9))
        }

        @Test func theOptionsKeepUIKitsRawValues() {
            #expect(UIView.KeyframeAnimationOptions.repeat.rawValue == UIView.AnimationOptions.repeat.rawValue)
            #expect(UIView.KeyframeAnimationOptions.autoreverse.rawValue == 16)
            #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 512)
            #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4096)
            #expect(UIView.KeyframeAnimationOptions.calculationModeLinear.isEmpty)
        }
    }
}
