import Foundation
import Testing

@testable import Windowing

/// Bad geometry and state never reach Cairo: the context stays healthy and keeps drawing.
@MainActor
struct CGContextBadInputTests {
    @Test func nonFiniteCoordinatesAreDropped() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.move(to: CGPoint(x: CGFloat.nan, y: 0))
        c.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
        c.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        c.addEllipse(in: CGRect(x: -CGFloat.infinity, y: 0, width: 10, height: 10))
        c.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        c.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .nan, endAngle: 1, clockwise: false)
        c.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.nan, y: 0), control2: .zero)
        c.fillPath()
        c.translateBy(x: .nan, y: 0)
        c.scaleBy(x: .infinity, y: 1)
        c.rotate(by: .nan)
        c.setLineWidth(.nan)
        c.setLineWidth(-4)
        c.setMiterLimit(.nan)
        c.setAlpha(.nan)
        c.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 3)
        c.clear(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        #expect(canvas.canvas.errorDescription == nil)
        #expect(c.ctm == .identity)
        #expect(c.state.lineWidth == 1 && c.state.alpha == 1 && c.state.miterLimit == 10)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(canvas.alpha(5, 5) == 255)
    }

    @Test func badDashesDrawSolidLines() {
        for lengths: [CGFloat] in [[0, 0], [-1, 4], [.nan, 3], [4, .infinity]] {
            let canvas = DrawingCanvas()
            let c = canvas.context
            c.setLineDash(phase: 0, lengths: lengths)
            c.setLineWidth(4)
            c.move(to: CGPoint(x: 0, y: 50))
            c.addLine(to: CGPoint(x: 100, y: 50))
            c.strokePath()
            #expect(canvas.canvas.errorDescription == nil)
            #expect((0..<100).allSatisfy { canvas.alpha($0, 50) == 255 }, "dash \(lengths)")
        }
    }

    @Test func singularTransformPaintsNothingUntilRestored() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.saveGState()
        c.scaleBy(x: 0, y: 1)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        c.drawLinearGradient(
            CGGradient(colorsSpace: nil, colors: [.black], locations: nil)!,
            start: .zero, end: CGPoint(x: 10, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(canvas.alpha(50, 50) == 0)
        c.restoreGState()
        #expect(canvas.canvas.errorDescription == nil)
        c.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(canvas.alpha(50, 50) == 255)
    }

    @Test func negativeSizesAndRadiiFollowTheRules() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.fill(CGRect(x: 60, y: 60, width: -20, height: -20))  // standardized: 40...60
        #expect(canvas.alpha(50, 50) == 255)
        c.addArc(center: CGPoint(x: 20, y: 20), radius: -10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        c.fillPath()
        c.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 9), radius: -1)
        c.strokePath()
        #expect(canvas.alpha(20, 20) == 0)
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: -5)
        #expect(path.contains(CGPoint(x: 0.5, y: 0.5)))  // square corners
        let huge = DrawingCanvas()
        huge.context.setShadow(offset: CGSize(width: 1e9, height: 1e9), blur: 1e9)
        huge.context.fill(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        #expect(huge.canvas.errorDescription == nil)
        #expect(huge.alpha(50, 50) == 255)
    }
}

/// Hit testing the current path and UIBezierPath's copies and dash read-back.
@MainActor
struct CGContextPathQueryTests {
    @Test func pathContainsFollowsTheDrawingMode() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.setLineWidth(10)
        c.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))
        c.addRect(CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(c.pathContains(CGPoint(x: 50, y: 50), mode: .fill))
        #expect(!c.pathContains(CGPoint(x: 50, y: 50), mode: .eoFill))
        #expect(c.pathContains(CGPoint(x: 17, y: 50), mode: .stroke))
        #expect(!c.pathContains(CGPoint(x: 30, y: 50), mode: .stroke))
        #expect(c.pathContains(CGPoint(x: 30, y: 50), mode: .fillStroke))
        #expect(!c.pathContains(CGPoint(x: 10, y: 50), mode: .fillStroke))
        #expect(!c.pathContains(CGPoint(x: CGFloat.nan, y: 50), mode: .fill))
        #expect(!c.isPathEmpty)  // queries keep the path
    }

    @Test func bezierCopyIsIndependent() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        path.setLineDash([4, 2], count: 2, phase: 1)
        let copy = try #require(path.copy() as? UIBezierPath)
        path.removeAllPoints()
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy.lineWidth == 3)
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(nil, count: &count, phase: &phase)
        var lengths = [CGFloat](repeating: 0, count: count)
        copy.getLineDash(&lengths, count: nil, phase: nil)
        #expect(count == 2 && phase == 1 && lengths == [4, 2])
    }
}
