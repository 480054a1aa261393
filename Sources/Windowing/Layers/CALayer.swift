public import Foundation

/// A Core Animation layer: the layer behind every view, or one the app makes (`CALayer()`) and
/// adds to another layer's `sublayers`.
///
/// As in UIKit, a view and its layer are two faces of one object: `masksToBounds` is the view's
/// `clipsToBounds`, `backgroundColor` its background colour, `opacity` its `alpha`, `isHidden`,
/// `bounds`, `position` and `frame` its geometry and `affineTransform()` its `transform`. A layer
/// the app makes keeps these itself. Layers are drawn by the window's render path, so
/// `render(in:)`, the window and snapshots show the same pixels.
///
/// A view's layer lists its subviews' layers among its `sublayers`, in their order; a layer added
/// to a view's layer is drawn between the subviews as that order says (`insertSublayer(_:at:)`
/// with 0 puts it under all of them, `addSublayer(_:)` above those there are so far).
///
/// Animations added with `add(_:forKey:)` show on screen while the properties keep the values
/// the app set; a layer the app made, once drawn, animates a change of an animatable property by
/// itself (Core Animation's implicit animations), as `CATransaction` says.
///
/// - Note: Differs from UIKit: a view's layer keeps its `anchorPoint` at the centre and cannot be
///   moved into another layer.
@preconcurrency @MainActor
open class CALayer {
    /// The view this layer backs. The view owns the layer and clears this when it goes, so a
    /// layer kept after its view keeps its own styling and the shared properties read as defaults.
    /// Not `weak`: a weak reference would give every view a side table and slow every retain of
    /// it in the render loop.
    unowned(unsafe) var owner: UIView?

    init(owner: UIView) {
        self.owner = owner
        wasViewLayer = true
    }

    /// A layer of the app's own, at the origin with an empty bounds, to be added to another
    /// layer's `sublayers`.
    public init() {
        owner = nil
    }

    /// Nib and storyboard archives hold views, not layers: this makes the layer as `init()` does.
    public required init?(coder: NSCoder) {
        owner = nil
    }

    /// The geometry, opacity and background of a layer the app made; a view's layer keeps them
    /// in its view.
    var own = OwnLayerValues()
    /// The layer this one is a sublayer of, when it is not a view's layer (whose superlayer is
    /// its superview's layer).
    weak var parentLayer: CALayer?
    /// Sublayers the app added (for a view's layer: besides its subviews' layers).
    var children: [CALayer] = []
    /// For each of `children` of a view's layer, the subview whose layer comes next in
    /// `sublayers` (nil: after all of them), so drawing can interleave the two.
    var anchors: [UIView?] = []
    /// Whether this is (or was, before its view went) a view's layer.
    var wasViewLayer = false
    /// Whether the layer was drawn: only then do changes animate implicitly, as in Core
    /// Animation, where a layer not yet committed has no presentation to animate from.
    var hasBeenDrawn = false
    /// What a property's `willSet` read for the implicit animation its `didSet` adds.
    var pendingImplicitStarts: [(LayerKey, LayerValue)]?
    /// The layer this one is the `mask` of.
    weak var maskedLayer: CALayer?
    var storedMask: CALayer?
    var contentsImage: Any?
    var storedContentsGravity = CALayerContentsGravity.resize
    var storedContentsScale: CGFloat = 1
    var storedNeedsDisplayOnBoundsChange = false
    var storedNeedsDisplay = false
    var storedName: String?
    /// What `draw(in:)` drew at the last `display()`, shown above `contents`.
    var drawnContents: Bitmap?

    /// A copy of `layer`'s properties (not its sublayers), for a subclass's own copies: Core
    /// Animation makes presentation layers with it, and subclasses override it to copy their
    /// own properties.
    public init(layer: Any) {
        owner = nil
        guard let other = layer as? CALayer else { return }
        own = other.owner == nil ? other.own : OwnLayerValues(copyingViewOf: other)
        storedCornerRadius = other.storedCornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        zPosition = other.zPosition
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        storedShadowOpacity = other.storedShadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contentsImage = other.contentsImage
        storedContentsGravity = other.storedContentsGravity
        storedContentsScale = other.storedContentsScale
        storedName = other.storedName
    }

