import Foundation

// Hit testing (behaviour 8.1–8.7): front-most subview first, skipping views that take no events, and
// never reporting a point outside a view's bounds even where an unclipped subview pokes out.
// The point steps into each subview directly (its frame offset, or its inverse transform), never
// through the root, so a test over 1,000 views costs 1,000 subtractions.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        // A view animating without `.allowUserInteraction` takes no touches (UIView.AnimationOptions).
        if AnimationEngine.nonInteractiveViewCount > 0, AnimationEngine.shared.suspendsInteraction(with: self) {
            return nil
        }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
