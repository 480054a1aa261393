import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// When `draw(_:)` runs and what it draws into (behaviour 7.29–7.31).
    @Suite @MainActor struct Drawing {
        /// A scene app whose root view holds the badge plus the views `build` adds.
        static func launch(_ build: @escaping (UIView) -> Void) throws -> TestApp {
            try TestApp.launchSceneApp(root: {
                let controller = BuildingViewController()
                controller.build = build
                return controller
            })
        }

        // behaviour 7.30, 7.31: drawn once when the view first becomes visible, with the whole bounds.
        @Test func drawRunsOnceWhenTheViewFirstAppears() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            #expect(badge.drawRects == [badge.bounds])
            #expect(badge.hadContextInEveryDraw)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 1)
        }

        // behaviour 7.29, 10.29
        @Test func setNeedsDisplayIsDeferredAndCoalesced() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            badge.setNeedsDisplay()
            badge.setNeedsDisplay()
            badge.setNeedsDisplay()
            #expect(badge.drawCount == 1)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 2)
            #expect(badge.hadContextInEveryDraw)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 2)
        }

        // behaviour 7.29: setNeedsDisplay(_:) passes the marked rectangle to draw(_:).
        @Test func setNeedsDisplayInRectDrawsThatRect() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            badge.setNeedsDisplay(CGRect(x: 5, y: 6, width: 10, height: 12))
            test.app.runUntilIdle()
            #expect(badge.drawRects.last == CGRect(x: 5, y: 6, width: 10, height: 12))
        }

        // behaviour 7.29, 7.30, 10.29: moving or resizing alone does not call draw(_:).
        @Test func frameChangesDoNotRedrawUnlessContentModeIsRedraw() throws {
            let test = try TestApp.launchSceneApp()
            let badge = try #require(test.rootViewController?.badge)
            badge.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            test.app.runUntilIdle()
            badge.frame = CGRect(x: 30, y: 30, width: 60, height: 50)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 1)
            badge.contentMode = .redraw
            badge.frame.origin = CGPoint(x: 10, y: 10)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 1)
            badge.frame.size = CGSize(width: 70, height: 70)
            #expect(badge.drawCount == 1)
            test.app.runUntilIdle()
            #expect(badge.drawCount == 2)
            #expect(badge.drawRects.last == CGRect(x: 0, y: 0, width: 70, height: 70))
        }

        // behaviour 7.30: the context's origin is the view's bounds origin, at the view's top-left.
        @Test func drawingAtTheOriginLandsAtTheViewsTopLeft() throws {
            var plain: RecordingView?
            var shifted: RecordingView?
            let test = try Self.launch { root in
                let view = RecordingView("plain", frame: CGRect(x: 100, y: 120, width: 20, height: 20))
                view.fill = .blue
                view.fillRect = CGRect(x: 0, y: 0, width: 2, height: 2)
                root.addSubview(view)
                plain = view
                let other = RecordingView("shifted", frame: CGRect(x: 200, y: 120, width: 20, height: 20))
                other.bounds.origin = CGPoint(x: 5, y: 5)
                other.fill = .blue
                other.fillRect = CGRect(x: 5, y: 5, width: 2, height: 2)
                root.addSubview(other)
                shifted = other
            }
            #expect(plain?.drawCount == 1 && shifted?.drawCount == 1)
            #expect(shifted?.drawRects.first == CGRect(x: 5, y: 5, width: 20, height: 20))
            #expect(test.pixel(100, 120) == 0xFF00_00FF)
            #expect(test.pixel(101, 121) == 0xFF00_00FF)
            #expect(test.pixel(102, 122) == 0xFFFF_FFFF)
            #expect(test.pixel(200, 120) == 0xFF00_00FF)
            #expect(test.pixel(202, 122) == 0xFFFF_FFFF)
        }

        // behaviour 7.8: hidden views (and views under a hidden parent) are not drawn.
        @Test func hiddenViewsAreNotDrawn() throws {
            var hidden: RecordingView?
            var underHidden: RecordingView?
            _ = try Self.launch { root in
                let view = RecordingView("hidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.isHidden = true
                root.addSubview(view)
                hidden = view
                let parent = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
                parent.isHidden = true
                let child = RecordingView("underHidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(child)
                root.addSubview(parent)
                underHidden = child
            }
            #expect(hidden?.drawCount == 0)
            #expect(underHidden?.drawCount == 0)
            #expect(underHidden?.isHidden == false)
        }

        // behaviour 7.31: a view shown later draws then, and only once.
        @Test func unhidingAViewDrawsItOnTheNextTurn() throws {
            var view: RecordingView?
            let test = try Self.launch { root in
                let hidden = RecordingView("late", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                hidden.isHidden = true
                root.addSubview(hidden)
                view = hidden
            }
            let late = try #require(view)
            late.isHidden = false
            #expect(late.drawCount == 0)
            test.app.runUntilIdle()
            #expect(late.drawCount == 1)
        }
    }
}

/// A root controller that lets a test add views to its root in `viewDidLoad`.
final class BuildingViewController: RecordingViewController {
    var build: (UIView) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}
