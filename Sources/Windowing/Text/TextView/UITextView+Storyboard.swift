import Foundation

extension UITextView {
    /// The outlet Xcode connects from a text view to its delegate, usually the scene's controller
    /// (UITextView.swift merges it into `storyboardOutlets`). The text view does not retain it.
    static var textViewOutlets: [String: StoryboardOutlet] {
        [
            "delegate": StoryboardOutlet(\UITextView.delegate, accepts: { $0 is any UITextViewDelegate.Type })
        ]
    }
}
