import Foundation

extension UITextField {
    /// The outlet Xcode connects from a field to its delegate, usually the scene's controller
    /// (UITextField.swift merges it into `storyboardOutlets`). The field does not retain it.
    static var textFieldOutlets: [String: StoryboardOutlet] {
        [
            "delegate": StoryboardOutlet(\UITextField.delegate, accepts: { $0 is any UITextFieldDelegate.Type })
        ]
    }
}
