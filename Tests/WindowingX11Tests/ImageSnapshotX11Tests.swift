import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The app delegate of the snapshot test: a 320×200 window whose root view holds image views.
final class SnapshotAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    @MainActor static var root: UIView?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = UIViewController()
        window.rootViewController = controller
        Self.build(controller.view)
        Self.root = controller.view
        self.window = window
        window.makeKeyAndVisible()
        return true
    }

    /// A 3×2-point image (pixels in each point at `scale`): red, green, blue over white, black, grey.
    @MainActor static func swatches(scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            let colours: [UIColor] = [
                UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1),
                UIColor(red: 0, green: 0, blue: 1, alpha: 1), UIColor(white: 1, alpha: 1),
                UIColor(white: 0, alpha: 1), UIColor(white: 0.5, alpha: 0.5),
            ]
            for (index, colour) in colours.enumerated() {
                colour.setFill()
                context.fill(CGRect(x: index % 3, y: index / 3, width: 1, height: 1))
            }
        }
    }

    @MainActor static func build(_ root: UIView) {
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .bottomRight]
        for (index, mode) in modes.enumerated() {
            let imageView = UIImageView(image: swatches(scale: 2))
            imageView.frame = CGRect(x: 10 + index * 60, y: 10, width: 50, height: 40)
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = UIColor(red: 0.2, green: 0.25, blue: 0.3, alpha: 1)
            root.addSubview(imageView)
        }
        let card = UIView(frame: CGRect(x: 10, y: 70, width: 300, height: 110))
        card.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        card.alpha = 0.8
        root.addSubview(card)
        let inner = UIImageView(image: swatches(scale: 1))
        inner.frame = CGRect(x: 20, y: 20, width: 90, height: 60)
        card.addSubview(inner)
    }
}

/// One window on a private Xvfb: its pixels read back from the server equal the offscreen
/// `drawHierarchy` rendering of the same root view, at scale 1 and (with `WINDOWING_SCALE`) 2.
@MainActor
@Suite(.serialized)
struct ImageSnapshotX11Tests {
    @Test(arguments: [1, 2])
    func windowPixelsEqualTheOffscreenSnapshot(scale: Int) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try XTestClient(displayName: server.displayName)
        defer { client.close() }
        let backend = try X11Backend(displayName: server.displayName, environment: X11Environment(scale: "\(scale)"))
        let app = UIApplication.launchForTesting(
            delegate: SnapshotAppDelegate.self, backend: backend, moduleName: "WindowingX11Tests")
        defer { UIApplication.resetForTesting() }
        let window = try #require(app.delegate?.window)
        let root = try #require(SnapshotAppDelegate.root)
        var xid: UInt?
        let shown = waitUntil(timeout: 10) {
            app.runUntilIdle()
            backend.syncForTesting()
            xid = window.platformWindow?.xid
            guard let xid, let geometry = client.geometry(of: xid), geometry.isViewable else { return false }
            // The background (0.95, 0.95, 0.9 as Cairo rounds it) shows once the first frame is presented.
            return client.pixel(of: xid, x: 2, y: 2) == 0xF3F3E6
        }
        try #require(shown, "the window did not show its first frame")
        let screen = try #require(xid.flatMap { client.image(of: $0) })
        #expect((screen.width, screen.height) == (320 * scale, 200 * scale))

        let format = UIGraphicsImageRendererFormat()
        format.scale = CGFloat(scale)
        let snapshot = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
            #expect(root.drawHierarchy(in: root.frame, afterScreenUpdates: true))
        }
        let cgImage = try #require(snapshot.cgImage)
        #expect((cgImage.width, cgImage.height) == (screen.width, screen.height))
        var differing = 0
        var first: String?
        for y in 0..<min(screen.height, cgImage.height) {
            for x in 0..<min(screen.width, cgImage.width) {
                let offscreen = cgImage.pixel(x: x, y: y) & 0xFF_FFFF
                let onscreen = screen[x: x, y: y]
                let close = [16, 8, 0].allSatisfy { shift in
                    abs(Int(offscreen >> UInt32(shift) & 0xFF) - Int(onscreen >> UInt32(shift) & 0xFF)) <= 1
                }
                if !close {
                    differing += 1
                    if first == nil {
                        first =
                            "(\(x), \(y)): window \(String(onscreen, radix: 16)), snapshot "
                            + "\(String(offscreen, radix: 16))"
                    }
                }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ; first at \(first ?? "-")")
        // At scale 2 the @2x swatches show pixel for pixel: the centred image view's image starts
        // at (213.5, 29) points, so its red point is device pixels 427...428 × 58...59, green next.
        if scale == 2 {
            #expect(
                [screen[x: 427, y: 58], screen[x: 428, y: 58], screen[x: 427, y: 59], screen[x: 428, y: 59]]
                    == [0xFF0000, 0xFF0000, 0xFF0000, 0xFF0000])
            #expect(screen[x: 429, y: 58] == 0x00FF00)
        }
    }
}
