import UIKit

class PulseView: UIView {
    func pulse() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        layer.add(fade, forKey: "opacity")
        let move = CABasicAnimation(keyPath: "position.x")
        layer.add(move, forKey: nil)
    }
}
