import Foundation
import Testing

@testable import Windowing

/// A button without a configuration places its image and title, as a pair, by the control's
/// content alignments.
@Suite @MainActor struct UIButtonContentAlignmentTests {
    private func button(
        _ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment
    )
        throws -> (UIButton, CGRect, CGRect)
    {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Go", for: .normal)
        button.setImage(UIButtonImageTests.square(10, .black), for: .normal)
        button.contentHorizontalAlignment = horizontal
        button.contentVerticalAlignment = vertical
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel).frame
        let image = try #require(button.imageView).frame
        return (button, image, title)
    }

    @Test func centredByDefault() throws {
        let (_, image, title) = try button(.center, .center)
        #expect(image.width == 10 && image.maxX == title.minX)
        #expect(abs((image.minX + title.maxX) / 2 - 100) < 0.001)
        #expect(abs(title.midY - 30) < 0.001 && image.midY == 30)
    }

    @Test func leadingAndTopPutThePairAtTheTopLeft() throws {
        for horizontal in [UIControl.ContentHorizontalAlignment.left, .leading] {
            let (_, image, title) = try button(horizontal, .top)
            #expect(image.minX == 0 && title.minX == 10, "\(horizontal)")
            #expect(min(image.minY, title.minY) == 0, "\(horizontal)")
        }
    }

    @Test func trailingAndBottomPutThePairAtTheBottomRight() throws {
        for horizontal in [UIControl.ContentHorizontalAlignment.right, .trailing] {
            let (_, image, title) = try button(horizontal, .bottom)
            #expect(abs(title.maxX - 200) < 0.001 && image.maxX == title.minX, "\(horizontal)")
            #expect(abs(max(image.maxY, title.maxY) - 60) < 0.001, "\(horizontal)")
        }
    }

    @Test func fillGivesTheTitleWhatTheImageLeaves() throws {
        let (_, image, title) = try button(.fill, .fill)
        #expect(image.minX == 0 && title.minX == 10 && title.width == 190)
        #expect(title.minY == 0 && title.height == 60)
    }

    @Test func changingTheAlignmentLaysTheButtonOutAgain() throws {
        let (button, _, _) = try button(.center, .center)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 0)
    }
}
