import Foundation

/// The views that show a list cell's accessories, and the room each takes.
@MainActor
enum ListAccessoryViews {
    /// A view showing `accessory`: drawn for the standard ones, the app's own for a custom view.
    static func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator(let options):
            let view = TableAccessoryView()
            view.type = .disclosureIndicator
            if let tint = options.tintColor { view.chevronColor = tint }
            return view
        case .checkmark(let options):
            let view = TableAccessoryView()
            view.type = .checkmark
            view.tintColor = options.tintColor
            return view
        case .detail(let options, let handler):
            return ListDetailButton(tint: options.tintColor, handler: handler)
        case .label(let text, let options):
            let label = UILabel()
            label.text = text
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.isUserInteractionEnabled = false
            return label
        case .customView(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
            return configuration.customView
        }
    }

    /// The size `view` is shown at for `accessory` in a cell `height` points tall.
    static func size(of view: UIView, for accessory: UICellAccessory, height: CGFloat) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return TableAccessoryView.size(of: .disclosureIndicator)
        case .checkmark: return TableAccessoryView.size(of: .checkmark)
        case .detail: return TableAccessoryView.size(of: .detailButton)
        case .label: return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
        case .customView(let configuration):
            if configuration.maintainsFixedSize { return view.bounds.size }
            let intrinsic = view.intrinsicContentSize
            let fitted =
                intrinsic.width >= 0 && intrinsic.height >= 0
                ? intrinsic : view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
            return CGSize(width: max(0, fitted.width), height: min(max(0, fitted.height), height))
        }
    }

    /// The width kept for the accessory: its reserved width, or its own when that is wider.
    static func width(of accessory: UICellAccessory, actual: CGFloat) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .none, .actual?: return actual
        case .standard?: return max(actual, standardWidth)
        case .custom(let width)?: return width.isFinite ? max(actual, width) : actual
        }
    }

    /// The standard reserved width: a detail button's.
    static let standardWidth: CGFloat = 25
}

/// The detail accessory: an info button that calls its handler when tapped, without selecting
/// its row.
final class ListDetailButton: UIControl {
    private let glyph = TableAccessoryView()

    init(tint: UIColor?, handler: UICellAccessory.ActionHandler?) {
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: .detailButton)))
        glyph.type = .detailButton
        glyph.tintColor = tint
        glyph.frame = bounds
        addSubview(glyph)
        if let handler { addAction(UIAction { _ in handler() }, for: .touchUpInside) }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = bounds
    }
}
