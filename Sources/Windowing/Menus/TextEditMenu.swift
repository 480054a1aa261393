import Foundation

/// The edit menu of text fields and text views, which a secondary click (or the Menu key) opens,
/// as desktop text entries do: Cut, Copy, Paste and Select All, those that can act now. The
/// delegate's `textField(_:editMenuForCharactersIn:suggestedActions:)` or
/// `textView(_:editMenuForTextIn:suggestedActions:)` may give another menu; nil keeps these.
/// The click first makes the control first responder, as a primary click would, keeping its
/// selection.
@MainActor
enum TextEditMenu {
    /// Opens the edit menu of `control` at `location` (window coordinates); false if the control
    /// cannot become first responder or has nothing to offer.
    static func open(for control: any TextEditingResponder, at location: CGPoint, in window: UIWindow) -> Bool {
        guard control.isFirstResponder || control.becomeFirstResponder() else { return false }
        let suggested = suggestedActions(for: control)
        let range = control.buffer.selectedRange
        var menu: UIMenu?
        switch control {
        case let field as UITextField:
            if let delegate = field.delegate {
                menu = Trace.call(delegate, "textField(_:editMenuForCharactersIn:suggestedActions:)") {
                    delegate.textField(field, editMenuForCharactersIn: range, suggestedActions: suggested)
                }
            }
        case let textView as UITextView:
            if let delegate = textView.textViewDelegate {
                menu = Trace.call(delegate, "textView(_:editMenuForTextIn:suggestedActions:)") {
                    delegate.textView(textView, editMenuForTextIn: range, suggestedActions: suggested)
                }
            }
        default:
            break
        }
        guard let shown = menu ?? (suggested.isEmpty ? nil : UIMenu(children: suggested)) else { return false }
        MenuPresentation(menu: shown, in: window, placement: .at(location), sender: control).present()
        return true
    }

    /// The standard actions that can act on `control` now.
    static func suggestedActions(for control: any TextEditingResponder) -> [UIMenuElement] {
        let buffer = control.buffer
        var isEditable = true
        var isSecure = false
        if let field = control as? UITextField {
            isSecure = field.isSecureTextEntry
        } else if let textView = control as? UITextView {
            isEditable = textView.isEditable
            isSecure = textView.isSecureTextEntry
        }
        let canCopy = buffer.hasSelection && !isSecure
        var actions: [UIAction] = []
        func add(_ title: String, _ command: TextEditingCommand) {
            actions.append(UIAction(title: title) { [weak control] _ in control?.perform(command) })
        }
        if canCopy && isEditable { add("Cut", .cut) }
        if canCopy { add("Copy", .copy) }
        if isEditable && UIPasteboard.general.hasStrings { add("Paste", .paste) }
        if buffer.length > 0 && buffer.selection != 0..<buffer.length { add("Select All", .selectAll) }
        return actions
    }
}
