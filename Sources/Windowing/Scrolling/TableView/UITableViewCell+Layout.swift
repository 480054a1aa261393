import Foundation

// The standard cell arrangement: the accessory at the trailing edge, the content view beside it,
// and inside it the image and the labels placed as the style says; plus the selection look and
// the separator line.
extension UITableViewCell {
    func layOutCell() {
        let size = bounds.size
        let indent = editingIndent
        let shift = -swipeOffset
        let trailingEdge = size.width - reorderControlWidth
        var accessoryWidth: CGFloat = 0
        if let custom = shownAccessoryView {
            let fitted = custom.frame.size
            custom.frame = CGRect(
                x: trailingEdge - Self.margin - fitted.width + shift, y: (size.height - fitted.height) / 2,
                width: fitted.width, height: fitted.height)
            accessoryWidth = fitted.width + Self.margin
        } else if shownAccessoryType != .none {
            let accessorySize = TableAccessoryView.size(of: shownAccessoryType)
            accessoryHost.frame = CGRect(
                x: trailingEdge - Self.margin - accessorySize.width + shift,
                y: (size.height - accessorySize.height) / 2, width: accessorySize.width, height: accessorySize.height)
            accessoryWidth = accessorySize.width + Self.margin / 2
        }
        contentView.frame = CGRect(
            x: indent + shift, y: 0, width: max(0, trailingEdge - accessoryWidth - indent), height: size.height)
        if let selected = selectedBackgroundView { selected.frame = bounds }
        if let configured = configuredBackgroundView, let insets = backgroundConfiguration?.backgroundInsets {
            configured.frame = bounds.inset(by: insets.edgeInsets).offsetBy(dx: shift, dy: 0)
        }
        let line = 1 / max(1, UIApplication.current?.scale ?? 1)
        separatorLine.frame = CGRect(
            x: separatorInsets.left + indent, y: size.height - line,
            width: max(0, size.width - separatorInsets.left - indent - separatorInsets.right), height: line)
        layOutStandardContent()
        layOutEditingViews()
    }

    private func layOutStandardContent() {
        let area = contentView.bounds
        var leading = Self.margin
        if let image = storedImageView, let picture = image.image {
            let side = min(picture.size.height, area.height - 8, 40)
            let width = picture.size.height > 0 ? side * picture.size.width / picture.size.height : side
            image.frame = CGRect(x: leading, y: (area.height - side) / 2, width: width, height: side)
            leading += width + Self.margin
        } else {
            storedImageView?.frame = .zero
        }
        let trailing = area.width - (shownAccessoryType == .none && shownAccessoryView == nil ? Self.margin : 4)
        let width = max(0, trailing - leading)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        func fitted(_ label: UILabel?) -> CGSize {
            guard let label, label.text?.isEmpty == false else { return .zero }
            return label.sizeThatFits(CGSize(width: width, height: area.height))
        }
        let textSize = fitted(text)
        let detailSize = fitted(detail)
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .subtitle:
            let total = textSize.height + detailSize.height
            let top = (area.height - total) / 2
            text?.frame = CGRect(x: leading, y: top, width: width, height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height, width: width, height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, width)
            detail?.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: leading, y: 0, width: max(0, width - detailWidth - 8), height: area.height)
        case .value2:
            let labelWidth = min(width * 0.3, 91)
            text?.frame = CGRect(x: leading, y: 0, width: labelWidth, height: area.height)
            detail?.frame = CGRect(
                x: leading + labelWidth + 6, y: 0, width: max(0, width - labelWidth - 6), height: area.height)
        }
    }

    /// The accessory in sight: the editing one while editing, as in UIKit.
    var shownAccessoryType: AccessoryType { isEditingStorage ? editingAccessoryType : accessoryType }
    var shownAccessoryView: UIView? { isEditingStorage ? editingAccessoryView : accessoryView }

    func accessoryDidChange() {
        let shown = shownAccessoryView
        for view in [accessoryView, editingAccessoryView] where view !== shown && view?.superview === self {
            view?.removeFromSuperview()
        }
        if let shown {
            accessoryHost.isHidden = true
            if shown.superview !== self { addSubview(shown) }
        } else {
            accessoryHost.type = shownAccessoryType
            accessoryHost.isHidden = shownAccessoryType == .none
        }
        setNeedsLayout()
    }

    func updateSelectionLook() {
        let shows = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none
        // A background configuration shows the selection itself; an app's own view still shows.
        let grey =
            backgroundConfiguration == nil || (selectedBackgroundView.map { $0 !== defaultSelectionView } ?? false)
        if shows && grey {
            let background: UIView
            if let selectedBackgroundView {
                background = selectedBackgroundView
            } else {
                background = UIView()
                background.backgroundColor = .systemGray4
                selectedBackgroundView = background
                defaultSelectionView = background
            }
            background.frame = bounds
            if background.superview !== self { insertSubview(background, at: 0) }
        } else {
            selectedBackgroundView?.removeFromSuperview()
        }
        storedTextLabel?.isHighlighted = shows
        storedDetailTextLabel?.isHighlighted = shows
    }
}

/// The drawn standard accessories: a chevron, a checkmark in the tint colour, an info button.
final class TableAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none {
        didSet { if type != oldValue { setNeedsDisplay() } }
    }
    /// The disclosure chevron's colour (a list cell's accessory may set another).
    /// The chevron's colour unless one is given.
    static let defaultChevronColor = UIColor.systemGray3

    var chevronColor: UIColor = TableAccessoryView.defaultChevronColor {
        didSet { if chevronColor != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        let size = bounds.size
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            chevronColor.setStroke()
            chevron(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).stroke()
        case .checkmark:
            tintColor.setStroke()
            let path = UIBezierPath()
            path.lineWidth = 2
            path.move(to: CGPoint(x: 1, y: size.height * 0.55))
            path.addLine(to: CGPoint(x: size.width * 0.38, y: size.height - 1))
            path.addLine(to: CGPoint(x: size.width - 1, y: 1))
            path.stroke()
        case .detailButton, .detailDisclosureButton:
            tintColor.setStroke()
            let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20))
            circle.lineWidth = 1.5
            circle.stroke()
            let stem = UIBezierPath()
            stem.lineWidth = 2
            stem.move(to: CGPoint(x: 11, y: 9))
            stem.addLine(to: CGPoint(x: 11, y: 16))
            stem.move(to: CGPoint(x: 11, y: 5.5))
            stem.addLine(to: CGPoint(x: 11, y: 7))
            stem.stroke()
            if type == .detailDisclosureButton {
                chevronColor.setStroke()
                chevron(in: CGRect(x: size.width - 8, y: 4.5, width: 8, height: 13)).stroke()
            }
        }
    }

    private func chevron(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        path.lineWidth = 2
        path.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        path.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        return path
    }
}
