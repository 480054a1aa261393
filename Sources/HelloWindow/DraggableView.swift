import UIKit

/// A view you can drag: it follows the touch that began in it, as any UIKit view that overrides
/// the touch methods would.
class DraggableView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("DraggableView::" + #function)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        let now = touch.location(in: superview)
        let before = touch.previousLocation(in: superview)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("DraggableView::" + #function + " at \(Int(frame.minX)),\(Int(frame.minY))")
    }
}
