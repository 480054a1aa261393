import Foundation

extension UICellAccessory {
    /// What a pop-up menu accessory calls with its menu when another element is chosen.
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    public struct PopUpMenuOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        /// The chevrons' colour; nil for the secondary label colour.
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A pair of chevrons pointing up and down: a click on it or anywhere on its row opens `menu`,
    /// in which one element is chosen at a time (the first, unless the app turned one on).
    /// `selectedElementDidChangeHandler` gets the menu when the choice changes, before the chosen
    /// action's handler runs.
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/popupmenu(_:displayed:options:selectedelementdidchangehandler:)
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .popUpMenu(menu, options, selectedElementDidChangeHandler), displayed: displayed)
    }
}

extension UICollectionViewListCell {
    /// The pop-up menu accessory's view, if the cell shows one.
    var popUpMenuButton: ListPopUpMenuButton? {
        shownAccessoryViews.lazy.compactMap { $0 as? ListPopUpMenuButton }.first
    }

    /// Whether a click on the row does something instead of selecting it: an outline header
    /// expands or collapses, and a row with a pop-up menu opens the menu.
    var clickReplacesSelection: Bool { outlineTogglesOnTap || popUpMenuButton != nil }

    func performClickInsteadOfSelection() {
        if outlineTogglesOnTap {
            toggleOutlineItem()
        } else {
            popUpMenuButton?.presentControlMenu(openingTouchAt: nil)
        }
    }
}

/// The pop-up menu accessory: a pair of chevrons pointing up and down, in grey. A press opens the
/// menu under it; choosing turns the element on and the others off, and tells the handler.
@MainActor
final class ListPopUpMenuButton: UIControl {
    private let indicator = UIImageView(image: UIImage(systemName: "chevron.up.chevron.down"))
    private var menu: UIMenu?
    private var handler: UICellAccessory.MenuSelectedElementDidChangeHandler?
    private static let indicatorSize = CGSize(width: 12, height: 18)

    init() {
        super.init(frame: CGRect(origin: .zero, size: Self.indicatorSize))
        showsMenuAsPrimaryAction = true
        indicator.contentMode = .scaleAspectFit
        indicator.isUserInteractionEnabled = false
        addSubview(indicator)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `menu`, making sure one of its actions is chosen.
    func take(_ menu: UIMenu, tint: UIColor?, handler: UICellAccessory.MenuSelectedElementDidChangeHandler?) {
        self.menu = menu
        self.handler = handler
        menu.keepOneChosen()
        indicator.tintColor = tint ?? .secondaryLabel
    }

    override var controlMenu: UIMenu? { menu }

    override func prepare(_ presentation: MenuPresentation) {
        presentation.selectsSingleAction = true
        presentation.didChoose = { [weak self] _ in
            guard let self, let menu = self.menu else { return }
            self.handler?(menu)
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.indicatorSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        indicator.frame = bounds
    }
}
