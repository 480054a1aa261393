public import Foundation

/// What a layer the app made keeps itself; a view's layer reads and writes its view's instead.
struct OwnLayerValues {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var transform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
}

// Geometry, opacity and background: a view's layer shares them with its view (its `center` is the
// position, its `alpha` the opacity), a layer the app made keeps them in `own`.
extension CALayer {
    /// Whether the contents and sublayers are clipped to the (rounded) bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { frozen?.masksToBounds ?? owner?.clipsToBounds ?? own.masksToBounds }
        set {
            if let owner {
                owner.clipsToBounds = newValue
                return
            }
            changeOwnValues { $0.masksToBounds = newValue }
        }
    }

    /// The fill behind the contents: the view's `backgroundColor`. Nil by default.
    public var backgroundColor: CGColor? {
        get {
            if let frozen { return frozen.backgroundColor }
            guard let owner else { return own.backgroundColor }
            return owner.backgroundColor.map { owner.resolvedForTint($0).cgColor }
        }
        set {
            if let owner {
                owner.backgroundColor = newValue.map { UIColor(cgColor: $0) }
                return
            }
            changeOwnValues([.backgroundColor]) { $0.backgroundColor = newValue }
        }
    }

    /// The opacity of the layer and its sublayers as one group: the view's `alpha`. 1 by default.
    public var opacity: Float {
        get { frozen.map { Float($0.opacity) } ?? owner.map { Float($0.alpha) } ?? own.opacity }
        set {
            if let owner {
                owner.alpha = CGFloat(newValue)
                return
            }
            changeOwnValues([.opacity]) { $0.opacity = newValue }
        }
    }

    /// The view's `isHidden`.
    public var isHidden: Bool {
        get { frozen?.isHidden ?? owner?.isHidden ?? own.isHidden }
        set {
            if let owner {
                owner.isHidden = newValue
                return
            }
            changeOwnValues { $0.isHidden = newValue }
        }
    }

    /// The view's `bounds`; for a layer the app made, `.zero` until set.
    public var bounds: CGRect {
        get { frozen?.bounds ?? owner?.bounds ?? own.bounds }
        set {
            if let owner {
                owner.bounds = newValue
                return
            }
            if newValue.size != own.bounds.size, storedNeedsDisplayOnBoundsChange { storedNeedsDisplay = true }
            changeOwnValues([.bounds]) { $0.bounds = newValue }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinates: the view's `center`.
    public var position: CGPoint {
        get { frozen?.position ?? owner?.center ?? own.position }
        set {
            if let owner {
                owner.center = newValue
                return
            }
            changeOwnValues([.position]) { $0.position = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn
    /// about; (0.5, 0.5), the centre, by default.
    ///
    /// - Note: Differs from UIKit: a view's layer keeps its anchor point at the centre; setting
    ///   another prints a warning.
    public var anchorPoint: CGPoint {
        get { owner == nil ? own.anchorPoint : CGPoint(x: 0.5, y: 0.5) }
        set {
            guard owner == nil else {
                guard newValue != CGPoint(x: 0.5, y: 0.5) else { return }
                return LayerWarnings.warn(
                    "CALayer.anchorPoint = (\(newValue.x), \(newValue.y)) on a view's layer is ignored: a view's layer keeps its anchor "
                        + "point at the centre; move the view's center instead, or draw with a layer of your own")
            }
            changeOwnValues { $0.anchorPoint = newValue }
        }
    }

    /// The rectangle the layer covers in its superlayer: the bounds about `position` and
    /// `anchorPoint`, transformed (the smallest rectangle holding them under a rotation).
    /// Setting it sets `position` and the size of `bounds`; under a transform other than the
    /// identity the result is undefined in Core Animation, and here follows the view's rule.
    public var frame: CGRect {
        get {
            if let frozen { return frozen.frame }
            if let owner { return owner.frame }
            return own.frameInSuperlayer
        }
        set {
            if let owner {
                owner.frame = newValue
                return
            }
            changeOwnValues([.position, .bounds]) { values in
                // Under a pure scale the bounds take the frame's size unscaled; rotations and
                // shears keep the bounds' size, as a view's frame does.
                let t = values.transform.flattened
                if t.b == 0, t.c == 0, t.a != 0, t.d != 0 {
                    values.bounds.size = CGSize(width: newValue.width / abs(t.a), height: newValue.height / abs(t.d))
                }
                values.position = CGPoint(
                    x: newValue.minX + values.anchorPoint.x * newValue.width,
                    y: newValue.minY + values.anchorPoint.y * newValue.height)
            }
        }
    }

    /// The transform about the anchor point; a view's layer gives its view's `transform`.
    public var transform: CATransform3D {
        get {
            if let frozen { return CATransform3DMakeAffineTransform(frozen.transform) }
            if let owner { return CATransform3DMakeAffineTransform(owner.transform) }
            return own.transform
        }
        set {
            if let owner {
                owner.transform = newValue.flattened
                return
            }
            changeOwnValues([.transform]) { $0.transform = newValue }
        }
    }

    /// The view's `transform`; a layer of the app's own, its `transform`'s affine part.
    public func affineTransform() -> CGAffineTransform {
        frozen?.transform ?? owner?.transform ?? own.transform.flattened
    }

    /// Sets the view's `transform`, or the layer's to the affine transform `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        if let owner {
            owner.transform = m
            return
        }
        changeOwnValues([.transform]) { $0.transform = CATransform3DMakeAffineTransform(m) }
    }

    /// The layer of the view's superview, or the layer this one was added to.
    public var superlayer: CALayer? {
        if let owner { return owner.superview?.layer }
        return parentLayer
    }

    // MARK: - Converting between layers

    /// The map from this layer's bounds space to its superlayer's.
    var transformToSuperlayer: CGAffineTransform {
        if let owner { return owner.transformToSuperview }
        return own.transformToSuperlayer
    }

    /// The map from this layer's bounds space to that of its top ancestor (a window's layer, or a
    /// layer with no superlayer).
    private var transformToTop: (CGAffineTransform, CALayer) {
        var transform = CGAffineTransform.identity
        var layer = self
        while let parent = layer.superlayer {
            transform = transform.concatenating(layer.transformToSuperlayer)
            layer = parent
        }
        return (transform, layer)
    }

    /// The map from this layer's bounds space to `layer`'s (nil: the top ancestor's).
    private func mapping(to layer: CALayer?) -> CGAffineTransform {
        let (up, top) = transformToTop
        guard let layer else { return up }
        let (other, otherTop) = layer.transformToTop
        guard top === otherTop, other.isInvertible else {
            return CGAffineTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
        }
        return up.concatenating(other.inverted())
    }

    /// A point of this layer's bounds space in `l`'s; layers of different trees give NaN.
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(mapping(to: l)) }

    /// A point of `l`'s bounds space in this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return p.applying(mapping(to: nil).inverted()) }
        return l.convert(p, to: self)
    }

    /// A rectangle of this layer's bounds space in `l`'s (the smallest holding it there).
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(mapping(to: l)) }

    /// A rectangle of `l`'s bounds space in this layer's.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard let l else { return r.applying(mapping(to: nil).inverted()) }
        return l.convert(r, to: self)
    }

    // MARK: - Changes

    /// Changes what a layer of the app's own keeps, damaging the area it covered and covers,
    /// and animating `keys` implicitly.
    func changeOwnValues(_ keys: [LayerKey] = [], _ change: (inout OwnLayerValues) -> Void) {
        let starts = implicitStarts(for: keys)
        invalidateCoveredArea()
        change(&own)
        invalidateCoveredArea()
        animateImplicitly(from: starts)
    }
}

extension OwnLayerValues {
    /// The values of a view's layer, read from its view.
    @MainActor init(copyingViewOf layer: CALayer) {
        self.init()
        bounds = layer.bounds
        position = layer.position
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds
        backgroundColor = layer.backgroundColor
    }

    /// Where the bounds' anchor point is in the bounds space.
    var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    var transformToSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.flattened)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    var frameInSuperlayer: CGRect {
        let t = transform.flattened
        if t == .identity {
            return CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        return bounds.applying(transformToSuperlayer)
    }
}
