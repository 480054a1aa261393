import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Damage with layer styling and transforms: only what changed is redrawn and presented.
    @Suite @MainActor struct LayerDamage {
        @MainActor final class Scene {
            var cells: [UIView] = []
            var card: UIView?
        }

        /// 1,000 rounded, bordered 20×20 cells on a 16×19 grid (the redraw benchmark's scene).
        static func launchGrid() throws -> (TestApp, Scene) {
            let scene = Scene()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .white
                    for index in 0..<1000 {
                        let cell = UIView(
                            frame: CGRect(
                                x: CGFloat(index % 40) * 16, y: CGFloat(index / 40) * 19, width: 20, height: 20))
                        cell.backgroundColor = .systemBlue
                        cell.layer.cornerRadius = 5
                        cell.layer.borderWidth = 1
                        cell.layer.borderColor = UIColor.darkGray.cgColor
                        root.addSubview(cell)
                        scene.cells.append(cell)
                    }
                }
                return controller
            })
            return (test, scene)
        }

        static func launchCard(_ configure: @escaping (UIView) -> Void) throws -> (TestApp, Scene) {
            let scene = Scene()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    root.backgroundColor = .white
                    let card = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
                    card.backgroundColor = .red
                    configure(card)
                    root.addSubview(card)
                    scene.card = card
                }
                return controller
            })
            return (test, scene)
        }

        @Test func oneCellOfAThousandRepaintsOnlyItsRect() throws {
            let (test, scene) = try Self.launchGrid()
            let cell = scene.cells[500]  // row 12, column 20: (320, 228)
            let presented = test.backend.presentations.count
            RenderStatistics.viewsRendered = 0
            cell.backgroundColor = .systemPink
            test.app.runUntilIdle()
            #expect(test.backend.presentations.count == presented + 1)
            #expect(test.backend.presentations.last?.rects == [PlatformRect(x: 320, y: 228, width: 20, height: 20)])
            // The window, its root, the cell and the neighbours that overlap it: the rest are culled.
            #expect(RenderStatistics.viewsRendered <= 11)
            #expect(test.pixel(330, 238).map { pixel($0, isClose: pixelValue(.systemPink)) } == true)
        }

        @Test func transformChangeRepaintsTheOldAndNewShapes() throws {
            let (test, scene) = try Self.launchCard { _ in }
            let card = try #require(scene.card)
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            test.app.runUntilIdle()
            let rects = test.backend.presentations.last?.rects ?? []
            let covered = rects.reduce(CGRect.null) {
                $0.union(CGRect(x: $1.x, y: $1.y, width: $1.width, height: $1.height))
            }
            #expect(covered.contains(CGRect(x: 100, y: 100, width: 80, height: 40)))
            #expect(covered.contains(CGRect(x: 120, y: 80, width: 40, height: 80)))
            #expect(test.pixel(105, 120) == 0xFFFF_FFFF)  // uncovered by the turn
            #expect(test.pixel(140, 85) == 0xFFFF_0000)  // newly covered
            #expect(test.pixel(140, 120) == 0xFFFF_0000)
        }

        @Test func removingAShadowRepaintsWhereItWas() throws {
            let (test, scene) = try Self.launchCard { card in
                card.layer.shadowOpacity = 1
                card.layer.shadowOffset = CGSize(width: 0, height: 20)
                card.layer.shadowRadius = 2
            }
            let card = try #require(scene.card)
            #expect(test.pixel(140, 155).map { $0 & 0xFF } == 0)  // under the card: shadow
            card.layer.shadowOpacity = 0
            test.app.runUntilIdle()
            #expect(test.pixel(140, 155) == 0xFFFF_FFFF)
            #expect(test.pixel(140, 120) == 0xFFFF_0000)
        }

        // layer.render(in:) draws what the window shows: one render path for both.
        @Test func layerRenderMatchesTheWindowsPixels() throws {
            let (test, scene) = try Self.launchGrid()
            scene.cells[3].layer.shadowOpacity = 0.7
            scene.cells[45].transform = CGAffineTransform(rotationAngle: 0.4)
            scene.cells[90].alpha = 0.5
            test.app.runUntilIdle()
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            let shown = try #require(test.backend.capture(id))
            let offscreen = Bitmap(width: shown.width, height: shown.height)
            window.layer.render(in: CGContext(canvas: Canvas(bitmap: offscreen)))
            var differing = 0
            for y in 0..<shown.height {
                for x in 0..<shown.width where shown.pixel(x: x, y: y) != offscreen.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0)
        }

        // Touches go to the transformed shape and report locations in the view's own bounds
        // (behaviour 8.9 and 7.36 through 7.6).
        @Test func touchesFindAndLocateInTheTransformedView() throws {
            let harness = try InputHarness()
            let right = harness.controller.right  // (200, 0, 200, 200), centre (300, 100)
            right.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // shows at (250, 50, 100, 100)
            harness.send(
                .pointer(.buttonDown(1), x: 260, y: 60, in: harness.id),
                .pointer(.buttonUp(1), x: 340, y: 140, in: harness.id))
            #expect(right.calls == ["began", "ended"])
            #expect(right.locations == [CGPoint(x: 20, y: 20), CGPoint(x: 180, y: 180)])
            // Inside the old frame, outside the scaled shape: the root view (the controller) gets it.
            harness.send(
                .pointer(.buttonDown(1), x: 210, y: 10, in: harness.id),
                .pointer(.buttonUp(1), x: 210, y: 10, in: harness.id))
            #expect(right.calls.count == 2)
            #expect(harness.controller.calls == ["began", "ended"])
        }
    }
}
