import Foundation
import Testing

@testable import Windowing

/// The text layout cache: redisplaying unchanged text does not shape it again.
@Suite @MainActor struct TextLayoutCacheTests {
    @Test func redisplayingAnUnchangedLabelBuildsNoLayouts() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Cached text"
        _ = TextPixels.render(label)
        let built = TextLayout.buildCount
        for _ in 0..<10 {
            label.setNeedsDisplay()
            _ = TextPixels.render(label)
            _ = label.intrinsicContentSize
        }
        #expect(TextLayout.buildCount - built <= 1)  // the first intrinsic size measures once
        let measured = TextLayout.buildCount
        for _ in 0..<10 {
            label.setNeedsDisplay()
            _ = TextPixels.render(label)
            _ = label.intrinsicContentSize
        }
        #expect(TextLayout.buildCount == measured)
    }

    @Test func recolouringDoesNotReshapeButNewTextDoes() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "Colour me"
        _ = TextPixels.render(label)
        let built = TextLayout.buildCount
        label.textColor = .red
        label.isEnabled = false
        _ = TextPixels.render(label)
        #expect(TextLayout.buildCount == built)
        label.text = "Something else"
        _ = TextPixels.render(label)
        #expect(TextLayout.buildCount == built + 1)
        label.frame.size.width = 100
        _ = TextPixels.render(label)
        #expect(TextLayout.buildCount == built + 2)
    }

    @Test func drawingTheSameStringRepeatedlyShapesItOnce() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.red,
        ]
        let string = "Repeated string of the cache test"
        _ = TextPixels.draw(width: 100, height: 20) { string.draw(at: .zero, withAttributes: attributes) }
        let built = TextLayout.buildCount
        for _ in 0..<5 {
            _ = TextPixels.draw(width: 100, height: 20) { string.draw(at: .zero, withAttributes: attributes) }
        }
        #expect(TextLayout.buildCount == built)
    }
}

extension TextLayoutCacheTests {
    @Test func settingTheSameTextAgainKeepsTheLayout() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 30))
        label.text = "12:00:00"
        _ = TextPixels.render(label)
        let built = TextLayout.buildCount
        label.needsDisplayRect = nil
        label.text = "12:00:00"
        label.font = .systemFont(ofSize: 17)
        #expect(label.needsDisplayRect == nil)
        _ = TextPixels.render(label)
        #expect(TextLayout.buildCount == built)
    }
}
