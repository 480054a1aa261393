import Foundation

/// What a navigation controller's delegate hears when a controller is about to be shown and once
/// it is shown (after its viewDidAppear).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of controllers under a navigation bar: the top one is shown, the bar's back button
/// (or Alt+Left, or the mouse's back button) pops it.
///
/// Push and pop call the appearance methods in UIKit's order: the leaving controller's
/// viewWillDisappear, the arriving one's viewWillAppear, the delegate's willShow, the leaving
/// one's viewDidDisappear, then the arriving one's viewDidAppear and the delegate's didShow.
/// Animated, the arriving view slides in from the right edge over 0.35 s (from the left for a
/// pop) and the calls from viewDidDisappear on come after the movement.
///
/// - Note: Differs from UIKit: the top controller's view is laid out below the bar rather than
///   under it (a scroll view under a collapsing large title starts below the bar's row, the
///   title's part being its top inset); the movement is an ease-in-ease-out curve, not UIKit's
///   spring, and a new transition ends a running one at once instead of being refused. While the
///   two screens slide, their subviews are drawn once and copied at whole device pixels, so they
///   sit up to half a pixel from their exact place until the movement ends.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: UINavigationBar.height))
    private let contentView = UIView(frame: .zero)
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The top controller's view when it is a scroll view: the bar's large title collapses with it.
    private weak var observedScrollView: UIScrollView?
    /// Set while a visible push or pop changes the bar's items.
    private var animatesBarHeight = false
    open private(set) var isNavigationBarHidden = false
    /// The toolbar along the bottom, with the top controller's `toolbarItems`
    /// (`UINavigationController+Toolbar.swift`).
    open var toolbar: UIToolbar! { storedToolbar }
    let storedToolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: UIToolbar.height))
    /// Hidden by default, as in UIKit.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHiddenStorage = true

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The presented controller if the navigation controller presents one, else the top one.
    open var visibleViewController: UIViewController? { presentedStorage ?? stack.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            ControllerWarnings.warn(
                "Pushing the same view controller instance more than once is not supported "
                    + "(\(ControllerWarnings.describe(viewController)))")
            return
        }
        replaceStack(with: stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            ControllerWarnings.warn(
                "Tried to pop to a view controller that doesn't exist. "
                    + "(\(ControllerWarnings.describe(viewController)))")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index]), animated: animated) }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers {
            guard !unique.contains(where: { $0 === controller }) else {
                ControllerWarnings.warn(
                    "Pushing the same view controller instance more than once is not supported "
                        + "(\(ControllerWarnings.describe(controller)))")
                return
            }
            unique.append(controller)
        }
        replaceStack(with: unique, animated: animated)
    }

    // MARK: - The bar

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
        layoutContent()
    }

    /// Shows or hides the toolbar; the top controller's view is resized to the room left.
    ///
    /// - Note: Differs from UIKit: the toolbar appears and disappears at once, not sliding in, and
    ///   the content ends above it rather than running under it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenStorage = hidden
        installToolbarIfShown()
        viewIfLoaded?.setNeedsLayout()
        layoutContent()
    }

    // MARK: - Unwind segues (Containers+Unwind.swift)

    /// The controllers under the one the segue comes from, nearest first.
    ///
    /// - Note: Differs from UIKit: UIKit does not document the order in which a navigation
    ///   controller offers its children; Windowing offers the nearest first, so the controller the
    ///   user came from most recently wins.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
        -> [UIViewController]
    {
        unwindCandidates(from: source)
    }

    /// Pops back to `subsequentVC` when it is on the stack.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwindStack(for: unwindSegue, towards: subsequentVC)
    }

    // MARK: - View

    open override func loadView() {
        let view = NavigationContainerView(frame: UIScreen.main.bounds)
        view.controller = self
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .systemBackground
        view.addSubview(contentView)
        view.addSubview(navigationBar)
        storedToolbar.items = stack.last?.toolbarItems
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.onHeightChange = { [weak self] in self?.barHeightDidChange() }
        self.view = view
        installToolbarIfShown()
        layoutContent()
        if let top = stack.last { install(top, under: false) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let top = stack.last { delegate?.navigationController(self, willShow: top, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let top = stack.last { delegate?.navigationController(self, didShow: top, animated: animated) }
    }

    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let height = navigationBar.sizeThatFits(view.bounds.size).height
        let scrollView = observeTopScrollView()
        // A large title over a scroll view collapses with it: the content starts under the row,
        // the title's part of the bar is the scroll view's top inset, and the bar's height
        // follows the scroll offset (`UINavigationBar`).
        let collapsible = scrollView != nil && !isNavigationBarHidden && navigationBar.showsLargeTitle
        let contentTop = isNavigationBarHidden ? 0 : collapsible ? navigationBar.collapsedHeight : height
        let contentBottom = layOutToolbar(in: view.bounds)
        contentView.frame = CGRect(
            x: 0, y: contentTop, width: view.bounds.width, height: max(0, contentBottom - contentTop))
        stack.last?.viewIfLoaded?.frame = contentView.bounds
        if let scrollView { setBarInset(collapsible ? height - navigationBar.collapsedHeight : 0, of: scrollView) }
        navigationBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: barHeight(fullHeight: height))
        noteScrollEdge()
    }

    /// Tells the bar whether the content rests at its top edge, which picks its scroll-edge
    /// appearance; with no scroll view it always does, as in UIKit.
    private func noteScrollEdge() {
        storedToolbar.isAtScrollEdge = observedScrollView == nil
        guard let scrollView = observedScrollView else {
            navigationBar.isAtScrollEdge = true
            return
        }
        navigationBar.isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }

    /// The bar's height now: its full height, or for a collapsing large title the full height
    /// less how far the content has scrolled up from its top (more when pulled down), never less
    /// than the row.
    private func barHeight(fullHeight: CGFloat) -> CGFloat {
        guard let scrollView = observedScrollView, scrollView.barInset > 0 else { return fullHeight }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        return max(navigationBar.collapsedHeight, fullHeight - scrolled)
    }

    /// Follows the top controller's view when it is a scroll view (UIKit's default observed
    /// scroll view), and lets go of the one before.
    private func observeTopScrollView() -> UIScrollView? {
        let top = stack.last?.viewIfLoaded as? UIScrollView
        guard top !== observedScrollView else { return top }
        if let old = observedScrollView {
            old.contentOffsetObserver = nil
            setBarInset(0, of: old)
        }
        observedScrollView = top
        top?.contentOffsetObserver = { [weak self] in self?.scrollViewDidMove() }
        return top
    }

    /// Changes the inset the bar adds; content resting at its top stays at its top, as UIKit
    /// keeps it when the adjusted inset changes.
    private func setBarInset(_ inset: CGFloat, of scrollView: UIScrollView) {
        guard scrollView.barInset != inset else { return }
        let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        scrollView.barInset = inset
        if atTop { scrollView.contentOffset.y = -scrollView.adjustedContentInset.top }
    }

    /// The large title came or went: a push or pop moves the bar's edge with its slide.
    private func barHeightDidChange() {
        guard animatesBarHeight else { return layoutContent() }
        UIView.animate(
            withDuration: ControllerTransition.pushDuration, delay: 0, options: [.curveEaseInOut],
            animations: { self.layoutContent() })
    }

    private func scrollViewDidMove() {
        noteScrollEdge()
        guard let view = viewIfLoaded, !isNavigationBarHidden else { return }
        let height = barHeight(fullHeight: navigationBar.sizeThatFits(view.bounds.size).height)
        guard navigationBar.frame.height != height else { return }
        navigationBar.frame.size.height = height
        navigationBar.layoutIfNeeded()
    }

    /// Puts `controller`'s view in the content area: on top for a push, under the leaving one for a pop.
    private func install(_ controller: UIViewController, under: Bool) {
        guard let childView = controller.view else { return }
        childView.frame = contentView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if under { contentView.insertSubview(childView, at: 0) } else { contentView.addSubview(childView) }
    }

    // MARK: - Transitions

    /// Every change of the stack goes through here.
    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        ControllerTransition.finishRunning(in: viewIfLoaded?.window)
        let oldTop = stack.last
        let newTop = newStack.last
        let added = newStack.filter { controller in !stack.contains { $0 === controller } }
        let removed = stack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in added { addChild(controller) }
        for controller in removed {
            Trace.call(controller, "willMove(toParent:)") { controller.willMove(toParent: nil) }
        }
        stack = newStack
        let isVisible = (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
        animatesBarHeight = animated && isVisible && oldTop !== newTop
        navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
        if oldTop !== newTop { storedToolbar.setItems(newTop?.toolbarItems, animated: animated) }
        animatesBarHeight = false
        let changesTop = oldTop !== newTop
        if changesTop {
            if isVisible {
                // UIKit loads the arriving view (its viewDidLoad) before any appearance callback.
                newTop?.loadViewIfNeeded()
                oldTop?.beginDisappearance(animated: animated)
                newTop?.beginAppearance(animated: animated)
            }
            if let newTop, isViewLoaded { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        }
        let finish = { [self] in
            if changesTop && isVisible { oldTop?.endDisappearance() }
            for controller in removed { controller.detachFromParent() }
            for controller in added {
                Trace.call(controller, "didMove(toParent:)") { controller.didMove(toParent: self) }
            }
            guard changesTop, let newTop, isViewLoaded else { return }
            let didShow: () -> Void = { [weak self, weak newTop] in
                guard let self, let newTop else { return }
                self.delegate?.navigationController(self, didShow: newTop, animated: animated)
            }
            finishTransition(to: isVisible ? newTop : nil, in: view.window, completion: didShow)
        }
        guard changesTop, isViewLoaded else {
            finish()
            return
        }
        // A pop brings back a controller that was already on the stack.
        let pops = newTop.map { top in !added.contains { $0 === top } } ?? false
        ControllerTransition.run(
            pops ? .pop : .push, animated: animated, in: view.window, arriving: newTop?.view,
            leaving: oldTop?.viewIfLoaded,
            install: {
                if let newTop { install(newTop, under: pops) }
                if isVisible { newTop?.appearanceDidInstall() }
            },
            remove: { oldTop?.viewIfLoaded?.removeFromSuperview() },
            finish: finish)
    }
}

/// The navigation controller's view: it lays out the bar and the content when it is resized.
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
