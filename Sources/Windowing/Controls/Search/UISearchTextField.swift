import Foundation

/// The field of a search bar: a rounded grey field with a magnifying glass before the text and
/// a clear button while editing.
///
/// - Note: Differs from UIKit: there are no search tokens (`tokens`, `insertToken(_:at:)`).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The glass's room before the text: its left edge, its size and the gap after it.
    static let glassInset: CGFloat = 8
    static let glassSize: CGFloat = 16
    static let glassGap: CGFloat = 6

    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptSearchFieldLook()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptSearchFieldLook()
    }

    private func adoptSearchFieldLook() {
        borderStyle = .none
        clearButtonMode = .whileEditing
        backgroundColor = UIColor(red: 0.46, green: 0.46, blue: 0.50, alpha: 0.12)
        layer.cornerRadius = 10
        clipsToBounds = true
        leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: Self.glassSize, height: Self.glassSize))
        leftViewMode = .always
        returnKeyType = .search
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.glassSize
        return CGRect(
            x: bounds.minX + Self.glassInset, y: (bounds.midY - size / 2).rounded(), width: size, height: size)
    }

    /// The text starts after the glass and ends before the clear button, with the same margin.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        rect.origin.x += Self.glassGap
        rect.size.width = max(0, rect.width - Self.glassGap - Self.glassInset / 2)
        return rect
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -Self.glassInset / 2, dy: 0)
    }
}

/// The magnifying glass a search field shows before its text, drawn as a ring with a handle.
@MainActor
final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let radius = side * 0.34
        let center = CGPoint(x: bounds.minX + radius + 1.5, y: bounds.minY + radius + 1.5)
        UIColor.secondaryLabel.setStroke()
        let ring = UIBezierPath(
            ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        ring.lineWidth = 2
        ring.stroke()
        let handle = UIBezierPath()
        let start = radius * 0.7071
        handle.move(to: CGPoint(x: center.x + start + 0.5, y: center.y + start + 0.5))
        handle.addLine(to: CGPoint(x: bounds.minX + side - 1.5, y: bounds.minY + side - 1.5))
        handle.lineWidth = 2.2
        handle.lineCapStyle = .round
        handle.stroke()
    }
}
