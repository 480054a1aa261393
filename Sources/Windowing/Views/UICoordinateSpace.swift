public import Foundation

/// A space of points with its own bounds, between which points and rectangles convert: every view,
/// and the screen's and a window scene's spaces.
///
/// Converting between two views goes through their common root, as `convert(_:to:)` with a view
/// does; converting between a view and a screen space goes through the view's window, whose frame
/// is its rectangle in the screen's space, as in UIKit.
/// - Note: Differs from UIKit: the protocol refines `AnyObject`, not `NSObjectProtocol`.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Like a view's conversion, a rectangle through a rotation becomes the bounding box of its corners.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {}

extension UIView {
    /// The map from this view's bounds space to the screen's: through its root, which, when it is
    /// a window, sits on the screen at its frame (a window's superview is, in effect, the screen).
    func transformToScreen() -> CGAffineTransform {
        var root: UIView = self
        while let next = root.storedSuperview { root = next }
        let toRoot = transformToRoot()
        return root is UIWindow ? toRoot.concatenating(root.transformToSuperview) : toRoot
    }

    /// The map from the screen's space to this view's bounds space; NaN when a transform on the
    /// way is degenerate (a zero scale), as for conversions between views.
    func transformFromScreen() -> CGAffineTransform {
        let toScreen = transformToScreen()
        guard toScreen.isInvertible else {
            return CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        }
        return toScreen.inverted()
    }

    func convertPoint(_ point: CGPoint, toSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return convertPoint(point, to: view) }
        let onScreen = point.applying(transformToScreen())
        if space is ScreenCoordinateSpace { return onScreen }
        return space.convert(onScreen, from: ScreenCoordinateSpace(bounds: UIScreen.main.bounds))
    }

    func convertPoint(_ point: CGPoint, fromSpace space: any UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return convertPoint(point, from: view) }
        let onScreen =
            space is ScreenCoordinateSpace
            ? point : space.convert(point, to: ScreenCoordinateSpace(bounds: UIScreen.main.bounds))
        return onScreen.applying(transformFromScreen())
    }

    func convertRect(_ rect: CGRect, toSpace space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return convertRect(rect, to: view) }
        let onScreen = Self.map(rect, by: transformToScreen())
        if space is ScreenCoordinateSpace { return onScreen }
        return space.convert(onScreen, from: ScreenCoordinateSpace(bounds: UIScreen.main.bounds))
    }

    func convertRect(_ rect: CGRect, fromSpace space: any UICoordinateSpace) -> CGRect {
        if let view = space as? UIView { return convertRect(rect, from: view) }
        let onScreen =
            space is ScreenCoordinateSpace
            ? rect : space.convert(rect, to: ScreenCoordinateSpace(bounds: UIScreen.main.bounds))
        return Self.map(onScreen, by: transformFromScreen())
    }
}

/// A space whose points are the screen's points: `UIScreen.coordinateSpace` and
/// `fixedCoordinateSpace` (the same here: an X screen does not rotate), and a window scene's space,
/// which starts at the screen's origin like the scene's windows. Only `bounds` tells them apart.
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, from: self)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        coordinateSpace is ScreenCoordinateSpace ? point : coordinateSpace.convert(point, to: self)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, from: self)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace is ScreenCoordinateSpace ? rect : coordinateSpace.convert(rect, to: self)
    }
}
