import Foundation
import Testing

@testable import Windowing

extension AnimationTests {
    @MainActor
    struct UIViewAnimateTests {
        @Test func theModelChangesAtOnceAndThePresentationInterpolates() {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.frame = CGRect(x: 200, y: 100, width: 300, height: 150)
                view.alpha = 0.2
            }
            #expect(view.frame == CGRect(x: 200, y: 100, width: 300, height: 150))
            #expect(view.alpha == 0.2)
            // Before the first frame the screen still shows the old values.
            #expect(view.presentedFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
            clock.frame(at: 0.25)
            #expect(isClose(view.presentedFrame, CGRect(x: 50, y: 25, width: 150, height: 75)))
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.8, 1e-6))
            #expect(view.frame == CGRect(x: 200, y: 100, width: 300, height: 150))
            clock.frame(at: 1)
            #expect(view.presentedFrame == view.frame)
            #expect(AnimationEngine.shared.presentationValue(of: view, .center) == nil)
        }

        @Test func theDefaultCurveIsEaseInOutAndTheDelayHoldsTheStartValue() {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 2, delay: 1, options: []) { view.center = CGPoint(x: 105, y: 5) }
            clock.frame(at: 0.9)
            #expect(view.presentedFrame.minX == 0)
            clock.frame(at: 1.5)
            let expected = 100 * CubicTimingCurve.easeInOut.progress(at: 0.25)
            #expect(isClose(view.presentedFrame.minX, expected, 1e-9))
        }

        @Test(arguments: [
            (UIView.AnimationOptions.curveEaseIn, CubicTimingCurve.easeIn),
            (.curveEaseOut, .easeOut), (.curveLinear, .linear), (.curveEaseInOut, .easeInOut),
        ])
        func eachCurveOptionUsesItsCurve(option: UIView.AnimationOptions, curve: CubicTimingCurve) {
            let clock = AnimationClock()
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 1, delay: 0, options: option) { view.alpha = 0 }
            clock.frame(at: 0.3)
            let opacity = CGFloat(view.layer.presentation()!.opacity)
            #expect(isClose(opacity, 1 - curve.progress(at: 0.3), 1e-6))
        }

        @Test func aSpringOvershootsItsTarget() {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0, options: [],
                animations: { view.center = CGPoint(x: 105, y: 5) })
            var furthest: CGFloat = 0
            for step in 1...60 {
                clock.frame(at: Double(step) / 60)
                furthest = max(furthest, view.presentedFrame.minX)
            }
            #expect(furthest > 130)
            #expect(view.presentedFrame.minX == 100)
        }

        @Test func transformBackgroundCornerRadiusAndShadowOpacityAnimate() {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
                view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                view.layer.cornerRadius = 8
                view.layer.shadowOpacity = 0.5
            }
            clock.frame(at: 0.5)
            let presented = view.layer.presentation()!
            let t = presented.affineTransform()
            // Half a quarter turn, not a shrunken matrix average.
            #expect(isClose(t.a, cos(.pi / 4), 1e-9) && isClose(t.b, sin(.pi / 4), 1e-9))
            #expect(isClose(t.c, -sin(.pi / 4), 1e-9) && isClose(t.d, cos(.pi / 4), 1e-9))
            let color = presented.backgroundColor!.rgba
            #expect(isClose(color.red, 0.5, 1e-6) && isClose(color.blue, 0.5, 1e-6) && color.alpha == 1)
            #expect(presented.cornerRadius == 4)
            #expect(presented.shadowOpacity == 0.25)
            #expect(presented.model() === view.layer)
            #expect(view.layer.cornerRadius == 8)
        }

        @Test func aFadeFromClearKeepsTheTargetColour() {
            let clock = AnimationClock()
            let view = UIView(frame: .zero)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            }
            clock.frame(at: 0.5)
            let color = view.layer.presentation()!.backgroundColor!.rgba
            #expect(isClose(color.green, 1, 1e-6) && isClose(color.alpha, 0.5, 1e-6) && color.red == 0)
        }

        @Test func completionsRunAfterTheLastFrameInTheOrderTheAnimationsBegan() {
            let clock = AnimationClock()
            let log = EventLog()
            let a = UIView(frame: .zero)
            let b = UIView(frame: .zero)
            UIView.animate(withDuration: 1, animations: { a.alpha = 0 }, completion: { log.add("a \($0)") })
            UIView.animate(withDuration: 0.5, animations: { b.alpha = 0 }, completion: { log.add("b \($0)") })
            UIView.animate(withDuration: 1, animations: { b.tag = 3 }, completion: { log.add("nothing \($0)") })
            #expect(log.entries.isEmpty)
            clock.frame(at: 0.1)
            #expect(log.entries == ["nothing true"])
            clock.frame(at: 0.99)
            #expect(log.entries == ["nothing true", "b true"])
            clock.frame(at: 1.2)
            #expect(log.entries == ["nothing true", "b true", "a true"])
            #expect(!AnimationEngine.shared.hasWork)
            #expect(!clock.source.isRunning)
        }

        @Test func aNewAnimationOfTheSamePropertyInterruptsTheOldOneFromTheModelValue() {
            let clock = AnimationClock()
            let log = EventLog()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
                completion: { log.add("first \($0)") })
            clock.frame(at: 0.5)
            #expect(view.presentedFrame.minX == 50)
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 },
                completion: { log.add("second \($0)") })
            #expect(log.entries.isEmpty)
            clock.frame(at: 0.5)
            #expect(log.entries == ["first false"])
            // It starts where the model was (the first animation's target), not where the screen was.
            #expect(view.presentedFrame.minX == 100)
            clock.frame(at: 1.0)
            #expect(view.presentedFrame.minX == 50)
            clock.frame(at: 1.5)
            #expect(log.entries == ["first false", "second true"])
        }

        @Test func beginFromCurrentStateStartsWhereTheScreenIs() {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 105 }
            clock.frame(at: 0.5)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
                view.center.x = 5
            }
            clock.frame(at: 0.5)
            #expect(view.presentedFrame.minX == 50)
            clock.frame(at: 1.0)
            #expect(view.presentedFrame.minX == 25)
        }

        @Test func leavingTheWindowInterruptsTheAnimation() {
            let clock = AnimationClock()
            let log = EventLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.add("done \($0)") })
            clock.frame(at: 0.2)
            view.removeFromSuperview()
            clock.frame(at: 0.3)
            #expect(log.entries == ["done false"])
            #expect(AnimationEngine.shared.presentationValue(of: view, .alpha) == nil)
        }

        @Test func performWithoutAnimationAndDisabledAnimationsChangeAtOnce() {
            let clock = AnimationClock()
            let log = EventLog()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(
                withDuration: 1,
                animations: {
                    UIView.performWithoutAnimation { view.alpha = 0.5 }
                    #expect(UIView.inheritedAnimationDuration == 1)
                }, completion: { log.add("inner \($0)") })
            #expect(AnimationEngine.shared.presentationValue(of: view, .alpha) == nil)
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { view.center.x = 50 }, completion: { log.add("off \($0)") })
            UIView.setAnimationsEnabled(true)
            #expect(AnimationEngine.shared.presentationValue(of: view, .center) == nil)
            #expect(view.center.x == 50)
            clock.frame(at: 0.01)
            #expect(log.entries == ["inner true", "off true"])
            #expect(UIView.inheritedAnimationDuration == 0)
        }

        @Test func aNestedBlockInheritsTheDurationUnlessItOverridesIt() {
            let clock = AnimationClock()
            let a = UIView(frame: .zero)
            let b = UIView(frame: .zero)
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
                UIView.animate(withDuration: 0.5) { a.alpha = 0 }
                UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveLinear]) {
                    b.alpha = 0
                }
            }
            clock.frame(at: 0.25)
            #expect(isClose(CGFloat(a.layer.presentation()!.opacity), 0.875, 1e-6))
            #expect(isClose(CGFloat(b.layer.presentation()!.opacity), 0.5, 1e-6))
        }

        @Test func autoreverseGoesBackThenShowsTheModelValue() {
            let clock = AnimationClock()
            let view = UIView(frame: .zero)
            let log = EventLog()
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { view.alpha = 0 },
                completion: { log.add("\($0)") })
            clock.frame(at: 1.5)
            #expect(isClose(CGFloat(view.layer.presentation()!.opacity), 0.5, 1e-6))
            clock.frame(at: 2)
            #expect(log.entries == ["true"])
            #expect(view.layer.presentation()!.opacity == 0)
        }

        @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
            let clock = AnimationClock()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(view)
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.6 })
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
            clock.frame(at: 1)
            #expect(AnimationEngine.nonInteractiveViewCount == 0)
        }
    }
}
