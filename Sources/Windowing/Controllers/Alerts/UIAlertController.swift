import Foundation

/// An alert or action sheet: a title, a message and action buttons, presented over the window.
///
/// Picking an action (a click, Return for the preferred action, Esc for the cancel action)
/// dismisses the alert, then runs the action's handler.
///
/// - Note: Differs from UIKit: drawn in Windowing's own look; an action sheet is a list at the
///   bottom of the window, never a popover. `addTextField(configurationHandler:)` is absent until
///   Windowing has text fields.
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

    private var alertView: AlertView? { viewIfLoaded as? AlertView }

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

    /// Return picks the preferred action, Esc the cancel one (an action sheet without one just goes).
    func handleKey(_ code: UIKeyboardHIDUsage) -> Bool {
        switch code {
        case .keyboardReturnOrEnter:
            guard let preferredAction, preferredAction.isEnabled else { return false }
            pick(preferredAction)
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
}
