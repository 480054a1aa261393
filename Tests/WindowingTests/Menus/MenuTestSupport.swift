import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A white screen with a menu button at the top left, a pop-up button under it, a plain view
/// with a context menu below them, and a log of what happened, in order.
@MainActor
final class MenuScreen: UIViewController, UIContextMenuInteractionDelegate {
    let button = UIButton(type: .system)
    let popUp = UIButton(type: .system)
    let canvas = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 120))
    var log: [String] = []
    /// What the canvas's delegate returns; nil shows no menu.
    var canvasMenu: UIMenu?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.setTitle("Sort", for: .normal)
        for event in [UIControl.Event.touchDown, .menuActionTriggered, .touchUpInside, .primaryActionTriggered] {
            button.addAction(UIAction { [weak self] _ in self?.log.append("button \(event.rawValue)") }, for: event)
        }
        popUp.frame = CGRect(x: 20, y: 100, width: 120, height: 40)
        canvas.backgroundColor = .systemBlue
        canvas.addInteraction(UIContextMenuInteraction(delegate: self))
        view.addSubview(button)
        view.addSubview(popUp)
        view.addSubview(canvas)
    }

    func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)
        -> UIAction
    {
        UIAction(title: title, attributes: attributes, state: state) { [weak self] action in
            let sender = (action.sender as? UIView).map { Trace.className(of: $0) } ?? "nil"
            self?.log.append("\(title) from \(sender)")
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard let canvasMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            self.log.append("actions (\(suggested.count) suggested)")
            return canvasMenu
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("will display")
        animator?.addCompletion { self.log.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("will end")
        animator?.addCompletion { self.log.append("ended") }
    }
}

@MainActor
extension TestApplication {
    /// The menu open over the key window, if any.
    var openMenu: MenuPresentation? { window?.menuPresentation }

    /// The titles of the rows the open menu shows, in order.
    var menuRowTitles: [String] {
        openMenu?.panel.items.map { item in
            switch item.entry {
            case .action(let action): action.title
            case .submenu(let menu): "\(menu.title) >"
            case .loading: "Loading…"
            }
        } ?? []
    }

    /// Taps the open menu's row titled `title`.
    func tapMenuRow(_ title: String) {
        guard let menu = openMenu, let index = menuRowTitles.firstIndex(of: title) else { return }
        tap(menu.panel.items[index])
    }
}
