public import Foundation

/// Manages a view hierarchy: loads its root view lazily and hears the view's appearance, layout
/// and size changes (behaviour 6.1–6.21).
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
    /// The `animated` argument of the appearance or disappearance under way.
    var appearanceIsAnimated = false
    var childControllers: [UIViewController] = []
    weak var parentController: UIViewController?
    private let storedNibName: String?
    private let storedNibBundle: Bundle?
    /// The storyboard scene the view is loaded from, for controllers made by a storyboard.
    var interfaceSource: IBSource?
    /// Presentation state (`UIViewController+Presentation.swift`): what this controller presents
    /// (owned), who presents it (not owned), the view holding its view while presented.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationHost: PresentationHostView?
    var presentationIsInProgress = false
    /// Run once, right after the next viewDidAppear (transition completions).
    var appearanceCompletions: [() -> Void] = []
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// The bar button items the storyboard scene made, and their custom views and those views'
    /// subviews, by id, for the connections made when the view loads.
    var storyboardBarItems: [String: AnyObject] = [:]
    /// Editing state (`UIViewController+Editing.swift`).
    var editingStorage = false
    var editButtonItemStorage: UIBarButtonItem?

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

    /// Whether the controller's view is in editing mode; false by default. Setting it calls
    /// `setEditing(_:animated:)` unanimated.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; the edit button calls it. Overrides call super.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }

    /// Creates a controller with no nib, as `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The name of the nib the view is loaded from, if any.
    open var nibName: String? { storedNibName }
    /// The bundle the nib is looked up in.
    open var nibBundle: Bundle? { storedNibBundle }
    /// A title for the controller; setting it sets the navigation item's title too.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

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

    /// The size the controller's content would like, zero by default; a container that shows the
    /// controller at a size of its own choosing (an alert's content controller) reads it.
    open var preferredContentSize = CGSize.zero

    /// Called when the view's safe area changes.
    ///
    /// - Note: Differs from UIKit: an X window has no safe area (a bar lays its controller's view
    ///   out below itself), so the insets stay zero and this is never called.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: - Status bar and home indicator

    // A desktop window has no status bar and no home indicator. These exist so that controllers
    // written for iOS compile; Windowing reads none of them (see `UIStatusBarStyle`).

    /// Whether the status bar should be hidden; false by default.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style; `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when it is hidden or shown; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead; nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead; nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether the home indicator may hide; false by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Tells the system the status bar properties changed; there is no status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: - Presentation

    /// How the controller covers its presenting controller when presented; `.automatic` is a sheet.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// When true, Esc does not dismiss the controller's sheet.
    open var isModalInPresentation = false
    /// Whether this controller's view is covered when a descendant presents with a context style.
    ///
    /// - Note: Differs from UIKit: read by nothing yet; presentations always cover the window.
    open var definesPresentationContext = false
    /// The controller this one, or its nearest ancestor, presents.
    open var presentedViewController: UIViewController? { resolvedPresentedViewController }
    /// The controller presenting this one, or presenting its nearest presented ancestor.
    open var presentingViewController: UIViewController? { resolvedPresentingViewController }

    /// Presents `viewControllerToPresent` modally in `modalPresentationStyle`; `completion` runs
    /// after its viewDidAppear. A refused presentation logs UIKit's warning and changes nothing.
    ///
    /// Animated, the presented view rises from the bottom edge over 0.4 s (a sheet's dimming
    /// fades in); viewDidAppear and `completion` come after the movement.
    ///
    /// - Note: Differs from UIKit: the movement is an ease-in-ease-out curve, not UIKit's spring,
    ///   and a new transition ends a running one at once; while it moves, the two screens' subviews
    ///   are copied at whole device pixels. Where UIKit throws (presenting a
    ///   controller that is already presented or on screen), Windowing logs the exception's
    ///   message instead.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presented (with everything presented above it), or this
    /// controller when it presents nothing; `completion` runs once the transition is done.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    /// Shows `vc` as the container around this controller chooses: a navigation controller (this
    /// one, or the nearest above it) pushes it, animated; with none, this controller presents it.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of a split view; with no split view controller (Windowing has none)
    /// this controller presents it, as UIKit does when no container takes it.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    // MARK: - Navigation

    /// The item a navigation bar shows while this controller is on a navigation stack.
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        navigationItemStorage = item
        return item
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the navigation controller's toolbar shows them at once if this
    /// controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        guard let navigation = parentController as? UINavigationController, navigation.topViewController === self
        else { return }
        navigation.toolbar.setItems(toolbarItems, animated: animated)
    }

    /// The nearest navigation controller among this controller's ancestors.
    open var navigationController: UINavigationController? {
        var controller = parentController
        while let candidate = controller {
            if let navigation = candidate as? UINavigationController { return navigation }
            controller = candidate.parentController
        }
        return nil
    }

    // MARK: - Segues

    /// Performs the storyboard segue `identifier` of this controller's scene; an unknown identifier
    /// logs UIKit's message and does nothing.
    ///
    /// - Note: Differs from UIKit: an unknown identifier is a warning, not an exception.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Asked before a control's segue runs; returning false cancels it. Not asked by `performSegue`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called with the segue before it shows its destination, which is created but not loaded.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: - Unwind segues (how they look for their destination: UIViewController+Unwind.swift)

    /// Whether this controller wants to be the destination of an unwind segue with `action`: by
    /// default, when its class registers `action` in `storyboardActions` (standing in for the
    /// `@IBAction` method Objective-C would find) and it is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    {
        fromViewController !== self && type(of: self).storyboardActions[action.name] != nil
    }

    /// The children to search for an unwind segue's destination, in order: by default every child
    /// but the one the segue comes from.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let coming = childContaining(source)
        return children.filter { $0 !== coming }
    }

    /// The child whose hierarchy (its children and presentations) holds the segue's source, if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        unwindChild(containing: source.source)
    }

    /// Called on each container between an unwind segue's destination and the top, with the child
    /// that leads to the destination, so the container shows it. Plain controllers do nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: - Tab bars

    /// The item a tab bar shows for this controller; made from `title` on first use.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? {
        var controller = parentController
        while let candidate = controller {
            if let tabs = candidate as? UITabBarController { return tabs }
            controller = candidate.parentController
        }
        return nil
    }

    // MARK: - Traits (bodies in Views/UITraitEnvironment.swift)

    /// The traits of the controller's environment: its view's, or its parent's or the screen's
    /// while the view is not loaded, with its own appearance override.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called after the controller's traits change, just before its view hears it; does nothing
    /// by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance this controller and its view's subtree take; `.unspecified` (the default)
    /// inherits.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        willSet { traitsBeforeOverride = viewIfLoaded?.traitCollection }
        didSet {
            if let before = traitsBeforeOverride { viewIfLoaded?.deliverTraitChange(from: before) }
            traitsBeforeOverride = nil
        }
    }
    /// The view's traits while `overrideUserInterfaceStyle` changes.
    private var traitsBeforeOverride: UITraitCollection?

    // MARK: - Responder

    /// The view's superview (the window for a root view controller); for a presented controller,
    /// the presenting controller; else the parent.
    open override var next: UIResponder? {
        if parentController == nil, let presentingStorage { return presentingStorage }
        return storedView?.storedSuperview ?? parentController
    }

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
