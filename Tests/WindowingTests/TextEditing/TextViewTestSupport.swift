import Foundation
import Testing

@testable import Windowing

/// Records the text view delegate calls it hears, in order, with the text and selection each
/// call saw, so a test can tell whether a call came before or after the change.
final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true

    private func state(_ textView: UITextView) -> String {
        "\"\(textView.text ?? "")\" \(textView.selectedRange.location),\(textView.selectedRange.length)"
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \"\(text)\" in \(state(textView))")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(state(textView))") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection \(state(textView))") }
}

/// A headless scene app showing one text view at (20, 20), 200 × 100 points, in a 12-point font.
@MainActor
struct TextViewHarness: KeyboardHarness {
    let host: HeadlessWindow<UIViewController>
    let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
    let delegate = RecordingTextViewDelegate()

    init() throws {
        host = try HeadlessWindow(showing: UIViewController())
        textView.delegate = delegate
        host.controller.view.addSubview(textView)
        host.test.app.runUntilIdle()
    }

    var id: PlatformWindowID { host.id }
    func send(_ events: PlatformEvent...) { host.send(events) }

    /// Ctrl with a letter key (HID usage 4 is A).
    func control(_ letter: Character, shift: Bool = false) {
        let usage = 4 + Int(letter.asciiValue! - 97)
        let code = String(UnicodeScalar(letter.asciiValue! - 96))
        key(usage, code, String(letter), modifiers: shift ? [.control, .shift] : .control)
    }

    /// A click at (x, y) in the text view's bounds (its scrolled content).
    func click(x: CGFloat, y: CGFloat, at time: Double = 10) {
        let point = textView.convert(CGPoint(x: x, y: y), to: host.window)
        send(
            .pointer(.buttonDown(1), x: Double(point.x), y: Double(point.y), in: id, at: time),
            .pointer(.buttonUp(1), x: Double(point.x), y: Double(point.y), in: id, at: time))
    }

    /// The caret's rectangle in the text view's content coordinates.
    var caret: CGRect { textView.caretRect(for: UITextPosition(offset: textView.selectedRange.location)) }
}

extension Keys {
    static let up = 82, down = 81
}
