public import Foundation

/// A control for raising or lowering a value by a fixed step: a "−" half and a "+" half in one
/// rounded 94×32-point shape, as UIKit's stepper. https://developer.apple.com/documentation/uikit/uistepper
///
/// A press on a half changes `value` by `stepValue` at once, within `minimumValue...maximumValue`
/// (0 to 100 by default), or around it when `wraps`. While `autorepeat` (the default) the press,
/// held, repeats the step: first after half a second, then ten times a second, and twenty times a
/// second once held for two seconds more. While `isContinuous` (the default) each change sends
/// `.valueChanged` as it happens; otherwise one is sent when the press ends, if the value moved.
/// A half that cannot move the value (the "−" at the minimum without `wraps`) is dimmed and does
/// nothing. Setting `value` in code sends nothing.
///
/// The range keeps `minimumValue <= maximumValue`: setting one past the other sets both to the
/// new value, as UIKit's class reference describes. A `stepValue` of 0 or less, which UIKit
/// refuses with an exception, is logged with a warning and ignored.
///
/// - Note: Differs from UIKit: the increment, decrement, divider and background images are
///   absent, and a press highlights its half without UIKit's fade.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// UIKit's size for a stepper, in points.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// How long a press is held before the step first repeats, and between later repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1
    static let fastRepeatInterval: TimeInterval = 0.05
    /// Repeats at `repeatInterval` before the repeats speed up (two seconds' worth).
    static let slowRepeats = 20

    /// One half of the stepper.
    enum Half { case decrement, increment }

    private var range = BoundedValue<Double>(value: 0, minimum: 0, maximum: 100)
    private var storedStep: Double = 1
    /// The half under the press, while one is held.
    private(set) var pressedHalf: Half?
    /// The value when the press began, to tell a non-continuous stepper whether to send.
    private var valueAtPress: Double = 0
    /// Fires the repeated steps of a held press; exposed so tests can fire it.
    private(set) var autorepeatTimer: Timer?
    private var repeatsSoFar = 0
    /// Set when a press is accepted, until its first step is taken after `.touchDown`.
    private var pendingFirstStep = false

    /// Creates a stepper with `frame`, at value 0 in 0...100.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a stepper from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    isolated deinit {
        autorepeatTimer?.invalidate()
    }

    // MARK: - Value and range

    /// The value, kept within `minimumValue...maximumValue` (a NaN is ignored); 0 by default.
    open var value: Double {
        get { range.value }
        set {
            guard let pinned = range.pinned(newValue), pinned != range.value else { return }
            range.value = pinned
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. Above `maximumValue`, it sets that too.
    open var minimumValue: Double {
        get { range.minimum }
        set {
            range.setMinimum(newValue)
            setNeedsDisplay()
        }
    }

    /// The highest value; 100 by default. Below `minimumValue`, it sets that too.
    open var maximumValue: Double {
        get { range.maximum }
        set {
            range.setMaximum(newValue)
            setNeedsDisplay()
        }
    }

    /// How much a press changes the value; 1 by default, and always above 0.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0, newValue.isFinite else {
                ControllerWarnings.warn(
                    "UIStepper: stepValue must be greater than 0, not \(newValue); it stays \(storedStep)")
                return
            }
            storedStep = newValue
        }
    }

    /// Whether each change during a press sends `.valueChanged` (true), or only the press's end.
    open var isContinuous = true

    /// Whether holding a press repeats the step.
    open var autorepeat = true

    /// Whether stepping past one end of the range goes on from the other.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Geometry

    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    /// The rectangle of a half in `bounds`: the stepper's size, from its top-left corner.
    func rect(of half: Half) -> CGRect {
        let width = Self.stepperSize.width / 2
        return CGRect(x: half == .decrement ? 0 : width, y: 0, width: width, height: Self.stepperSize.height)
    }

    /// Whether a press on `half` would change the value.
    func canStep(_ half: Half) -> Bool {
        if wraps { return range.maximum > range.minimum }
        return half == .decrement ? range.value > range.minimum : range.value < range.maximum
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let half: Half = point.x < Self.stepperSize.width / 2 ? .decrement : .increment
        guard canStep(half) else { return false }
        pressedHalf = half
        valueAtPress = range.value
        repeatsSoFar = 0
        pendingFirstStep = true
        setNeedsDisplay()
        return true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // The first step follows the press's `.touchDown`, which tracking sends after
        // `beginTracking(_:with:)` accepts the touch.
        guard pendingFirstStep, let half = pressedHalf else { return }
        pendingFirstStep = false
        step(half)
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        endPress()
    }

    private func endPress() {
        pendingFirstStep = false
        autorepeatTimer?.invalidate()
        autorepeatTimer = nil
        pressedHalf = nil
        if !isContinuous && range.value != valueAtPress { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// Moves the value one step for `half`, wrapping if asked, and tells targets when continuous.
    private func step(_ half: Half) {
        let delta = half == .increment ? storedStep : -storedStep
        var next = range.value + delta
        if wraps {
            if next > range.maximum { next = range.minimum } else if next < range.minimum { next = range.maximum }
        }
        let before = range.value
        value = next
        if range.value != before && isContinuous { sendActions(for: .valueChanged) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        autorepeatTimer?.invalidate()
        // In the common modes, so the repeat also runs while the run loop tracks the press.
        let timer = Timer(fire: Date(timeIntervalSinceNow: delay), interval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.repeatStep() }
        }
        RunLoop.current.add(timer, forMode: .common)
        autorepeatTimer = timer
    }

    /// One repeat of a held press; the next is scheduled, faster once the press has been long.
    private func repeatStep() {
        guard let half = pressedHalf, isTracking else { return }
        guard canStep(half) else {
            setNeedsDisplay()
            return
        }
        step(half)
        repeatsSoFar += 1
        scheduleRepeat(after: repeatsSoFar < Self.slowRepeats ? Self.repeatInterval : Self.fastRepeatInterval)
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) {
        let size = Self.stepperSize
        let shape = CGRect(origin: .zero, size: size)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: shape, cornerRadius: 8).fill()
        if let pressedHalf {
            // The held half darkens: a second layer of the fill, rounded on its outer corners.
            let corners: UIRectCorner =
                pressedHalf == .decrement ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
            let radii = CGSize(width: 8, height: 8)
            UIBezierPath(roundedRect: self.rect(of: pressedHalf), byRoundingCorners: corners, cornerRadii: radii).fill()
        }
        UIColor.opaqueSeparator.setFill()
        UIBezierPath(rect: CGRect(x: size.width / 2 - 0.5, y: 8, width: 1, height: size.height - 16)).fill()
        drawSign(in: self.rect(of: .decrement), vertical: false, enabled: isEnabled && canStep(.decrement))
        drawSign(in: self.rect(of: .increment), vertical: true, enabled: isEnabled && canStep(.increment))
    }

    /// A "−", or a "+" when `vertical`, 14 points wide and 2 thick, centred in `half`.
    private func drawSign(in half: CGRect, vertical: Bool, enabled: Bool) {
        (enabled ? UIColor.label : UIColor.tertiaryLabel).setFill()
        let length: CGFloat = 14
        let thickness: CGFloat = 2
        UIBezierPath(
            rect: CGRect(x: half.midX - length / 2, y: half.midY - thickness / 2, width: length, height: thickness)
        ).fill()
        if vertical {
            UIBezierPath(
                rect: CGRect(x: half.midX - thickness / 2, y: half.midY - length / 2, width: thickness, height: length)
            ).fill()
        }
    }
}
