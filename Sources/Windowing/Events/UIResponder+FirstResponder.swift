// The first responder is kept per window; only responders in a window's hierarchy can hold it.
extension UIResponder {
    /// The window whose first responder this responder can be.
    var firstResponderWindow: UIWindow? {
        switch self {
        case let window as UIWindow: window
        case let view as UIView: view.window
        case let controller as UIViewController: controller.viewIfLoaded?.window
        default: UIApplication.current?.keyWindow
        }
    }

    func takeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder else { return false }
            let resigned = Trace.call(current, "resignFirstResponder()") { current.resignFirstResponder() }
            guard resigned else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    func releaseFirstResponder() -> Bool {
        if let window = firstResponderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
        }
        return true
    }
}
