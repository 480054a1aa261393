/// Methods a gesture recognizer's delegate implements to fine-tune it.
///
/// Every requirement has a default, as UIKit's optional methods: a recognizer may begin, does not
/// recognize simultaneously with others, has no extra failure requirements and receives every touch.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` (begin or recognize); true by default.
    /// Returning false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` and `otherGestureRecognizer` may recognize at the same time;
    /// false by default. Either delegate answering true is enough.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail, like
    /// `require(toFail:)` for one touch sequence; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool

    /// Whether `gestureRecognizer` is given `touch`, asked when the touch begins; true by default.
    /// A recognizer that is not given a touch never sees it.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        Trace.defaultImplementationRan(self)
        return true
    }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}
