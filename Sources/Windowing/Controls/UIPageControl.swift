public import Foundation

/// A row of dots, one per page, with the current page's dot highlighted: UIKit's page control.
/// https://developer.apple.com/documentation/uikit/uipagecontrol
///
/// A tap on either side of the current dot moves one page that way; with
/// `allowsContinuousInteraction` (the default) a drag along the dots moves to the dot under the
/// pointer. Each change the user makes sends `.valueChanged`; setting `currentPage` in code sends
/// nothing. `currentPage` stays within `0..<numberOfPages` (0 with no pages). With
/// `hidesForSinglePage` the control draws nothing when there is at most one page, as UIKit hides it.
///
/// Dots are 7 points across, 16 apart, centred in the bounds; `pageIndicatorTintColor` (nil: the
/// tertiary label colour) and `currentPageIndicatorTintColor` (nil: the label colour) colour them.
///
/// - Note: Differs from UIKit: there is no background platter, no `preferredIndicatorImage`, and
///   dots do not shrink when there are more pages than fit; the page moves at once, without the
///   dots' animation.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// When the control shows a background behind its dots; it never draws one here.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// A dot's diameter and the distance between two dots' centres, in points.
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    /// The control's height, in points.
    static let height: CGFloat = 26

    private var storedPages = 0
    private var storedCurrentPage = 0
    /// Where a press began, and whether it has become a drag along the dots.
    private var press: (x: CGFloat, isScrub: Bool)?
    /// How far the pointer must travel along the dots before a press counts as a drag.
    static let dragSlop: CGFloat = 4

    /// Creates a page control with `frame` and no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a page control from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Pages

    /// How many dots there are; 0 by default, and never negative.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The highlighted dot, within `0..<numberOfPages`; 0 by default.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let pinned = min(max(newValue, 0), max(storedPages - 1, 0))
            guard pinned != storedCurrentPage else { return }
            storedCurrentPage = pinned
            setNeedsDisplay()
        }
    }

    /// Whether the control draws nothing when there is at most one page.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a drag along the dots moves between pages; true by default, as in UIKit.
    open var allowsContinuousInteraction = true

    /// The background style asked for; `.automatic` by default. No background is drawn.
    open var backgroundStyle = BackgroundStyle.automatic

    /// Kept for code written before iOS 14, where it delayed the dot's move until
    /// `updateCurrentPageDisplay()`; UIKit ignores it since then, and so does Windowing.
    open var defersCurrentPageDisplay = false

    /// Does nothing, as in UIKit since iOS 14: the dots always show `currentPage`.
    open func updateCurrentPageDisplay() {}

    // MARK: - Colours

    /// The other pages' dots; nil (the default) is the tertiary label colour.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The current page's dot; nil (the default) is the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Geometry

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotPitch, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedPages) }

    /// The x of dot `page`'s centre, with the row of dots centred in the bounds.
    private func centerX(of page: Int) -> CGFloat {
        let rowWidth = CGFloat(storedPages) * Self.dotPitch
        return bounds.midX - rowWidth / 2 + (CGFloat(page) + 0.5) * Self.dotPitch
    }

    /// The page whose dot is nearest `x`.
    private func page(nearest x: CGFloat) -> Int {
        let rowStart = bounds.midX - CGFloat(storedPages) * Self.dotPitch / 2
        let index = Int(((x - rowStart) / Self.dotPitch).rounded(.down))
        return min(max(index, 0), max(storedPages - 1, 0))
    }

    private var isHiddenForSinglePage: Bool { hidesForSinglePage && storedPages <= 1 }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard storedPages > 1, !isHiddenForSinglePage else { return false }
        press = (touch.location(in: self).x, false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, var current = press else { return true }
        let x = touch.location(in: self).x
        if !current.isScrub && abs(x - current.x) >= Self.dragSlop {
            current.isScrub = true
            press = current
        }
        if current.isScrub { move(to: page(nearest: x)) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let ended = press else { return }
        press = nil
        guard !ended.isScrub, let touch else { return }
        // A tap moves one page towards the side of the current dot it landed on.
        let x = touch.location(in: self).x
        let mid = centerX(of: storedCurrentPage)
        if x > mid + Self.dotDiameter / 2 {
            move(to: storedCurrentPage + 1)
        } else if x < mid - Self.dotDiameter / 2 {
            move(to: storedCurrentPage - 1)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        press = nil
    }

    private func move(to page: Int) {
        let before = storedCurrentPage
        currentPage = page
        if storedCurrentPage != before { sendActions(for: .valueChanged) }
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) {
        guard storedPages > 0, !isHiddenForSinglePage else { return }
        let diameter = Self.dotDiameter
        for page in 0..<storedPages {
            let color =
                page == storedCurrentPage
                ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            color.setFill()
            let dot = CGRect(
                x: centerX(of: page) - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
            UIBezierPath(ovalIn: dot).fill()
        }
    }
}
