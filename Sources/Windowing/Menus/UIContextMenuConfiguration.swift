public import Foundation

/// What a context menu's actions are made by: given the actions the system suggests (none
/// here), it returns the menu to show, or nil for none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// What makes the view controller a context menu previews (see `UIContextMenuConfiguration`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as a delegate returns it for a location.
/// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
///
/// - Note: Differs from UIKit: the preview provider is kept but never called. A secondary click
///   opens the menu at once, as in Mac Catalyst apps, where there is no preview either.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier given, or a fresh one; delegates tell configurations apart by it.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration.
    /// - Parameters:
    ///   - identifier: An identifier for the configuration; nil makes a unique one.
    ///   - previewProvider: What makes the preview (kept, never called; see the note).
    ///   - actionProvider: What makes the menu; nil shows none.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the action provider makes, if any.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}

/// What a context menu's delegate is handed as it opens or closes: animations and completions
/// to run with the change.
/// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller; always nil here (there is no preview).
    var previewViewController: UIViewController? { get }
    /// Adds changes to make along with the menu's opening or closing.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to run once the menu has opened or closed.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator a context menu hands its delegate: the menu opens and closes at once, so the
/// animations run when the change is made and the completions right after it.
@MainActor
final class ContextMenuTransition: UIContextMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    var previewViewController: UIViewController? { nil }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// The change is made: the animations run.
    func runAnimations() {
        let pending = animations
        animations.removeAll()
        for animation in pending { animation() }
    }

    /// The change is done: the completions run, in the order added.
    func complete() {
        runAnimations()
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}
