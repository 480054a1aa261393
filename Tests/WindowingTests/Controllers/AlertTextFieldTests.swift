import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UIAlertController.addTextField(configurationHandler:)`: the handler, the order, the
    /// refusal for action sheets, the layout, and the keyboard (focus, typing, Tab, Return, Esc).
    @Suite @MainActor struct AlertTextFields {
        /// A login alert over a root that has a field of its own (so Tab can be seen to stay
        /// inside the alert): a name field, a secure password field, Cancel and Log In.
        private func presentLoginAlert(
            preferLogIn: Bool = true
        ) throws -> (TestApp, RecordingViewController, UIAlertController, UITextField) {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            let rootField = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            root.view.addSubview(rootField)
            let alert = UIAlertController(title: "Log in", message: "Enter your account.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
            }
            let log = test.log
            alert.addAction(
                UIAlertAction(title: "Cancel", style: .cancel) { [weak alert] _ in
                    log.record("test", "cancel \(alert?.textFields?.first?.text ?? "-")")
                })
            let logIn = UIAlertAction(title: "Log In", style: .default) { [weak alert] _ in
                let fields = alert?.textFields ?? []
                let presented = alert?.presentingViewController == nil ? "after" : "during"
                log.record("test", "log in \(fields.map { $0.text ?? "" }) \(presented)")
            }
            alert.addAction(logIn)
            if preferLogIn { alert.preferredAction = logIn }
            rootField.becomeFirstResponder()
            root.present(alert, animated: false)
            test.app.runUntilIdle()
            return (test, root, alert, rootField)
        }

        private func type(_ text: String, in test: TestApp) {
            for character in text { test.key(0, String(character)) }
        }

        private func testCalls(_ test: TestApp) -> [String] {
            test.log.entries.filter { $0.hasPrefix("test::") }
        }

        @Test func theHandlerRunsWhenTheFieldIsAddedAndFieldsKeepTheirOrder() throws {
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            #expect(alert.textFields == nil, "no fields: nil, as in UIKit")
            var seen: [String] = []
            alert.addTextField { field in
                seen.append("first \(field.borderStyle == .roundedRect) \(field.font?.pointSize ?? 0)")
                field.placeholder = "First"
            }
            #expect(seen == ["first true 13.0"], "the handler runs inside addTextField, on an alert-styled field")
            alert.addTextField()
            alert.addTextField { field in
                seen.append("third")
                field.text = "preset"
            }
            #expect(seen == ["first true 13.0", "third"])
            #expect(alert.textFields?.map { $0.placeholder ?? "" } == ["First", "", ""])
            #expect(alert.textFields?.last?.text == "preset")
            let view = try #require(alert.view as? AlertView)
            #expect(alert.textFields?.allSatisfy { $0.superview === view.box } == true)
        }

        @Test func anActionSheetRefusesTextFieldsWithUIKitsMessage() throws {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            var ran = false
            let warnings = collectControllerWarnings {
                sheet.addTextField { _ in ran = true }
            }
            let message = "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            #expect(warnings == [message])
            #expect(!ran)
            #expect(sheet.textFields == nil)
        }

        @Test func fieldsSitBetweenTheMessageAndTheActionsAtTheAlertsWidth() throws {
            let (_, _, alert, _) = try presentLoginAlert()
            let view = try #require(alert.view as? AlertView)
            let fields = try #require(alert.textFields)
            #expect(view.box.frame.width == AlertView.alertWidth)
            let message = try #require(view.box.subviews.compactMap { $0 as? UILabel }.last)
            let firstButton = try #require(view.buttons.first?.button)
            #expect(fields[0].frame == CGRect(x: 16, y: fields[0].frame.minY, width: 238, height: 26))
            #expect(fields[1].frame == fields[0].frame.offsetBy(dx: 0, dy: 26 + 8), "stacked in order")
            #expect(fields[0].frame.minY == message.frame.maxY + 16)
            #expect(firstButton.frame.minY == fields[1].frame.maxY + 16)
            #expect(view.box.frame.height == firstButton.frame.maxY, "two actions sit side by side in one row")
        }

        @Test func theFirstFieldTakesTheKeyboardAndTabStaysInsideTheAlert() throws {
            let (test, _, alert, rootField) = try presentLoginAlert()
            let fields = try #require(alert.textFields)
            #expect(fields[0].isFirstResponder)
            #expect(fields[0].isEditing)
            #expect(!rootField.isFirstResponder)
            test.key(Keys.tab, "\t")
            #expect(fields[1].isFirstResponder)
            test.key(Keys.tab, "\t")
            #expect(fields[0].isFirstResponder, "Tab wraps within the alert, never to the field beneath it")
            test.key(Keys.tab, "\t", modifiers: .shift)
            #expect(fields[1].isFirstResponder)
        }

        @Test func typingThenReturnRunsThePreferredActionWhichReadsTheText() throws {
            let (test, root, alert, _) = try presentLoginAlert()
            let fields = try #require(alert.textFields)
            type("ann", in: test)
            test.key(Keys.tab, "\t")
            type("pw", in: test)
            let shown = fields[1].displayText(for: fields[1].text ?? "")
            #expect(shown == "\u{2022}\u{2022}", "a secure field shows bullets")
            test.key(Keys.returnKey, "\r")
            test.finishTransitions()
            #expect(testCalls(test) == [#"test::log in ["ann", "pw"] after"#])
            #expect(root.presentedViewController == nil)
            #expect(fields.allSatisfy { !$0.isFirstResponder && !$0.isEditing }, "dismissal resigns the field")
            #expect(test.window?.firstResponderStorage == nil)
        }

        @Test func returnPicksTheOnlyDefaultActionWhenNoneIsPreferred() throws {
            let (test, root, _, _) = try presentLoginAlert(preferLogIn: false)
            type("bo", in: test)
            test.key(Keys.returnKey, "\r")
            test.finishTransitions()
            #expect(testCalls(test) == [#"test::log in ["bo", ""] after"#])
            #expect(root.presentedViewController == nil)
        }

        @Test func aFieldDelegateRefusingReturnKeepsTheAlertUp() throws {
            let (test, root, alert, _) = try presentLoginAlert()
            let field = try #require(alert.textFields?.first)
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsReturn = false
            field.delegate = delegate
            test.key(Keys.returnKey, "\r")
            test.finishTransitions()
            #expect(delegate.calls.filter { $0.hasPrefix("shouldReturn") }.count == 1)
            #expect(testCalls(test).isEmpty)
            #expect(root.presentedViewController === alert)
            delegate.allowsReturn = true
            test.key(Keys.returnKey, "\r")
            test.finishTransitions()
            #expect(testCalls(test) == [#"test::log in ["", ""] after"#])
        }

        @Test func escRunsTheCancelActionAndTheFieldResignsEvenIfItsDelegateRefuses() throws {
            let (test, root, alert, _) = try presentLoginAlert()
            let field = try #require(alert.textFields?.first)
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsEnd = false
            field.delegate = delegate
            type("x", in: test)
            test.key(41, "\u{1B}")
            test.finishTransitions()
            #expect(testCalls(test) == ["test::cancel x"])
            #expect(root.presentedViewController == nil)
            #expect(!field.isFirstResponder)
            #expect(!field.isEditing)
            #expect(test.window?.firstResponderStorage == nil)
        }

        @Test func theAlertAndItsFieldsAreReleasedAfterDismissal() throws {
            let test = try TestApp.launchSceneApp()
            let root = try #require(test.rootViewController)
            weak var weakAlert: UIAlertController?
            weak var weakField: UITextField?
            do {
                let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
                alert.addTextField { weakField = $0 }
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                weakAlert = alert
                root.present(alert, animated: false)
                test.app.runUntilIdle()
                #expect(weakField?.isFirstResponder == true)
            }
            test.key(Keys.returnKey, "\r")
            test.finishTransitions()
            // The ended slide's animation group lets go of the views at the engine's next frame.
            AnimationEngine.shared.tick(at: ProcessInfo.processInfo.systemUptime + 60)
            test.app.runUntilIdle()
            #expect(weakAlert == nil)
            #expect(weakField == nil)
        }
    }
}
