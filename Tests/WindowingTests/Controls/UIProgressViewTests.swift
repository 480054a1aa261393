import Foundation
import Testing

@testable import Windowing

/// `UIProgressView`: the pinned progress, the style's height and the pixels of the default bar.
@MainActor
struct UIProgressViewTests {
    @Test func progressStartsAtZeroAndIsPinnedToZeroThroughOne() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        #expect(bar.progress == 0)
        #expect(bar.progressViewStyle == .default)
        bar.progress = 0.4
        #expect(bar.progress == 0.4)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.setProgress(-2, animated: false)
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    @Test func theStyleSetsTheHeight() {
        let standard = UIProgressView(progressViewStyle: .default)
        #expect(standard.frame.size == CGSize(width: 0, height: 4))
        #expect(standard.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.sizeThatFits(CGSize(width: 50, height: 50)) == CGSize(width: 50, height: 2.5))
    }

    @Test func theFilledPartIsTheTintAndTheRestTheSystemFill() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.progress = 0.25
        let canvas = DrawingCanvas(width: 100, height: 4)
        canvas.draw { bar.draw(bar.bounds) }
        #expect(canvas.rgba(10, 2) == [0, 122, 255, 255])
        // The system fill, (120, 120, 128) at alpha 0.2; premultiplied storage rounds the blue.
        #expect(zip(canvas.rgba(60, 2), [120, 120, 128, 51]).allSatisfy { abs($0 - $1) <= 3 })
        // The ends are rounded: the corner pixel is (almost) clear.
        #expect(canvas.rgba(0, 0)[3] < 100)
    }

    @Test func tintColorsReplaceTheDefaults() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.progress = 0.5
        bar.progressTintColor = .red
        bar.trackTintColor = .green
        let canvas = DrawingCanvas(width: 100, height: 4)
        canvas.draw { bar.draw(bar.bounds) }
        #expect(canvas.rgba(20, 2) == [255, 0, 0, 255])
        #expect(canvas.rgba(80, 2) == [0, 255, 0, 255])
    }

    @Test func theBarStyleHasNoTrackAndSquareEnds() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.progressViewStyle = .bar
        bar.progress = 0.5
        let canvas = DrawingCanvas(width: 100, height: 4)
        canvas.draw { bar.draw(bar.bounds) }
        #expect(canvas.rgba(0, 2) == [0, 122, 255, 255])
        #expect(canvas.rgba(80, 2) == [0, 0, 0, 0])
    }
}
