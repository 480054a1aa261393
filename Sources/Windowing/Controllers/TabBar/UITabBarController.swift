import Foundation

/// What a tab bar controller's delegate is asked and told when the user picks a tab.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers side by side behind a tab bar: the selected one is shown above the bar. A click on
/// a tab, or Ctrl+1…9, selects one; the delegate is asked first and told after, as in UIKit
/// (setting `selectedIndex` in code asks and tells nobody).
///
/// - Note: Differs from UIKit: no "More" tab; every controller gets a tab.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: UITabBar.height))
    private let contentView = UIView(frame: .zero)
    private var controllers: [UIViewController] = []
    private var selection = 0
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for controller in controllers where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            if controller === old { switchContent(from: old, to: nil) }
            Trace.call(controller, "willMove(toParent:)") { controller.willMove(toParent: nil) }
            controller.detachFromParent()
        }
        controllers = viewControllers ?? []
        for controller in controllers where controller.parentController !== self {
            addChild(controller)
            Trace.call(controller, "didMove(toParent:)") { controller.didMove(toParent: self) }
        }
        selection = min(selection, max(0, controllers.count - 1))
        tabBar.setItems(controllers.compactMap { $0.tabBarItem }, animated: animated)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if selectedViewController !== old || selectedViewController?.viewIfLoaded?.superview !== contentView {
            switchContent(from: old?.parentController === self ? old : nil, to: selectedViewController)
        }
    }

    open var selectedIndex: Int {
        get { controllers.isEmpty ? Int.max : selection }
        set {
            guard controllers.indices.contains(newValue), newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            tabBar.selectedItem = selectedViewController?.tabBarItem
            switchContent(from: old, to: selectedViewController)
        }
    }

    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selection) ? controllers[selection] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// A click on a tab or Ctrl+digit: asks the delegate, selects, then tells the delegate.
    func userSelect(_ index: Int) {
        guard controllers.indices.contains(index), controllers[index].tabBarItem.isEnabled else { return }
        let controller = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    open override func loadView() {
        let view = TabBarContainerView(frame: UIScreen.main.bounds)
        view.controller = self
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .systemBackground
        view.addSubview(contentView)
        view.addSubview(tabBar)
        tabBar.onSelect = { [weak self] index in self?.userSelect(index) }
        self.view = view
        layoutContent()
        if let selected = selectedViewController { install(selected) }
    }

    /// Selects the tab of `subsequentVC` on the way back of an unwind segue (Containers+Unwind.swift).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwindTabs(towards: subsequentVC)
    }

    func layoutContent() {
        guard let view = viewIfLoaded else { return }
        let barHeight = UITabBar.height
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
        contentView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - barHeight))
        // Content that is not a scroll view rests against the bar, which UIKit calls its scroll edge.
        tabBar.isAtScrollEdge = !(selectedViewController?.viewIfLoaded is UIScrollView)
    }

    private func install(_ controller: UIViewController) {
        guard let childView = controller.view else { return }
        childView.frame = contentView.bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(childView)
    }

    /// Swaps the shown controller, with the appearance callbacks of a navigation transition.
    private func switchContent(from old: UIViewController?, to new: UIViewController?) {
        guard old !== new, isViewLoaded else { return }
        ControllerTransition.finishRunning(in: view.window)
        let isVisible = (appearanceState == .appeared || appearanceState == .appearing) && view.window != nil
        if isVisible {
            // The new tab's view loads (its viewDidLoad) before any appearance callback, as in UIKit.
            new?.loadViewIfNeeded()
            old?.beginDisappearance()
            new?.beginAppearance()
        }
        // UIKit switches tabs without animation.
        if let new { install(new) }
        if old?.viewIfLoaded?.superview === contentView { old?.viewIfLoaded?.removeFromSuperview() }
        if isVisible {
            new?.appearanceDidInstall()
            old?.endDisappearance()
        }
        finishTransition(to: isVisible ? new : nil, in: view.window, completion: nil)
    }
}

/// The tab bar controller's view: it lays out the bar and the content when it is resized.
@MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}
