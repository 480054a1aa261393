import Foundation
import Testing

@testable import Windowing

/// Records an animation delegate's calls in order.
@MainActor
final class AnimationDelegateLog: CAAnimationDelegate {
    var entries: [String] = []
    func animationDidStart(_ anim: CAAnimation) {
        entries.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "")")
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        entries.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "") \(flag)")
    }
}

extension AnimationTests {
    /// Core Animation's explicit and implicit animations of layers, on a hand-driven clock.
    @MainActor
    struct LayerAnimationTests {
        /// A 20-point layer at the top left of a headless window's root view, not yet drawn, and
        /// a hand-driven clock.
        static func layerInAWindow() throws -> (HeadlessWindow<UIViewController>, AnimationClock, CALayer) {
            let host = try HeadlessWindow(showing: UIViewController())
            let clock = AnimationClock()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            host.controller.view.layer.addSublayer(layer)
            return (host, clock, layer)
        }

        @Test func aBasicAnimationShowsItsValuesWhileTheModelKeepsItsOwn() throws {
            let clock = AnimationClock()
            let layer = CALayer()
            let log = AnimationDelegateLog()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.delegate = log
            layer.add(fade, forKey: "fade")
            fade.duration = 5  // the layer keeps a copy
            #expect(layer.animationKeys() == ["fade"])
            #expect(layer.animation(forKey: "fade")?.duration == 1)
            #expect(layer.opacity == 1)
            clock.frame(at: 0.25)
            #expect(isClose(CGFloat(try #require(layer.presentation()).opacity), 0.75, 1e-6))
            #expect(log.entries == ["start opacity"])
            clock.frame(at: 1)
            #expect(log.entries == ["start opacity", "stop opacity true"])
            #expect(layer.animationKeys() == nil)
            #expect(layer.presentation()?.opacity == 1)
            #expect(!LayerAnimator.shared.hasWork)
        }

        /// The spinner of countless apps: a view's layer turned by `transform.rotation.z` forever.
        @Test func aRotationRepeatsForeverOnAViewsLayer() throws {
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi * 2
            spin.duration = 1
            spin.repeatCount = .infinity
            view.layer.add(spin, forKey: "spin")
            clock.frame(at: 10.25)
            let shown = try #require(view.layer.presentation()).affineTransform()
            let quarter = CGAffineTransform(rotationAngle: .pi / 2)
            #expect(abs(shown.a - quarter.a) < 1e-9 && abs(shown.b - quarter.b) < 1e-9)
            #expect(view.transform == .identity)
            #expect(LayerAnimator.shared.hasWork)
            view.layer.removeAnimation(forKey: "spin")
            #expect(!LayerAnimator.shared.hasWork)
        }

        /// `fillMode = .forwards` with `isRemovedOnCompletion = false` keeps the end on screen.
        @Test func aFilledAnimationKeepsItsEndWithoutFrames() {
            let clock = AnimationClock()
            let shape = CAShapeLayer()
            shape.strokeEnd = 0.3
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.toValue = 1
            draw.duration = 2
            draw.fillMode = .forwards
            draw.isRemovedOnCompletion = false
            draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.add(draw, forKey: nil)
            clock.frame(at: 1)
            // Half way in time, half way in value: the curve is symmetric.
            #expect(isClose(shape.presentation()?.strokeEnd ?? 0, 0.65, 1e-6))
            clock.frame(at: 3)
            #expect(shape.presentation()?.strokeEnd == 1)
            #expect(shape.strokeEnd == 0.3)
            #expect(shape.animationKeys()?.count == 1)
            #expect(!LayerAnimator.shared.hasWork)
        }

