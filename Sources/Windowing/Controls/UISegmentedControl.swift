public import Foundation

/// A horizontal row of segments, each a title or an image, of which one at most is selected.
///
/// A click on an enabled segment other than the selected one selects it and sends
/// `.valueChanged`; a click on the selected segment sends nothing. While the button is down the
/// segment under the pointer is highlighted, and releasing outside the control changes nothing.
/// Setting `selectedSegmentIndex` in code sends nothing. With `isMomentary`, a click sets
/// `selectedSegmentIndex` and sends `.valueChanged` every time, and no segment stays drawn as
/// selected. https://developer.apple.com/documentation/uikit/uisegmentedcontrol
///
/// Drawn as UIKit's control since iOS 13: a rounded track in the tertiary system fill, the
/// selected segment as a raised white (or `selectedSegmentTintColor`) rounded rectangle, thin
/// separators between unselected segments, and 13-point titles, semibold when selected. Its
/// intrinsic height is 32 points.
///
/// - Note: Differs from UIKit: `animated` arguments are accepted and the change is made at once;
///   the selected segment does not slide while dragged, the press moves the highlight instead.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// 0 means the width is worked out from the control's width.
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment under a pressed button, drawn highlighted.
    private(set) var pressedIndex: Int?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    static let height: CGFloat = 32
    static let titlePadding: CGFloat = 12

    /// Creates a control with `frame` and no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Creates a control whose segments are `items`, each a `String` or a `UIImage`; other values
    /// make an empty segment, as UIKit's do.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        isOpaque = false
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
        frame.size = intrinsicContentSize
    }

    /// Creates a control from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Segments

    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `noSegment`. A value outside the segments selects none.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            let index = segments.indices.contains(newValue) ? newValue : Self.noSegment
            guard index != storedSelectedIndex else { return }
            storedSelectedIndex = index
            setNeedsDisplay()
        }
    }

    /// Whether a click selects only for the moment of the click (see the class's description).
    open var isMomentary = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether automatic widths follow each segment's content rather than being equal.
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The selected segment's fill; nil (the default) draws it white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Inserts a segment titled `title` at `segment`, clamped to `0...numberOfSegments`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`, clamped to `0...numberOfSegments`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsChanged()
    }

    /// Removes the segment at `segment`; an index outside the segments changes nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsChanged()
    }

    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        segmentsChanged()
    }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Sets the title of the segment at `segment` (removing its image); outside the segments, nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsChanged()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (removing its title); outside the segments, nothing.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsChanged()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment; a disabled segment cannot be selected by a click.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Fixes the width of the segment at `segment`; 0 (the default) lets the control choose it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite else { return }
        segments[segment].width = max(width, 0)
        segmentsChanged()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Attributes for titles in `state` (`.normal` or `.selected`); the font and the foreground
    /// colour are used.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsChanged()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Size and drawing (UISegmentedControl+Drawing.swift)

    open override var intrinsicContentSize: CGSize { measuredSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { measuredSize }

    open override func draw(_ rect: CGRect) { drawSegments() }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedIndex = enabledSegment(at: touch.location(in: self))
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let index = bounds.contains(point) ? enabledSegment(at: point) : nil
        if index != pressedIndex {
            pressedIndex = index
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let released = touch.map {
            bounds.contains($0.location(in: self)) ? enabledSegment(at: $0.location(in: self)) : nil
        }
        pressedIndex = nil
        setNeedsDisplay()
        guard let index = released ?? nil else { return }
        if isMomentary || index != storedSelectedIndex {
            storedSelectedIndex = index
            sendActions(for: .valueChanged)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedIndex = nil
        setNeedsDisplay()
    }

    /// The enabled segment whose column holds `point`'s x, if any.
    private func enabledSegment(at point: CGPoint) -> Int? {
        let frames = segmentFrames(in: bounds)
        guard let index = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }),
            segments[index].isEnabled
        else { return nil }
        return index
    }
}
