// Ending text editing from a container view.
extension UIView {
    /// Makes the first responder resign if it is this view or inside it; with `force`, it loses
    /// first-responder status even if its delegate refuses. Returns whether it resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponderStorage as? UIView, first.isDescendant(of: self) else {
            return true
        }
        if first.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponderStorage = nil
        if let control = first as? any TextEditingResponder { control.forceEndEditing() }
        return true
    }
}
