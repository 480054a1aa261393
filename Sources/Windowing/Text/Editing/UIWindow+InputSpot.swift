import Foundation

// An input method server opens its candidate window at the spot the client gives it (XIM's
// XNSpotLocation). The window tells it where its first responder's caret is each time it
// presents; the backend tells the server only when that place changed, since each change is a
// round trip, and a window whose input method has no candidate window does not measure its caret.
extension UIWindow {
    func reportInputSpot(to backend: any PlatformBackend, id: PlatformWindowID, scale: CGFloat) {
        guard let editor = firstResponderStorage as? any TextEditingResponder, editor.window === self,
            backend.wantsInputSpot(of: id)
        else { return }
        let caret = editor.caretRect(for: UITextPosition(offset: editor.buffer.selection.upperBound))
        let inWindow = editor.convert(caret, to: self)
        let spot = PlatformPoint(
            x: Double((inWindow.minX - bounds.minX) * scale), y: Double((inWindow.maxY - bounds.minY) * scale))
        guard spot.x.isFinite, spot.y.isFinite else { return }
        backend.setInputSpot(spot, of: id)
    }
}
