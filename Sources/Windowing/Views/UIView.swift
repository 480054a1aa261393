public import Foundation

/// A rectangular area drawn with Cairo into its window's back buffer, the building block of every
/// Windowing interface.
///
/// Every overridable member is declared here, in the class body (Swift cannot override members
/// declared in extensions); bodies longer than a few lines forward to `UIView+<Concern>.swift`.
/// Geometry is stored as `bounds` and `center`, so `frame`, `bounds` and `center` stay consistent
/// the way UIKit documents (behaviour 7.1–7.5).
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: - Storage

    // Declared so that the words come first and the flags share the last one: Swift lays a class's
    // stored properties out in this order, and a flag between two words costs a word. A dense
    // storyboard makes 100,000 views (issue 21): 14 words and 8 bytes of flags make a 136-byte
    // instance, which glibc keeps in a 144-byte heap block (`UIViewSideStorageTests` pins it).
    // What few views have, the layer and the contents' scale among it, is in `sideStorage`.

    // The geometry and visibility that hit testing and rendering read for every view, without
    // Swift's dynamic exclusivity checks (a third of a hit test's time): they are plain values,
    // only assigned whole, never passed inout across a call.
    @exclusivity(unchecked) var storedBounds: CGRect
    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedAlpha: CGFloat = 1
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    /// Not `weak`, for the reason `CALayer.owner` gives (a side table slows every retain of the
    /// target): `deinit` clears its subviews' superview and, for a window, its subtree's window.
    unowned(unsafe) var storedSuperview: UIView?
    unowned(unsafe) var storedWindow: UIWindow?
    /// What `draw(_:)` painted last, at `contentsScale`; nil when it has not drawn yet or drew nothing.
    var contents: Bitmap?
    /// Auto Layout's state (`Layout/ViewLayoutState.swift`); nil for views laid out by frames.
    var layoutState: ViewLayoutState?
    /// The transform, tint, layer, gesture recognizers and other state few views have
    /// (`UIView+SideStorage.swift`); nil until one of them is set to other than its default.
    var sideStorage: ViewSideStorage?
    /// The fill behind the view's contents; nil (the default) is transparent. Declared here among
    /// the words rather than with its kin below, so that no flag is padded to a word before it.
    open var backgroundColor: UIColor? {
        willSet { AnimationTransaction.willChange(self, .backgroundColor) }
        didSet { invalidateVisual() }
    }
    @exclusivity(unchecked) var storedHidden = false
    @exclusivity(unchecked) var storedClipsToBounds = false
    /// Whether `storedTransform` is the identity, kept as a flag: hit testing and rendering ask
    /// for every view.
    @exclusivity(unchecked) var hasIdentityTransform = true
    /// Whether events reach the view; true by default.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true
    /// `autoresizingMask`'s six bits in a byte (`UIView+Flags.swift`).
    @exclusivity(unchecked) var storedAutoresizingMask: UInt8 = 0
    /// How cached contents are shown when the bounds change; `.redraw` calls `setNeedsDisplay()`.
    open var contentMode: ContentMode = .scaleToFill
    /// The flags read less often than once a view a frame, a bit each (`UIView+Flags.swift`).
    @exclusivity(unchecked) var viewFlags: ViewFlags = ViewFlags.initial

    // MARK: - Initializers

    /// Creates a view with `frame` in its superview's coordinates; bounds and center follow from it.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Creates a view from an archive: with a `StoryboardCoder`, the frame, colours and attributes
    /// of its storyboard or nib element (and a label's, button's or image view's own); with any
    /// other coder, a view with a zero frame.
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
        (coder as? StoryboardCoder)?.decode(into: self)
    }

    /// Creates a view with a zero frame, as `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A layer kept after its view is gone must not reach the view (see `CALayer.owner`).
    @MainActor deinit {
        sideStorage?.layer?.owner = nil
        // Subviews can outlive their superview (the app holds them) and must not reach it.
        for subview in storedSubviews {
            subview.storedSuperview = nil
            if self is UIWindow { subview.propagateWindow(nil) }
        }
        // Constraints and anchors refer to the view through this box (`LayoutReferenceBox`).
        layoutState?.referenceBox?.object = nil
    }

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { frameFromStorage }
        set { setFrame(newValue) }
    }

    /// The view's own coordinate system: the origin shifts where subviews appear, the size is the frame's.
    open var bounds: CGRect {
        get { storedBounds }
        set { setBounds(newValue) }
    }

    /// The frame's centre in the superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { setCenter(newValue) }
    }

    /// The view's transform, applied about its center (behaviour 7.6); identity by default.
    ///
    /// With a non-identity transform, `frame` is the bounding box of the transformed bounds.
    /// - Note: Differs from UIKit: setting `frame` under a non-identity transform (undefined in
    ///   UIKit) moves `center` to the new frame's midpoint and, for pure scales, sets the bounds
    ///   size to the frame size divided by the scale; rotations and shears keep the bounds size.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { setTransform(newValue) }
    }

    /// The Core Animation layer that holds the view's corner, border, shadow and opacity styling,
    /// of the class `layerClass` names, made on first use.
    public var layer: CALayer { storedLayer ?? makeLayer() }

    /// The class of the view's layer: `CALayer`; a view class returns `CAGradientLayer.self` or
    /// `CAShapeLayer.self` to draw its background with one.
    /// - Note: Differs from UIKit: a layer class of the app's own is made as the toolkit's class
    ///   it derives from, with a warning (without Objective-C a class cannot be made from its
    ///   metatype unless its initializer is `required`).
    open class var layerClass: AnyClass { CALayer.self }

    /// How subviews resize when this view's bounds change; the default is `[]` (they don't).
    open var autoresizingMask: AutoresizingMask {
        get { autoresizingMaskFromStorage }
        set { storeAutoresizingMask(newValue) }
    }
    /// Whether subviews follow their autoresizing masks when the bounds change; true by default.
    open var autoresizesSubviews: Bool {
        get { viewFlags.contains(.autoresizesSubviews) }
        set { viewFlags.set(.autoresizesSubviews, newValue) }
    }

    // MARK: - Appearance

    /// Hides the view and its subviews without changing their own `isHidden`.
    open var isHidden: Bool {
        get { storedHidden }
        set { setHidden(newValue) }
    }

    /// The view's opacity, 0...1, applied to its subtree as one group.
    open var alpha: CGFloat {
        get { storedAlpha }
        set { setAlpha(newValue) }
    }

    /// Whether subviews are clipped to this view's bounds (rounded by `layer.cornerRadius`); false
    /// by default. The same property as `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set {
            guard newValue != storedClipsToBounds else { return }
            invalidateVisual()  // clipping may hide what unclipped subviews drew outside
            storedClipsToBounds = newValue
            invalidateVisual()
        }
    }

    /// A hint that the view fills its bounds with opaque content; drawing does not depend on it.
    open var isOpaque: Bool {
        get { viewFlags.contains(.isOpaque) }
        set { viewFlags.set(.isOpaque, newValue) }
    }
    /// An integer to find the view by with `viewWithTag(_:)`; 0 by default.
    open var tag: Int {
        get { sideStorage?.tag ?? 0 }
        set {
            if sideStorage != nil || newValue != 0 { sideStorageForWriting.tag = newValue }
            debugOverlayLabelDidChange()
        }
    }
    /// A string that identifies the view to tests and tools (UIKit's `UIAccessibilityIdentification`);
    /// the view debugger overlay shows it beside the class name. Nil by default.
    open var accessibilityIdentifier: String? {
        get { sideStorage?.accessibilityIdentifier }
        set {
            if sideStorage != nil || newValue != nil { sideStorageForWriting.accessibilityIdentifier = newValue }
            debugOverlayLabelDidChange()
        }
    }

    // MARK: Accessibility, with UIKit's defaults (`UIView+Accessibility.swift`)
    //
    // - Note: Differs from UIKit: no assistive technology reads these yet (Windowing has no
    //   AT-SPI bridge to Linux's screen readers); they are kept and returned as UIKit keeps them.

    /// True for standard controls and labels, false for other views, unless set.
    open var isAccessibilityElement: Bool {
        get { storedAccessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityForWriting.isElement = newValue }
    }
    /// A label's text or a button's title unless set; nil for other views.
    open var accessibilityLabel: String? {
        get { storedAccessibility?.label ?? defaultAccessibilityLabel }
        set { accessibilityForWriting.label = newValue }
    }
    open var accessibilityHint: String? {
        get { storedAccessibility?.hint }
        set { accessibilityForWriting.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { storedAccessibility?.value }
        set { accessibilityForWriting.value = newValue }
    }
    /// The kind of view and its state (button, static text, image, adjustable, not enabled,
    /// selected) unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibilityForWriting.traits = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibility?.elementsHidden ?? false }
        set { accessibilityForWriting.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibility?.viewIsModal ?? false }
        set { accessibilityForWriting.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { storedAccessibility?.groupsChildren ?? false }
        set { accessibilityForWriting.groupsChildren = newValue }
    }

    /// The first tint colour set on this view or an ancestor, else the system tint (blue); dimmed
    /// while `tintAdjustmentMode` is `.dimmed`. Setting nil (or `UIColor.tintColor`) inherits again.
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set { setTintColor(newValue) }
    }

    /// Whether the tint colour is shown dimmed; `.automatic` (the default) takes the first other
    /// mode of the superviews, so reading it gives `.normal` or `.dimmed`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { inheritedTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Called when the tint colour this view shows changes; the default does nothing.
    open func tintColorDidChange() {}

    // MARK: - Hierarchy

    /// The view this one is a subview of, if any.
    open var superview: UIView? { storedSuperview }
    /// The subviews, back-most first.
    open var subviews: [UIView] { storedSubviews }
    /// The window the view is in, or nil.
    open var window: UIWindow? { storedWindow }

    open func addSubview(_ view: UIView) { insertSubviewChecked(view, at: storedSubviews.count, api: "addSubview(_:)") }

    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(
            index >= 0 && index <= storedSubviews.count,
            "UIView.insertSubview(_:at:): index \(index) is beyond the \(storedSubviews.count) subviews")
        insertSubviewChecked(view, at: index, api: "insertSubview(_:at:)")
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? storedSubviews.count
        insertSubviewChecked(view, at: index, api: "insertSubview(_:aboveSubview:)")
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = storedSubviews.firstIndex { $0 === siblingSubview } ?? 0
        insertSubviewChecked(view, at: index, api: "insertSubview(_:belowSubview:)")
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }
    open func removeFromSuperview() { detachFromSuperview() }

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The first view with `tag`, searching this view, then its subviews depth first in order.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Layout

    /// Lays out subviews: the default gives subviews laid out by constraints their solved frames
    /// (autoresizing has already been applied to the others).
    open func layoutSubviews() { applyEngineFramesToSubviews() }
    /// Marks the layout invalid; `layoutSubviews()` runs once on the next run-loop turn.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out this view's subtree now if anything in it is marked.
    open func layoutIfNeeded() { layoutSubtreeIfNeeded() }
    /// The size that fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size)) }
    /// The size the view's content needs; `noIntrinsicMetric` in a dimension it does not care about.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic content size changed; overrides call super.
    open func invalidateIntrinsicContentSize() { LayoutEngine.intrinsicContentSizeDidChange(of: self) }
    /// The value of an intrinsic dimension the view does not have (-1, as in UIKit).
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Auto Layout (bodies in Layout/UIView+AutoLayout.swift and Layout/UIView+LayoutMargins.swift)

    /// Whether the view's frame and autoresizing mask become constraints; true for views made in
    /// code, false for storyboard views that have constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }
    /// Whether the view needs constraints to lay out, so `updateConstraints()` runs before it has any.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The active constraints installed on this view (it is their items' closest common ancestor).
    open var constraints: [NSLayoutConstraint] { layoutState?.installedConstraints ?? [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) { installConstraint(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(installConstraint) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstallConstraint(constraint) }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(uninstallConstraint) }
    /// Adds or changes the view's constraints before layout; overrides call super last.
    open func updateConstraints() { layoutStateForWriting.didCallSuperUpdateConstraints = true }
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { updateConstraintsOfSubtree() }
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging(axis) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHugging(priority, axis)
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compression(axis)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompression(priority, axis)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setLayoutMargins(newValue) }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveDirectionalMargins }
        set { setDirectionalMargins(newValue) }
    }
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { setPreservesSuperviewMargins(newValue) }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutStateForWriting.insetsLayoutMarginsFromSafeArea = newValue }
    }
    open func layoutMarginsDidChange() {}
    /// Zero: no bar or cut-out covers an X window.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open func safeAreaInsetsDidChange() {}
    open var hasAmbiguousLayout: Bool { LayoutEngine.hasAmbiguousLayout(self) }
    /// Moves a view whose layout is ambiguous to another frame its constraints allow, for looking
    /// at what the missing constraint leaves open; a view whose frame they fix does not move.
    /// - Note: Differs from UIKit: not random. Each ambiguous unknown moves 10 points (or as far as
    ///   the constraints let it), against the last move where it can, so calls alternate between
    ///   two frames.
    open func exerciseAmbiguityInLayout() { LayoutEngine.exerciseAmbiguity(of: self) }
    /// The constraints the view's position and size along `axis` rest on, for debugging: the
    /// binding ones that place it, its superviews and the views it is related to.
    /// - Note: Differs from UIKit: content hugging and compression resistance, and the window's
    ///   size, take part without constraint objects, so they are not listed.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngine.constraintsAffectingLayout(of: self, axis: axis)
    }
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    // MARK: - Drawing

    /// Draws the view's contents into `UIGraphicsGetCurrentContext()`; the default draws nothing.
    open func draw(_ rect: CGRect) { defaultDrawRan = true }
    /// Marks the whole bounds for drawing on the next run-loop turn.
    open func setNeedsDisplay() { markNeedsDisplay(bounds) }
    /// Marks `rect` (in bounds coordinates) for drawing on the next run-loop turn.
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }

    // MARK: - Coordinates

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, toSpace: coordinateSpace)
    }
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertPoint(point, fromSpace: coordinateSpace)
    }
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, toSpace: coordinateSpace)
    }
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, fromSpace: coordinateSpace)
    }

    // MARK: - Hit testing (behaviour 8.1–8.7)

    /// The farthest descendant (or self) that contains `point` and takes events; nil if none.
    /// Like UIKit, skips hidden views, views with interaction disabled and alpha below 0.01, and
    /// searches subviews front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
    /// Whether `point` (in bounds coordinates) is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Whether the view receives more than one touch of an event; false by default.
    open var isMultipleTouchEnabled: Bool {
        get { viewFlags.contains(.isMultipleTouchEnabled) }
        set { viewFlags.set(.isMultipleTouchEnabled, newValue) }
    }
    /// Whether a touch in this view keeps other views of its window from receiving touches.
    open var isExclusiveTouch: Bool {
        get { viewFlags.contains(.isExclusiveTouch) }
        set { viewFlags.set(.isExclusiveTouch, newValue) }
    }

    // MARK: - Gesture recognizers (behaviour 8.35–8.37)

    /// The recognizers attached to the view, in the order added; nil when there are none.
    /// Setting it removes the recognizers not in the new list and adds the new ones.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches `gestureRecognizer`, taking it from the view it was attached to; the view keeps it.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`; a gesture it is recognizing stops without further actions.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` may begin, asked of the recognizer's view and the views between
    /// it and the touches; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Traits (bodies in Views/UITraitEnvironment.swift)

    /// The traits of the view's environment: its window's, with the nearest appearance override.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called after the view's traits change, with the collection they had before; does nothing
    /// by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Responder

    /// The view controller this is the root view of, else the superview.
    open override var next: UIResponder? { owningViewController ?? storedSuperview }

    // MARK: - Toolkit hooks (overridden by UIWindow)

    func hiddenDidChange() {}
    func boundsSizeDidChange(from oldSize: CGSize) {}

    /// UIKit's `<Class: 0x…; frame = (x y; w h); …>`. Read off the main queue, where the view's
    /// state cannot be touched, it is `NSObject`'s description.
    nonisolated open override var description: String {
        guard UIView.isOnMainQueue else { return super.description }
        return MainActor.assumeIsolated { describeView() }
    }
}
