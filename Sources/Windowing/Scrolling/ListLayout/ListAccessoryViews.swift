import Foundation

/// The views that show a list cell's accessories, and the room each takes.
@MainActor
enum ListAccessoryViews {
    /// A view showing `accessory`: drawn for the standard ones, the app's own for a custom view.
    static func makeView(for accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator, .checkmark: view = TableAccessoryView()
        case .detail: view = ListDetailButton()
        case .label: view = UILabel()
        case .customView(let configuration): view = configuration.customView
        case .outlineDisclosure: view = ListOutlineDisclosureButton()
        case .delete, .insert: view = ListEditingButton()
        case .multiselect: view = ListMultiselectView()
        case .popUpMenu: view = ListPopUpMenuButton()
        }
        show(accessory, in: view)
        return view
    }

    /// Whether `view`, made for `previous`, can show `accessory`: a cell given the same kinds of
    /// accessory again (each time it is dequeued, as a cell registration's handler sets them) keeps
    /// its views rather than making new ones. A custom view is the app's: only the same view serves.
    static func canShow(_ accessory: UICellAccessory, in view: UIView, madeFor previous: UICellAccessory) -> Bool {
        switch (accessory.kind, previous.kind) {
        case (.customView(let configuration), _): return configuration.customView === view
        case (_, .customView): return false
        default: return accessory.kind.tag == previous.kind.tag
        }
    }

    /// Sets `view` (made by `makeView` for an accessory of the same kind) to show `accessory`.
    static func show(_ accessory: UICellAccessory, in view: UIView) {
        switch accessory.kind {
        case .disclosureIndicator(let options):
            guard let view = view as? TableAccessoryView else { return }
            view.type = .disclosureIndicator
            view.chevronColor = options.tintColor ?? TableAccessoryView.defaultChevronColor
        case .checkmark(let options):
            guard let view = view as? TableAccessoryView else { return }
            view.type = .checkmark
            view.tintColor = options.tintColor
        case .detail(let options, let handler):
            (view as? ListDetailButton)?.take(tint: options.tintColor, handler: handler)
        case .label(let text, let options):
            guard let label = view as? UILabel else { return }
            label.text = text
            label.font = options.font ?? .preferredFont(forTextStyle: .body)
            label.textColor = options.tintColor ?? .secondaryLabel
            label.isUserInteractionEnabled = false
        case .customView(let configuration):
            if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
        case .outlineDisclosure(let options, let handler):
            (view as? ListOutlineDisclosureButton)?.take(tint: options.tintColor, handler: handler)
        case .delete(let options, let handler):
            (view as? ListEditingButton)?.take(
                delete: true, circle: options.backgroundColor, sign: options.tintColor, handler: handler)
        case .insert(let options, let handler):
            (view as? ListEditingButton)?.take(
                delete: false, circle: options.backgroundColor, sign: options.tintColor, handler: handler)
        case .multiselect(let options):
            guard let view = view as? ListMultiselectView else { return }
            view.fill = options.backgroundColor
            view.check = options.tintColor
        case .popUpMenu(let menu, let options, let handler):
            (view as? ListPopUpMenuButton)?.take(menu, tint: options.tintColor, handler: handler)
        }
    }

    /// The size `view` is shown at for `accessory` in a cell `height` points tall.
    static func size(of view: UIView, for accessory: UICellAccessory, height: CGFloat) -> CGSize {
        switch accessory.kind {
        case .disclosureIndicator: return TableAccessoryView.size(of: .disclosureIndicator)
        case .checkmark: return TableAccessoryView.size(of: .checkmark)
        case .detail, .outlineDisclosure, .delete, .insert, .multiselect:
            return TableAccessoryView.size(of: .detailButton)
        case .label, .popUpMenu:
            return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
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
    /// The accessory's handler, called by the button's one action: a reused button takes the next
    /// accessory's.
    private var handler: UICellAccessory.ActionHandler?

    init() {
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: .detailButton)))
        glyph.type = .detailButton
        glyph.frame = bounds
        addSubview(glyph)
        addAction(UIAction { [weak self] _ in self?.handler?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func take(tint: UIColor?, handler: UICellAccessory.ActionHandler?) {
        glyph.tintColor = tint
        self.handler = handler
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = bounds
    }
}
