public import Foundation

/// A bar that shows how far a task has come: `progress` from 0 to 1, filled from the leading end
/// in `progressTintColor` over a `trackTintColor` track.
///
/// Drawn as UIKit's default style draws it: a 4-point capsule centred in the bounds, the filled
/// part in the tint colour and the rest in the system fill colour; the `.bar` style has square
/// ends and a clear track. Its intrinsic height is 4 points (2.5 for `.bar`), as in UIKit.
/// https://developer.apple.com/documentation/uikit/uiprogressview
///
/// - Note: Differs from UIKit: `setProgress(_:animated:)` with `animated` true sets the value at
///   once; `progressImage`, `trackImage` and `observedProgress` are absent.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The looks a progress view can have.
    public enum Style: Int, Sendable {
        /// The standard bar, with rounded ends over a grey track.
        case `default` = 0
        /// The bar of a toolbar, with square ends and no track.
        case bar = 1
    }

    private var storedProgress: Float = 0

    /// Creates a default-style progress view with `frame`, at progress 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a progress view from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Creates a progress view of `style`, as tall as that style draws (as `init(frame:)` in UIKit,
    /// the width is zero until it is laid out).
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight(style)))
        progressViewStyle = style
    }

    /// The look; `.default` unless set.
    open var progressViewStyle = Style.default {
        didSet { if progressViewStyle != oldValue { setNeedsDisplay() } }
    }

    /// How much of the bar is filled, 0 to 1; values outside are pinned to the nearest end, as in
    /// UIKit (a NaN counts as 0).
    open var progress: Float {
        get { storedProgress }
        set {
            let pinned = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard pinned != storedProgress else { return }
            storedProgress = pinned
            setNeedsDisplay()
        }
    }

    /// Sets `progress`; `animated` is accepted for UIKit's sake (see the note on the class).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The colour of the filled part; nil (the default) uses the view's `tintColor`.
    open var progressTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the unfilled track; nil (the default) uses the system fill colour, or clear
    /// for the `.bar` style.
    open var trackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight(progressViewStyle))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight(progressViewStyle))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if progressTintColor == nil { setNeedsDisplay() }
    }

    static func barHeight(_ style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }

    open override func draw(_ rect: CGRect) {
        let height = min(Self.barHeight(progressViewStyle), bounds.height)
        let track = CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
        guard track.width > 0, track.height > 0 else { return }
        let radius = progressViewStyle == .bar ? 0 : height / 2
        let trackColor = trackTintColor ?? (progressViewStyle == .bar ? nil : UIColor.systemFill)
        if let trackColor {
            trackColor.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        }
        let filledWidth = track.width * CGFloat(progress)
        guard filledWidth > 0 else { return }
        let filled = CGRect(x: track.minX, y: track.minY, width: filledWidth, height: track.height)
        (progressTintColor ?? tintColor ?? UIColor.tintColor).setFill()
        UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filledWidth / 2)).fill()
    }
}
