public import Foundation

/// The methods a text view calls on its delegate while editing; every method is optional, and a
/// text view's delegate is also its scroll view delegate.
///
/// The order is UIKit's (https://developer.apple.com/documentation/uikit/uitextviewdelegate):
/// `textViewShouldBeginEditing(_:)` before an editable text view becomes first responder and
/// `textViewDidBeginEditing(_:)` after; for each change the user makes,
/// `textView(_:shouldChangeTextIn:replacementText:)` before the text changes, then
/// `textViewDidChangeSelection(_:)` and `textViewDidChange(_:)` after it; moving the caret or the
/// selection calls `textViewDidChangeSelection(_:)`; `textViewShouldEndEditing(_:)` before the text
/// view resigns and `textViewDidEndEditing(_:)` after. Changes made in code call none of them.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// The edit menu for a secondary click on the text view: `suggestedActions` are the standard
    /// actions that can act now; nil shows them as they are.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}
