import Foundation

/// What a context menu interaction asks and tells: the configuration for a location, and when
/// the menu opens and closes.
/// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a secondary click at `location` (in the interaction's view), or nil
    /// for none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The menu for `configuration` is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu for `configuration` is about to close; a chosen action's handler runs after this.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview to highlight; never asked, since Windowing shows no previews.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview to dismiss to; never asked, since Windowing shows no previews.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The user committed to the preview; never called, since Windowing shows no previews.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) { Trace.defaultImplementationRan(self) }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
}

/// Gives a view a context menu: a secondary (right) click on the view asks the delegate for a
/// configuration and shows its menu at the pointer.
/// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
///
/// - Note: Differs from UIKit: the menu opens on a secondary click (or the Menu key, or Shift+F10,
///   for the first responder's view), as in Mac Catalyst apps, not on a long press, and shows no
///   preview; `menuAppearance` is `.compact`.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How the system shows the menu.
    public enum Appearance: Int, Sendable {
        case unknown = 0
        /// A menu with a preview (a long press on a phone).
        case rich = 1
        /// A menu alone (a secondary click).
        case compact = 2
    }

    /// The delegate; not retained.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// How the menu shows: `.compact` here, where it opens with a secondary click.
    open var menuAppearance: Appearance { presentation?.isPresented == true ? .compact : .unknown }
    /// The open menu this interaction showed, if it is still open.
    weak var presentation: MenuPresentation?
    /// Where the last secondary click was, in window coordinates.
    private var lastLocation: CGPoint?

    /// Creates an interaction that asks `delegate` for its menus.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where the secondary click that opened the menu was, in `view`'s coordinates (the window's
    /// for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let lastLocation, let window = self.view?.window else { return .zero }
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: window)
    }

    /// Closes the menu this interaction opened, if it is open.
    open func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the open menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, presentation.isPresented, let window = presentation.window else { return }
        let menu = block(presentation.menu)
        let replacement = MenuPresentation(
            menu: menu, in: window, placement: presentation.placement, sender: presentation.sender)
        replacement.willEnd = presentation.willEnd
        replacement.didEnd = presentation.didEnd
        presentation.willEnd = nil
        presentation.didEnd = nil
        presentation.dismiss()
        self.presentation = replacement
        replacement.present()
    }

    /// A secondary click at `location` (window coordinates): asks the delegate, then shows the
    /// menu. True if a menu opened.
    func open(at location: CGPoint, in window: UIWindow) -> Bool {
        guard let view, let delegate else { return false }
        lastLocation = location
        let point = view.convert(location, from: window)
        let configuration = Trace.call(delegate, "contextMenuInteraction(_:configurationForMenuAtLocation:)") {
            delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point)
        }
        guard let configuration else { return false }
        presentation = ContextMenuRouter.present(configuration, at: location, in: window, sender: view) {
            [weak self] phase, animator in
            guard let self, let delegate = self.delegate else { return }
            switch phase {
            case .willDisplay:
                delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
            case .willEnd:
                delegate.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            }
        }
        if let presentation, let control = view as? UIControl { control.prepare(presentation) }
        return presentation != nil
    }
}
