import Foundation

/// The view of one menu entry. At the large size it is a row: a checkmark column when the panel
/// has checkable actions, the title (with the subtitle under it), and at the trailing edge the
/// image and, for a submenu, a chevron. At the medium size it is a cell with the image over the
/// title; at the small size, the image alone.
@MainActor
final class MenuItemView: UIView {
    let entry: MenuEntry
    let size: UIMenu.ElementSize
    private let titleLabel = UILabel(frame: .zero)
    private let subtitleLabel = UILabel(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let stateView = UIImageView(frame: .zero)
    private let chevronView = UIImageView(frame: .zero)
    /// Whether the panel leaves a leading column for checkmarks.
    let hasStateColumn: Bool

    static let rowHeight: CGFloat = 44
    static let rowWithSubtitleHeight: CGFloat = 58
    static let mediumHeight: CGFloat = 64
    static let smallHeight: CGFloat = 44
    static let inset: CGFloat = 16
    static let stateColumn: CGFloat = 36
    static let imageSide: CGFloat = 20
    private static let highlight = UIColor(white: 0, alpha: 0.1)

    init(entry: MenuEntry, size: UIMenu.ElementSize, hasStateColumn: Bool) {
        self.entry = entry
        self.size = size
        self.hasStateColumn = hasStateColumn
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [titleLabel, subtitleLabel, imageView, stateView, chevronView] { addSubview(view) }
        imageView.contentMode = .scaleAspectFit
        stateView.contentMode = .scaleAspectFit
        chevronView.contentMode = .scaleAspectFit
        subtitleLabel.font = UIFont.systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        update()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The title, image and checkmark as the entry has them now (an action's state changes when
    /// it is chosen in a single-selection menu that stays open).
    private func update() {
        var title = ""
        var image: UIImage?
        var isDestructive = false
        switch entry {
        case .action(let action):
            title = action.title
            image = action.state == .on ? action.selectedImage ?? action.image : action.image
            isDestructive = action.attributes.contains(.destructive)
            subtitleLabel.text = action.subtitle
            switch action.state {
            case .on: stateView.image = UIImage(systemName: "checkmark")
            case .mixed: stateView.image = UIImage(systemName: "minus")
            case .off: stateView.image = nil
            }
        case .submenu(let menu):
            title = menu.title
            image = menu.image
            isDestructive = menu.options.contains(.destructive)
            subtitleLabel.text = menu.subtitle
            chevronView.image = size == .large ? UIImage(systemName: "chevron.right") : nil
        case .loading:
            title = "Loading…"
        }
        let color: UIColor =
            if !entry.isEnabled { .tertiaryLabel } else if isDestructive { .systemRed } else { .label }
        if case .loading = entry {
            titleLabel.textColor = .secondaryLabel
        } else {
            titleLabel.textColor = color
        }
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: size == .large ? 17 : 12)
        titleLabel.textAlignment = size == .large ? .natural : .center
        titleLabel.isHidden = size == .small
        imageView.image = image
        imageView.tintColor = color
        stateView.tintColor = color
        chevronView.tintColor = .secondaryLabel
        setNeedsLayout()
    }

    /// How tall the entry is at its size.
    var preferredHeight: CGFloat {
        switch size {
        case .small: Self.smallHeight
        case .medium: Self.mediumHeight
        case .large, .automatic:
            subtitleLabel.text?.isEmpty == false ? Self.rowWithSubtitleHeight : Self.rowHeight
        }
    }

    /// How wide a row must be to show the title without cutting it.
    var preferredWidth: CGFloat {
        guard size == .large else { return 0 }
        let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let text = max(titleLabel.sizeThatFits(unlimited).width, subtitleLabel.sizeThatFits(unlimited).width)
        let leading = hasStateColumn ? Self.stateColumn : Self.inset
        let trailing =
            Self.inset + (imageView.image == nil ? 0 : Self.imageSide + 12)
            + (chevronView.image == nil ? 0 : 12 + 12)
        return (leading + text + trailing).rounded(.up)
    }

    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? Self.highlight : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        switch size {
        case .small:
            imageView.frame = CGRect(
                x: bounds.midX - 11, y: bounds.midY - 11, width: 22, height: 22)
            stateView.frame = .zero
            titleLabel.frame = .zero
            subtitleLabel.frame = .zero
        case .medium:
            imageView.frame = CGRect(x: bounds.midX - 11, y: 10, width: 22, height: 22)
            titleLabel.frame = CGRect(x: 4, y: 38, width: max(0, bounds.width - 8), height: 16)
            stateView.frame = .zero
            subtitleLabel.frame = .zero
        case .large, .automatic:
            let leading = hasStateColumn ? Self.stateColumn : Self.inset
            stateView.frame = hasStateColumn ? CGRect(x: 12, y: bounds.midY - 8, width: 16, height: 16) : .zero
            var trailing = bounds.width - Self.inset
            if chevronView.image != nil {
                chevronView.frame = CGRect(x: trailing - 12, y: bounds.midY - 7, width: 12, height: 14)
                trailing -= 12 + 12
            } else {
                chevronView.frame = .zero
            }
            if imageView.image != nil {
                imageView.frame = CGRect(
                    x: trailing - Self.imageSide, y: bounds.midY - Self.imageSide / 2, width: Self.imageSide,
                    height: Self.imageSide)
                trailing -= Self.imageSide + 12
            } else {
                imageView.frame = .zero
            }
            let width = max(0, trailing - leading)
            if subtitleLabel.text?.isEmpty == false {
                titleLabel.frame = CGRect(x: leading, y: 9, width: width, height: 21)
                subtitleLabel.frame = CGRect(x: leading, y: 31, width: width, height: 18)
            } else {
                titleLabel.frame = CGRect(x: leading, y: bounds.midY - 11, width: width, height: 22)
                subtitleLabel.frame = .zero
            }
        }
    }
}
