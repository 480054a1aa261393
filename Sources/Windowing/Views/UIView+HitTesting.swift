import Foundation

// Hit testing (spec 8.1–8.7): front-most subview first, skipping views that take no events, and
// never reporting a point outside a view's bounds even where an unclipped subview pokes out.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
