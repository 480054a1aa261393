import Foundation
import Testing

@testable import Windowing

/// `CGPath`/`CGMutablePath` geometry, computed without a drawing context.
struct CGPathTests {
    @Test func emptyPathHasNullBoundsAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func rectPathBoundsAndElements() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        var types: [CGPathElementType] = []
        var firstPoint = CGPoint.zero
        path.applyWithBlock { element in
            if types.isEmpty { firstPoint = element.pointee.points[0] }
            types.append(element.pointee.type)
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(firstPoint == CGPoint(x: 10, y: 20))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func ellipseTightBoundsExcludeControlPoints() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(closeEnough(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
        #expect(closeEnough(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-9))
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(curve.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(closeEnough(curve.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
    }

    @Test func transformsApplyToAddedShapes() {
        var t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &t)
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 20, height: 20))
        let mutable = CGMutablePath()
        mutable.addEllipse(
            in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(closeEnough(mutable.boundingBoxOfPath, CGRect(x: 100, y: 0, width: 10, height: 10), 1e-9))
    }

    @Test func containsUsesWindingOrEvenOdd() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 50)))
        #expect(path.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test func containsFollowsCurves() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(circle.contains(CGPoint(x: 50, y: 50)))
        #expect(circle.contains(CGPoint(x: 50 + 49.9 / 2.0.squareRoot(), y: 50 + 49.9 / 2.0.squareRoot())))
        #expect(!circle.contains(CGPoint(x: 50 + 50.2 / 2.0.squareRoot(), y: 50 + 50.2 / 2.0.squareRoot())))
        #expect(!circle.contains(CGPoint(x: 2, y: 2)))
        #expect(!circle.contains(CGPoint(x: CGFloat.nan, y: 2)))
    }

    @Test func roundedRectClampsCornersAndCutsThem() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 30, cornerHeight: 30, transform: nil)
        #expect(closeEnough(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 40), 1e-9))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 20)))
    }

    @Test func coreGraphicsClockwiseDecreasesAngles() {
        // Angles 0 → π/2: counter-clockwise (angles grow) passes through (cos π/4, sin π/4),
        // clockwise goes the long way round through the top (negative y).
        let growing = CGMutablePath()
        growing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(closeEnough(growing.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10), 1e-9))
        let shrinking = CGMutablePath()
        shrinking.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(closeEnough(shrinking.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20), 1e-9))
        #expect(closeEnough(shrinking.currentPoint.x, 0, 1e-9) && closeEnough(shrinking.currentPoint.y, 10, 1e-9))
    }

    @Test func arcPrecededByLineAndFullTurns() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(closeEnough(path.boundingBoxOfPath, CGRect(x: -50, y: -10, width: 60, height: 20), 1e-9))
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(closeEnough(none.boundingBoxOfPath, CGRect(x: 10, y: 0, width: 0, height: 0), 1e-9))
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(closeEnough(path.currentPoint.x, 100, 1e-9) && closeEnough(path.currentPoint.y, 20, 1e-9))
        #expect(closeEnough(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 20), 1e-9))
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(straight.currentPoint == CGPoint(x: 50, y: 0))
    }

    @Test func closeReturnsToTheSubpathStartAndCopiesAreEqual() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 5)])
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        let copy = path.copy()
        #expect(copy == path)
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(copy != path)
        #expect(copy?.boundingBox == CGRect(x: 1, y: 1, width: 4, height: 4))
    }

    @Test func badInputIsDroppedNotStored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))  // no current point: dropped
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 5))
        path.addArc(center: .zero, radius: -5, startAngle: 0, endAngle: 1, clockwise: false)
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 3))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(closeEnough(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), 1e-9))
        let negative = CGPath(rect: CGRect(x: 10, y: 10, width: -5, height: -5), transform: nil)
        #expect(negative.boundingBox == CGRect(x: 5, y: 5, width: 5, height: 5))
    }
}
