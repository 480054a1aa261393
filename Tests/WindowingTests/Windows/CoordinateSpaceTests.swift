import Foundation
import Testing

@testable import Windowing

/// `UICoordinateSpace`: views and the screen's spaces convert points and rectangles both ways.
@Suite @MainActor struct CoordinateSpaceTests {
    /// A window at (100, 50) on the screen holding `view` at (10, 20) inside a container at (5, 5);
    /// the suite holds the window, since a view's superview is a weak reference.
    let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))

    init() {
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 150))
        window.addSubview(container)
        container.addSubview(view)
    }

    @Test func aViewConvertsToAndFromTheScreenThroughItsWindowsFrame() {
        let screen = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 116, y: 77))
        #expect(view.convert(CGPoint(x: 116, y: 77), from: screen) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 40, height: 30), to: screen)
                == CGRect(x: 115, y: 75, width: 40, height: 30))
        #expect(
            view.convert(CGRect(x: 115, y: 75, width: 4, height: 3), from: screen)
                == CGRect(x: 0, y: 0, width: 4, height: 3))
        // The window itself: its bounds origin sits at its frame's origin on the screen.
        #expect(window.convert(CGPoint.zero, to: screen) == CGPoint(x: 100, y: 50))
    }

    @Test func theScreenConvertsIntoAViewAsTheViewConvertsFromIt() {
        let screen = UIScreen.main.coordinateSpace
        #expect(screen.convert(CGPoint(x: 116, y: 77), to: view) == CGPoint(x: 1, y: 2))
        #expect(screen.convert(CGPoint(x: 1, y: 2), from: view) == CGPoint(x: 116, y: 77))
        #expect(
            screen.convert(CGRect(x: 115, y: 75, width: 40, height: 30), to: view)
                == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(
            screen.convert(CGRect(x: 0, y: 0, width: 1, height: 1), from: view)
                == CGRect(x: 115, y: 75, width: 1, height: 1))
    }

    @Test func theFixedSpaceIsTheScreenSpaceWithTheSameBounds() {
        let screen = UIScreen.main
        #expect(screen.coordinateSpace.bounds == screen.bounds)
        #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
        let point = CGPoint(x: 12.5, y: 7)
        #expect(screen.coordinateSpace.convert(point, to: screen.fixedCoordinateSpace) == point)
        #expect(screen.fixedCoordinateSpace.convert(point, from: screen.coordinateSpace) == point)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen.fixedCoordinateSpace) == CGPoint(x: 116, y: 77))
    }

    @Test func aRotatedViewMapsARectangleToTheBoundingBoxOnTheScreen() {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn about the view's centre, which is at (135, 90) on the screen.
        let onScreen = view.convert(view.bounds, to: UIScreen.main.coordinateSpace)
        let center = view.convert(CGPoint(x: 20, y: 15), to: UIScreen.main.coordinateSpace)
        #expect(abs(center.x - 135) < 1e-9 && abs(center.y - 90) < 1e-9)
        #expect(abs(onScreen.width - 30) < 1e-9 && abs(onScreen.height - 40) < 1e-9)
        #expect(abs(onScreen.midX - 135) < 1e-9 && abs(onScreen.midY - 90) < 1e-9)
        let back = view.convert(center, from: UIScreen.main.coordinateSpace)
        #expect(abs(back.x - 20) < 1e-9 && abs(back.y - 15) < 1e-9)
    }

    @Test func aViewAsACoordinateSpaceConvertsLikeTheViewOverloads() {
        let space: any UICoordinateSpace = window
        let viaView = view.convert(CGPoint(x: 1, y: 2), to: window as UIView?)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == viaView)
        #expect(view.convert(CGPoint(x: 16, y: 27), from: space) == CGPoint(x: 1, y: 2))
        #expect(space.bounds == window.bounds)
    }

    @Test func aViewWithoutAWindowTakesItsRootAsTheScreen() {
        let root = UIView(frame: CGRect(x: 300, y: 300, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace) == CGPoint(x: 10, y: 10))
    }
}