    /// Draws the layer's contents: the default calls `draw(in:)` with a context the size of the
    /// bounds at `contentsScale`, whose drawing the layer then shows.
    ///
    /// - Note: Differs from UIKit: what `draw(in:)` drew is kept apart from `contents`, which
    ///   still reads as the app set it; a view's layer draws through its view's `draw(_:)`.
    open func display() {
        storedNeedsDisplay = false
        guard owner == nil else { return }
        let bounds = own.bounds
        let scale = storedContentsScale
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else {
            drawnContents = nil
            return
        }
        let bitmap = Bitmap(width: width, height: height, hasAlpha: true)
        let canvas = Canvas(bitmap: bitmap)
        canvas.scale(x: scale, y: scale)
        canvas.translate(x: -bounds.minX, y: -bounds.minY)
        let context = CGContext(canvas: canvas)
        draw(in: context)
        bitmap.flush()
        drawnContents = context.isMaterialized ? bitmap : nil
    }

    /// Draws the layer's contents into `ctx`, whose user space is the bounds space; the default
    /// draws nothing. Called by `display()` after `setNeedsDisplay()`.
    open func draw(in ctx: CGContext) {}

    /// Whether the layer has something of its own to draw in its bounds (an image, a gradient, a shape).
    var hasContentToDraw: Bool { contentsImage is CGImage }

    /// Draws the layer's own content (here its image) in the current user space, its bounds space.
    func drawContent(in context: Canvas, scale: CGFloat) {
        guard let image = contentsImage as? CGImage else { return }
        let size = CGSize(
            width: CGFloat(image.width) / storedContentsScale, height: CGFloat(image.height) / storedContentsScale)
        let rect = UIView.placement(of: size, in: bounds, mode: storedContentsGravity.contentMode)
        guard rect.width > 0, rect.height > 0 else { return }
        context.paint(image.bitmap, in: rect)
    }

    /// What the layer's own content covers in its bounds space, beyond its bounds (a shape's stroke).
    var contentExtent: CGRect { .null }

    /// Whether `p` (in the layer's bounds space) lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// A copy of this layer of the app's own for `presentation()`, of its class.
    func makePresentationCopy() -> CALayer {
        let copy = CALayer(layer: self)
        copy.modelLayer = self
        return copy
    }

    /// A presentation copy's frozen view values (see `presentation()`); nil for a view's layer.
    var frozen: FrozenLayerValues?
    /// The layer a presentation copy was made from.
    weak var modelLayer: CALayer?

    // MARK: - Styling

