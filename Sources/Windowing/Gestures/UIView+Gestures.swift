import Foundation

// Attaching and detaching gesture recognizers. A recognizer belongs to one view at a time and is
// retained by it; detaching one mid-gesture takes it out of the touch sequence and resets it.
extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard !storedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.storedView?.removeGestureRecognizer(recognizer)
        storedGestureRecognizers.append(recognizer)
        recognizer.storedView = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard storedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        storedGestureRecognizers.removeAll { $0 === recognizer }
        GestureEnvironment.current.forget(recognizer)
        recognizer.storedView = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in storedGestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
