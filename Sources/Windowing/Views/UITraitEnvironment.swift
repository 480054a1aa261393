/// An object with a trait collection that hears when it changes: screens, windows, views and view
/// controllers. https://developer.apple.com/documentation/uikit/uitraitenvironment
///
/// A view's collection is its window's (the screen's while it has none), with the appearance the
/// nearest `overrideUserInterfaceStyle` on it, its ancestors or their controllers asks for. When a
/// window's size classes change, `traitCollectionDidChange(_:)` reaches the window and then each
/// view below it from the top, a view's controller just before the view; changing
/// `overrideUserInterfaceStyle` tells the subtree whose appearance changes.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits change, with the collection they had before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: size classes from its size, its scale, the light appearance.
    public var traitCollection: UITraitCollection {
        UITraitCollection.environment(size: bounds.size, scale: scale, style: .light)
    }

    /// A screen's traits do not change while the app runs.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView: UITraitEnvironment {
    /// The appearance this view and its subviews take; `.unspecified` (the default) inherits.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { sideStorage?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            let before = traitCollection
            if sideStorage != nil || newValue != .unspecified {
                sideStorageForWriting.overrideUserInterfaceStyle = newValue
            }
            deliverTraitChange(from: before)
        }
    }

    var environmentTraits: UITraitCollection {
        let base =
            ((self as? UIWindow) ?? storedWindow).map { window in
                UITraitCollection.environment(size: window.bounds.size, scale: window.screen.scale, style: .light)
            } ?? UIScreen.main.traitCollection
        let style = inheritedUserInterfaceStyle
        return style == .unspecified ? base : base.withUserInterfaceStyle(style)
    }

    /// The nearest appearance asked for at or above this view, by a view or a view's controller.
    var inheritedUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if let style = current.ownUserInterfaceStyle { return style }
            view = current.storedSuperview
        }
        return .unspecified
    }

    /// The appearance this view asks for itself, or its controller for it; nil when neither does.
    var ownUserInterfaceStyle: UIUserInterfaceStyle? {
        if let controller = sideStorage?.owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
            return controller.overrideUserInterfaceStyle
        }
        let own = overrideUserInterfaceStyle
        return own == .unspecified ? nil : own
    }

    /// Tells this view's subtree, from the top, that its traits were `previous` before (only where
    /// they differ now): a root view's controller hears it just before the view.
    func deliverTraitChange(from previous: UITraitCollection) {
        guard traitCollection != previous else { return }
        if let controller = sideStorage?.owningViewController {
            Trace.call(controller, "traitCollectionDidChange(_:)") { controller.traitCollectionDidChange(previous) }
        }
        Trace.call(self, "traitCollectionDidChange(_:)") { traitCollectionDidChange(previous) }
        for subview in subviews {
            // A subview that sets its own appearance had that appearance before too.
            let style = subview.ownUserInterfaceStyle ?? previous.userInterfaceStyle
            subview.deliverTraitChange(from: subview.traitCollection.replacingSizeClasses(with: previous, style: style))
        }
    }
}

extension UIViewController: UITraitEnvironment {
    var environmentTraits: UITraitCollection {
        let base = viewIfLoaded?.traitCollection ?? parent?.traitCollection ?? UIScreen.main.traitCollection
        guard overrideUserInterfaceStyle != .unspecified else { return base }
        return base.withUserInterfaceStyle(overrideUserInterfaceStyle)
    }
}

extension UITraitCollection {
    /// This collection with `other`'s size classes and the appearance `style`: what an
    /// environment had before a change that only those traits can make.
    func replacingSizeClasses(with other: UITraitCollection, style: UIUserInterfaceStyle) -> UITraitCollection {
        UITraitCollection(
            horizontal: other.horizontalSizeClass, vertical: other.verticalSizeClass, style: style,
            idiom: userInterfaceIdiom, direction: layoutDirection, scale: displayScale)
    }

    /// This collection with the appearance `style`.
    func withUserInterfaceStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        replacingSizeClasses(with: self, style: style)
    }
}
