import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UIAlertController` and `UIAlertAction`: picking by click, Return and Esc.
    @Suite @MainActor struct AlertController {
        private func presentAlert(
            style: UIAlertController.Style = .alert, _ configure: (UIAlertController, CallLog) -> Void
        ) throws -> (TestApp, RecordingViewController, UIAlertController) {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
            configure(alert, test.log)
            root.present(alert, animated: false)
            test.app.runUntilIdle()
            return (test, root, alert)
        }

        private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
            (alert.view as? AlertView)?.buttons.first { $0.action.title == title }?.button
        }

        @Test func clickingAnActionDismissesTheAlertThenRunsItsHandler() throws {
            let (test, root, alert) = try presentAlert { alert, log in
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("test", "cancel") })
                alert.addAction(
                    UIAlertAction(title: "Delete", style: .destructive) { [weak alert] _ in
                        log.record("test", alert?.presentingViewController == nil ? "delete after" : "delete during")
                    })
            }
            #expect(alert.view.window === test.window)
            #expect(root.view.window === test.window, "an alert leaves the presenting view on screen")
            let delete = try #require(button("Delete", in: alert))
            let center = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
            #expect(!test.log.entries.contains("test::delete after"), "the handler waits for the dismissal")
            test.finishTransitions()
            #expect(test.log.entries.contains("test::delete after"))
            #expect(!test.log.entries.contains("test::cancel"))
            #expect(root.presentedViewController == nil)
        }

        @Test func returnPicksThePreferredActionAndEscTheCancelAction() throws {
            let (test, root, alert) = try presentAlert { alert, log in
                let ok = UIAlertAction(title: "OK", style: .default) { _ in log.record("test", "ok") }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("test", "cancel") })
                alert.addAction(ok)
                alert.preferredAction = ok
            }
            test.key(40, "\r")
            test.finishTransitions()
            #expect(test.log.entries.filter { $0.hasPrefix("test::") } == ["test::ok"])
            #expect(root.presentedViewController == nil)

            root.present(alert, animated: false)
            test.app.runUntilIdle()
            test.key(41, "\u{1B}")
            test.finishTransitions()
            #expect(test.log.entries.filter { $0.hasPrefix("test::") } == ["test::ok", "test::cancel"])
            #expect(root.presentedViewController == nil)
        }

        @Test func aDisabledActionCannotBePicked() throws {
            let (test, root, alert) = try presentAlert { alert, log in
                let ok = UIAlertAction(title: "OK", style: .default) { _ in log.record("test", "ok") }
                ok.isEnabled = false
                alert.addAction(ok)
                alert.preferredAction = ok
            }
            test.key(40, "\r")
            let ok = try #require(button("OK", in: alert))
            #expect(!ok.isEnabled)
            #expect(root.presentedViewController === alert)
            #expect(!test.log.entries.contains("test::ok"))
        }

        @Test func aSecondCancelActionAndAForeignPreferredActionAreRefused() throws {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let warnings = collectControllerWarnings {
                alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
                alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
            }
            #expect(
                warnings.first
                    == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            #expect(warnings.count == 2)
            #expect(alert.actions.map(\.title) == ["Cancel"])
            #expect(alert.preferredAction == nil)
        }

        @Test func anActionSheetSitsAtTheBottomWithCancelLast() throws {
            let (test, _, alert) = try presentAlert(style: .actionSheet) { alert, _ in
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Share", style: .default))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            }
            let view = try #require(alert.view as? AlertView)
            #expect(view.buttons.map(\.action.title) == ["Share", "Delete", "Cancel"])
            let box = view.box.convert(view.box.bounds, to: nil)
            let window = try #require(test.window)
            #expect(box.maxY > window.bounds.midY + 50)
        }
    }
}
