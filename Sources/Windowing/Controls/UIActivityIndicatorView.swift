public import Foundation

/// A spinner that shows a task is under way: twelve spokes of fading opacity that turn while it
/// animates. It starts stopped, and `hidesWhenStopped` (true by default) hides it while stopped,
/// as in UIKit. A `.medium` spinner is 20 points square and a `.large` one 37.
/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
///
/// - Note: Differs from UIKit: the spokes turn one step every twelfth of a second on a run-loop
///   timer, so a test that runs the app until it is idle sees them still.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The sizes a spinner comes in.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    /// Spokes drawn around the centre.
    static let spokeCount = 12
    /// Seconds between two steps of the turn.
    static let stepInterval: TimeInterval = 1.0 / 12

    /// The spinner's size.
    open var style = Style.medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' colour; the secondary label colour when nil.
    open var color: UIColor! {
        get { storedColor ?? .secondaryLabel }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    /// Whether the spinner hides itself while stopped.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the spinner turns.
    open private(set) var isAnimating = false

    private var storedColor: UIColor?
    /// The spoke drawn darkest, which the turn advances.
    private(set) var phase = 0
    private var stepTimer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isHidden = hidesWhenStopped
    }

    /// A stopped spinner of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
    }

    isolated deinit {
        stepTimer?.invalidate()
    }

    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style == .large ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the spinner and starts turning it.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let timer = Timer(
            fire: Date(timeIntervalSinceNow: Self.stepInterval), interval: Self.stepInterval, repeats: true
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
        RunLoop.current.add(timer, forMode: .common)
        stepTimer = timer
        setNeedsDisplay()
    }

    /// Stops the turn, and hides the spinner if `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stepTimer?.invalidate()
        stepTimer = nil
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Advances the turn by one spoke.
    func step() {
        phase = (phase + 1) % Self.spokeCount
        setNeedsDisplay()
    }

    /// Draws the spokes in the largest centred circle, the one at `phase` solid and each one
    /// behind it fainter.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = min(bounds.width, bounds.height) / 2
        guard radius > 2 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let (inner, width) = (radius * 0.45, max(1.5, radius * 0.16))
        let (outer, base) = (radius - width / 2, color ?? .secondaryLabel)
        context.saveGState()
        defer { context.restoreGState() }
        context.setLineWidth(width)
        context.setLineCap(.round)
        for spoke in 0..<Self.spokeCount {
            let behind = (phase - spoke + Self.spokeCount) % Self.spokeCount
            let opacity = 1 - CGFloat(behind) / CGFloat(Self.spokeCount) * 0.85
            let angle = CGFloat(spoke) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
            let (cosine, sine) = (cos(angle), sin(angle))
            context.setStrokeColor(base.withAlphaComponent(base.cgColor.alpha * opacity).cgColor)
            context.move(to: CGPoint(x: center.x + cosine * inner, y: center.y + sine * inner))
            context.addLine(to: CGPoint(x: center.x + cosine * outer, y: center.y + sine * outer))
            context.strokePath()
        }
    }
}
