import UIKit

/// Benchmark modes `field`, `textview` and `paste`: one text control fills the window and is the
/// first responder. After each change the user makes it queues a block on the main queue; the
/// change already queued the commit pass, so the block runs once the frame showing the change is
/// drawn and sent to the server, and prints `drawn <ns>`. The benchmark subtracts the time its
/// sender pressed the key.
/// - `field`: an empty `UITextField`.
/// - `textview`: a `UITextView` holding 10,000 lines of some 60 characters, the caret in line 5,000.
/// - `paste`: an empty `UITextView`, with 1 MB of text (17,000 lines) on the clipboard, put there
///   by the app itself, for Ctrl+V.
class TypingViewController: UIViewController, UITextViewDelegate {
    static let lineCount = 10_000
    static let pastedBytes = 1 << 20

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if Lab.mode == .field {
            let field = UITextField(frame: view.bounds.insetBy(dx: 20, dy: 200))
            field.borderStyle = .roundedRect
            field.autoresizingMask = [.flexibleWidth]
            field.addTarget(self, action: TypingViewController.fieldChanged, for: .editingChanged)
            view.addSubview(field)
            return
        }
        let textView = UITextView(frame: view.bounds)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.font = .systemFont(ofSize: 14)
        textView.delegate = self
        if Lab.mode == .textview { textView.text = Self.lines(Self.lineCount) }
        view.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let control = view.subviews.first
        control?.becomeFirstResponder()
        if let textView = control as? UITextView, Lab.mode == .textview {
            let middle = (textView.text as NSString).range(of: "line \(Self.lineCount / 2) ")
            textView.selectedRange = NSRange(location: middle.location, length: 0)
            textView.scrollRangeToVisible(textView.selectedRange)
        }
        if Lab.mode == .paste {
            let lineBytes = Self.lines(1).utf8.count + 1
            UIPasteboard.general.string = Self.lines(Self.pastedBytes / lineBytes)
        }
        // The caret's move and scroll draw once more; `ready` waits for that frame too.
        DispatchQueue.main.async { Lab.viewDidAppear() }
    }

    /// `count` lines of about 60 characters, each numbered.
    static func lines(_ count: Int) -> String {
        (0..<count).map { "line \($0) of the text view, with some words to wrap and shape" }
            .joined(separator: "\n")
    }

    func fieldChanged(_ sender: Any?) { reportDrawn() }

    func textViewDidChange(_ textView: UITextView) { reportDrawn() }

    private func reportDrawn() {
        DispatchQueue.main.async { print("drawn \(Lab.now())") }
    }
}