        @Test func keyframesPassThroughTheirValuesAndAddToTheModel() {
            let clock = AnimationClock()
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 50)
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, 12, -12, 0]
            shake.duration = 0.3
            shake.isAdditive = true
            layer.add(shake, forKey: "shake")
            clock.frame(at: 0.05)  // half way to the second value
            #expect(isClose(layer.presentation()?.position.x ?? 0, 106, 1e-6))
            clock.frame(at: 0.15)  // half way from 12 to -12
            #expect(isClose(layer.presentation()?.position.x ?? 0, 100, 1e-6))
            let discrete = CAKeyframeAnimation(keyPath: "opacity")
            discrete.values = [0.2, 0.6, 1.0]
            discrete.keyTimes = [0, 0.5, 0.9, 1]
            discrete.calculationMode = .discrete
            discrete.duration = 1
            discrete.beginTime = 1
            layer.add(discrete, forKey: "blink")
            clock.frame(at: 1.6)
            #expect(isClose(CGFloat(layer.presentation()?.opacity ?? 0), 0.6, 1e-6))
        }

        @Test func autoreversedRepeatsAndASecondAnimationForTheKeyReplaceTheFirst() {
            let clock = AnimationClock()
            let layer = CALayer()
            let log = AnimationDelegateLog()
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1
            pulse.toValue = 2
            pulse.duration = 1
            pulse.autoreverses = true
            pulse.repeatCount = 2
            pulse.delegate = log
            layer.add(pulse, forKey: "pulse")
            clock.frame(at: 1.5)  // on the way back
            #expect(isClose(layer.presentation()?.affineTransform().a ?? 0, 1.5, 1e-9))
            clock.frame(at: 2.25)  // the second run, going out
            #expect(isClose(layer.presentation()?.affineTransform().a ?? 0, 1.25, 1e-9))
            let other = CABasicAnimation(keyPath: "opacity")
            other.delegate = log
            layer.add(other, forKey: "pulse")
            #expect(log.entries == ["start transform.scale", "stop transform.scale false"])
            #expect((layer.animation(forKey: "pulse") as? CAPropertyAnimation)?.keyPath == "opacity")
        }

        @Test func aSpringOvershootsAndSettles() {
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.damping = 5
            #expect(spring.progress(atTime: 0) == 0)
            let peak = stride(from: 0.0, to: 2, by: 0.01).map { spring.progress(atTime: $0) }.max() ?? 0
            #expect(peak > 1.2)
            let settle = spring.settlingDuration
            #expect(settle > 1 && settle < 4)
            #expect(abs(spring.progress(atTime: settle + 0.5) - 1) < 0.001)
            spring.damping = 100  // overdamped: no overshoot
            #expect(stride(from: 0.0, to: 5, by: 0.05).allSatisfy { spring.progress(atTime: $0) <= 1 + 1e-9 })
        }

        @Test func aGroupRunsItsAnimationsOnItsOwnTime() {
            let clock = AnimationClock()
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 10
            grow.toValue = 30
            grow.beginTime = 1
            grow.duration = 1
            let group = CAAnimationGroup()
            group.animations = [fade, grow]
            group.duration = 2
            layer.add(group, forKey: "both")
            clock.frame(at: 0.5)
            #expect(isClose(CGFloat(layer.presentation()?.opacity ?? 0), 0.5, 1e-6))
            #expect(layer.presentation()?.bounds.width == 10)
            clock.frame(at: 1.5)
            #expect(layer.presentation()?.bounds.width == 20)
            clock.frame(at: 2.5)
            #expect(layer.animationKeys() == nil)
        }

        /// A layer the app made, once drawn, animates a change by itself for a quarter of a
        /// second, unless the transaction disables actions; the transaction's completion waits.
        @Test func changesToADrawnLayerAnimateImplicitly() throws {
            let (host, clock, layer) = try Self.layerInAWindow()
            layer.opacity = 0.5  // not drawn yet: no animation
            #expect(layer.animationKeys() == nil)
            host.test.app.runUntilIdle()
            layer.opacity = 1
            let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(implicit.duration == 0.25)
            #expect(LayerValue(implicit.fromValue) == .scalar(0.5))
            var completed = false
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { completed = true }
            layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()
            #expect(layer.animation(forKey: "position")?.duration == 1)
            #expect(!completed)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.cornerRadius = 4
            CATransaction.commit()
            #expect(layer.animation(forKey: "cornerRadius") == nil)
            clock.frame(at: 0.5)
            #expect(isClose(layer.presentation()?.position.x ?? 0, 30, 1e-9))
            #expect(!completed)
            clock.frame(at: 1)
            #expect(completed)
            #expect(layer.animationKeys() == nil)
        }

        /// The window draws what the animation shows, frame by frame.
        @Test func theWindowDrawsThePresentation() throws {
            let (host, clock, layer) = try Self.layerInAWindow()
            layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            host.test.app.runUntilIdle()
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
            move.toValue = NSValue(cgPoint: CGPoint(x: 110, y: 10))
            move.duration = 1
            layer.add(move, forKey: "move")
            clock.frame(at: 0.5)
            host.test.app.runUntilIdle()
            #expect(host.test.pixel(60, 10) == 0xFFFF_0000)
            #expect(host.test.pixel(5, 10) != 0xFFFF_0000)
            clock.frame(at: 1)
            host.test.app.runUntilIdle()
            #expect(host.test.pixel(5, 10) == 0xFFFF_0000)
            #expect(host.test.pixel(60, 10) != 0xFFFF_0000)
        }

        /// An animation keeps neither its layer alive nor running once its view leaves the window.
        @Test func animationsEndWithTheirLayerOrItsWindow() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let clock = AnimationClock()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.controller.view.addSubview(view)
            let log = AnimationDelegateLog()
            let spin = CABasicAnimation(keyPath: "transform.rotation")
            spin.toValue = CGFloat.pi
            spin.repeatCount = .infinity
            spin.delegate = log
            view.layer.add(spin, forKey: "spin")
            do {
                let loose = CALayer()
                loose.add(spin, forKey: "spin")
            }
            clock.frame(at: 0.1)
            #expect(LayerAnimator.shared.running.count == 1)
            view.removeFromSuperview()
            clock.frame(at: 0.2)
            #expect(view.layer.animationKeys() == nil)
            #expect(log.entries == ["start transform.rotation", "stop transform.rotation false"])
            #expect(!LayerAnimator.shared.hasWork)
        }

        @Test func valuesAreReadAsCoreAnimationAcceptsThem() {
            #expect(LayerValue(NSValue(cgPoint: CGPoint(x: 1, y: 2))) == .point(CGPoint(x: 1, y: 2)))
            #expect(
                LayerValue(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)))
                    == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
            let turn = CATransform3DMakeRotation(0.5, 0, 0, 1)
            #expect(NSValue(caTransform3D: turn).caTransform3DValue == turn)
            #expect(LayerValue(NSValue(caTransform3D: turn)) == .transform(turn))
            #expect(
                NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue
                    == CGAffineTransform(scaleX: 2, y: 3))
            #expect(LayerValue(NSNumber(value: 0.5)) == .scalar(0.5))
            #expect(LayerValue(Float(2)) == .scalar(2))
            #expect(LayerValue(UIColor.red) == .color(UIColor.red.cgColor))
            #expect(LayerValue("text") == nil)
        }

        @Test func anUnknownKeyPathIsNamedOnce() {
            _ = AnimationClock()
            var warnings: [String] = []
            LayerWarnings.sink = { warnings.append($0) }
            defer { LayerWarnings.sink = nil }
            let layer = CALayer()
            layer.add(CABasicAnimation(keyPath: "contentsRect"), forKey: nil)
            layer.add(CABasicAnimation(keyPath: "contentsRect"), forKey: nil)
            #expect(warnings.count == 1)
            #expect(
                warnings.first?.hasPrefix(
                    "CAAnimation: the key path \"contentsRect\" is not animated by Windowing; the animation shows nothing. Animatable: backgroundColor, borderColor,"
                ) == true)
        }
    }
}
