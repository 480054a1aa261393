import Foundation

/// A cell's drawn background: a fill with some corners rounded (an inset list section's ends),
/// an optional stroke, and a background configuration's custom view.
final class CellBackgroundView: UIView {
    var fill: UIColor? {
        didSet { if fill != oldValue { setNeedsDisplay() } }
    }
    var corners: UIRectCorner = [] {
        didSet { if corners != oldValue { setNeedsDisplay() } }
    }
    var radius: CGFloat = ListMetrics.cornerRadius {
        didSet { if radius != oldValue { setNeedsDisplay() } }
    }
    private var stroke: (color: UIColor, width: CGFloat)?
    private var customView: UIView?

    /// The view that shows `configuration` (updated for `state` when `updating`) behind the
    /// others in `cell`: `current`, or a new one; nil, with `current` removed, for no configuration.
    static func show(
        _ configuration: UIBackgroundConfiguration?, for state: UICellConfigurationState, updating: Bool,
        in cell: UIView, replacing current: CellBackgroundView?
    ) -> CellBackgroundView? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? CellBackgroundView()
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        view.apply(
            updating ? configuration.updated(for: state) : configuration, fallback: .clear, corners: .allCorners,
            radius: 0)
        cell.setNeedsLayout()
        return view
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Takes `configuration`'s look: its fill (`fallback` when it names none), its stroke and
    /// custom view, and its corner radius on every corner, or `corners` rounded by `radius` when
    /// it has none.
    func apply(
        _ configuration: UIBackgroundConfiguration, fallback: UIColor, corners: UIRectCorner, radius: CGFloat
    ) {
        fill = configuration.resolvedBackgroundColor(for: fallback)
        let ownRadius = configuration.cornerRadius.isFinite && configuration.cornerRadius > 0
        self.corners = ownRadius ? .allCorners : corners
        self.radius = ownRadius ? configuration.cornerRadius : radius
        let width = configuration.strokeWidth.isFinite ? max(0, configuration.strokeWidth) : 0
        stroke = configuration.strokeColor.map { (configuration.strokeColorTransformer?($0) ?? $0, width) }
        if customView !== configuration.customView {
            customView?.removeFromSuperview()
            customView = configuration.customView
            if let customView { addSubview(customView) }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        customView?.frame = bounds
    }

    override func draw(_ rect: CGRect) {
        let size = CGSize(width: radius, height: radius)
        if let fill {
            fill.setFill()
            UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: size).fill()
        }
        if let stroke, stroke.width > 0 {
            stroke.color.setStroke()
            let inset = bounds.insetBy(dx: stroke.width / 2, dy: stroke.width / 2)
            let path = UIBezierPath(roundedRect: inset, byRoundingCorners: corners, cornerRadii: size)
            path.lineWidth = stroke.width
            path.stroke()
        }
    }
}
