import Foundation

@testable import Windowing

/// A view that logs its layout, drawing and (optionally) hierarchy hooks as `"<label>::<method>"`.
///
/// With `fill` set, `draw(_:)` paints `fillRect` (default: the whole bounds) in that colour.
final class RecordingView: UIView {
    var label = "view"
    var log: CallLog
    var recordsHierarchyHooks = false
    var fill: UIColor?
    var fillRect: CGRect?
    private(set) var drawRects: [CGRect] = []
    private(set) var layoutCount = 0
    private(set) var tintChanges = 0
    /// Whether `UIGraphicsGetCurrentContext()` was non-nil in every `draw(_:)`.
    private(set) var hadContextInEveryDraw = true
    /// `window` and `superview` as each hook saw them.
    private(set) var hookObservations: [String] = []

    init(_ label: String, frame: CGRect = .zero, log: CallLog = CallLog.shared) {
        self.label = label
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        log.record(label, #function)
    }

    override func draw(_ rect: CGRect) {
        drawRects.append(rect)
        log.record(label, #function)
        guard let context = UIGraphicsGetCurrentContext() else {
            hadContextInEveryDraw = false
            return
        }
        if let fill {
            context.setFillColor(fill.cgColor)
            context.fill(fillRect ?? bounds)
        }
    }

    var drawCount: Int { drawRects.count }

    override func tintColorDidChange() {
        tintChanges += 1
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        hook(#function)
    }

    override func didMoveToSuperview() {
        hook(#function)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        hook(#function)
    }

    override func didMoveToWindow() {
        hook(#function)
    }

    override func didAddSubview(_ subview: UIView) {
        hook(#function)
    }

    override func willRemoveSubview(_ subview: UIView) {
        hook(#function)
        hookObservations.append("willRemoveSubview: still a subview \(subviews.contains { $0 === subview })")
    }

    private func hook(_ method: String) {
        guard recordsHierarchyHooks else { return }
        log.record(label, method)
        let window = window == nil ? "nil" : "set"
        let superview = superview == nil ? "nil" : "set"
        hookObservations.append("\(method): window \(window), superview \(superview)")
    }
}

/// The RGB of a `UIColor` as the 0xFFRRGGBB word a captured xRGB pixel holds.
func pixelValue(_ color: UIColor) -> UInt32 {
    let c = color.cgColor.rgba
    func byte(_ value: CGFloat) -> UInt32 { UInt32((value * 255).rounded()) }
    return 0xFF00_0000 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
}

/// Whether two 0xAARRGGBB pixels differ by at most `tolerance` in each colour channel.
func pixel(_ actual: UInt32, isClose expected: UInt32, tolerance: Int = 2) -> Bool {
    [16, 8, 0].allSatisfy { shift in
        abs(Int((actual >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF)) <= tolerance
    }
}

func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
