import Foundation

/// A property the toolkit animates. `frame` is not one: it is `center` and `bounds` together, as
/// in UIKit, and `layer.opacity` is the view's `alpha`.
enum AnimatedProperty: Int, Hashable, CaseIterable, Sendable {
    case bounds, center, alpha, transform, backgroundColor, cornerRadius, shadowOpacity
}

/// A value of an animated property, and how two of them are blended.
enum AnimatedValue: Equatable {
    case rect(CGRect)
    case point(CGPoint)
    case scalar(CGFloat)
    case transform(CGAffineTransform)
    /// Premultiplied red, green, blue and alpha, so a fade from clear shows no dark fringe.
    case color(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The value `progress` of the way from `self` to `end`; progress may leave 0...1 (a spring).
    func interpolated(to end: AnimatedValue, progress p: CGFloat) -> AnimatedValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        switch (self, end) {
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: max(0, mix(a.width, b.width)), height: max(0, mix(a.height, b.height))))
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.transform(let a), .transform(let b)):
            return .transform(TransformParts(a).interpolated(to: TransformParts(b), progress: p).transform)
        case (.color(let r0, let g0, let b0, let a0), .color(let r1, let g1, let b1, let a1)):
            return .color(
                red: mix(r0, r1), green: mix(g0, g1), blue: mix(b0, b1), alpha: min(1, max(0, mix(a0, a1))))
        default:
            return end
        }
    }

    init(color: UIColor?) {
        guard let c = color?.cgColor.rgba else {
            self = .color(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self = .color(red: c.red * c.alpha, green: c.green * c.alpha, blue: c.blue * c.alpha, alpha: c.alpha)
    }

    /// The colour of a `.color` value, unpremultiplied; nil for other values.
    var uiColor: UIColor? {
        guard case .color(let r, let g, let b, let a) = self else { return nil }
        guard a > 0 else { return UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func unit(_ v: CGFloat) -> CGFloat { min(1, max(0, v / a)) }
        return UIColor(red: unit(r), green: unit(g), blue: unit(b), alpha: a)
    }
}

/// An affine transform taken apart as Core Animation interpolates one: translation, rotation,
/// scale and shear, each blended on its own, so a rotation turns instead of shrinking through
/// its midpoint.
struct TransformParts {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat

    /// M = rotation(angle) · [[sx, shear], [0, sy]] in the matrix's column convention.
    init(_ m: CGAffineTransform) {
        tx = m.tx
        ty = m.ty
        sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 0 else {
            angle = 0
            sy = m.d
            shear = 0
            return
        }
        angle = atan2(m.b, m.a)
        let cosA = m.a / sx
        let sinA = m.b / sx
        shear = cosA * m.c + sinA * m.d
        sy = -sinA * m.c + cosA * m.d
    }

    func interpolated(to end: TransformParts, progress p: CGFloat) -> TransformParts {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        var result = self
        result.tx = mix(tx, end.tx)
        result.ty = mix(ty, end.ty)
        result.angle = mix(angle, end.angle)
        result.sx = mix(sx, end.sx)
        result.sy = mix(sy, end.sy)
        result.shear = mix(shear, end.shear)
        return result
    }

    var transform: CGAffineTransform {
        let cosA = cos(angle)
        let sinA = sin(angle)
        return CGAffineTransform(
            a: cosA * sx, b: sinA * sx, c: cosA * shear - sinA * sy, d: sinA * shear + cosA * sy, tx: tx, ty: ty)
    }
}

extension UIView {
    /// The model value of `property`, read without side effects.
    func modelValue(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: .rect(storedBounds)
        case .center: .point(storedCenter)
        case .alpha: .scalar(storedAlpha)
        case .transform: .transform(storedTransform)
        case .backgroundColor: AnimatedValue(color: backgroundColor.map(resolvedForTint))
        case .cornerRadius: .scalar(storedLayer?.storedCornerRadius ?? 0)
        case .shadowOpacity: .scalar(CGFloat(storedLayer?.storedShadowOpacity ?? 0))
        }
    }
}
