import Foundation
import Testing

@testable import Windowing

/// Records every delegate call and control event of the fields it watches, in order.
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var allowsReturn = true

    private func name(_ field: UITextField) -> String { field.accessibilityName }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin \(name(textField))")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin \(name(textField))") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd \(name(textField))")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(name(textField)) \(reason)")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        calls.append("shouldChange \(name(textField)) \(range.location),\(range.length) \"\(string)\"")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("didChangeSelection \(name(textField))") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        calls.append("shouldClear \(name(textField))")
        return true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn \(name(textField))")
        return allowsReturn
    }

    func watch(_ field: UITextField) {
        field.delegate = self
        for event: UIControl.Event in [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit] {
            field.addAction(
                UIAction { [unowned self, unowned field] _ in
                    self.calls.append("\(event.traceName) \(self.name(field))")
                }, for: event)
        }
    }
}

extension UITextField {
    /// The name tests give a field (its tag as a letter: 1 is "a").
    var accessibilityName: String { String(UnicodeScalar(UInt8(96 + max(0, min(tag, 26))))) }
}

/// A headless scene app showing fields `a` and `b` (and `c` below them), with a recording delegate.
@MainActor
struct TextFieldHarness: KeyboardHarness {
    let host: HeadlessWindow<UIViewController>
    let a = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    let b = UITextField(frame: CGRect(x: 240, y: 20, width: 200, height: 30))
    let c = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
    let delegate = RecordingTextFieldDelegate()

    init() throws {
        host = try HeadlessWindow(showing: UIViewController())
        let controller = host.controller
        for (tag, field) in [a, b, c].enumerated() {
            field.tag = tag + 1
            field.borderStyle = .roundedRect
            controller.view.addSubview(field)
            delegate.watch(field)
        }
        test.app.runUntilIdle()
    }

    var test: TestApp { host.test }
    var id: PlatformWindowID { host.id }
    var controller: UIViewController { host.controller }
    func send(_ events: PlatformEvent...) { host.send(events) }

    func click(x: Double, y: Double, at time: Double = 10) {
        send(
            .pointer(.buttonDown(1), x: x, y: y, in: id, at: time), .pointer(.buttonUp(1), x: x, y: y, in: id, at: time)
        )
    }
}

/// A harness that types into its window.
@MainActor
protocol KeyboardHarness {
    var id: PlatformWindowID { get }
    var host: HeadlessWindow<UIViewController> { get }
}

extension KeyboardHarness {
    /// Presses and releases a key.
    func key(_ usage: Int, _ characters: String = "", _ ignoring: String? = nil, modifiers: PlatformModifiers = []) {
        host.send(
            .key(true, usage: usage, characters, ignoring ?? characters.lowercased(), in: id, modifiers: modifiers),
            .key(false, usage: usage, characters, ignoring ?? characters.lowercased(), in: id, modifiers: modifiers))
    }

    /// Types text as committed input-method text (usage 0), one key per character.
    func type(_ text: String) {
        for character in text { key(0, String(character), String(character)) }
    }
}

/// HID usages used by the tests.
enum Keys {
    static let returnKey = 40, backspace = 42, tab = 43, delete = 76, right = 79, left = 80, home = 74, end = 77
}
