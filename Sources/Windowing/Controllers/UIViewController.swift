public import Foundation

/// Manages a view hierarchy: loads its root view lazily and hears the view's appearance, layout
/// and size changes (behaviour 6.1–6.20).
///
/// Every overridable member is declared here; the appearance and containment machinery is in
/// `UIViewController+Appearance.swift` and `UIViewController+Containment.swift`.
@preconcurrency @MainActor
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
    /// The storyboard scene the view is loaded from, for controllers made by a storyboard.
    var interfaceSource: IBSource?

    /// Creates a controller whose view will come from the nib `nibName.xib` in `bundle` (the app's
    /// resources when nil); with a nil `nibName`, from a nib named after the class if there is one.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; storyboards create their controllers this way, with
    /// a `StoryboardCoder` that carries the controller's scene.
    public required init?(coder: NSCoder) {
        storedNibName = nil
        storedNibBundle = nil
        super.init()
        if let coder = coder as? StoryboardCoder, case .controller(_, let source) = coder.payload {
            interfaceSource = source
        }
    }

    /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
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

    /// Creates the view: from the controller's storyboard scene or nib, else a plain `UIView` the
    /// size of the screen. Overrides assign `view` and do not call super.
    open func loadView() { loadDefaultView() }
    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    /// Called when the system is low on memory, so the controller can release what it can
    /// rebuild; overrides call super.
    ///
    /// - Note: Differs from UIKit: never called. On iOS the system sends memory warnings before
    ///   it ends apps that use too much; Linux warns no process before its out-of-memory killer
    ///   acts, so Windowing has nothing to pass on. Overrides compile and simply never run.
    open func didReceiveMemoryWarning() {}

    // MARK: - Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Layout and size

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Updates the view's constraints, in place of the root view's `updateConstraints()`; the
    /// default calls it. Overrides call super last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

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
        precondition(
            !isLoadingView,
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
        if loadInterfaceBuilderView() { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }
}
