import Foundation
import Testing

@testable import Windowing

/// `CGContext` paths, painting, line style, CTM and graphics state, read back from Cairo pixels.
@MainActor
struct CGContextDrawingTests {
    @Test func windingAndEvenOddFills() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        c.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        c.fillPath(using: .evenOdd)
        c.addRect(CGRect(x: 50, y: 0, width: 40, height: 40))
        c.addRect(CGRect(x: 60, y: 10, width: 20, height: 20))
        c.fillPath()
        #expect(canvas.alpha(5, 5) == 255)
        #expect(canvas.alpha(20, 20) == 0)
        #expect(canvas.alpha(70, 20) == 255)
        #expect(c.isPathEmpty)
    }

    @Test func drawPathFillStrokeUsesBothColours() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.setFillColor(UIColor.green.cgColor)
        c.setStrokeColor(UIColor.blue.cgColor)
        c.setLineWidth(6)
        c.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        c.drawPath(using: .fillStroke)
        #expect(canvas.rgba(50, 50) == [0, 255, 0, 255])
        #expect(canvas.rgba(21, 50) == [0, 0, 255, 255])
        #expect(canvas.rgba(18, 50) == [0, 0, 255, 255])
        #expect(canvas.alpha(16, 50) == 0)
    }

    @Test func curvesAndArcsFillWhereExpected() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.setFillColor(gray: 0, alpha: 1)
        // A half disc below y = 50 (UIKit flipped: CG clockwise false = angles grow = through +y).
        c.move(to: CGPoint(x: 50, y: 50))
        c.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
        c.closePath()
        c.fillPath()
        #expect(canvas.alpha(50, 70) == 255)
        #expect(canvas.alpha(50, 30) == 0)
        let other = DrawingCanvas()
        other.context.move(to: CGPoint(x: 50, y: 50))
        other.context.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi, clockwise: true)
        other.context.fillPath()
        #expect(other.alpha(50, 30) == 255)
        #expect(other.alpha(50, 70) == 0)
        let curve = DrawingCanvas()
        curve.context.move(to: CGPoint(x: 0, y: 90))
        curve.context.addQuadCurve(to: CGPoint(x: 100, y: 90), control: CGPoint(x: 50, y: 10))
        curve.context.addCurve(
            to: CGPoint(x: 0, y: 90), control1: CGPoint(x: 60, y: 95), control2: CGPoint(x: 40, y: 95))
        curve.context.fillPath()
        #expect(curve.alpha(50, 60) == 255)
        #expect(curve.alpha(50, 40) == 0)
    }

    @Test func lineCapsExtendTheEnds() {
        for (cap, covered) in [(CGLineCap.butt, false), (.square, true), (.round, true)] {
            let canvas = DrawingCanvas()
            let c = canvas.context
            c.setLineWidth(10)
            c.setLineCap(cap)
            c.move(to: CGPoint(x: 20, y: 50))
            c.addLine(to: CGPoint(x: 80, y: 50))
            c.strokePath()
            #expect((canvas.alpha(16, 50) == 255) == covered, "cap \(cap)")
            #expect(canvas.alpha(50, 50) == 255)
        }
    }

    @Test func lineJoinsAndMiterLimit() {
        func cornerPixel(_ join: CGLineJoin, miterLimit: CGFloat = 10) -> Int {
            let canvas = DrawingCanvas()
            let c = canvas.context
            c.setLineWidth(20)
            c.setLineJoin(join)
            c.setMiterLimit(miterLimit)
            c.move(to: CGPoint(x: 20, y: 80))
            c.addLine(to: CGPoint(x: 50, y: 30))
            c.addLine(to: CGPoint(x: 80, y: 80))
            c.strokePath()
            return canvas.alpha(50, 19)  // just inside the miter's tip
        }
        #expect(cornerPixel(.miter) == 255)
        #expect(cornerPixel(.bevel) == 0)
        #expect(cornerPixel(.round) == 0)
        #expect(cornerPixel(.miter, miterLimit: 1) == 0)
    }

    @Test func dashPhaseShiftsThePattern() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.setLineWidth(4)
        c.setLineDash(phase: 5, lengths: [10, 10])
        c.move(to: CGPoint(x: 0, y: 50))
        c.addLine(to: CGPoint(x: 100, y: 50))
        c.strokePath()
        #expect(canvas.alpha(2, 50) == 255)
        #expect(canvas.alpha(7, 50) == 0)
        #expect(canvas.alpha(17, 50) == 255)
        c.setLineDash(phase: 0, lengths: [])
        c.move(to: CGPoint(x: 0, y: 80))
        c.addLine(to: CGPoint(x: 100, y: 80))
        c.strokePath()
        #expect(canvas.alpha(7, 80) == 255)
    }

    @Test func alphaMultipliesColours() {
        let canvas = DrawingCanvas(background: .white)
        canvas.context.setAlpha(0.5)
        canvas.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(rgbaClose(canvas.rgba(10, 10), [191, 191, 255, 255]))
    }

    @Test func ctmOperationsCompose() {
        let canvas = DrawingCanvas(scale: 2)
        let c = canvas.context
        #expect(c.ctm == CGAffineTransform(scaleX: 2, y: 2))
        c.translateBy(x: 10, y: 5)
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
        c.concatenate(CGAffineTransform(scaleX: 1, y: 3))
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 6, tx: 20, ty: 10))
        #expect(c.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 16))
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(canvas.alpha(21, 11) == 255)
        #expect(canvas.alpha(29, 39) == 255)
        #expect(canvas.alpha(31, 11) == 0)
        #expect(canvas.alpha(21, 41) == 0)
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.translateBy(x: 50, y: 50)
        c.rotate(by: .pi / 2)
        c.fill(CGRect(x: 0, y: -2, width: 40, height: 4))  // along +x before rotation: now along +y
        #expect(canvas.alpha(50, 80) == 255)
        #expect(canvas.alpha(80, 50) == 0)
    }

    @Test func pathPointsAreFixedWhenAdded() {
        // As in Core Graphics, a point is transformed by the CTM in force when it is added.
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.move(to: CGPoint(x: 10, y: 10))
        c.addLine(to: CGPoint(x: 30, y: 10))
        c.translateBy(x: 0, y: 50)
        c.addLine(to: CGPoint(x: 30, y: 10))
        c.addLine(to: CGPoint(x: 10, y: 10))
        c.fillPath()
        #expect(canvas.alpha(20, 30) == 255)
        #expect(canvas.alpha(20, 70) == 0)
    }

    @Test func saveAndRestoreCoverTheWholeState() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setFillColor(UIColor.red.cgColor)
        c.setLineWidth(2)
        c.saveGState()
        c.setFillColor(UIColor.blue.cgColor)
        c.setLineWidth(9)
        c.setLineDash(phase: 0, lengths: [3, 3])
        c.setAlpha(0.1)
        c.setBlendMode(.multiply)
        c.setShadow(offset: CGSize(width: 3, height: 3), blur: 2)
        c.translateBy(x: 50, y: 0)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.restoreGState()
        #expect(c.ctm == .identity)
        #expect(c.state.lineWidth == 2 && c.state.dashLengths.isEmpty && c.state.alpha == 1)
        #expect(c.state.blendMode == .normal && c.state.shadow == nil)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(canvas.rgba(80, 80) == [255, 0, 0, 255])
        c.restoreGState()  // unbalanced: ignored
    }

    @Test func clipLimitsPainting() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        c.clip()
        #expect(closeEnough(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 100), 1))
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(canvas.alpha(50, 50) == 255)
        #expect(canvas.alpha(3, 3) == 0)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 100))
        #expect(closeEnough(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 10, height: 100), 1))
    }

    @Test func addPathAndCurrentPathQueries() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        #expect(c.isPathEmpty)
        c.translateBy(x: 10, y: 0)
        c.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil))
        #expect(c.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(c.currentPointOfPath == .zero)
        #expect(c.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        c.fillPath()
        #expect(canvas.alpha(12, 5) == 255)
        #expect(canvas.alpha(8, 5) == 0)
    }

    @Test func fillAndStrokeEllipsesAndClear() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setFillColor(UIColor.black.cgColor)
        c.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        c.setLineWidth(4)
        c.strokeEllipse(in: CGRect(x: 50, y: 0, width: 40, height: 40))
        c.clear(CGRect(x: 0, y: 60, width: 10, height: 10))
        #expect(canvas.rgba(20, 20) == [0, 0, 0, 255])
        #expect(canvas.rgba(70, 20) == [255, 255, 255, 255])
        #expect(canvas.rgba(70, 1) == [0, 0, 0, 255])
        #expect(canvas.alpha(5, 65) == 0)
    }
}
