import Foundation
import Testing

@testable import Windowing

/// Gradients, shadows and blend modes, read back from Cairo pixels.
@MainActor
struct CGContextEffectsTests {
    static let blackToWhite = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)],
        locations: [0, 1])!

    // MARK: Gradients

    @Test func linearGradientInterpolatesAlongTheAxis() {
        let canvas = DrawingCanvas()
        canvas.context.drawLinearGradient(
            Self.blackToWhite, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        #expect(rgbaClose(canvas.rgba(0, 50), [1, 1, 1, 255], tolerance: 2))
        #expect(rgbaClose(canvas.rgba(50, 10), [129, 129, 129, 255], tolerance: 2))
        #expect(rgbaClose(canvas.rgba(99, 90), [254, 254, 254, 255], tolerance: 2))
    }

    @Test func extendOptionsControlEachEnd() {
        func render(_ options: CGGradientDrawingOptions) -> DrawingCanvas {
            let canvas = DrawingCanvas()
            canvas.context.drawLinearGradient(
                Self.blackToWhite, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            return canvas
        }
        let neither = render([])
        #expect(neither.alpha(10, 50) == 0 && neither.alpha(90, 50) == 0 && neither.alpha(50, 50) == 255)
        let both = render([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.rgba(10, 50) == [0, 0, 0, 255] && both.rgba(90, 50) == [255, 255, 255, 255])
        let before = render(.drawsBeforeStartLocation)
        #expect(before.rgba(10, 50) == [0, 0, 0, 255] && before.alpha(90, 50) == 0)
        #expect(rgbaClose(before.rgba(50, 50), [130, 130, 130, 255], tolerance: 3))
        let after = render(.drawsAfterEndLocation)
        #expect(after.alpha(10, 50) == 0 && after.rgba(90, 50) == [255, 255, 255, 255])
    }

    @Test func gradientFromComponentsWithThreeStops() {
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(),
            colorComponents: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1], locations: [0, 0.5, 1], count: 3)!
        let canvas = DrawingCanvas()
        canvas.context.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgbaClose(canvas.rgba(50, 0), [254, 1, 0, 255], tolerance: 3))
        #expect(rgbaClose(canvas.rgba(50, 50), [0, 253, 2, 255], tolerance: 4))
        #expect(rgbaClose(canvas.rgba(50, 99), [0, 1, 254, 255], tolerance: 3))
    }

    @Test func radialGradientBetweenConcentricCircles() {
        let canvas = DrawingCanvas()
        canvas.context.drawRadialGradient(
            Self.blackToWhite, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
            endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        #expect(canvas.alpha(50, 50) == 0)  // inside the start circle, not extended
        #expect(rgbaClose(canvas.rgba(75, 50), [128, 128, 128, 255], tolerance: 6))
        #expect(canvas.alpha(95, 50) == 0)
        let extended = DrawingCanvas()
        extended.context.drawRadialGradient(
            Self.blackToWhite, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
            endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsBeforeStartLocation)
        #expect(extended.rgba(50, 50) == [0, 0, 0, 255])
        #expect(rgbaClose(extended.rgba(75, 50), [128, 128, 128, 255], tolerance: 6))
        #expect(extended.alpha(95, 50) == 0)
    }

    @Test func gradientsFollowClipAndAlpha() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
        c.setAlpha(0.5)
        let black = CGGradient(colorsSpace: nil, colors: [CGColor.black], locations: nil)!
        c.drawLinearGradient(black, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(rgbaClose(canvas.rgba(25, 50), [128, 128, 128, 255]))
        #expect(canvas.rgba(75, 50) == [255, 255, 255, 255])
    }

    @Test func gradientBlendModesOnlyTouchTheBand() {
        let canvas = DrawingCanvas(background: .blue)
        canvas.context.setBlendMode(.sourceIn)
        canvas.context.drawLinearGradient(
            Self.blackToWhite, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: [])
        #expect(canvas.rgba(10, 50) == [0, 0, 255, 255])  // outside the band: untouched
        #expect(canvas.rgba(90, 50) == [0, 0, 255, 255])
        #expect(rgbaClose(canvas.rgba(50, 50), [130, 130, 130, 255], tolerance: 3))
    }

    @Test func badGradientsAreRefused() {
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0, .nan]) == nil)
        #expect(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0], locations: nil, count: 1)
                == nil)
        let canvas = DrawingCanvas()
        canvas.context.drawLinearGradient(
            Self.blackToWhite, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
        canvas.context.drawRadialGradient(
            Self.blackToWhite, startCenter: .zero, startRadius: -3, endCenter: .zero, endRadius: 5, options: [])
        canvas.context.drawLinearGradient(
            Self.blackToWhite, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), options: [])
        #expect(canvas.alpha(5, 5) == 0)
        #expect(canvas.canvas.errorDescription == nil)
    }

    // MARK: Shadows

    @Test func shadowAppearsOffsetUnderTheShape() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 20, y: 20, width: 30, height: 30))
        #expect(canvas.rgba(35, 35) == [255, 0, 0, 255])  // the shape covers its own shadow
        #expect(canvas.rgba(55, 55) == [0, 0, 0, 255])  // shadow, down and right
        #expect(canvas.rgba(15, 15) == [255, 255, 255, 255])
        #expect(canvas.rgba(65, 65) == [255, 255, 255, 255])
    }

    @Test func blurredShadowFadesAndDefaultsToOneThirdBlack() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setShadow(offset: CGSize(width: 0, height: 20), blur: 8)
        c.fill(CGRect(x: 20, y: 10, width: 60, height: 30))
        let centre = canvas.rgba(50, 45)[0]
        let edge = canvas.rgba(50, 60)[0]
        let outside = canvas.rgba(50, 75)[0]
        // One-third black over white in the shadow's solid middle.
        #expect(abs(centre - 170) <= 3, "shadow centre \(centre)")
        #expect(edge > centre && edge < 255, "edge \(edge)")
        #expect(outside == 255)
    }

    @Test func shadowOffsetIsInBaseSpaceNotUserSpace() {
        let canvas = DrawingCanvas(width: 200, height: 200, scale: 2, background: .white)
        let c = canvas.context
        c.scaleBy(x: 3, y: 3)  // user-space change: must not scale the shadow offset
        c.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: UIColor.blue.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // device 0..60
        #expect(canvas.rgba(65, 30) == [0, 0, 255, 255])  // 5 points × scale 2 = 10 pixels
        #expect(canvas.rgba(75, 30) == [255, 255, 255, 255])
    }

    @Test func strokesCastShadowsAndNilColourTurnsThemOff() {
        let canvas = DrawingCanvas(background: .white)
        let c = canvas.context
        c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.green.cgColor)
        c.setLineWidth(4)
        c.move(to: CGPoint(x: 10, y: 20))
        c.addLine(to: CGPoint(x: 90, y: 20))
        c.strokePath()
        #expect(canvas.rgba(50, 30) == [0, 255, 0, 255])
        c.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: nil)
        c.fill(CGRect(x: 10, y: 50, width: 10, height: 10))
        #expect(canvas.rgba(15, 65) == [255, 255, 255, 255])
    }

    // MARK: Blend modes

    private func blend(_ mode: CGBlendMode, source: UIColor, destination: UIColor) -> DrawingCanvas {
        let canvas = DrawingCanvas(background: destination)
        canvas.context.setBlendMode(mode)
        canvas.context.setFillColor(source.cgColor)
        canvas.context.fill(CGRect(x: 20, y: 20, width: 60, height: 60))
        return canvas
    }

    @Test func separableBlendModesOnKnownColours() {
        let source = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let destination = UIColor(red: 0.5, green: 0.5, blue: 1, alpha: 1)
        let expected: [(CGBlendMode, [Int])] = [
            (.normal, [255, 128, 0]),
            (.multiply, [128, 64, 0]),
            (.screen, [255, 191, 255]),
            (.darken, [128, 128, 0]),
            (.lighten, [255, 128, 255]),
            (.difference, [128, 0, 255]),
            (.exclusion, [128, 128, 255]),
            (.plusLighter, [255, 255, 255]),
            (.copy, [255, 128, 0]),
        ]
        for (mode, rgb) in expected {
            let canvas = blend(mode, source: source, destination: destination)
            #expect(rgbaClose(canvas.rgba(50, 50), rgb + [255], tolerance: 2), "\(mode): \(canvas.rgba(50, 50))")
            #expect(
                rgbaClose(canvas.rgba(5, 5), [128, 128, 255, 255], tolerance: 1), "\(mode) touched outside the shape")
        }
    }

    @Test func porterDuffModesOnlyTouchTheShape() {
        let red = UIColor.red
        let blue = UIColor.blue
        let clear = blend(.clear, source: red, destination: blue)
        #expect(clear.alpha(50, 50) == 0 && clear.rgba(5, 5) == [0, 0, 255, 255])
        let sourceIn = blend(.sourceIn, source: red, destination: blue)
        #expect(sourceIn.rgba(50, 50) == [255, 0, 0, 255])
        #expect(sourceIn.rgba(5, 5) == [0, 0, 255, 255])
        let destinationIn = blend(.destinationIn, source: red.withAlphaComponent(0.5), destination: blue)
        #expect(rgbaClose(destinationIn.rgba(50, 50), [0, 0, 255, 128], tolerance: 1))
        #expect(destinationIn.rgba(5, 5) == [0, 0, 255, 255])
        let sourceOut = blend(.sourceOut, source: red, destination: blue)
        #expect(sourceOut.alpha(50, 50) == 0 && sourceOut.rgba(5, 5) == [0, 0, 255, 255])
        let destinationOver = blend(.destinationOver, source: red, destination: blue)
        #expect(destinationOver.rgba(50, 50) == [0, 0, 255, 255])
        let xor = blend(.xor, source: red, destination: blue)
        #expect(xor.alpha(50, 50) == 0)
    }

    @Test func sourceInOnTransparentAreasDrawsNothing() {
        let canvas = DrawingCanvas()
        let c = canvas.context
        c.fill(CGRect(x: 0, y: 0, width: 50, height: 100))
        c.setBlendMode(.sourceIn)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(canvas.rgba(40, 50) == [255, 0, 0, 255])  // tinted where there was paint
        #expect(canvas.alpha(60, 50) == 0)
        #expect(canvas.rgba(10, 10) == [0, 0, 0, 255])  // outside the shape: untouched
    }

    @Test func hueAndLuminosityModes() {
        let luminosity = blend(.luminosity, source: .white, destination: .red)
        #expect(luminosity.rgba(50, 50) == [255, 255, 255, 255])
        let hue = blend(
            .hue, source: UIColor(red: 0, green: 0, blue: 1, alpha: 1), destination: UIColor(white: 0.5, alpha: 1))
        #expect(rgbaClose(hue.rgba(50, 50), [128, 128, 128, 255], tolerance: 1))  // gray has no saturation to keep
    }
}
