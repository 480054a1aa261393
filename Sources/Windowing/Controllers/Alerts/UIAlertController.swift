import Foundation

/// An alert or action sheet: a title, a message, an alert's text fields and action buttons,
/// presented over the window.
///
/// Picking an action (a click, Return for the preferred action, Esc for the cancel action)
/// dismisses the alert, then runs the action's handler. When an alert with text fields appears,
/// its first field becomes first responder; Tab and Shift+Tab move between its fields, and a
/// handler reads what was typed from `textFields` after the dismissal:
///
/// ```swift
/// let alert = UIAlertController(title: "Log in", message: nil, preferredStyle: .alert)
/// alert.addTextField { $0.placeholder = "Name" }
/// alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Log In", style: .default) { [weak alert] _ in
///     logIn(alert?.textFields?[0].text, alert?.textFields?[1].text)
/// })
/// present(alert, animated: true)
/// ```
///
/// - Note: Differs from UIKit: drawn in Windowing's own look; an action sheet is a list at the
///   bottom of the window, never a popover.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public let preferredStyle: Style
    open var message: String? { didSet { alertView?.rebuild() } }
    open private(set) var actions: [UIAlertAction] = []
    /// The action Return picks, drawn in bold; it must be one of `actions`.
    ///
    /// - Note: Setting an action that is not in `actions` logs a warning in the toolkit's words
    ///   (UIKit throws) and keeps the previous value.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                ControllerWarnings.warn(
                    "UIAlertController: preferredAction must be one of the alert's actions; keeping the previous "
                        + "one (add the action with addAction(_:) first)")
                self.preferredAction = oldValue
            }
            alertView?.rebuild()
        }
    }

    /// Set through `setValue(_:forKey:)` (`UIAlertController+KeyValue.swift`): drawn instead of
    /// `title` and `message`, and shown between the message and the actions.
    var attributedTitle: NSAttributedString? { didSet { alertView?.rebuild() } }
    var attributedMessage: NSAttributedString? { didSet { alertView?.rebuild() } }
    var contentViewController: UIViewController?

    var alertView: AlertView? { viewIfLoaded as? AlertView }

    private var addedTextFields: [UITextField] = []

    /// The fields added with `addTextField(configurationHandler:)`, in order; nil when there are none.
    open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(style: Style) {
        preferredStyle = style
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    open override var title: String? {
        didSet { alertView?.rebuild() }
    }

    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            ControllerWarnings.warn(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.alertView?.rebuild() }
        alertView?.rebuild()
    }

    /// Adds a text field below the message, in the alert's look (a rounded border, 13-point text),
    /// then runs `configurationHandler` on it, so what the handler sets (placeholder, text,
    /// `isSecureTextEntry`, delegate…) is what the field shows.
    ///
    /// - Note: Differs from UIKit: on an action sheet, where UIKit throws, Windowing logs UIKit's
    ///   message as a warning and adds nothing.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            ControllerWarnings.warn(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: AlertView.alertWidth, height: AlertView.fieldHeight))
        field.borderStyle = .roundedRect
        field.font = UIFont.systemFont(ofSize: 13)
        addedTextFields.append(field)
        configurationHandler?(field)
        alertView?.rebuild()
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // UIKit gives the first field the keyboard as the alert comes in.
        addedTextFields.first?.becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // The field gives up the keyboard before any handler runs, whatever its delegate says.
        viewIfLoaded?.endEditing(true)
    }

    open override func loadView() {
        let view = AlertView(frame: UIScreen.main.bounds)
        view.controller = self
        self.view = view
        view.rebuild()
    }

    /// The actions in the order they are drawn: UIKit puts the cancel action last in an action
    /// sheet, and first of two side-by-side alert buttons.
    var drawnActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// Dismisses the alert, then runs the action's handler.
    func pick(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        Trace.note("alert action '\(action.title ?? "")' picked")
        let handler = action.handler
        if presentingStorage != nil {
            dismiss(animated: true) { handler?(action) }
        } else {
            handler?(action)
        }
    }

    /// The action Return picks: the preferred one, else the only non-cancel action when it has
    /// the default style (UIKit's keyboard behaviour).
    var returnAction: UIAlertAction? {
        if let preferredAction { return preferredAction }
        let others = actions.filter { $0.style != .cancel }
        guard others.count == 1, let only = others.first, only.style == .default else { return nil }
        return only
    }

    /// Return picks `returnAction` unless the focused field's delegate answers false to
    /// `textFieldShouldReturn(_:)`, Esc the cancel one (an action sheet without one just goes);
    /// Tab and Shift+Tab cycle through the alert's own text fields, never to the fields under it.
    func handleKey(_ code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) -> Bool {
        if code == .keyboardTab, modifiers.isSubset(of: .shift) {
            return moveFieldFocus(forward: modifiers.isEmpty)
        }
        guard modifiers.isEmpty else { return false }
        switch code {
        case .keyboardReturnOrEnter:
            // As in UIKit, a field's delegate can keep Return from picking (input not valid yet).
            if let field = addedTextFields.first(where: \.isFirstResponder),
                field.delegate?.textFieldShouldReturn(field) == false
            {
                return true
            }
            guard let action = returnAction, action.isEnabled else { return false }
            pick(action)
            return true
        case .keyboardEscape:
            if let cancel = actions.first(where: { $0.style == .cancel }) {
                pick(cancel)
                return true
            }
            guard preferredStyle == .actionSheet, presentingStorage != nil else { return false }
            dismiss(animated: true)
            return true
        default:
            return false
        }
    }

    private func moveFieldFocus(forward: Bool) -> Bool {
        let fields = addedTextFields.filter(\.canBecomeFirstResponder)
        guard !fields.isEmpty else { return false }
        let current = fields.firstIndex { $0.isFirstResponder }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : fields.count - 1)) % fields.count
        } else {
            next = forward ? 0 : fields.count - 1
        }
        fields[next].becomeFirstResponder()
        return true
    }
}
