public import Foundation

/// A control for picking a value in a continuous range by dragging a thumb along a track.
///
/// `value` stays within `minimumValue...maximumValue` (0 and 1 by default). Dragging the thumb
/// moves the value by as much as the pointer moves along the track and sends `.valueChanged`
/// for each change while `isContinuous` (the default), else once when the drag ends; a press
/// on the track away from the thumb does not move it, as in UIKit. Setting `value` in code sends
/// nothing. https://developer.apple.com/documentation/uikit/uislider
///
/// Drawn as UIKit's default slider: a 4-point rounded track, `minimumTrackTintColor` (the tint
/// colour by default) up to the thumb and `maximumTrackTintColor` (the system fill colour) after
/// it, and a white 28-point round thumb with a soft shadow. Its intrinsic height is 31 points.
///
/// - Note: Differs from UIKit: `setValue(_:animated:)` with `animated` true sets the value at
///   once; track and thumb images and the value images are absent; the thumb's shadow is drawn
///   as two translucent rings rather than blurred.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var range = BoundedValue<Float>(value: 0, minimum: 0, maximum: 1)
    /// The value and pointer position when the thumb was grabbed, for moving by the drag's delta.
    private var dragStart: (value: Float, x: CGFloat)?

    /// The thumb's diameter, in points.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness, in points.
    static let trackHeight: CGFloat = 4

    /// Creates a slider with `frame`, at value 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a slider from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Value

    /// The current value, pinned to `minimumValue...maximumValue` (a NaN counts as the minimum).
    open var value: Float {
        get { range.value }
        set {
            let pinned = range.pinned(newValue) ?? range.minimum
            guard pinned != range.value else { return }
            range.value = pinned
            setNeedsDisplay()
        }
    }

    /// Sets `value`; `animated` is accepted for UIKit's sake (see the note on the class).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The lowest value; raising it above `maximumValue` raises that too, and `value` follows.
    open var minimumValue: Float {
        get { range.minimum }
        set {
            range.setMinimum(newValue)
            setNeedsDisplay()
        }
    }

    /// The highest value; lowering it below `minimumValue` lowers that too, and `value` follows.
    open var maximumValue: Float {
        get { range.maximum }
        set {
            range.setMaximum(newValue)
            setNeedsDisplay()
        }
    }

    /// Whether `.valueChanged` is sent during a drag (true) or only when it ends.
    open var isContinuous = true

    // MARK: - Colours

    /// The track before the thumb; nil (the default) uses `tintColor`.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The track after the thumb; nil (the default) uses the system fill colour.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The thumb; nil (the default) draws it white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil { setNeedsDisplay() }
    }

    // MARK: - Geometry

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    /// The track's rectangle in `bounds`: the full width, `trackHeight` tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: its centre travels from one end of `rect` to the other,
    /// staying inside it.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = Self.thumbDiameter
        let travel = max(rect.width - diameter, 0)
        let x = rect.minX + travel * CGFloat(fraction(of: value))
        return CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Where `value` lies between the minimum and the maximum, 0 to 1.
    private func fraction(of value: Float) -> Float {
        let span = range.maximum - range.minimum
        guard span > 0 else { return 0 }
        return min(max((value - range.minimum) / span, 0), 1)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The thumb can be grabbed a little beside its edge and anywhere in the slider's height.
        let thumb = currentThumbRect
        let grab = CGRect(x: thumb.minX - 8, y: bounds.minY, width: thumb.width + 16, height: bounds.height)
        let point = touch.location(in: self)
        guard grab.contains(point) else { return false }
        dragStart = (value, point.x)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        move(to: touch, continuous: isContinuous)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { move(to: touch, continuous: isContinuous) }
        if let start = dragStart, !isContinuous, value != start.value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    open override func cancelTracking(with event: UIEvent?) {
        if let start = dragStart, !isContinuous, value != start.value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    /// Moves the value by the pointer's travel since the grab, one track length being the range.
    private func move(to touch: UITouch, continuous: Bool) {
        guard let start = dragStart else { return }
        let travel = max(trackRect(forBounds: bounds).width - Self.thumbDiameter, 1)
        let delta = Float((touch.location(in: self).x - start.x) / travel) * (range.maximum - range.minimum)
        let before = value
        value = start.value + delta
        if continuous && value != before { sendActions(for: .valueChanged) }
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let radius = track.height / 2
        let split = thumb.midX
        (maximumTrackTintColor ?? UIColor.systemFill).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        if split > track.minX {
            let filled = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
            (minimumTrackTintColor ?? tintColor ?? UIColor.tintColor).setFill()
            UIBezierPath(roundedRect: filled, cornerRadius: min(radius, filled.width / 2)).fill()
        }
        // A soft shadow below the thumb, then the thumb with a hairline edge.
        UIColor(white: 0, alpha: 0.06).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: -1, dy: -1).offsetBy(dx: 0, dy: 2)).fill()
        UIColor(white: 0, alpha: 0.12).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 0.5)).fill()
        (thumbTintColor ?? UIColor.white).setFill()
        UIBezierPath(ovalIn: thumb).fill()
    }
}
