public import Foundation

/// A control that offers a binary choice, on or off, as UIKit's switch: a 51×31-point rounded
/// track that is `onTintColor` (the system green) when on and the system fill when off, with a
/// white 27-point thumb that slides to the side of the state.
/// https://developer.apple.com/documentation/uikit/uiswitch
///
/// A tap flips the switch; dragging the thumb moves it to the side the pointer is on, and the
/// release keeps that side. Either way, a changed state sends `.valueChanged` before the
/// release's `.touchUpInside`, as the release ends tracking first. Setting `isOn` or calling
/// `setOn(_:animated:)` sends nothing.
///
/// The switch keeps UIKit's size: `init(frame:)` uses only the frame's origin, and its intrinsic
/// size is 51×31 points. Given a larger frame later (by constraints that stretch it), it draws at
/// that size in its top-left corner. Track and thumb are subviews, so `setOn(_:animated:)` and a
/// tap slide the thumb and fade the track's colour with the toolkit's animations.
///
/// `onImage` and `offImage` are kept but not drawn, as UIKit has ignored them since iOS 7, and
/// `preferredStyle` `.checkbox` and `title` apply only to Mac idioms: `style` is always `.sliding`.
///
/// - Note: Differs from UIKit: the thumb keeps its round shape while pressed (UIKit stretches it
///   towards the middle), and a drag moves it to the pointer's side with a slide rather than
///   following the pointer.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The styles a switch can ask for; a switch in an iPhone or iPad app is always `.sliding`.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// UIKit's fixed size for a sliding switch, in points.
    static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter, in points; it sits `thumbInset` inside the track.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How far the pointer must travel along the switch before a press counts as a drag.
    static let dragSlop: CGFloat = 4
    /// How long the thumb takes to slide, in seconds.
    static let slideDuration: TimeInterval = 0.25

    private let track = UIView()
    private let thumb = UIView()
    private var storedIsOn = false
    /// The side the thumb shows: `isOn`, except while a drag holds it elsewhere.
    private var showsOn = false
    /// Where the press began, and whether it has moved far enough to be a drag.
    private var press: (x: CGFloat, isDrag: Bool)?

    /// Creates an off switch at `frame.origin`; the frame's size is ignored, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        assemble()
    }

    /// Creates a switch from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    private func assemble() {
        isOpaque = false
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 1.5
        addSubview(track)
        addSubview(thumb)
        applyColors()
        placeParts()
    }

    // MARK: - State

    /// Whether the switch is on; false by default. Setting it moves the thumb at once and sends
    /// no action.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        show(on: on, animated: animated)
    }

    /// The style asked for; `.automatic` by default.
    open var preferredStyle = Style.automatic

    /// The style the switch has: always `.sliding` outside Mac idioms, as in UIKit.
    open var style: Style { .sliding }

    /// A title shown beside a checkbox-style switch on the Mac; unused by a sliding switch.
    open var title: String?

    // MARK: - Colours and images

    /// The track's colour while on; nil (the default) is the system green.
    open var onTintColor: UIColor? {
        didSet { applyColors() }
    }

    /// The thumb's colour; nil (the default) is white.
    open var thumbTintColor: UIColor? {
        didSet { applyColors() }
    }

    /// Kept for UIKit's sake: UIKit has not drawn it since iOS 7, and neither does Windowing.
    open var onImage: UIImage?

    /// Kept for UIKit's sake: UIKit has not drawn it since iOS 7, and neither does Windowing.
    open var offImage: UIImage?

    private func applyColors() {
        track.backgroundColor = showsOn ? (onTintColor ?? .systemGreen) : .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    override func stateDidChange() {
        // UIKit fades a disabled switch as a whole.
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        track.alpha = alpha
        thumb.alpha = alpha
    }

    // MARK: - Geometry

    open override var intrinsicContentSize: CGSize { Self.switchSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let size = Self.switchSize
        track.frame = CGRect(origin: .zero, size: size)
        let inset = Self.thumbInset
        let x = showsOn ? size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    private func show(on: Bool, animated: Bool) {
        guard on != showsOn || thumbIsOutOfPlace else { return }
        showsOn = on
        guard animated, window != nil else {
            applyColors()
            placeParts()
            return
        }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState]) {
            self.applyColors()
            self.placeParts()
        }
    }

    /// Whether the thumb's frame is not yet where `showsOn` puts it (a first layout).
    private var thumbIsOutOfPlace: Bool {
        let inset = Self.thumbInset
        let x = showsOn ? Self.switchSize.width - inset - Self.thumbDiameter : inset
        return thumb.frame.minX != x
    }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        press = (touch.location(in: self).x, false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var current = press else { return true }
        let x = touch.location(in: self).x
        if !current.isDrag && abs(x - current.x) >= Self.dragSlop {
            current.isDrag = true
            press = current
        }
        if current.isDrag { show(on: x >= Self.switchSize.width / 2, animated: true) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let ended = press else { return }
        press = nil
        let chosen = ended.isDrag ? showsOn : !storedIsOn
        guard chosen != storedIsOn else {
            show(on: storedIsOn, animated: true)
            return
        }
        setOn(chosen, animated: true)
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        press = nil
        show(on: storedIsOn, animated: true)
    }
}
