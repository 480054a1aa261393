public import Foundation

/// The methods a text field calls on its delegate while editing; every method is optional.
///
/// The order is UIKit's (https://developer.apple.com/documentation/uikit/uitextfielddelegate):
/// `textFieldShouldBeginEditing(_:)` before the field becomes first responder,
/// `textFieldDidBeginEditing(_:)` after; while editing,
/// `textField(_:shouldChangeCharactersIn:replacementString:)` before each change the user makes
/// and `textFieldDidChangeSelection(_:)` after the text or selection changed,
/// `textFieldShouldClear(_:)` for the clear button and `textFieldShouldReturn(_:)` for Return;
/// `textFieldShouldEndEditing(_:)` before the field resigns and
/// `textFieldDidEndEditing(_:reason:)` after. The default of
/// `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)`, so a delegate that
/// implements the variant with a reason gets it instead of the plain one, as in UIKit.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for a secondary click on the field: `suggestedActions` are the standard
    /// actions that can act now; nil shows them as they are.
    func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}
