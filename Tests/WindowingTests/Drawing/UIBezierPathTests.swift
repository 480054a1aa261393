import Foundation
import Testing

@testable import Windowing

/// `UIBezierPath` shapes, geometry and drawing through the current context.
@MainActor
struct UIBezierPathTests {
    @Test func roundedRectCutsEveryCorner() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        #expect(closeEnough(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 60), 1e-9))
        for corner in [CGPoint(x: 2, y: 2), CGPoint(x: 98, y: 2), CGPoint(x: 2, y: 58), CGPoint(x: 98, y: 58)] {
            #expect(!path.contains(corner), "corner \(corner) should be cut")
        }
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 20, y: 20)))
        // A point just inside the corner circle of radius 20 centred at (20, 20).
        #expect(path.contains(CGPoint(x: 20 - 19.5 / 2.0.squareRoot(), y: 20 - 19.5 / 2.0.squareRoot())))
    }

    @Test func roundingChosenCornersOnly() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
            byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 30, height: 5))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 98, y: 2)))
        #expect(path.contains(CGPoint(x: 2, y: 98)))
        #expect(!path.contains(CGPoint(x: 98, y: 98)))
        // Only the width counts, as in UIKit: (5, 12) is outside a 30-point circle corner.
        #expect(!path.contains(CGPoint(x: 5, y: 12)))
    }

    @Test func hugeCornerRadiusBecomesACapsule() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        #expect(closeEnough(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 40), 1e-9))
        #expect(path.contains(CGPoint(x: 1, y: 20)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
    }

    @Test func clockwiseArcGoesTheWayAnglesGrow() {
        // UIKit's documentation: 0 → π clockwise is the bottom half (y grows downwards).
        let bottom = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(closeEnough(bottom.bounds, CGRect(x: 40, y: 50, width: 20, height: 10), 1e-9))
        let top = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(closeEnough(top.bounds, CGRect(x: 40, y: 40, width: 20, height: 10), 1e-9))
        #expect(closeEnough(top.currentPoint.x, 40, 1e-9))
    }

    @Test func ovalRectAndCGPathRoundTrip() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(closeEnough(oval.bounds, CGRect(x: 10, y: 10, width: 40, height: 20), 1e-9))
        let copy = UIBezierPath(cgPath: oval.cgPath)
        #expect(copy.cgPath == oval.cgPath)
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5))
        rect.append(oval)
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 50, height: 30))
        rect.removeAllPoints()
        #expect(rect.isEmpty)
    }

    @Test func applyTransformAndReversing() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 15, y: 15))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 5, y: 5))
        #expect(closeEnough(reversed.bounds, path.bounds, 1e-9))
    }

    @Test func evenOddFillRuleMakesAHole() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func fillAndStrokeUseTheColoursSetOnUIColor() {
        let canvas = DrawingCanvas(background: .white)
        canvas.draw {
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60))
            path.lineWidth = 10
            path.fill()
            path.stroke()
        }
        #expect(canvas.rgba(50, 50) == [255, 0, 0, 255])
        #expect(canvas.rgba(20, 50) == [0, 0, 255, 255])
        #expect(canvas.rgba(16, 50) == [0, 0, 255, 255])
        #expect(canvas.rgba(14, 50) == [255, 255, 255, 255])
        // The path's line width did not leak into the context.
        #expect(canvas.context.state.lineWidth == 1)
    }

    @Test func fillWithAlphaAndAddClip() {
        let canvas = DrawingCanvas(background: .white)
        canvas.draw {
            UIColor.black.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).fill(with: .normal, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 60, y: 0, width: 20, height: 20)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(rgbaClose(canvas.rgba(25, 50), [128, 128, 128, 255]))
        #expect(canvas.rgba(70, 10) == [0, 0, 0, 255])
        #expect(canvas.rgba(70, 30) == [255, 255, 255, 255])
    }

    @Test func dashedStrokeLeavesGaps() {
        let canvas = DrawingCanvas()
        canvas.draw {
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 50))
            line.addLine(to: CGPoint(x: 100, y: 50))
            line.lineWidth = 4
            line.setLineDash([10, 5], count: 2, phase: 0)
            line.stroke()
        }
        #expect(canvas.alpha(5, 50) == 255)
        #expect(canvas.alpha(12, 50) == 0)
        #expect(canvas.alpha(20, 50) == 255)
        #expect(canvas.alpha(27, 50) == 0)
    }
}
