import Foundation

/// The delete and insert accessories: the table's editing control (a red minus or a green plus),
/// calling the accessory's handler when clicked. A delete accessory without one uncovers the row's
/// trailing swipe actions.
final class ListEditingButton: UIControl {
    private let control = TableEditingControl()
    private var handler: UICellAccessory.ActionHandler?

    init() {
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: .detailButton)))
        control.isUserInteractionEnabled = false
        addSubview(control)
        addAction(UIAction { [weak self] _ in self?.activate() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func take(delete: Bool, circle: UIColor?, sign: UIColor?, handler: UICellAccessory.ActionHandler?) {
        control.style = delete ? .delete : .insert
        control.circleColor = circle
        control.signColor = sign
        self.handler = handler
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        control.frame = bounds
    }

    /// What a click does: the handler, or a delete control's uncovering of the swipe actions.
    func activate() {
        if let handler { return handler() }
        guard control.style == .delete, let cell = enclosingView(of: UICollectionViewListCell.self),
            let collectionView = cell.enclosingView(of: UICollectionView.self),
            let path = collectionView.indexPath(for: cell)
        else { return }
        collectionView.openListSwipeActions(at: path, trailing: true)
    }
}

/// The multiselect accessory: an empty grey ring, or, while its row is selected, a circle in the
/// tint colour with a white checkmark. Clicks go through to the row, which they select.
final class ListMultiselectView: UIView {
    static let diameter: CGFloat = 22

    var isChecked = false {
        didSet { if isChecked != oldValue { setNeedsDisplay() } }
    }
    var fill: UIColor? {
        didSet { if fill != oldValue { setNeedsDisplay() } }
    }
    var check: UIColor? {
        didSet { if check != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: Self.diameter, height: Self.diameter)))
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let side = Self.diameter
        let circle = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        guard isChecked else {
            UIColor.systemGray3.setStroke()
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            ring.stroke()
            return
        }
        (fill ?? tintColor).setFill()
        UIBezierPath(ovalIn: circle).fill()
        (check ?? .white).setStroke()
        let mark = UIBezierPath()
        mark.move(to: CGPoint(x: circle.minX + 6, y: circle.midY + 0.5))
        mark.addLine(to: CGPoint(x: circle.minX + 9.5, y: circle.midY + 4))
        mark.addLine(to: CGPoint(x: circle.maxX - 6, y: circle.minY + 7))
        mark.lineWidth = 2
        mark.stroke()
    }
}