    /// The radius of the rounded corners of the background and border; with `masksToBounds`, the
    /// contents and sublayers are clipped to the rounded shape too. 0 by default.
    ///
    /// Drawing limits it to half the shorter side; a negative or NaN radius draws square corners.
    public var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set {
            if let owner { AnimationTransaction.willChange(owner, .cornerRadius) }
            changeAnimatably([.cornerRadius]) { storedCornerRadius = newValue }
            styleDidChange()
        }
    }
    /// The model value, which the render pass swaps with the presentation value while it draws.
    var storedCornerRadius: CGFloat = 0

    /// Which corners `cornerRadius` rounds; all four by default.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        willSet { invalidateCoveredArea() }
        didSet { styleDidChange() }
    }

    /// The curve of the rounded corners: quarter circles (`.circular`, the default), or
    /// `.continuous`, whose curve begins further from the corner (`cornerCurveExpansionFactor`)
    /// and bends gradually from the straight edge, as iOS draws app icons and system controls.
    ///
    /// - Note: Differs from UIKit: Apple does not document its continuous curve; here each corner
    ///   is one cubic Bézier from 1.528665 × `cornerRadius` along each edge (less where the sides
    ///   are too short), close to iOS's shape but not the same to the pixel.
    public var cornerCurve = CALayerCornerCurve.circular {
        didSet { if cornerCurve != oldValue { styleDidChange() } }
    }

    /// The layer's place front to back among its siblings: a higher value is drawn over a lower
    /// one, whatever their order in `sublayers` (or the views' order in `subviews`); among equal
    /// values the order stands. 0 by default. Touches still go to views in `subviews` order, as in
    /// UIKit.
    ///
    /// - Note: Differs from UIKit: it orders siblings only (there is no depth across the tree)
    ///   and does not animate.
    public var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            if zPosition != 0 { LayerZOrder.isInUse = true }
            invalidateCoveredArea()
        }
    }

    /// How much further from the corner than the radius a corner of `curve` begins.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CairoShapes.continuousExpansion : 1
    }

    /// `maskedCorners` as the shape builder takes them, with the continuous curve's bit.
    var shapeCorners: UInt {
        maskedCorners.rawValue | (cornerCurve == .continuous ? CairoShapes.continuousCurve : 0)
    }

    /// The width of the border, drawn inside the bounds above the contents and sublayers; 0 by
    /// default. A negative or NaN width draws no border.
    public var borderWidth: CGFloat = 0 {
        willSet { pendingImplicitStarts = implicitStarts(for: [.borderWidth]) }
        didSet { styleDidChangeAnimatably() }
    }

    /// The border's colour; opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = CGColor.black {
        willSet { pendingImplicitStarts = implicitStarts(for: [.borderColor]) }
        didSet { styleDidChangeAnimatably() }
    }

    /// The shadow's colour; opaque black by default.
    public var shadowColor: CGColor? = CGColor.black {
        willSet { pendingImplicitStarts = implicitStarts(for: [.shadowColor]) }
        didSet { styleDidChangeAnimatably() }
    }

    /// The shadow's opacity, 0...1; 0 (no shadow) by default.
    ///
    /// The shadow is cast by the layer's shape: its (rounded) background, its border and the
    /// alpha of what `draw(_:)` painted. As in Core Animation, `masksToBounds` hides it.
    /// - Note: Differs from UIKit: a view's subviews and sublayers do not add to the shadow's
    ///   shape (those of a layer the app made do).
    public var shadowOpacity: Float {
        get { storedShadowOpacity }
        set {
            guard let owner else {
                invalidateCoveredArea()
                changeAnimatably([.shadowOpacity]) { storedShadowOpacity = newValue }
                styleDidChange()
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
        willSet {
            invalidateCoveredArea()
            pendingImplicitStarts = implicitStarts(for: [.shadowOffset])
        }
        didSet { styleDidChangeAnimatably() }
    }

    /// The shadow's blur radius in points; 3 by default.
    ///
    /// The blur is a gaussian of standard deviation `shadowRadius` points (three box blurs),
    /// limited to 128 device pixels so a huge radius costs a bounded time.
    public var shadowRadius: CGFloat = 3 {
        willSet {
            invalidateCoveredArea()
            pendingImplicitStarts = implicitStarts(for: [.shadowRadius])
        }
        didSet { styleDidChangeAnimatably() }
    }

    /// The shape of the shadow, in the layer's bounds space; nil (the default) casts it from the
    /// layer's background, border and drawn contents. With a path nothing else is looked at, so
    /// the blurred shadow stays cached while the view's contents change. The path is copied, as
    /// Core Animation does, so changing a mutable path later changes nothing.
    public var shadowPath: CGPath? {
        get { storedShadowPath }
        set {
            invalidateCoveredArea()
            storedShadowPath = newValue?.copy()
            styleDidChange()
        }
    }
    private var storedShadowPath: CGPath?

    // MARK: - Rendering

    /// Renders the layer and its sublayers into `ctx` in the layer's own coordinate space (its
    /// bounds), through the same code the window draws with: the same pixels as on screen.
    public func render(in ctx: CGContext) {
        let canvas = ctx.canvas
        let m = canvas.ctm
        let root = (abs(m.a * m.d - m.c * m.b)).squareRoot()
        let scale = root > 0 && root.isFinite ? CGFloat(root) : 1
        canvas.save()
        if let owner {
            owner.render(in: canvas, scale: scale, dirty: canvas.clipExtents)
        } else {
            renderInBoundsSpace(in: canvas, scale: scale)
        }
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

    func styleDidChange() {
        guard let owner else { return invalidateCoveredArea() }
        updateOwnerStylingFlags()
        guard !LayerAnimator.isApplyingPresentation else { return }
        owner.invalidateVisual()
    }

    /// `styleDidChange()`, then the implicit animation the setter's `willSet` prepared.
    private func styleDidChangeAnimatably() {
        styleDidChange()
        animatePendingImplicitly()
    }

    /// Sets the owner's shortcuts for the render pass from the styling, with no other effect.
    func updateOwnerStylingFlags() {
        guard let owner else { return }
        owner.hasLayerShadow = drawsShadow
        owner.hasLayerStyling =
            storedCornerRadius > 0 || drawnBorderWidth > 0 || owner.hasLayerShadow || storedMask != nil
    }

    /// The background colour drawn instead of the view's while an animation of it is on screen.
    var presentationBackground: UIColor?
}
