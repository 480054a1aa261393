import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// Cached view contents and device scale, read back from `HeadlessBackend` (behaviour 7.29–7.31).
    @Suite @MainActor struct HeadlessContents {
        // behaviour 7.30: with the default contentMode (.scaleToFill) a resized view shows its old
        // contents stretched, without calling draw(_:).
        @Test func resizedViewStretchesItsContentsWithoutDrawing() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            #expect(badge.contentMode == .scaleToFill)
            badge.fillRect = CGRect(x: 0, y: 0, width: 20, height: 40)  // used only if it draws again
            badge.frame.size = CGSize(width: 80, height: 80)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 1)
            #expect(test.pixel(95, 95) == 0xFFFF_0000)
            #expect(test.pixel(101, 101) == 0xFFFF_FFFF)
        }

        // behaviour 7.29: a view that drew nothing can draw later, and one that drew can draw nothing.
        @Test func contentsFollowWhatDrawPaints() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController?.rootView)
            let badge = try #require(test.rootViewController?.badge)
            root.fill = .systemYellow
            root.fillRect = CGRect(x: 300, y: 300, width: 10, height: 10)
            root.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(test.pixel(305, 305) == pixelValue(.systemYellow))
            #expect(test.pixel(30, 30) == 0xFFFF_0000)  // the badge is drawn over its parent
            badge.fill = nil
            badge.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(badge.drawCount == 2)
            #expect(test.pixel(30, 30) == 0xFFFF_FFFF)
        }

        // behaviour 7.29, 7.31: marked before it is in a window, a view draws once when it gets there.
        @Test func viewMarkedOffscreenDrawsOnceWhenAdded() throws {
            let test = try TestApp.launchSceneApp()
            let view = RecordingView("late", frame: CGRect(x: 300, y: 10, width: 20, height: 20))
            view.fill = .blue
            view.setNeedsDisplay()
            view.setNeedsDisplay()
            #expect(view.drawCount == 0)
            test.rootViewController?.view.addSubview(view)
            #expect(view.drawCount == 0)
            test.app.runUntilIdle()
            #expect(view.drawCount == 1)
            #expect(test.pixel(310, 20) == 0xFF00_00FF)
        }

        // behaviour 7.30 at scale 2: points become two device pixels; damage and events are in pixels.
        @Test func scaleTwoRendersAndReportsInDevicePixels() throws {
            let screen = PlatformScreen(size: PlatformSize(width: 2048, height: 1536), scale: 2)
            let backend = HeadlessBackend(screen: screen)
            let test = try TestApp.launchSceneApp(backend: backend)
            #expect(UIScreen.main.scale == 2)
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
            let window = try #require(test.window)
            let id = try #require(window.platformWindow)
            let pixels = PlatformSize(width: Int(window.bounds.width) * 2, height: Int(window.bounds.height) * 2)
            #expect(backend.windows[id]?.size == pixels)
            let badge = try #require(test.rootViewController?.badge)
            #expect(badge.drawRects == [CGRect(x: 0, y: 0, width: 40, height: 40)])
            #expect(test.pixel(40, 40) == 0xFFFF_0000)
            #expect(test.pixel(119, 119) == 0xFFFF_0000)
            #expect(test.pixel(39, 39) == 0xFFFF_FFFF)
            #expect(test.pixel(120, 120) == 0xFFFF_FFFF)
            badge.setNeedsDisplay()
            test.app.runUntilIdle()
            #expect(backend.presentations.last?.rects == [PlatformRect(x: 40, y: 40, width: 80, height: 80)])
            test.send { .resized($0, PlatformSize(width: 1000, height: 600)) }
            #expect(window.bounds.size == CGSize(width: 500, height: 300))
            #expect(test.rootViewController?.transitions.last?.to == CGSize(width: 500, height: 300))
            #expect(test.pixel(999, 599) == 0xFFFF_FFFF)
        }
    }
}
