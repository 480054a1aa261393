import Foundation
import Testing

@testable import Windowing

/// Where a view's drawn contents go when its bounds change without a redraw (behaviour 7.30: only
/// `.redraw` draws again; the other modes place the old contents).
@MainActor
struct UIViewContentModeTests {
    let drawn = CGSize(width: 100, height: 50)
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)

    @Test(arguments: [
        (UIView.ContentMode.scaleToFill, CGRect(x: 0, y: 0, width: 200, height: 200)),
        (.redraw, CGRect(x: 0, y: 0, width: 200, height: 200)),
        (.scaleAspectFit, CGRect(x: 0, y: 50, width: 200, height: 100)),
        (.scaleAspectFill, CGRect(x: -100, y: 0, width: 400, height: 200)),
        (.center, CGRect(x: 50, y: 75, width: 100, height: 50)),
        (.top, CGRect(x: 50, y: 0, width: 100, height: 50)),
        (.bottom, CGRect(x: 50, y: 150, width: 100, height: 50)),
        (.left, CGRect(x: 0, y: 75, width: 100, height: 50)),
        (.right, CGRect(x: 100, y: 75, width: 100, height: 50)),
        (.topLeft, CGRect(x: 0, y: 0, width: 100, height: 50)),
        (.topRight, CGRect(x: 100, y: 0, width: 100, height: 50)),
        (.bottomLeft, CGRect(x: 0, y: 150, width: 100, height: 50)),
        (.bottomRight, CGRect(x: 100, y: 150, width: 100, height: 50)),
    ])
    func contentsArePlacedAsTheModeSays(mode: UIView.ContentMode, expected: CGRect) {
        #expect(UIView.placement(of: drawn, in: bounds, mode: mode) == expected)
    }
}
