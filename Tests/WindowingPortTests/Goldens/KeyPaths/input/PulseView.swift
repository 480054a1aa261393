import UIKit

class PulseView: UIView {
    func pulse() {
        let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        fade.fromValue = 1
        fade.toValue = 0.2
        layer.add(fade, forKey: #keyPath(CALayer.opacity))
        let move = CABasicAnimation(keyPath: #keyPath(CALayer.position.x))
        layer.add(move, forKey: nil)
    }
}
