import Foundation

// Modal presentation (`present`/`dismiss`). The presented view goes into a `PresentationHostView`
// on top of the window; full-screen styles then take the presenting view out of the window, sheet
// styles leave it under a dimmed card. Appearance callbacks follow UIKit's order for a
// non-animated transition: the leaving controller's viewWillDisappear, the arriving one's
// viewWillAppear and viewIsAppearing, the leaving one's viewDidDisappear, then (after the next
// frame is drawn) the arriving one's viewDidAppear and the completion.
extension UIViewController {
    /// The controller a presentation from `self` is made on: the outermost container, as UIKit
    /// presents from the controller that owns the full-screen context.
    var presentationContextController: UIViewController {
        var controller = self
        while let parent = controller.parentController { controller = parent }
        return controller
    }

    /// The view the controller occupies the window with: its presentation host, or its own view.
    var windowContainerView: UIView? { presentationHost ?? viewIfLoaded }

    var resolvedPresentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let candidate = controller {
            if let presented = candidate.presentedStorage { return presented }
            controller = candidate.parentController
        }
        return nil
    }

    var resolvedPresentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let candidate = controller {
            if let presenting = candidate.presentingStorage { return presenting }
            controller = candidate.parentController
        }
        return nil
    }

    func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        ControllerTransition.finishRunning(in: viewIfLoaded?.window)
        // An open menu closes first, so that the presented view is not under it.
        viewIfLoaded?.window?.menuPresentation?.dismiss()
        let context = presentationContextController
        guard let problem = presentationProblem(presenting: presented, on: context) else {
            performPresentation(of: presented, on: context, animated: animated, completion: completion)
            return
        }
        ControllerWarnings.warn(problem)
    }

    /// UIKit's message when `presented` cannot be presented on `context`, or nil.
    private func presentationProblem(presenting presented: UIViewController, on context: UIViewController) -> String? {
        let names =
            "\(ControllerWarnings.describe(presented)) on \(ControllerWarnings.describe(context)) "
            + "(from \(ControllerWarnings.describe(self)))"
        if let owner = presented.presentingStorage {
            return "Application tried to present modally a view controller \(ControllerWarnings.describe(presented)) "
                + "that is already being presented by \(ControllerWarnings.describe(owner))."
        }
        // A controller on screen as the context itself, a child, or one presenting something.
        if presented === context || presented.parentController != nil || presented.presentedStorage != nil
            || presented.viewIfLoaded?.window != nil
        {
            return
                "Application tried to present modally an active controller \(ControllerWarnings.describe(presented))."
        }
        if context.presentationIsInProgress {
            return "Attempt to present \(names) while a presentation is in progress."
        }
        if let current = context.presentedStorage {
            return "Attempt to present \(names) which is already presenting \(ControllerWarnings.describe(current))."
        }
        if context.viewIfLoaded?.window == nil {
            return "Attempt to present \(names) whose view is not in the window hierarchy."
        }
        return nil
    }

    private func performPresentation(
        of presented: UIViewController, on context: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        guard let window = context.viewIfLoaded?.window, let below = context.windowContainerView else { return }
        let style = presented.modalPresentationStyle
        context.presentationIsInProgress = true
        defer { context.presentationIsInProgress = false }
        context.presentedStorage = presented
        presented.presentingStorage = context
        UIApplication.inspectorGraphMayHaveChanged()
        presented.loadViewIfNeeded()
        let host = PresentationHostView(style: style, frame: window.bounds)
        presented.presentationHost = host
        // A presenter whose viewDidAppear is still pending leaves all the same.
        let showsCallbacks = context.appearanceState == .appeared || context.appearanceState == .appearing
        let leaving = showsCallbacks && style.removesPresentingView ? context : nil
        leaving?.beginDisappearance(animated: animated)
        if showsCallbacks { presented.beginAppearance(animated: animated) }
        ControllerTransition.run(
            .present(host), animated: animated, in: window, arriving: host.contentView, leaving: nil,
            install: {
                host.install(presented.view)
                window.insertSubview(host, aboveSubview: below)
                if showsCallbacks { presented.appearanceDidInstall() }
            },
            remove: { if style.removesPresentingView { below.removeFromSuperview() } },
            finish: {
                leaving?.endDisappearance()
                self.finishTransition(to: showsCallbacks ? presented : nil, in: window, completion: completion)
            })
    }

    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        ControllerTransition.finishRunning(in: viewIfLoaded?.window)
        // UIKit: the receiver dismisses what it (or an ancestor) presented; with nothing presented,
        // the presenting controller dismisses the receiver.
        let context: UIViewController
        if let presented = resolvedPresentedViewController, let presenting = presented.presentingStorage {
            context = presenting
        } else if let presenting = resolvedPresentingViewController {
            context = presenting
        } else {
            completion?()
            return
        }
        guard !context.presentationIsInProgress else {
            ControllerWarnings.warn(
                "Attempt to dismiss from view controller \(ControllerWarnings.describe(context)) "
                    + "while a presentation or dismiss is in progress!")
            return
        }
        performDismissal(on: context, animated: animated, completion: completion)
    }

    private func performDismissal(on context: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var chain: [UIViewController] = []
        var next = context.presentedStorage
        while let presented = next {
            chain.append(presented)
            next = presented.presentedStorage
        }
        guard let first = chain.first else { return }
        context.presentationIsInProgress = true
        defer { context.presentationIsInProgress = false }
        let window = first.presentationHost?.window
        let hosts = chain.compactMap(\.presentationHost)
        let below = context.windowContainerView
        let restoresView = first.modalPresentationStyle.removesPresentingView && below?.superview == nil
        let returns = restoresView && context.appearanceState == .disappeared
        let leaving = chain.reversed().filter { $0.appearanceState == .appeared || $0.appearanceState == .appearing }
        leaving.forEach { $0.beginDisappearance(animated: animated) }
        if let window, restoresView, let below, let host = first.presentationHost {
            if returns { context.beginAppearance(animated: animated) }
            window.insertSubview(below, belowSubview: host)
            if returns { context.appearanceDidInstall() }
        }
        for presented in chain {
            presented.presentingStorage = nil
            presented.presentedStorage = nil
            presented.presentationHost = nil
        }
        context.presentedStorage = nil
        UIApplication.inspectorGraphMayHaveChanged()
        // Only the topmost presentation moves; the ones under it go at once, as in UIKit.
        let top = hosts.last
        ControllerTransition.run(
            top.map { .dismiss($0) } ?? .pop, animated: animated, in: window, arriving: nil,
            leaving: top?.contentView,
            install: { for host in hosts.dropLast() { host.removeFromSuperview() } },
            remove: { top?.removeFromSuperview() },
            finish: {
                leaving.forEach { $0.endDisappearance() }
                self.finishTransition(to: window != nil && returns ? context : nil, in: window, completion: completion)
            })
    }

    /// Schedules `arriving`'s viewDidAppear for after the next frame, then `completion`; without
    /// an arriving controller the completion runs at once.
    func finishTransition(to arriving: UIViewController?, in window: UIWindow?, completion: (() -> Void)?) {
        guard let arriving, let window else {
            completion?()
            return
        }
        if let completion { arriving.appearanceCompletions.append(completion) }
        window.pendingDidAppear.append(arriving)
        window.scheduleCommit()
    }

    /// The top of the presentation stack on `window`, if any.
    static func topPresented(in window: UIWindow) -> UIViewController? {
        var top = window.rootViewController?.presentedStorage
        while let next = top?.presentedStorage { top = next }
        return top
    }
}
