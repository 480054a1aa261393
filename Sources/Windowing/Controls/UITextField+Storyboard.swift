import Foundation

extension UITextField {
    /// The outlet Xcode connects from a field to its delegate, usually the scene's controller
    /// (UITextField.swift merges it into `storyboardOutlets`). The field does not retain it.
    static var textFieldOutlets: [String: StoryboardOutlet] {
        [
            "delegate": StoryboardOutlet(
                valueType: (any UITextFieldDelegate).self,
                accepts: { $0 is any UITextFieldDelegate.Type },
                assign: { owner, value in
                    guard let field = owner as? UITextField, let delegate = value as? any UITextFieldDelegate else {
                        return false
                    }
                    field.delegate = delegate
                    return true
                })
        ]
    }
}
