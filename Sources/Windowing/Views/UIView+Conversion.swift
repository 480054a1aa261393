import Foundation

// Coordinate conversion (behaviour 7.36) with transforms about the center (7.6). A point p in a view's
// bounds maps into its superview as center + (p − boundsCenter)·transform; conversion between two
// views goes through their common root. Hit testing and rendering step one level at a time with
// `pointFromSuperview` and `transformToSuperview`, which read no weak references.
extension UIView {
    /// The map from this view's bounds space to its superview's bounds space.
    var transformToSuperview: CGAffineTransform {
        if hasIdentityTransform {
            // The same sums as `frame.origin - bounds.origin`, so untransformed results stay exact.
            return CGAffineTransform(
                translationX: (storedCenter.x - storedBounds.width / 2) - storedBounds.minX,
                y: (storedCenter.y - storedBounds.height / 2) - storedBounds.minY)
        }
        let t = storedTransform
        let cx = storedBounds.midX
        let cy = storedBounds.midY
        return CGAffineTransform(
            a: t.a, b: t.b, c: t.c, d: t.d,
            tx: storedCenter.x + t.tx - (cx * t.a + cy * t.c), ty: storedCenter.y + t.ty - (cx * t.b + cy * t.d))
    }

    /// `point` in the superview's bounds space, expressed in this view's bounds space; NaN when
    /// the transform is degenerate (a zero scale), so such a view contains no point.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        if hasIdentityTransform {
            let center = storedCenter
            let bounds = storedBounds
            return CGPoint(
                x: point.x - ((center.x - bounds.size.width / 2) - bounds.origin.x),
                y: point.y - ((center.y - bounds.size.height / 2) - bounds.origin.y))
        }
        let m = transformToSuperview
        guard m.isInvertible else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return point.applying(m.inverted())
    }

    /// The map from this view's bounds space to its root's (a window's base coordinates).
    func transformToRoot() -> CGAffineTransform {
        var result = transformToSuperview
        var view = storedSuperview
        while let current = view, let next = current.storedSuperview {
            result = result.concatenating(current.transformToSuperview)
            view = next
        }
        return storedSuperview == nil ? .identity : result
    }

    /// The map from `view`'s bounds space (the root's when nil) to this view's.
    private func transform(from view: UIView?) -> CGAffineTransform {
        let toRoot = transformToRoot()
        let fromRoot =
            toRoot.isInvertible
            ? toRoot.inverted() : CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        guard let view else { return fromRoot }
        return view.transformToRoot().concatenating(fromRoot)
    }

    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transformToRoot()) }
        return view.convertPoint(point, from: self)
    }

    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(from: view))
    }

    /// Like UIKit, a rectangle through a rotation or shear becomes the bounding box of its corners.
    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let view else { return Self.map(rect, by: transformToRoot()) }
        return view.convertRect(rect, from: self)
    }

    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.map(rect, by: transform(from: view))
    }

    static func map(_ rect: CGRect, by t: CGAffineTransform) -> CGRect {
        if rect.isNull { return rect }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return CGRect(origin: CGPoint(x: rect.minX + t.tx, y: rect.minY + t.ty), size: rect.size)
        }
        return rect.applying(t)
    }
}

extension CGAffineTransform {
    /// Whether the transform has an inverse (a non-zero, finite determinant).
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant != 0 && determinant.isFinite
    }
}
