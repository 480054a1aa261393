import Foundation
import Testing

@testable import Windowing

/// Frame, bounds and center (behaviour 7.1–7.5), defaults (7.7–7.11) and conversion (7.36).
@MainActor
struct UIViewGeometryTests {
    // behaviour 7.1
    @Test func initWithFrameSetsBoundsAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    // behaviour 7.2
    @Test func settingFrameKeepsTheBoundsOriginAndMovesTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 10, y: 10, width: 200, height: 100)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 200, height: 100))
        #expect(view.center == CGPoint(x: 110, y: 60))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
    }

    // behaviour 7.3
    @Test func settingTheBoundsSizeResizesAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: 50, height: 50)
        #expect(view.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    // behaviour 7.3: changing only the bounds origin moves nothing in the superview.
    @Test func settingTheBoundsOriginLeavesTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.bounds.origin = CGPoint(x: 7, y: -3)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(view.bounds == CGRect(x: 7, y: -3, width: 40, height: 40))
    }

    // behaviour 7.4
    @Test func boundsOriginShiftsWhereSubviewsAppear() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        superview.addSubview(view)
        view.addSubview(subview)
        view.bounds.origin = CGPoint(x: 20, y: 0)
        #expect(subview.convert(CGPoint.zero, to: superview) == CGPoint(x: -20, y: 0))
        #expect(subview.frame.origin == .zero)
    }

    // behaviour 7.5
    @Test func settingTheCenterMovesTheFrameOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 75, y: 75))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    // behaviour 7.7–7.12, 7.32: defaults.
    @Test func defaults() {
        let view = UIView()
        #expect(view.frame == .zero)
        #expect(view.backgroundColor == nil)
        #expect(!view.isHidden)
        #expect(view.alpha == 1)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.clipsToBounds)
        #expect(view.tag == 0)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(view.superview == nil && view.window == nil && view.subviews.isEmpty)
        #expect(view.next == nil)
    }

    // behaviour 7.33: raw values of the autoresizing mask.
    @Test func autoresizingMaskRawValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1 << 0)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 1 << 1)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 1 << 2)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 1 << 3)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 1 << 4)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 1 << 5)
    }

    // behaviour 7.8, 7.9: hiding or fading a parent leaves the children's own values alone.
    @Test func hiddenAndAlphaAreNotInherited() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        parent.isHidden = true
        parent.alpha = 0.5
        #expect(!child.isHidden)
        #expect(child.alpha == 1)
        #expect(parent.subviews.count == 1 && parent.subviews.first === child)
    }

    // behaviour 7.9: alpha is clamped to 0...1.
    @Test func alphaIsClamped() {
        let view = UIView()
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
    }

    // behaviour 7.37: sizeToFit takes the size from sizeThatFits(_:) and, like UIKit, keeps the origin.
    @Test func sizeToFitKeepsTheOrigin() {
        let view = FixedSizeView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    }

    /// A window with a nested tree: a (10, 20) → b (5, 5) with bounds origin (3, 4), and c (100, 50).
    private func tree() -> (UIWindow, UIView, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 100, y: 50, width: 80, height: 80))
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        b.bounds.origin = CGPoint(x: 3, y: 4)
        return (window, a, b, c)
    }

    // behaviour 7.36, 10.31
    @Test func conversionBetweenViewsAgreesWithConversionThroughTheWindow() {
        let (window, a, b, c) = tree()
        let point = CGPoint(x: 7, y: 9)
        #expect(b.convert(point, to: nil) == CGPoint(x: 7 - 3 + 5 + 10, y: 9 - 4 + 5 + 20))
        #expect(b.convert(point, to: window) == b.convert(point, to: nil))
        for (from, to) in [(b, c), (c, b), (a, b), (b, a), (a, c)] {
            #expect(from.convert(point, to: to) == to.convert(from.convert(point, to: nil), from: nil))
            #expect(to.convert(point, from: from) == from.convert(point, to: to))
            #expect(to.convert(from.convert(point, to: to), to: from) == point)
        }
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(b.convert(rect, to: c) == CGRect(origin: b.convert(rect.origin, to: c), size: rect.size))
        #expect(c.convert(rect, from: b) == b.convert(rect, to: c))
    }

    // behaviour 7.36: the origin of a view with a zero bounds origin converts to its frame origin.
    @Test func originConvertsToTheFrameOrigin() {
        let (window, a, _, c) = tree()  // keep the window: subviews do not retain their superview
        #expect(c.superview === window)
        #expect(c.convert(CGPoint.zero, to: c.superview) == c.frame.origin)
        #expect(a.convert(CGPoint.zero, to: a.superview) == a.frame.origin)
    }
}

/// A view whose fitting size is always 40×20.
final class FixedSizeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
}
