import Foundation
import Testing
import Windowing
import WindowingTesting

/// A screen laid out by constraints made in code: a red header under the safe area's top, a green
/// sidebar a quarter of the root's width, and a blue panel beside it half the sidebar's height.
@MainActor
final class ConstraintScreenController: UIViewController {
    let header = UIView()
    let sidebar = UIView()
    let panel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (subview, color) in [(header, UIColor.red), (sidebar, .green), (panel, .blue)] {
            subview.backgroundColor = color
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 20),
            header.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -20),
            header.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 10),
            header.heightAnchor.constraint(equalToConstant: 60),
            sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sidebar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
            sidebar.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
            sidebar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25),
            panel.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 10),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            panel.topAnchor.constraint(equalTo: sidebar.topAnchor),
            panel.heightAnchor.constraint(equalTo: sidebar.heightAnchor, multiplier: 0.5),
        ])
    }

    /// Where the constraints put each colour in a window of `width` × `height` points (scale 1).
    static func expectedRects(width: Int, height: Int) -> [UInt32: PixelRect] {
        [
            0xFF_0000: PixelRect(minX: 20, minY: 10, maxX: width - 20, maxY: 70),
            0x00_FF00: PixelRect(minX: 0, minY: 80, maxX: width / 4, maxY: height - 10),
            0x00_00FF: PixelRect(minX: width / 4 + 10, minY: 80, maxX: width - 10, maxY: 80 + (height - 90) / 2),
        ]
    }
}

/// A rectangle of device pixels, maximum edges exclusive.
struct PixelRect: Equatable, CustomStringConvertible {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    var area: Int { (maxX - minX) * (maxY - minY) }
    var description: String { "x \(minX)..<\(maxX), y \(minY)..<\(maxY)" }
}

extension PixelImage {
    /// For each of `colors`, the smallest rectangle holding every pixel of that colour and how
    /// many pixels have it: a solid view of a colour found nowhere else fills its rectangle exactly.
    func bounds(of colors: Set<UInt32>) -> [UInt32: (rect: PixelRect, count: Int)] {
        var found: [UInt32: (rect: PixelRect, count: Int)] = [:]
        for y in 0..<height {
            for x in 0..<width {
                let color = self[x: x, y: y]
                guard colors.contains(color) else { continue }
                if var entry = found[color] {
                    entry.rect.minX = min(entry.rect.minX, x)
                    entry.rect.minY = min(entry.rect.minY, y)
                    entry.rect.maxX = max(entry.rect.maxX, x + 1)
                    entry.rect.maxY = max(entry.rect.maxY, y + 1)
                    entry.count += 1
                    found[color] = entry
                } else {
                    found[color] = (PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1), 1)
                }
            }
        }
        return found
    }
}

extension ScrollViewX11Tests {
    /// Constraint layouts on a private Xvfb, read back with XGetImage at the launch size and again
    /// after another X client resizes the window (`XResizeWindow`; the app hears ConfigureNotify).
    /// The tests are synchronous, like the clipboard suites: the application object is
    /// process-wide, and a test that awaited would let the headless suites replace it midway.
    @MainActor
    @Suite(.serialized)
    struct AutoLayoutX11Tests {
        static let fixtures = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Storyboards")

        /// The app's window as another X client sees it: the one viewable top-level window.
        static func xWindow(of app: TestApplication) throws -> (XTestClient, UInt) {
            let client = try XTestClient(displayName: try #require(app.displayName))
            let windows = client.topLevelWindows().filter { client.geometry(of: $0)?.isViewable == true }
            #expect(windows.count == 1)
            return (client, try #require(windows.first))
        }

        /// Waits until every colour fills the rectangle `expected` gives it, then checks each.
        static func expectLayout(
            _ app: TestApplication, _ expected: [UInt32: PixelRect], sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let colors = Set(expected.keys)
            func matches() -> Bool {
                guard let found = app.image()?.bounds(of: colors) else { return false }
                return expected.allSatisfy { found[$0.key]?.rect == $0.value }
            }
            // A resize is drawn and presented a few turns of the loop after the app hears of it.
            try? app.waitUntil(timeout: 10) { matches() }
            let image = try #require(app.image(), sourceLocation: sourceLocation)
            let bounds = image.bounds(of: colors)
            for (color, rect) in expected.sorted(by: { $0.key < $1.key }) {
                let found = bounds[color]
                #expect(
                    found?.rect == rect, "colour \(String(color, radix: 16)) at \(String(describing: found?.rect))",
                    sourceLocation: sourceLocation)
                #expect(found?.count == rect.area, "a solid rectangle", sourceLocation: sourceLocation)
            }
        }

        @Test func aConstraintScreenFollowsAnXResize() throws {
            let controller = ConstraintScreenController()
            let app = try TestApplication.launch(controller, windowSize: CGSize(width: 400, height: 300), on: .xvfb)
            defer { app.terminate() }
            try Self.expectLayout(app, ConstraintScreenController.expectedRects(width: 400, height: 300))

            let (client, window) = try Self.xWindow(of: app)
            defer { client.close() }
            #expect(client.resize(window, width: 640, height: 480))
            try app.waitUntil(timeout: 10) { controller.view.bounds.size == CGSize(width: 640, height: 480) }
            #expect(controller.panel.frame == CGRect(x: 170, y: 80, width: 460, height: 195))
            try Self.expectLayout(app, ConstraintScreenController.expectedRects(width: 640, height: 480))
        }

        /// `StackLayout.storyboard`: a red title bar 50 points tall; 20 points under it and 20 in
        /// from the other edges, a stack filling equally with 10 points of spacing of green, blue
        /// and a vertical stack of yellow over magenta.
        static func storyboardRects(width: Int, height: Int) -> [UInt32: PixelRect] {
            let column = (width - 40 - 20) / 3
            let row = (height - 90 - 10) / 2
            return [
                0xFF_0000: PixelRect(minX: 0, minY: 0, maxX: width, maxY: 50),
                0x00_FF00: PixelRect(minX: 20, minY: 70, maxX: 20 + column, maxY: height - 20),
                0x00_00FF: PixelRect(minX: 30 + column, minY: 70, maxX: 30 + 2 * column, maxY: height - 20),
                0xFF_FF00: PixelRect(minX: 40 + 2 * column, minY: 70, maxX: width - 20, maxY: 70 + row),
                0xFF_00FF: PixelRect(minX: 40 + 2 * column, minY: 80 + row, maxX: width - 20, maxY: height - 20),
            ]
        }

        @Test func aStoryboardWithStackViewsFollowsAnXResize() throws {
            let storyboard = try UIStoryboard.load(name: "StackLayout", bundle: Bundle(path: Self.fixtures.path))
            let controller = try #require(storyboard.instantiateInitialViewController())
            // Column widths (W - 60) / 3 and row heights (H - 100) / 2 are whole at both sizes.
            let app = try TestApplication.launch(controller, windowSize: CGSize(width: 420, height: 300), on: .xvfb)
            defer { app.terminate() }
            try Self.expectLayout(app, Self.storyboardRects(width: 420, height: 300))

            let (client, window) = try Self.xWindow(of: app)
            defer { client.close() }
            #expect(client.resize(window, width: 660, height: 490))
            try app.waitUntil(timeout: 10) { controller.view.bounds.size == CGSize(width: 660, height: 490) }
            try Self.expectLayout(app, Self.storyboardRects(width: 660, height: 490))
        }
    }
}
