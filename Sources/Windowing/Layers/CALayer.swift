public import Foundation

/// The Core Animation layer behind every view: its corner radius, border, shadow and opacity.
///
/// As in UIKit, the view and its layer are two faces of one object: `masksToBounds` is the view's
/// `clipsToBounds`, `backgroundColor` its background colour, `opacity` its `alpha`, `isHidden`,
/// `bounds`, `position` and `frame` its geometry and `affineTransform()` its `transform`.
/// Styling is drawn by the window's render path, so `render(in:)`, the window and snapshots show
/// the same pixels.
///
/// - Note: Differs from UIKit: layers exist only as views' layers (no `CALayer()`, `sublayers`,
///   `layerClass` or `anchorPoint`, which stays at the centre); `shadowPath` and `contents` are missing.
@preconcurrency @MainActor
public final class CALayer {
    /// The view this layer backs. The view owns the layer and clears this when it goes, so a
    /// layer kept after its view keeps its own styling and the shared properties read as defaults.
    /// Not `weak`: a weak reference would give every view a side table and slow every retain of
    /// it in the render loop.
    unowned(unsafe) var owner: UIView?

    init(owner: UIView) {
        self.owner = owner
    }

    /// A presentation copy's frozen view values (see `presentation()`); nil for a view's layer.
    var frozen: FrozenLayerValues?
    /// The layer a presentation copy was made from.
    weak var modelLayer: CALayer?

    init(frozen: FrozenLayerValues, model: CALayer) {
        self.owner = nil
        self.frozen = frozen
        self.modelLayer = model
    }

    // MARK: - Styling

