import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
    @Suite @MainActor struct Presentation {
        @Test func aFullScreenPresentationReplacesThePresentingViewInUIKitsOrder() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            test.log.removeAll()
            let presented = OtherViewController()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false) { test.log.record("test", "completion") }
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "RecordingViewController::viewWillDisappear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)", "RecordingViewController::viewDidDisappear(_:)",
                    "OtherViewController::viewDidAppear(_:)", "test::completion",
                ])
            #expect(root.presentedViewController === presented)
            #expect(presented.presentingViewController === root)
            #expect(root.viewIfLoaded?.window == nil)
            #expect(presented.view.window === test.window)
            #expect(presented.view.convert(presented.view.bounds, to: nil) == test.window?.bounds)
            #expect(presented.next === root, "a presented controller's next responder is the presenting one")

            test.log.removeAll()
            presented.dismiss(animated: false) { test.log.record("test", "completion") }
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::viewWillDisappear(_:)", "RecordingViewController::viewWillAppear(_:)",
                    "RecordingViewController::viewIsAppearing(_:)", "OtherViewController::viewDidDisappear(_:)",
                    "RecordingViewController::viewDidAppear(_:)", "test::completion",
                ])
            #expect(root.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(root.view.window === test.window)
            #expect(presented.viewIfLoaded?.window == nil)
        }

        @Test func aSheetIsACardOverTheDimmedPresentingView() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let window = try #require(test.window)
            test.log.removeAll()
            let presented = OtherViewController()
            #expect(presented.modalPresentationStyle == .automatic)
            root.present(presented, animated: false)
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "OtherViewController::viewWillAppear(_:)", "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidAppear(_:)",
                ], "the presenting controller stays on screen under a sheet")
            #expect(root.view.window === window)
            let card = presented.view.convert(presented.view.bounds, to: nil)
            #expect(card.width < window.bounds.width && card.height < window.bounds.height)
            #expect(window.bounds.contains(card))
            // What is left of the card is dimmed: the white root view drawn darker.
            let white = try #require(test.pixel(Int(card.minX) + 10, Int(card.minY) + 10))
            let dimmed = try #require(test.pixel(2, Int(window.bounds.height) - 2))
            #expect(white & 0xFF_FFFF == 0xFF_FFFF)
            #expect(dimmed & 0xFF < 0xFF && dimmed & 0xFF > 0x80)
        }

        @Test func escDismissesASheetUnlessItIsModalInPresentation() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let presented = OtherViewController()
            presented.isModalInPresentation = true
            root.present(presented, animated: false)
            test.app.runUntilIdle()
            test.key(41, "\u{1B}")
            #expect(root.presentedViewController === presented)
            presented.isModalInPresentation = false
            test.key(41, "\u{1B}")
            #expect(root.presentedViewController == nil)
            #expect(presented.viewIfLoaded?.window != nil, "Esc dismisses with UIKit's animation")
            test.finishTransitions()
            #expect(presented.viewIfLoaded?.window == nil)
        }

        @Test func escDoesNotDismissAFullScreenPresentation() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let presented = OtherViewController()
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: false)
            test.app.runUntilIdle()
            test.key(41, "\u{1B}")
            #expect(root.presentedViewController === presented)
        }

        @Test func presentingFromAPresentedControllerStacksAndDismissingTheBottomRemovesAll() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let first = OtherViewController()
            let second = ThirdViewController()
            second.modalPresentationStyle = .overFullScreen
            root.present(first, animated: false)
            test.app.runUntilIdle()
            first.present(second, animated: false)
            test.app.runUntilIdle()
            #expect(root.presentedViewController === first)
            #expect(first.presentedViewController === second)
            #expect(second.presentingViewController === first)
            #expect(second.view.window === test.window)

            test.log.removeAll()
            root.dismiss(animated: false)
            test.app.runUntilIdle()
            #expect(
                appearanceCalls(test.log) == [
                    "ThirdViewController::viewWillDisappear(_:)", "OtherViewController::viewWillDisappear(_:)",
                    "ThirdViewController::viewDidDisappear(_:)", "OtherViewController::viewDidDisappear(_:)",
                ])
            #expect(root.presentedViewController == nil)
            #expect(first.presentedViewController == nil)
            #expect(second.presentingViewController == nil)
            #expect(test.window?.subviews.count == 1)
        }

        @Test func presentingWhileAlreadyPresentingLogsUIKitsWarningAndChangesNothing() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let first = OtherViewController()
            root.present(first, animated: false)
            test.app.runUntilIdle()
            let second = ThirdViewController()
            let warnings = collectControllerWarnings { root.present(second, animated: false) }
            #expect(warnings.count == 1)
            let warning = try #require(warnings.first)
            #expect(warning.hasPrefix("Attempt to present <ThirdViewController: 0x"))
            #expect(warning.contains(" on <RecordingViewController: 0x"))
            #expect(warning.contains(") which is already presenting <OtherViewController: 0x"))
            #expect(warning.hasSuffix(">."))
            #expect(root.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            #expect(second.viewIfLoaded?.window == nil)
        }

        @Test func presentingAPresentedControllerAgainLogsUIKitsMessage() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let first = OtherViewController()
            root.present(first, animated: false)
            test.app.runUntilIdle()
            let warnings = collectControllerWarnings { first.present(first, animated: false) }
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("Application tried to present modally a view controller <Other") == true)
            #expect(warnings.first?.contains("that is already being presented by <RecordingViewController: 0x") == true)
            #expect(first.presentedViewController == nil)
            #expect(root.presentedViewController === first)
        }

        @Test func presentingDuringAPresentationLogsThatOneIsInProgress() throws {
            final class Eager: RecordingViewController {
                var onWillAppear: (() -> Void)?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    onWillAppear?()
                }
            }
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let eager = Eager()
            let other = OtherViewController()
            var warnings: [String] = []
            eager.onWillAppear = { warnings += collectControllerWarnings { root.present(other, animated: false) } }
            root.present(eager, animated: false)
            test.app.runUntilIdle()
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasSuffix("while a presentation is in progress.") == true)
            #expect(root.presentedViewController === eager)
            #expect(other.presentingViewController == nil)
        }

        @Test func aChildPresentsFromItsOutermostContainerAndSeesThePresentation() throws {
            let test = try TestApp.launchSceneApp(root: { EmbeddingViewController() })
            let container = try #require(test.window?.rootViewController as? EmbeddingViewController)
            let presented = OtherViewController()
            container.child.present(presented, animated: false)
            test.app.runUntilIdle()
            #expect(presented.presentingViewController === container)
            #expect(container.child.presentedViewController === presented)
            container.child.dismiss(animated: false)
            #expect(container.presentedViewController == nil)
        }
    }
}
