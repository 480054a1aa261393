import Foundation
import Testing

@testable import Windowing

/// `UIColor` construction and conversions.
struct UIColorTests {
    @Test func getRedReturnsTheComponents() {
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(white: 0.25, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.25, 0.25, 0.25, 1])
    }

    @Test func hsbRoundTrips() {
        for (h, s, v) in [(0.0, 1.0, 1.0), (0.25, 0.5, 0.75), (0.6, 0.3, 0.9), (0.95, 0.8, 0.4)]
            as [(CGFloat, CGFloat, CGFloat)]
        {
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 0.5)
            var h2: CGFloat = 0
            var s2: CGFloat = 0
            var v2: CGFloat = 0
            var a2: CGFloat = 0
            #expect(color.getHue(&h2, saturation: &s2, brightness: &v2, alpha: &a2))
            #expect(
                closeEnough(h, h2, 1e-9) && closeEnough(s, s2, 1e-9) && closeEnough(v, v2, 1e-9) && a2 == 0.5,
                "\(h) \(s) \(v) came back as \(h2) \(s2) \(v2)")
        }
    }

    @Test func knownHueConversions() {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(closeEnough(r, 0) && closeEnough(g, 1) && closeEnough(b, 0))
        var h: CGFloat = -1
        var s: CGFloat = -1
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: nil, alpha: nil)
        #expect(h == 0 && s == 0)
        UIColor.systemBlue.getHue(&h, saturation: &s, brightness: nil, alpha: nil)
        #expect(closeEnough(h, (211.0 + 5.0 / 17.0) / 360, 1e-3))
    }

    @Test func getWhiteOnlyForGrays() {
        var w: CGFloat = -1
        var a: CGFloat = -1
        #expect(UIColor(white: 0.3, alpha: 0.7).getWhite(&w, alpha: &a))
        #expect(w == 0.3 && a == 0.7)
        w = -1
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(w == -1)
    }

    @Test func alphaAndCGColorBridging() {
        let faded = UIColor.systemRed.withAlphaComponent(0.25)
        #expect(faded.alphaComponent == 0.25)
        #expect(faded.cgColor.components?[0] == 1)
        #expect(UIColor(cgColor: faded.cgColor) == faded)
        #expect(UIColor.systemBackground.cgColor == CGColor.white)
        #expect(UIColor.separator.cgColor.alpha == 0.29)
    }

    @Test func outOfRangeAndNaNComponentsClamp() {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        UIColor(red: 2, green: -1, blue: .nan, alpha: 5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0, 0, 1])
    }

    @Test func colorSpacesAreHonestAboutComponents() {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: "kCGColorSpaceACESCGLinear") == nil)
        #expect(UIColor(white: 0.5, alpha: 1).cgColor.colorSpace?.model == .monochrome)
    }
}
