public import Foundation

/// The X screen windows appear on: its size in points and its scale.
///
/// Before an app has connected to a window system (unit tests that never launch), `UIScreen.main`
/// describes a 1024×768 screen at scale 1.
@preconcurrency @MainActor
open class UIScreen {
    private let platform: PlatformScreen

    init(platform: PlatformScreen) {
        self.platform = platform
    }

    /// The screen the app's windows are on.
    ///
    /// - Note: Differs from UIKit: not deprecated; on X11 there is exactly one screen per display.
    public class var main: UIScreen {
        if let screen = UIApplication.current?.screen { return screen }
        return UIScreen(platform: PlatformScreen(size: PlatformSize(width: 1024, height: 768), scale: 1))
    }

    /// The screen's rectangle in points.
    open var bounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(platform.size.width) / scale, height: CGFloat(platform.size.height) / scale)
    }

    /// Device pixels per point: 1 at 96 dpi, 2 at 192 dpi (`Xft.dpi`), or `WINDOWING_SCALE`.
    open var scale: CGFloat { CGFloat(platform.scale) }

    /// The screen's rectangle in device pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(platform.size.width), height: CGFloat(platform.size.height))
    }

    open var nativeScale: CGFloat { scale }

    /// The screen's coordinate space, in points with the origin at the top-left corner; a
    /// window's frame is in this space.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }

    /// The screen's space in its fixed, portrait-up orientation.
    /// - Note: Differs from UIKit: the same space as `coordinateSpace`, since an X screen does not
    ///   rotate with the interface.
    open var fixedCoordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
}
