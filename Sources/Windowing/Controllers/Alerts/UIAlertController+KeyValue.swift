import Foundation

// `setValue(_:forKey:)` on alerts and their actions. UIKit inherits it from NSObject's key-value
// coding, and apps reach a few of the alert's private keys through it to style an alert: a
// coloured or attributed title and message, a coloured or imaged action, a picker or table shown
// inside the alert. Swift on Linux has no key-value coding, so those keys are honoured by name.

extension UIAlertController {
    /// Sets one of the keys apps style alerts with: `attributedTitle` and `attributedMessage`
    /// (an `NSAttributedString`, drawn instead of `title` and `message`), `contentViewController`
    /// (a controller whose view is shown between the message and the actions, as tall as its
    /// `preferredContentSize`), and the public `title` and `message`.
    ///
    /// - Note: Differs from UIKit: only these keys exist; another key, or a value of another type,
    ///   logs UIKit's "not key value coding-compliant" message as a warning and sets nothing
    ///   (UIKit raises an exception for an unknown key).
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "attributedTitle" where value == nil || value is NSAttributedString:
            attributedTitle = value as? NSAttributedString
        case "attributedMessage" where value == nil || value is NSAttributedString:
            attributedMessage = value as? NSAttributedString
        case "title" where value == nil || value is String:
            title = value as? String
        case "message" where value == nil || value is String:
            message = value as? String
        case "contentViewController" where value == nil || value is UIViewController:
            setContentViewController(value as? UIViewController)
        default:
            AlertKeyValue.refuse(value, forKey: key, of: "UIAlertController")
        }
    }

    private func setContentViewController(_ controller: UIViewController?) {
        if let old = contentViewController, old !== controller {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        contentViewController = controller
        if let controller, controller.parent !== self { addChild(controller) }
        alertView?.rebuild()
        controller?.didMove(toParent: self)
    }
}

extension UIAlertAction {
    /// Sets one of the keys apps style actions with: `titleTextColor` (a `UIColor` for the
    /// button's title) and `image` (a `UIImage` before it).
    ///
    /// - Note: Differs from UIKit: only these keys exist; another key, or a value of another type,
    ///   logs UIKit's "not key value coding-compliant" message as a warning and sets nothing
    ///   (UIKit raises an exception for an unknown key).
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleTextColor" where value == nil || value is UIColor:
            titleTextColor = value as? UIColor
        case "image" where value == nil || value is UIImage:
            image = value as? UIImage
        default:
            AlertKeyValue.refuse(value, forKey: key, of: "UIAlertAction")
            return
        }
        onChange?()
    }
}

enum AlertKeyValue {
    static func refuse(_ value: Any?, forKey key: String, of className: String) {
        let what = value.map { "a value of type \(type(of: $0))" } ?? "nil"
        Diagnostics.warning(
            "\(className).setValue(_:forKey:): this class is not key value coding-compliant for the key \(key) "
                + "with \(what); nothing is set. Hint: Windowing has no key-value coding; it honours only the "
                + "keys its documentation for \(className).setValue(_:forKey:) lists.")
    }
}
