import Foundation
import Testing

@testable import Windowing

/// Drawing that goes straight to Cairo (as images and text do) gets the graphics state's alpha,
/// blend mode and shadow through `drawWithEffects`.
@MainActor
struct CGContextDirectDrawingTests {
    private func rawSquare(_ canvas: DrawingCanvas, _ rect: CGRect, _ color: CGColor) {
        canvas.canvas.setSource(color)
        canvas.canvas.rectangle(rect)
        canvas.canvas.fill()
    }

    @Test func plainStateDrawsDirectly() {
        let canvas = DrawingCanvas()
        canvas.context.drawWithEffects { rawSquare(canvas, CGRect(x: 10, y: 10, width: 20, height: 20), .black) }
        #expect(canvas.rgba(20, 20) == [0, 0, 0, 255])
        #expect(canvas.context.didPaint)
    }

    @Test func alphaAndShadowApplyToTheWholeDrawing() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setAlpha(0.5)
        c.setShadow(offset: CGSize(width: 30, height: 0), blur: 0, color: UIColor.blue.cgColor)
        c.drawWithEffects {
            rawSquare(canvas, CGRect(x: 10, y: 10, width: 20, height: 20), .black)
            rawSquare(canvas, CGRect(x: 20, y: 20, width: 20, height: 20), .black)  // overlap counts once
        }
        #expect(rgbaClose(canvas.rgba(25, 25), [128, 128, 128, 255]))
        #expect(rgbaClose(canvas.rgba(15, 15), [128, 128, 128, 255]))
        #expect(rgbaClose(canvas.rgba(65, 35), [128, 128, 255, 255]))  // the shadow, at half alpha
    }

    @Test func unboundedModesStayInsideTheDrawing() {
        let canvas = DrawingCanvas(width: 200, height: 200, scale: 2, background: .blue)
        let c = canvas.context
        c.setBlendMode(.sourceIn)
        c.drawWithEffects { rawSquare(canvas, CGRect(x: 10, y: 10, width: 20, height: 20), UIColor.red.cgColor) }
        #expect(canvas.rgba(40, 40) == [255, 0, 0, 255])
        #expect(canvas.rgba(100, 100) == [0, 0, 255, 255])
        // Paths too, under a scaled CTM.
        c.setBlendMode(.destinationIn)
        c.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
        c.fill(CGRect(x: 50, y: 50, width: 20, height: 20))
        #expect(rgbaClose(canvas.rgba(120, 120), [0, 0, 255, 128], tolerance: 1))
        #expect(canvas.rgba(160, 160) == [0, 0, 255, 255])
    }
}
