import Foundation

/// The outline disclosure accessory: a chevron pointing to the trailing side while its item is
/// collapsed and down while it is expanded. A tap calls the accessory's handler, or expands or
/// collapses the item through the collection view's diffable data source.
final class ListOutlineDisclosureButton: UIControl {
    private let glyph = TableAccessoryView()
    private var handler: UICellAccessory.ActionHandler?
    /// The chevron's colour as the accessory gives it; nil for the tint colour.
    private var tint: UIColor?

    init() {
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: .detailButton)))
        glyph.type = .disclosureIndicator
        glyph.isUserInteractionEnabled = false
        addSubview(glyph)
        updateChevron()
        addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the chevron points down.
    var isExpanded = false {
        didSet { if isExpanded != oldValue { updateChevron() } }
    }

    func take(tint: UIColor?, handler: UICellAccessory.ActionHandler?) {
        self.tint = tint
        self.handler = handler
        updateChevron()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateChevron()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateChevron()
    }

    /// What a tap does: the app's handler, or the data source's expanding and collapsing.
    func toggle() {
        if let handler { return handler() }
        enclosingView(of: UICollectionViewListCell.self)?.toggleOutlineItem()
    }

    private func updateChevron() {
        glyph.chevronColor = tint ?? tintColor
        glyph.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        let size = TableAccessoryView.size(of: .disclosureIndicator)
        glyph.bounds = CGRect(origin: .zero, size: size)
        glyph.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
