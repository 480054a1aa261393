import Foundation

/// The editing control at a row's leading edge: a 22-point red circle with a white minus for
/// `.delete`, green with a white plus for `.insert`, centred in its strip.
final class TableEditingControl: UIControl {
    static let diameter: CGFloat = 22

    var style = UITableViewCell.EditingStyle.delete {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }
    /// The circle's and the sign's colours when not the style's red or green and white (a list
    /// accessory's options).
    var circleColor: UIColor? {
        didSet { if circleColor != oldValue { setNeedsDisplay() } }
    }
    var signColor: UIColor? {
        didSet { if signColor != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let side = Self.diameter
        let circle = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        (circleColor ?? (style == .insert ? UIColor.systemGreen : UIColor.systemRed)).setFill()
        UIBezierPath(ovalIn: circle).fill()
        (signColor ?? UIColor.white).setFill()
        let bar: CGFloat = 2
        let arm = side / 2 - 5
        UIBezierPath(rect: CGRect(x: circle.midX - arm, y: circle.midY - bar / 2, width: arm * 2, height: bar)).fill()
        if style == .insert {
            UIBezierPath(rect: CGRect(x: circle.midX - bar / 2, y: circle.midY - arm, width: bar, height: arm * 2))
                .fill()
        }
    }
}

/// The reorder control at a row's trailing edge while editing: three grey lines. A press on it
/// starts a reorder drag (UITableView+Reorder.swift); the table hears the touches.
final class TableReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemGray2.setFill()
        let width: CGFloat = 18
        let left = (bounds.width - width) / 2
        for index in -1...1 {
            // On whole points, so each line is crisp at any scale.
            let y = (bounds.midY + CGFloat(index) * 5 - 0.75).rounded(.down)
            UIBezierPath(rect: CGRect(x: left, y: y, width: width, height: 1.5)).fill()
        }
    }
}

/// A swipe's action buttons side by side, each full height in its action's colour; the first
/// action is outermost (at the trailing edge for trailing actions, as in UIKit).
final class TableSwipeActionsView: UIView {
    /// The narrowest an action button is, and the room beside its title.
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15

    let actions: [UIContextualAction]
    let trailing: Bool
    private(set) var buttons: [UIButton] = []
    /// The buttons' widths, in the order of `actions`.
    let widths: [CGFloat]

    init(actions: [UIContextualAction], trailing: Bool, perform: @escaping (UIContextualAction) -> Void) {
        self.actions = actions
        self.trailing = trailing
        var widths: [CGFloat] = []
        var buttons: [UIButton] = []
        for action in actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            if let image = action.image { button.setImage(image, for: .normal) }
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            let label = UILabel()
            label.font = .systemFont(ofSize: 17)
            label.text = action.title
            let titleWidth = label.sizeThatFits(CGSize(width: 1000, height: 100)).width
            widths.append(max(Self.minimumButtonWidth, titleWidth + 2 * Self.titlePadding))
            button.addAction(UIAction { _ in perform(action) }, for: .touchUpInside)
            buttons.append(button)
        }
        self.widths = widths
        self.buttons = buttons
        super.init(frame: .zero)
        backgroundColor = actions.last?.backgroundColor
        clipsToBounds = true
        buttons.forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        actions = []
        trailing = true
        widths = []
        super.init(coder: coder)
    }

    /// The room all the buttons take.
    var totalWidth: CGFloat { widths.reduce(0, +) }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The buttons share the uncovered room in proportion to their widths, so a partly swiped
        // row shows every button narrowed, and a full swipe stretches them.
        let scale = totalWidth > 0 ? bounds.width / totalWidth : 0
        var edge: CGFloat = trailing ? bounds.width : 0
        for (button, width) in zip(buttons, widths) {
            let scaled = width * scale
            if trailing {
                edge -= scaled
                button.frame = CGRect(x: edge, y: 0, width: scaled, height: bounds.height)
            } else {
                button.frame = CGRect(x: edge, y: 0, width: scaled, height: bounds.height)
                edge += scaled
            }
        }
    }
}
