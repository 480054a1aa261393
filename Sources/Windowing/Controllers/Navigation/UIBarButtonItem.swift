import Foundation

/// A button in a navigation bar: a title, an image, a system item or a custom view, with a
/// target-action pair or a primary `UIAction`.
///
/// - Note: Differs from UIKit: actions are method references (`ActionMessage`), as for
///   `UIControl`, because Swift on Linux has no selectors. System items UIKit shows as symbols
///   draw the toolkit's own drawings of those symbols (SF Symbols are not on Linux); Done,
///   Cancel, Edit and Save draw English titles, not localised ones. There is no `menu`.
@preconcurrency @MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The item's name in English: the title a bar draws for Done, Cancel, Edit and Save, and
        /// the name traces give the others.
        var displayTitle: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }

        /// The symbol UIKit shows for the item since iOS 13; nil for the items it shows as words,
        /// for the spaces, and for close, which is a close button.
        var symbolName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace, .close: nil
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            }
        }
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var style = Style.plain { didSet { changed() } }
    open var isEnabled = true { didSet { changed() } }
    open var tintColor: UIColor? { didSet { changed() } }
    open var customView: UIView? { didSet { changed() } }
    /// The item's width; 0 (the default) sizes it to its title or image. A `.fixedSpace` item
    /// is this wide.
    open var width: CGFloat = 0 { didSet { changed() } }
    open var tag = 0
    /// What assistive technologies read for the item (none reads them on Linux yet; see `UIView`).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityIdentifier: String?
    /// Not retained, as in UIKit; nil sends the action up the responder chain.
    open weak var target: AnyObject?
    open var action: ActionMessage?
    /// Runs instead of the target-action pair when set.
    open var primaryAction: UIAction? { didSet { changed() } }
    /// The menu the item shows: at a click when it has no action of its own, else at a secondary click.
    open var menu: UIMenu? { didSet { changed() } }
    /// The system item the bar button was made with, if any.
    private(set) var systemItem: SystemItem?
    /// The storyboard segue a click on the item performs, after its action.
    var triggeredSegue: (@MainActor (UIBarButtonItem) -> Void)?
    /// Tells the bar showing the item to rebuild.
    var onChange: (@MainActor () -> Void)?

    public init() {}

    public init(title: String?, style: Style, target: AnyObject?, action: ActionMessage?) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(title: title, style: style, target: target, action: ActionMessage(action))
    }

    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping @MainActor (Target) -> (Any?) -> Void
    ) {
        self.init(title: title, style: style, target: target, action: ActionMessage(action))
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: ActionMessage?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ActionMessage?) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
        self.systemItem = systemItem
    }

    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: ActionMessage(action))
    }

    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping @MainActor (Target) -> (Any?) -> Void
    ) {
        self.init(barButtonSystemItem: systemItem, target: target, action: ActionMessage(action))
    }

    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init(title: title ?? primaryAction?.title, style: .plain, target: nil, action: nil)
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    public convenience init(customView: UIView) {
        self.init(title: nil, style: .plain, target: nil, action: nil)
        self.customView = customView
    }

    /// An item that stands at least `width` points of empty room between two items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// An item that takes an equal share of the room the other items of a toolbar leave.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space: a bar leaves room for it and draws nothing.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The text the bar draws for the item.
    var displayTitle: String { title ?? systemItem?.displayTitle ?? "" }

    /// What a click on the item does: the primary action, else the action to the target (or up
    /// the responder chain from `sender`).
    func performAction(from sender: UIView?) {
        guard isEnabled else { return }
        if let primaryAction {
            Trace.note("bar button item '\(displayTitle)' ran its primary action")
            primaryAction.perform(from: self)
        } else if let action {
            if let target {
                _ = action.perform(on: target, sender: self, event: nil)
            } else {
                var responder: UIResponder? = sender
                while let candidate = responder {
                    if action.perform(on: candidate, sender: self, event: nil) { break }
                    responder = candidate.next
                }
            }
        }
        triggeredSegue?(self)
    }

    /// The view a bar shows for the item: its custom view, or a system-type button with its
    /// image, its system item's symbol or its title, that performs the item's action. The close
    /// item is a close button, the grey disc with a cross UIKit shows.
    func makeBarView() -> UIView {
        if let customView { return customView }
        let button = UIButton(type: systemItem == .close && image == nil ? .close : .system)
        if let image {
            button.setImage(image, for: .normal)
        } else if let name = systemItem?.symbolName,
            let symbol = UIImage(systemName: name, withConfiguration: Self.symbolSize)
        {
            button.setImage(symbol, for: .normal)
        } else if systemItem != .close {
            button.setTitle(displayTitle, for: .normal)
        }
        if style == .done { button.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold) }
        if let tintColor { button.tintColor = tintColor }
        button.isEnabled = isEnabled
        let action = UIAction { [weak self, weak button] _ in self?.performAction(from: button) }
        button.addAction(action, for: .touchUpInside)
        if let menu {
            button.menu = menu
            button.showsMenuAsPrimaryAction = primaryAction == nil && self.action == nil
        }
        return button
    }

    /// Bars draw symbols at body size, large scale: 22 points, a little larger than their text.
    private static var symbolSize: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 17, weight: .unspecified, scale: .large)
    }

    private func changed() { onChange?() }
}
