import Foundation
import Testing

@testable import Windowing

/// `UIImage(systemName:)`: the symbols the toolkit draws, their size, weight and template mode.
@MainActor
struct UIImageSymbolTests {
    private func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    private func opaqueCount(_ image: UIImage?) -> Int {
        TestImages.pixels(image).joined().filter { alpha($0) > 0x80 }.count
    }

    @Test func aKnownSymbolIsATemplateImageAtTheBodySize() throws {
        let plus = try #require(UIImage(systemName: "plus"))
        #expect(plus.size == CGSize(width: 19, height: 19))
        #expect(plus.isSymbolImage)
        #expect(plus.renderingMode == .alwaysTemplate)
        let pixels = TestImages.pixels(plus)
        let middle = pixels.count / 2
        #expect(alpha(pixels[middle][middle]) > 0x80, "the cross's middle is drawn")
        #expect(alpha(pixels[0][0]) == 0, "its corners are clear")
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func everySymbolTheToolkitListsIsDrawn() {
        for name in SystemSymbol.names {
            #expect(opaqueCount(UIImage(systemName: name)) > 10, "\(name) draws something")
        }
        #expect(opaqueCount(UIImage(systemName: "star.fill")) > opaqueCount(UIImage(systemName: "star")))
        #expect(opaqueCount(UIImage(systemName: "house.fill")) > opaqueCount(UIImage(systemName: "house")))
        #expect(opaqueCount(UIImage(systemName: "person.fill")) > opaqueCount(UIImage(systemName: "person")))
    }

    @Test func theConfigurationSetsSizeScaleAndWeight() {
        typealias Configuration = UIImage.SymbolConfiguration
        #expect(UIImage(systemName: "minus", withConfiguration: Configuration(pointSize: 30))?.size.width == 33)
        #expect(UIImage(systemName: "minus", withConfiguration: Configuration(scale: .large))?.size.width == 22)
        #expect(UIImage(systemName: "minus", withConfiguration: Configuration(scale: .small))?.size.width == 14)
        #expect(
            UIImage(systemName: "minus", withConfiguration: Configuration(pointSize: .nan))?.size.width == 19,
            "a size that is not a positive number is the default")
        let regular = opaqueCount(UIImage(systemName: "minus", withConfiguration: Configuration(pointSize: 40)))
        let bold = opaqueCount(
            UIImage(systemName: "minus", withConfiguration: Configuration(pointSize: 40, weight: .bold)))
        #expect(bold > regular)
        let combined = Configuration(pointSize: 40).applying(Configuration(weight: .bold))
        #expect(opaqueCount(UIImage(systemName: "minus", withConfiguration: combined)) == bold)
    }
}