    /// The radius of the rounded corners of the background and border; with `masksToBounds`, the
    /// contents and sublayers are clipped to the rounded shape too. 0 by default.
    ///
    /// Drawing limits it to half the shorter side; a negative or NaN radius draws square corners.
    public var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            if let owner { AnimationTransaction.willChange(owner, .cornerRadius) }
            storedCornerRadius = newValue
            styleDidChange()
        }
    }
    /// The model value, which the render pass swaps with the presentation value while it draws.
    var storedCornerRadius: CGFloat = 0

    /// The width of the border, drawn inside the bounds above the contents and sublayers; 0 by
    /// default. A negative or NaN width draws no border.
    public var borderWidth: CGFloat = 0 {
        didSet { styleDidChange() }
    }

    /// The border's colour; opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = CGColor.black {
        didSet { styleDidChange() }
    }

    /// The shadow's colour; opaque black by default.
    public var shadowColor: CGColor? = CGColor.black {
        didSet { styleDidChange() }
    }

    /// The shadow's opacity, 0...1; 0 (no shadow) by default.
    ///
    /// The shadow is cast by the layer's shape: its (rounded) background, its border and the
    /// alpha of what `draw(_:)` painted. As in Core Animation, `masksToBounds` hides it.
    /// - Note: Differs from UIKit: subviews (sublayers) do not add to the shadow's shape.
    public var shadowOpacity: Float {
        get { storedShadowOpacity }
        set {
            guard let owner else {
                storedShadowOpacity = newValue
                return
            }
            AnimationTransaction.willChange(owner, .shadowOpacity)
            owner.invalidateVisual()
            storedShadowOpacity = newValue
            styleDidChange()
        }
    }
    var storedShadowOpacity: Float = 0

    /// The shadow's offset in the layer's coordinates; (0, −3) by default, as in Core Animation.
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { owner?.invalidateVisual() }
        didSet { styleDidChange() }
    }

    /// The shadow's blur radius in points; 3 by default.
    ///
    /// The blur is a gaussian of standard deviation `shadowRadius` points (three box blurs),
    /// limited to 128 device pixels so a huge radius costs a bounded time.
    public var shadowRadius: CGFloat = 3 {
        willSet { owner?.invalidateVisual() }
        didSet { styleDidChange() }
    }

    /// The shape of the shadow, in the layer's bounds space; nil (the default) casts it from the
    /// layer's background, border and drawn contents. With a path nothing else is looked at, so
    /// the blurred shadow stays cached while the view's contents change. The path is copied, as
    /// Core Animation does, so changing a mutable path later changes nothing.
    public var shadowPath: CGPath? {
        get { storedShadowPath }
        set {
            owner?.invalidateVisual()
            storedShadowPath = newValue?.copy()
            styleDidChange()
        }
    }
    private var storedShadowPath: CGPath?

    // MARK: - Shared with the view

    /// Whether the contents and sublayers are clipped to the (rounded) bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { frozen?.masksToBounds ?? owner?.clipsToBounds ?? false }
        set { owner?.clipsToBounds = newValue }
    }

    /// The fill behind the contents: the view's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get {
            if let frozen { return frozen.backgroundColor }
            return owner.flatMap { view in view.backgroundColor.map { view.resolvedForTint($0).cgColor } }
        }
        set { owner?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    /// The opacity of the layer and its sublayers as one group: the view's `alpha`.
    public var opacity: Float {
        get { Float(frozen?.opacity ?? owner?.alpha ?? 1) }
        set { owner?.alpha = CGFloat(newValue) }
    }

    /// The view's `isHidden`.
    public var isHidden: Bool {
        get { frozen?.isHidden ?? owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }

    /// The view's `bounds`.
    public var bounds: CGRect {
        get { frozen?.bounds ?? owner?.bounds ?? .zero }
        set { owner?.bounds = newValue }
    }

    /// The view's `center`: the anchor point (always the middle) in the superlayer's coordinates.
    public var position: CGPoint {
        get { frozen?.position ?? owner?.center ?? .zero }
        set { owner?.center = newValue }
    }

    /// The view's `frame`.
    public var frame: CGRect {
        get { frozen?.frame ?? owner?.frame ?? .zero }
        set { owner?.frame = newValue }
    }

    /// The layer of the view's superview.
    public var superlayer: CALayer? { owner?.superview?.layer }

    /// The view's `transform`.
    public func affineTransform() -> CGAffineTransform { frozen?.transform ?? owner?.transform ?? .identity }

    /// Sets the view's `transform`.
    public func setAffineTransform(_ m: CGAffineTransform) { owner?.transform = m }

    /// Marks the view's contents for drawing again: the view's `setNeedsDisplay()`.
    public func setNeedsDisplay() { owner?.setNeedsDisplay() }

    // MARK: - Rendering

    /// Renders the layer and its sublayers into `ctx` in the layer's own coordinate space (its
    /// bounds), through the same code the window draws with: the same pixels as on screen.
    public func render(in ctx: CGContext) {
        guard let owner else { return }
        let canvas = ctx.canvas
        let m = canvas.ctm
        let scale = (abs(m.a * m.d - m.c * m.b)).squareRoot()
        canvas.save()
        owner.render(in: canvas, scale: scale > 0 && scale.isFinite ? CGFloat(scale) : 1, dirty: canvas.clipExtents)
        canvas.restore()
        ctx.notePainted()
    }

    // MARK: - Internals

    /// The last blurred shadow mask, reused while its key matches (see `renderShadow`).
    var shadowCache: ShadowMask?

    /// The radius drawn in `bounds`: half the shorter side at most, and 0 for nonsense values.
    func drawnCornerRadius(in bounds: CGRect) -> CGFloat {
        let limit = min(bounds.width, bounds.height) / 2
        guard cornerRadius > 0, limit > 0 else { return 0 }
        return min(cornerRadius, limit)
    }

    var drawnBorderWidth: CGFloat { borderWidth > 0 && borderWidth.isFinite ? borderWidth : 0 }

    var drawsShadow: Bool {
        shadowOpacity > 0 && shadowOpacity.isFinite && (shadowColor?.alpha ?? 0) > 0
            && shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }

    /// The shadow's blur as a gaussian's standard deviation in points.
    var shadowSigma: CGFloat { shadowRadius > 0 && shadowRadius.isFinite ? shadowRadius : 0 }

    private func styleDidChange() {
        guard let owner else { return }
        updateOwnerStylingFlags()
        owner.invalidateVisual()
    }

    /// Sets the owner's shortcuts for the render pass from the styling, with no other effect.
    func updateOwnerStylingFlags() {
        guard let owner else { return }
        owner.hasLayerShadow = drawsShadow
        owner.hasLayerStyling = storedCornerRadius > 0 || drawnBorderWidth > 0 || owner.hasLayerShadow
    }

    /// The background colour drawn instead of the view's while an animation of it is on screen.
    var presentationBackground: UIColor?
}

extension UIView {
    func makeLayer() -> CALayer {
        let made = CALayer(owner: self)
        storedLayer = made
        return made
    }

    /// What the view may paint in its bounds space: the bounds, grown by the shadow if it has one.
    var drawnExtent: CGRect {
        guard hasLayerShadow, !storedClipsToBounds, let layer = storedLayer else { return storedBounds }
        let reach = (layer.shadowSigma * 3).rounded(.up) + 1
        let shape = layer.shadowPath.map { $0.boundingBox } ?? storedBounds
        guard !shape.isNull, shape.minX.isFinite, shape.maxX.isFinite, shape.minY.isFinite, shape.maxY.isFinite else {
            return storedBounds
        }
        let shadow = shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
            .insetBy(dx: -reach, dy: -reach)
        return storedBounds.union(shadow)
    }
}
