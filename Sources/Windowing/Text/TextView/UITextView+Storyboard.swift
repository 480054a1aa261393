import Foundation

extension UITextView {
    /// The outlet Xcode connects from a text view to its delegate, usually the scene's controller
    /// (UITextView.swift merges it into `storyboardOutlets`). The text view does not retain it.
    static var textViewOutlets: [String: StoryboardOutlet] {
        [
            "delegate": StoryboardOutlet(
                valueType: (any UITextViewDelegate).self,
                accepts: { $0 is any UITextViewDelegate.Type },
                assign: { owner, value in
                    guard let textView = owner as? UITextView, let delegate = value as? any UITextViewDelegate else {
                        return false
                    }
                    textView.delegate = delegate
                    return true
                })
        ]
    }
}
