public import Foundation

/// Manages a view hierarchy: loads its root view lazily and hears the view's appearance, layout
/// and size changes (spec 6.1–6.20).
///
/// Every overridable member is declared here; the appearance and containment machinery is in
/// `UIViewController+Appearance.swift` and `UIViewController+Containment.swift`.
@MainActor
open class UIViewController: UIResponder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var storedView: UIView?
    private var isLoadingView = false
    var appearanceState = AppearanceState.disappeared
    var appearanceInstalled = false
    var childControllers: [UIViewController] = []
    weak var parentController: UIViewController?
    private let storedNibName: String?
    private let storedNibBundle: Bundle?

    /// Creates a controller whose view will come from the nib `nibName` in `bundle`.
    ///
    /// - Note: Differs from UIKit: nib files are not loaded yet (storyboard and nib support is a
    ///   later issue); a controller with a `nibName` logs that and gets a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; objects from Interface Builder files come this way.
    public required init?(coder: NSCoder) {
        storedNibName = nil
        storedNibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)`.
    public required convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the nib the view is loaded from, if any.
    open var nibName: String? { storedNibName }
    /// The bundle the nib is looked up in.
    open var nibBundle: Bundle? { storedNibBundle }
    /// A title for the controller.
    open var title: String?

    // MARK: - The view

    /// The root view, loaded by `loadView()` and followed by `viewDidLoad()` on first access.
    open var view: UIView! {
        get { loadedView() }
        set { setView(newValue) }
    }

    /// Whether the view is loaded; reading it never loads the view.
    open var isViewLoaded: Bool { storedView != nil }
    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }
    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() { _ = loadedView() }

    /// Creates the view; the default makes a plain `UIView` the size of the screen.
    /// Overrides assign `view` and do not call super.
    open func loadView() { loadDefaultView() }
    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Layout and size

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Called before the view's size changes (a resized X window); the default forwards to children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childControllers {
            Trace.call(child, "viewWillTransition(to:with:)") { child.viewWillTransition(to: size, with: coordinator) }
        }
    }

    // MARK: - Containment

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childControllers }
    /// The containing controller, if any.
    open var parent: UIViewController? { parentController }
    /// Adds a child; calls the child's `willMove(toParent:)` but not `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) { attachChild(childController) }
    /// Removes the controller from its parent and calls its `didMove(toParent: nil)`.
    open func removeFromParent() { detachFromParent() }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Responder

    /// The view's superview (the window for a root view controller), else the parent.
    open override var next: UIResponder? { storedView?.storedSuperview ?? parentController }

    // MARK: - Loading

    private func loadedView() -> UIView? {
        if let storedView { return storedView }
        precondition(!isLoadingView,
                     "UIViewController.view: \(Trace.className(of: self)).loadView() read self.view before assigning it")
        isLoadingView = true
        Trace.call(self, "loadView()") { loadView() }
        isLoadingView = false
        guard storedView != nil else { return nil }
        Trace.call(self, "viewDidLoad()") { viewDidLoad() }
        return storedView
    }

    private func setView(_ newView: UIView?) {
        guard newView !== storedView else { return }
        if storedView?.owningViewController === self { storedView?.owningViewController = nil }
        storedView = newView
        newView?.owningViewController = self
    }

    private func loadDefaultView() {
        if let nibName {
            Diagnostics.warning(
                "UIViewController: nib '\(nibName)' for \(Trace.className(of: self)) was not loaded: Interface Builder files are not supported yet; using a plain UIView")
        }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }
}
