import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The edit menu of text fields and text views: a secondary click focuses the control and offers
/// the standard actions that can act, and the delegate may give its own menu.
@MainActor
struct TextEditMenuTests {
    @MainActor
    final class Form: UIViewController, UITextFieldDelegate, UITextViewDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 30))
        let notes = UITextView(frame: CGRect(x: 20, y: 80, width: 240, height: 100))
        var customizes = false
        var asked: [NSRange] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.text = "hello world"
            field.delegate = self
            notes.text = "read only"
            notes.isEditable = false
            notes.delegate = self
            view.addSubview(field)
            view.addSubview(notes)
        }

        func textField(
            _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
        ) -> UIMenu? {
            asked.append(range)
            guard customizes else { return nil }
            let shout = UIAction(title: "Shout") { _ in textField.text = textField.text?.uppercased() }
            return UIMenu(children: [shout] + suggestedActions)
        }
    }

    private func titles(_ app: TestApplication) -> [String] { app.menuRowTitles }

    @Test func aSecondaryClickFocusesTheFieldAndOffersWhatCanAct() throws {
        let form = Form()
        let app = try TestApplication.launch(form, windowSize: CGSize(width: 320, height: 240))
        defer { app.terminate() }
        UIPasteboard.general.string = "clip"
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        #expect(form.field.isFirstResponder)
        #expect(titles(app) == ["Paste", "Select All"])
        app.tapMenuRow("Select All")
        #expect(form.field.selectedTextRange.map { form.field.offset(from: $0.start, to: $0.end) } == 11)
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        #expect(titles(app) == ["Cut", "Copy", "Paste"])
        app.tapMenuRow("Copy")
        #expect(UIPasteboard.general.string == "hello world")
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        app.tapMenuRow("Cut")
        #expect(form.field.text == "")
        // The caret was at the end when the field became first responder.
        let ranges = [
            NSRange(location: 11, length: 0), NSRange(location: 0, length: 11), NSRange(location: 0, length: 11),
        ]
        #expect(form.asked == ranges)
    }

    @Test func aSecureFieldNeverOffersCopyAndTheDelegateMayAddActions() throws {
        let form = Form()
        let app = try TestApplication.launch(form, windowSize: CGSize(width: 320, height: 240))
        defer { app.terminate() }
        form.customizes = true
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        app.tapMenuRow("Select All")
        form.field.isSecureTextEntry = true
        UIPasteboard.general.string = "clip"
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        #expect(titles(app) == ["Shout", "Paste"])
        form.field.isSecureTextEntry = false
        app.press(.keyboardEscape)
        app.tap(at: CGPoint(x: 100, y: 35), button: 3)
        app.tapMenuRow("Shout")
        #expect(form.field.text == "HELLO WORLD")
    }

    @Test func aReadOnlyTextViewOffersCopyAndSelectAllOnly() throws {
        let form = Form()
        let app = try TestApplication.launch(form, windowSize: CGSize(width: 320, height: 240))
        defer { app.terminate() }
        UIPasteboard.general.string = "clip"
        app.tap(at: CGPoint(x: 100, y: 100), button: 3)
        #expect(titles(app) == ["Select All"])
        app.tapMenuRow("Select All")
        app.tap(at: CGPoint(x: 100, y: 100), button: 3)
        #expect(titles(app) == ["Copy"])
    }
}
