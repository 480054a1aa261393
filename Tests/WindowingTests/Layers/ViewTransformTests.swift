import Foundation
import Testing

@testable import Windowing

/// `UIView.transform` about the center (behaviour 7.6) in geometry, conversion (7.36), hit testing
/// (8.1) and drawing.
@Suite @MainActor struct ViewTransformTests {
    // behaviour 7.6: frame is the bounding box of the transformed bounds; bounds and center stay.
    @Test func frameIsTheBoundingBoxOfTheTransformedBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        view.transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0)
        // Translation (10 after the scale) moves the box; the centre stays the stored one.
        #expect(isClose(view.frame, CGRect(x: -40, y: -50, width: 200, height: 150)))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    // The documented rule for the undefined case: center follows, a pure scale keeps its ratio.
    @Test func settingFrameUnderAScaleSizesTheBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 120, y: 120))
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        #expect(isClose(view.frame, CGRect(x: 100, y: 100, width: 40, height: 40)))
    }

    // behaviour 7.36 with transforms: a.convert(p, to: b) agrees with going through the window.
    @Test func convertAgreesThroughTheRootAndRoundTrips() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 80))
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        let aChild = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        aChild.transform = CGAffineTransform(rotationAngle: -1.1)
        let b = UIView(frame: CGRect(x: 200, y: 150, width: 60, height: 60))
        b.transform = CGAffineTransform(scaleX: -1, y: 2)
        root.addSubview(a)
        a.addSubview(aChild)
        root.addSubview(b)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 12.5, y: -7), CGPoint(x: 29, y: 30)] {
            let direct = aChild.convert(p, to: b)
            let viaRoot = b.convert(aChild.convert(p, to: nil), from: nil)
            #expect(isClose(direct, viaRoot, 1e-9))
            #expect(isClose(b.convert(direct, to: aChild), p, 1e-9))
            #expect(isClose(aChild.convert(direct, from: b), p, 1e-9))
        }
        // The center of the bounds maps to `center`, whatever the transform.
        #expect(isClose(a.convert(CGPoint(x: a.bounds.midX, y: a.bounds.midY), to: root), a.center))
    }

    @Test func convertedRectsAreBoundingBoxes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 20 * 2.0.squareRoot()
        #expect(
            isClose(
                view.convert(view.bounds, to: root),
                CGRect(x: 70 - half, y: 70 - half, width: 2 * half, height: 2 * half), 1e-9))
        #expect(isClose(view.convert(view.bounds, to: root), view.frame, 1e-9))
        view.transform = .identity
        #expect(
            view.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: root) == CGRect(x: 51, y: 52, width: 3, height: 4)
        )
    }

    // Hit testing sees the rotated shape, not its bounding box (behaviour 8.1 with 7.6).
    @Test func hitTestingFollowsTheRotatedShape() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let diamond = ProbeView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(diamond)
        // The diamond reaches 20√2 ≈ 28.3 from its centre (100, 100) along the axes.
        #expect(root.hitTest(CGPoint(x: 100, y: 74), with: nil) === diamond)
        #expect(root.hitTest(CGPoint(x: 126, y: 100), with: nil) === diamond)
        // A corner of its frame (the bounding box) is outside the shape.
        #expect(diamond.frame.contains(CGPoint(x: 75, y: 75)))
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        // point(inside:) got the point in the diamond's own bounds space.
        _ = root.hitTest(CGPoint(x: 100, y: 100 - 20 * 2.0.squareRoot() + 1), with: nil)
        let seen = diamond.lastPoint ?? .zero
        #expect(isClose(seen, CGPoint(x: 0.5 * 2.0.squareRoot(), y: 0.5 * 2.0.squareRoot()), 1e-9))
    }

    @Test func aZeroScaleViewIsNeverHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        flat.transform = CGAffineTransform(scaleX: 0, y: 1)
        root.addSubview(flat)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        let canvas = LayerCanvas([flat])
        #expect(canvas.pixel(100, 100) == 0xFFFF_FFFF)
    }

    // Bad input: a NaN or infinite transform neither crashes nor draws nor takes touches.
    @Test func nonFiniteTransformsAreInert() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = coloredView(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
        root.addSubview(view)
        for bad in [
            CGAffineTransform(rotationAngle: .nan), CGAffineTransform(scaleX: .infinity, y: 1),
            CGAffineTransform(translationX: .nan, y: 0),
        ] {
            view.transform = bad
            #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
            _ = view.frame
            _ = view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root)
            // A view drawn after it still draws: the context is not left in an error state.
            let canvas = LayerCanvas([view, coloredView(CGRect(x: 0, y: 0, width: 20, height: 20), .blue)])
            #expect(canvas.pixel(100, 100) == 0xFFFF_FFFF)
            #expect(canvas.pixel(10, 10) == 0xFF00_00FF)
        }
    }

    @Test func scaledViewDrawsAboutItsCenter() {
        let view = coloredView(CGRect(x: 40, y: 40, width: 20, height: 20), .red)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = coloredView(CGRect(x: 0, y: 0, width: 5, height: 5), .blue)
        view.addSubview(child)
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(29, 50) == 0xFFFF_FFFF)
        #expect(canvas.pixel(31, 31) == 0xFF00_00FF)  // the child, doubled: 30..40
        #expect(canvas.pixel(41, 41) == 0xFFFF_0000)
        #expect(canvas.pixel(69, 69) == 0xFFFF_0000)
        #expect(canvas.pixel(71, 50) == 0xFFFF_FFFF)
    }

    @Test func rotatedViewDrawsItsShape() {
        let view = coloredView(CGRect(x: 80, y: 80, width: 40, height: 40), .red)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let canvas = LayerCanvas([view])
        #expect(canvas.pixel(100, 74) == 0xFFFF_0000)
        #expect(canvas.pixel(126, 100) == 0xFFFF_0000)
        #expect(canvas.pixel(78, 78) == 0xFFFF_FFFF)  // a corner of the bounding box
        #expect(canvas.pixel(100, 69) == 0xFFFF_FFFF)  // beyond the tip (100, 71.7)
    }

    /// Records the point `point(inside:)` was asked about.
    final class ProbeView: UIView {
        var lastPoint: CGPoint?
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            lastPoint = point
            return super.point(inside: point, with: event)
        }
    }
}
