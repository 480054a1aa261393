public import Foundation

/// A view that shows a region of larger content and moves it under the pointer: the wheel
/// (and XInput 2 smooth scrolling), dragging with the primary button with deceleration and
/// rubber-banding, paging, the keyboard and scroll indicators.
/// https://developer.apple.com/documentation/uikit/uiscrollview
///
/// As in UIKit, `contentOffset` is `bounds.origin`: scrolling moves the bounds over the
/// subviews, and `layoutSubviews()` runs after each offset change. The delegate hears about
/// drags, deceleration and animations in UIKit's order (see `UIScrollViewDelegate`). Timed
/// movements step on a 60 Hz run-loop timer that runs only while something moves.
///
/// Drawing: an offset change recomposites the scroll view's area in the window from the cached
/// contents of its subviews; no view's `draw(_:)` runs again unless its content changed.
///
/// - Note: Differs from UIKit: one wheel notch scrolls 40 points (a precise device scrolls by the
///   same measure, in fractions of a notch), at once rather than animated, and calls only
///   `scrollViewDidScroll` (no dragging callbacks). A notch the scroll view cannot use, at an
///   edge, passes on to the enclosing scroll view.
/// - Note: Differs from UIKit: a fling towards an edge slows down to stop at the edge instead of
///   overshooting it and bouncing back; a drag past an edge still rubber-bands and springs back.
/// - Note: Differs from UIKit: `adjustedContentInset` adds to `contentInset` only the part of a
///   navigation bar's large title that lies over the scroll view, since a desktop window has no
///   other safe-area insets and bars lay their controller's view out below themselves.
/// - Note: Differs from UIKit: Ctrl+wheel is the zoom gesture (the desktop's pinch), about the
///   pointer; each notch is a whole gesture, and it stops at the zoom limits without bouncing.
///   Shift+wheel scrolls sideways, as on macOS and in desktop toolkits.
/// - Note: Differs from UIKit: the indicators are also desktop scroll bars. A press in the 12
///   points along the edge under an indicator pages towards the press, and dragging the
///   indicator scrolls in proportion; both call only `scrollViewDidScroll`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The distance one wheel notch scrolls, in points.
    static let pointsPerWheelNotch: CGFloat = 40
    /// The distance an arrow key scrolls, in points.
    nonisolated static let pointsPerArrowKey: CGFloat = 40

    // MARK: - State

    lazy var scrollPan = ScrollViewPanGestureRecognizer(scrollView: self)
    /// Drives motions and the indicators' fade; tests replace it with a manual one.
    var frameSource: any ScrollFrameSource = TimerScrollFrameSource()
    /// The running timed movement of the offset, if any.
    var motion: ScrollMotion?
    /// The offset when the current drag began.
    var dragStartOffset: CGPoint = .zero
    var isTrackingStorage = false
    var isDraggingStorage = false
    var isDeceleratingStorage = false
    /// When the indicators start to fade; nil while they stay as they are.
    var indicatorFadeStart: TimeInterval?
    let verticalIndicator = ScrollIndicatorView()
    let horizontalIndicator = ScrollIndicatorView()
    /// Presses this view handled, so their ends are not passed up the chain either.
    var handledPresses: Set<ObjectIdentifier> = []
    var zoomScaleStorage: CGFloat = 1
    var isZoomingStorage = false
    /// The running animated zoom, if any.
    var zoomMotion: ZoomMotion?
    /// The press on a scroll bar being followed, if any.
    var scrollBarTrack: ScrollBarTrack?

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
        (coder as? StoryboardCoder)?.scrollSettings?.apply(to: self)
    }

    private func setUpScrollView() {
        clipsToBounds = true
        addGestureRecognizer(scrollPan)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.alpha = 0
            addSubview(indicator)
        }
    }

    // MARK: - Content

    /// The object told about scrolling; not retained.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, in points; `.zero` by default.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            contentGeometryDidChange()
            LayoutEngine.scrollGeometryDidChange(of: self)
        }
    }

    /// Made on first use of `contentLayoutGuide` and `frameLayoutGuide`.
    final var storedContentLayoutGuide: UILayoutGuide?
    final var storedFrameLayoutGuide: UILayoutGuide?

    /// The point of the content at the scroll view's top-left corner: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Moves the content to `contentOffset`, in one step or animated; an animated change ends
    /// with `scrollViewDidEndScrollingAnimation`. A running animated change is replaced.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContent(to: contentOffset, animated: animated)
    }

    /// Extra room around the content, in points; `.zero` by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedInsetMayHaveChanged(from: oldValue) } }
    }

    /// `contentInset` plus the insets `contentInsetAdjustmentBehavior` adds: the part of a
    /// navigation bar's large title that lies over the scroll view, unless the behaviour is `.never`.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if barInset > 0, contentInsetAdjustmentBehavior != .never { inset.top += barInset }
        inset.top += refreshInset
        return inset
    }

    /// How far a navigation bar's collapsible large title reaches over the top edge, in points;
    /// its navigation controller sets it (`UINavigationBar`).
    final var barInset: CGFloat = 0 {
        didSet { if barInset != oldValue { adjustedInsetMayHaveChanged(from: contentInset) } }
    }

    /// The room a refreshing `refreshControl` takes above the content (`UIScrollView+Refresh`).
    final var refreshInset: CGFloat = 0 {
        didSet { if refreshInset != oldValue { adjustedInsetMayHaveChanged(from: contentInset) } }
    }
    final var storedRefreshControl: UIRefreshControl?

    /// Told after every change of `contentOffset`: the navigation controller whose bar collapses
    /// as this scroll view scrolls.
    final var contentOffsetObserver: (@MainActor () -> Void)?
    /// Moves where a released drag comes to rest (given it and the release velocity), before the
    /// delegate is asked: an orthogonal section's row settling on a group.
    final var restingOffsetFilter: (@MainActor (CGPoint, CGPoint) -> CGPoint)?

    /// Which insets besides `contentInset` the scroll view adds; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Called when `adjustedContentInset` changes; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    // MARK: - Scrolling behaviour

    /// Whether the user can scroll; true by default. `contentOffset` can always be set.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }

    /// Whether scrolling stops on multiples of the bounds size; false by default.
    open var isPagingEnabled = false

    /// Whether a drag may pull the content past its edges, springing back on release; true by default.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view; false by default.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view; false by default.
    open var alwaysBounceHorizontal = false

    /// How quickly a fling slows down; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether arrow, page, Home and End keys that reach the scroll view scroll it; true by default.
    open var allowsKeyboardScrolling = true

    /// Whether a touch is down in the scroll view (it may not have moved yet).
    open var isTracking: Bool { isTrackingStorage }
    /// Whether the user is dragging the content.
    open var isDragging: Bool { isDraggingStorage }
    /// Whether the content is still moving after a drag.
    open var isDecelerating: Bool { isDeceleratingStorage }

    /// The recognizer of drags (and of the wheel) that scrolls the view.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// Scrolls the least distance that shows `rect` (in content coordinates) whole, or as much
    /// of it as fits, starting from its top-left corner.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollToShow(rect, animated: animated)
    }

    // MARK: - Zooming

    /// The smallest `zoomScale` the user can zoom to; 1 by default.
    open var minimumZoomScale: CGFloat = 1
    /// The largest `zoomScale` the user can zoom to; 1 by default, so nothing zooms until it is raised.
    open var maximumZoomScale: CGFloat = 1
    /// Whether a zoom past the limits springs back; true by default. Ctrl+wheel stops at the limits.
    open var bouncesZoom = true

    /// How much the delegate's `viewForZooming(in:)` is scaled; 1 by default. Setting it zooms
    /// about the centre of the visible area, within the limits.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Whether the user is zooming (a Ctrl+wheel notch is being applied).
    open var isZooming: Bool { isZoomingStorage }

    /// Zooms to `scale`, within the limits, keeping the centre of the visible area still.
    /// Animated, it ends with `scrollViewDidEndZooming(_:with:atScale:)`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { changeZoomScale(to: scale, animated: animated) }

    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the scroll view
    /// (within the zoom limits) and is centred in it.
    open func zoom(to rect: CGRect, animated: Bool) { changeZoom(showing: rect, animated: animated) }

    // MARK: - Indicators

    /// Whether the vertical indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }
    /// Whether the horizontal indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }
    /// The indicators' colours; `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { updateIndicators() }
    }
    /// How far the vertical indicator stays from the edges; `.zero` by default.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }
    /// How far the horizontal indicator stays from the edges; `.zero` by default.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }
    /// Shows the indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }

    // MARK: - UIView

    /// Setting the origin scrolls: the delegate's `scrollViewDidScroll` follows every change.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = storedBounds.origin
            let oldSize = storedBounds.size
            // The content moves on screen opposite to the origin; its pixels may move with it.
            let delta = CGPoint(x: oldOrigin.x - newValue.origin.x, y: oldOrigin.y - newValue.origin.y)
            let window = newValue.size == oldSize ? hostWindow : nil
            let copied = window?.scrollCopyArea(of: self, delta: delta)
            if copied != nil { window?.movingScrollView = ObjectIdentifier(self) }
            super.bounds = newValue
            if let copied, let window {
                window.movingScrollView = nil
                window.addScrollCopy(of: copied, by: delta)
            }
            if storedBounds.size != oldSize { updateIndicators() }
            if storedBounds.origin != oldOrigin { contentOffsetDidChange() }
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = storedBounds.size
            super.frame = newValue
            if storedBounds.size != oldSize { updateIndicators() }
        }
    }

    /// A press on a scroll bar (the strip under an indicator) belongs to the scroll view, not the
    /// content under it.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit != nil, hit !== self, scrollBarPart(at: point) != nil else { return hit }
        return self
    }

    /// Keeps the indicators above the content, and takes `contentSize` from the content layout
    /// guide when constraints decide its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        LayoutEngine.applyContentLayoutSize(to: self)
        updateIndicators()
        placeRefreshControl()
    }

    /// The scroll view's drag fails when it goes along an axis the view cannot scroll, so an
    /// enclosing scroll view can take it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        if let scrollBarTrack { return scrollBarTrack.part == .thumb }
        return shouldBeginDrag()
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { press in
            guard allowsKeyboardScrolling, handleKey(press) else { return true }
            handledPresses.insert(ObjectIdentifier(press))
            return false
        }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { handledPresses.remove(ObjectIdentifier($0)) == nil }
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = presses.filter { handledPresses.remove(ObjectIdentifier($0)) == nil }
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }
}
