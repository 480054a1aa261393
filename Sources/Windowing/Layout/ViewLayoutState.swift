import Foundation

/// What Auto Layout keeps about one view, made the first time the view takes part (a constraint,
/// an anchor, a guide, a priority or margin set): views laid out by frames never have one, so
/// they pay a nil check and nothing more.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints installed on this view (it is their items' closest common ancestor).
    /// Unchecked for exclusivity, with `referencingCount`: every activation writes both, on the
    /// main thread only, and no access spans a call out.
    @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
    /// How many active constraints name this view or one of its guides as an item.
    @exclusivity(unchecked) var referencingCount = 0
    var layoutGuides: [UILayoutGuide] = []
    var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide`, kept by its root view.
    var topSupportGuide: UILayoutGuide?
    var bottomSupportGuide: UILayoutGuide?

    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompression = UILayoutPriority.defaultHigh
    var verticalCompression = UILayoutPriority.defaultHigh

    /// The margins as set, by leading and trailing; nil until set (the defaults apply).
    var directionalMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true

    var needsUpdateConstraints = true
    /// Set by `UIView.updateConstraints()`, so the pass can tell an override that forgot super.
    var didCallSuperUpdateConstraints = false

    /// The engine of the hierarchy this view is the root of, if it has one.
    var engine: LayoutEngine?
    /// The engine that lays this view out (the one of its window), once a constraint names it.
    var registrationEngine: LayoutEngine? {
        get { registrationEngineReference.engine }
        set { registrationEngineReference = LayoutEngineReference(newValue) }
    }
    private var registrationEngineReference = LayoutEngineReference()
    /// The box constraints and anchors refer to the view through; `UIView.deinit` empties it.
    var referenceBox: LayoutReferenceBox?
    /// What that engine keeps for this view; current only while its stamp is the engine's.
    var registration: LayoutEngine.Registered?
}

extension UIView {
    /// The view's Auto Layout state, made now if it has none.
    var layoutStateForWriting: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// The topmost ancestor (the window, or the root of a detached hierarchy).
    var layoutRoot: UIView {
        var view = self
        while let superview = view.storedSuperview { view = superview }
        return view
    }
}
