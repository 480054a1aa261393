import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The view debugger overlay (issue 7), read back from `HeadlessBackend`: outlines on the
    /// frames' edge pixels, pixels restored when it is off, a moved view followed, and Ctrl+Alt+D
    /// toggling it without reaching the first responder.
    @Suite @MainActor struct DebugOverlay {
        static let magenta: UInt32 = 0xFFFF_00FF
        static let green = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)

        /// The views the tests look at: the scene's white root and red badge (20, 20, 40, 40),
        /// a green card (40, 100, 100, 60) that can take keys, and a blue view (300, 40, 40, 40)
        /// scaled 2× about its center, so it covers (280, 20, 80, 80).
        @MainActor final class Views {
            var card: TouchRecordingView?
            var scaled: UIView?
        }

        static func launch() throws -> (TestApp, Views) {
            let views = Views()
            let test = try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = { root in
                    let card = TouchRecordingView(frame: CGRect(x: 40, y: 100, width: 100, height: 60))
                    card.backgroundColor = green
                    card.accessibilityIdentifier = "card"
                    root.addSubview(card)
                    let scaled = UIView(frame: CGRect(x: 300, y: 40, width: 40, height: 40))
                    scaled.backgroundColor = .blue
                    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
                    scaled.tag = 7
                    root.addSubview(scaled)
                    views.card = card
                    views.scaled = scaled
                }
                return controller
            })
            return (test, views)
        }

        /// Every presented pixel of the main window, row by row.
        static func pixels(_ test: TestApp) throws -> [UInt32] {
            let id = try #require(test.windowID)
            let surface = try #require(test.backend.capture(id))
            var result: [UInt32] = []
            for y in 0..<surface.height { for x in 0..<surface.width { result.append(surface.pixel(x: x, y: y)) } }
            return result
        }

        @Test func outlinesEveryFrameOnItsEdgePixelsAndRestoresThePixelsWhenOff() throws {
            let (test, views) = try Self.launch()
            let badge = try #require(test.rootViewController?.badge)
            let plain = try Self.pixels(test)
            test.app.setShowsDebugOverlay(true)
            test.app.runUntilIdle()
            // The card's four edges, one pixel wide, and its fill just inside.
            #expect(test.pixel(40, 140) == Self.magenta)
            #expect(test.pixel(139, 140) == Self.magenta)
            #expect(test.pixel(90, 159) == Self.magenta)
            #expect(test.pixel(100, 100) == Self.magenta)
            #expect(test.pixel(41, 140) == pixelValue(Self.green))
            #expect(test.pixel(39, 140) == 0xFFFF_FFFF)
            #expect(test.pixel(90, 158) == pixelValue(Self.green))
            // The badge (drawn by draw(_:)) too, with its cached contents left alone.
            #expect(test.pixel(20, 50) == Self.magenta)
            #expect(test.pixel(59, 50) == Self.magenta)
            #expect(test.pixel(40, 50) == 0xFFFF_0000)
            #expect(badge.drawCount == 1, "the overlay calls no draw(_:)")
            // The scaled view's outline is where it is drawn and hit, not at its untransformed frame.
            #expect(test.pixel(280, 60) == Self.magenta)
            #expect(test.pixel(359, 60) == Self.magenta)
            #expect(test.pixel(300, 60) == 0xFF00_00FF)
            // The label sits at the top-left corner on a magenta background.
            #expect(test.pixel(42, 102) == Self.magenta || test.pixel(42, 102) == 0xFFFF_FFFF)
            #expect(try Self.pixels(test) != plain)
            test.app.setShowsDebugOverlay(false)
            test.app.runUntilIdle()
            #expect(try Self.pixels(test) == plain, "off restores the exact pixels")
            #expect(badge.drawCount == 1)
            _ = views
        }

        @Test func outlineAndLabelFollowAMovedView() throws {
            let (test, views) = try Self.launch()
            let card = try #require(views.card)
            test.app.setShowsDebugOverlay(true)
            test.app.runUntilIdle()
            #expect(test.pixel(40, 140) == Self.magenta)
            card.frame.origin = CGPoint(x: 200, y: 300)
            test.app.runUntilIdle()
            #expect(test.pixel(40, 140) == 0xFFFF_FFFF, "the old outline is gone")
            #expect(test.pixel(44, 104) == 0xFFFF_FFFF, "the old label is gone")
            #expect(test.pixel(200, 340) == Self.magenta)
            #expect(test.pixel(299, 340) == Self.magenta)
            #expect(test.pixel(250, 359) == Self.magenta)
            #expect(test.pixel(250, 340) == pixelValue(Self.green))
            // A repaint of damage elsewhere keeps the whole overlay.
            let badge = try #require(test.rootViewController?.badge)
            badge.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(test.pixel(200, 340) == Self.magenta)
            #expect(test.pixel(280, 60) == Self.magenta)
        }

        @Test func controlAltDTogglesTheOverlayWithoutReachingTheFirstResponder() throws {
            let (test, views) = try Self.launch()
            let card = try #require(views.card)
            card.acceptsFirstResponder = true
            card.handlesPresses = true
            #expect(card.becomeFirstResponder())
            let plain = try Self.pixels(test)
            let d = DebugSwitches.overlayToggleUsage
            let held: PlatformModifiers = [.control, .alternate]
            test.send { .key(true, usage: d, "\u{4}", "d", in: $0, modifiers: held) }
            test.send { .key(false, usage: d, "\u{4}", "d", in: $0, modifiers: held) }
            #expect(test.app.debugSwitches.showsOverlay)
            #expect(test.pixel(40, 140) == Self.magenta)
            #expect(card.calls.isEmpty, "the toggle key is the toolkit's")
            test.send { .key(true, usage: d, "\u{4}", "d", in: $0, modifiers: held.union(.capsLock)) }
            test.send { .key(false, usage: d, "\u{4}", "d", in: $0, modifiers: held.union(.capsLock)) }
            #expect(!test.app.debugSwitches.showsOverlay)
            #expect(try Self.pixels(test) == plain)
            #expect(card.calls.isEmpty)
            // Without both modifiers, or with Shift too, D is an ordinary key for the app.
            test.send { .key(true, usage: d, "d", "d", in: $0) }
            test.send { .key(false, usage: d, "d", "d", in: $0) }
            test.send { .key(true, usage: d, "D", "d", in: $0, modifiers: held.union(.shift)) }
            test.send { .key(false, usage: d, "D", "d", in: $0, modifiers: held.union(.shift)) }
            #expect(!test.app.debugSwitches.showsOverlay)
            #expect(card.calls == ["pressesBegan d", "pressesEnded", "pressesBegan D", "pressesEnded"])
        }

        @Test func labelsNameTheClassThenTheIdentifierOrTheTag() throws {
            let (_, views) = try Self.launch()
            let card = try #require(views.card)
            let scaled = try #require(views.scaled)
            #expect(card.debugOverlayLabel == "TouchRecordingView \"card\"")
            #expect(scaled.debugOverlayLabel == "UIView tag 7")
            scaled.accessibilityIdentifier = "zoomed"
            #expect(scaled.debugOverlayLabel == "UIView \"zoomed\"", "the identifier wins over the tag")
            #expect(UIView().accessibilityIdentifier == nil)
            #expect(UIView().debugOverlayLabel == "UIView")
        }

        @Test func theSwitchReadsOneAsOnAndWarnsAboutOtherWords() {
            #expect(DebugSwitches.overlayRequested(by: "1"))
            #expect(DebugSwitches.overlayRequested(by: "true"))
            #expect(!DebugSwitches.overlayRequested(by: nil))
            #expect(!DebugSwitches.overlayRequested(by: ""))
            #expect(!DebugSwitches.overlayRequested(by: "0"))
            #expect(!DebugSwitches.overlayRequested(by: "sometimes"))
        }

        // Nested views sharing a corner stack their labels downwards instead of covering them.
        @Test func labelsOfViewsSharingACornerStack() throws {
            let (test, views) = try Self.launch()
            let card = try #require(views.card)
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            inner.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60)))
            card.addSubview(inner)
            test.app.setShowsDebugOverlay(true)
            test.app.runUntilIdle()
            let labelHeight = Int(
                TextLayoutCache.layout(
                    for: TextLayout.Key(
                        text: StyledText(string: "UIView", font: UIWindow.debugOverlayFont),
                        options: TextLayout.Options(maximumLines: 1)
                    )
                ).size.height.rounded(.up))
            // The third label's background, two label heights down, at its left edge just inside the outline.
            #expect(test.pixel(41, 100 + 2 * labelHeight + 1) == Self.magenta)
            #expect(test.pixel(41, 100 + 3 * labelHeight + 1) == pixelValue(Self.green))
        }

        // A quarter turn about the center: (400, 200, 100, 40) is drawn and hit at (430, 170, 40, 100).
        @Test func aRotatedViewIsOutlinedWhereItIsDrawn() throws {
            let (test, _) = try Self.launch()
            let rotated = UIView(frame: CGRect(x: 400, y: 200, width: 100, height: 40))
            rotated.backgroundColor = .blue
            rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
            test.rootViewController?.view.addSubview(rotated)
            test.app.setShowsDebugOverlay(true)
            test.app.runUntilIdle()
            #expect(test.pixel(430, 240) == Self.magenta)
            #expect(test.pixel(469, 240) == Self.magenta)
            #expect(test.pixel(450, 269) == Self.magenta)
            #expect(test.pixel(431, 240) == 0xFF00_00FF)
            #expect(test.pixel(410, 220) == 0xFFFF_FFFF, "nothing at the untransformed frame's left end")
        }

        @Test func hiddenViewsAreNotOutlined() throws {
            let (test, views) = try Self.launch()
            views.card?.isHidden = true
            test.app.setShowsDebugOverlay(true)
            test.app.runUntilIdle()
            #expect(test.pixel(40, 140) == 0xFFFF_FFFF)
            #expect(test.pixel(20, 50) == Self.magenta)
        }
    }
}
