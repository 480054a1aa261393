import Foundation

/// The view of a `UIAlertController`: a dimmed backdrop over the whole window and a rounded box
/// (centred for an alert, at the bottom for an action sheet) with the title, the message, an
/// alert's text fields stacked in order, and one button per action.
@MainActor
final class AlertView: UIView {
    weak var controller: UIAlertController?
    let box = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private(set) var buttons: [(action: UIAlertAction, button: UIButton)] = []
    private var separators: [UIView] = []
    /// The view of the controller set as `contentViewController`, between the text and the buttons.
    private var contentView: UIView?

    static let alertWidth: CGFloat = 270
    static let sheetWidth: CGFloat = 400
    static let buttonHeight: CGFloat = 44
    /// UIKit's alert fields are a little shorter than a standalone rounded field (about 30 pt).
    static let fieldHeight: CGFloat = 26
    static let fieldSpacing: CGFloat = 8
    private static let padding: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = UIColor(white: 0, alpha: 0.3)
        box.backgroundColor = UIColor(white: 0.97, alpha: 1)
        box.layer.cornerRadius = 13
        box.clipsToBounds = true
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.font = UIFont.systemFont(ofSize: 13)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        box.addSubview(titleLabel)
        box.addSubview(messageLabel)
        addSubview(box)
    }

    required init?(coder: NSCoder) {
        nil
    }

    func rebuild() {
        guard let controller else { return }
        if let attributed = controller.attributedTitle {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = controller.title
        }
        if let attributed = controller.attributedMessage {
            messageLabel.attributedText = attributed
        } else {
            messageLabel.text = controller.message
        }
        let content = controller.contentViewController?.view
        if contentView !== content {
            contentView?.removeFromSuperview()
            contentView = content
            if let content { box.addSubview(content) }
        }
        for field in controller.textFields ?? [] where field.superview !== box { box.addSubview(field) }
        for entry in buttons { entry.button.removeFromSuperview() }
        for separator in separators { separator.removeFromSuperview() }
        buttons.removeAll()
        separators.removeAll()
        for action in controller.drawnActions {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let isPreferred = controller.preferredAction === action
            let isBold = isPreferred || (controller.preferredAction == nil && action.style == .cancel)
            button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: isBold ? .semibold : .regular)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            if let color = action.titleTextColor { button.setTitleColor(color, for: .normal) }
            if let image = action.image { button.setImage(image, for: .normal) }
            button.isEnabled = action.isEnabled
            button.addAction(
                UIAction { [weak controller, weak action] _ in
                    if let controller, let action { controller.pick(action) }
                }, for: .touchUpInside)
            let separator = UIView(frame: .zero)
            separator.backgroundColor = UIColor(white: 0.8, alpha: 1)
            box.addSubview(separator)
            box.addSubview(button)
            separators.append(separator)
            buttons.append((action, button))
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Whether the buttons sit side by side: an alert with exactly two actions.
    private var isSideBySide: Bool { controller?.preferredStyle == .alert && buttons.count == 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding = Self.padding
        let isSheet = controller?.preferredStyle == .actionSheet
        let width = min(isSheet ? Self.sheetWidth : Self.alertWidth, max(0, bounds.width - 2 * padding))
        let textWidth = max(0, width - 2 * padding)
        var y: CGFloat = 0
        for label in [titleLabel, messageLabel] {
            guard label.text?.isEmpty == false else {
                label.frame = .zero
                continue
            }
            y += label === titleLabel ? padding + 4 : 4
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: padding, y: y, width: textWidth, height: height)
            y += height
        }
        if y > 0 { y += padding }
        let fields = controller?.textFields ?? []
        if !fields.isEmpty {
            if y == 0 { y = padding }
            for field in fields {
                field.frame = CGRect(x: padding, y: y, width: textWidth, height: Self.fieldHeight)
                y += Self.fieldHeight + Self.fieldSpacing
            }
            y += padding - Self.fieldSpacing
        }
        if let contentView {
            // As tall as the controller asks, else as the view was made.
            let asked = controller?.contentViewController?.preferredContentSize.height ?? 0
            let height = asked > 0 ? asked : contentView.frame.height
            contentView.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        let rows = isSideBySide ? 1 : buttons.count
        for (index, entry) in buttons.enumerated() {
            let column = isSideBySide ? CGFloat(index) : 0
            let row = isSideBySide ? 0 : CGFloat(index)
            let buttonWidth = isSideBySide ? width / 2 : width
            let frame = CGRect(
                x: column * buttonWidth, y: y + row * Self.buttonHeight, width: buttonWidth, height: Self.buttonHeight)
            entry.button.frame = frame
            separators[index].frame =
                isSideBySide && index == 1
                ? CGRect(x: frame.minX, y: frame.minY, width: 1, height: frame.height)
                : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)
        }
        let height = y + CGFloat(rows) * Self.buttonHeight
        let originY = isSheet ? bounds.maxY - height - padding : bounds.midY - height / 2
        box.frame = CGRect(x: (bounds.midX - width / 2).rounded(), y: originY.rounded(), width: width, height: height)
    }
}
