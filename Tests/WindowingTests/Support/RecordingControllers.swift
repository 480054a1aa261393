import Foundation

@testable import Windowing

/// A root view controller that logs its life cycle and builds a known view tree: a white
/// `RecordingView` "root" with a red-filled custom-drawn `RecordingView` "badge" at (20, 20, 40, 40).
class RecordingViewController: UIViewController {
    var log = CallLog.shared
    var recordsRootHooks = false
    /// What `view.window`/`view.frame` were in each appearance callback.
    private(set) var windowInWillAppear: UIWindow?? = .none
    private(set) var windowInIsAppearing: UIWindow?? = .none
    private(set) var windowInDidAppear: UIWindow?? = .none
    private(set) var frameInIsAppearing: CGRect?
    /// (requested size, view.bounds.size at the time) for each `viewWillTransition(to:with:)`.
    private(set) var transitions: [(to: CGSize, boundsBefore: CGSize)] = []
    private(set) var badge: RecordingView?
    /// Each appearance callback with its `animated` argument, as "viewWillAppear(true)".
    var animatedArguments: [String] = []

    var rootView: RecordingView? { viewIfLoaded as? RecordingView }

    override func loadView() {
        log.record(self, #function)
        let root = RecordingView("root", frame: UIScreen.main.bounds, log: log)
        root.backgroundColor = .white
        root.recordsHierarchyHooks = recordsRootHooks
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record(self, #function)
        let badge = RecordingView("badge", frame: CGRect(x: 20, y: 20, width: 40, height: 40), log: log)
        badge.fill = .red
        view.addSubview(badge)
        self.badge = badge
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record(self, #function)
        animatedArguments.append("viewWillAppear(\(animated))")
        windowInWillAppear = .some(view.window)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record(self, #function)
        animatedArguments.append("viewIsAppearing(\(animated))")
        windowInIsAppearing = .some(view.window)
        frameInIsAppearing = view.frame
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record(self, #function)
        animatedArguments.append("viewDidAppear(\(animated))")
        windowInDidAppear = .some(view.window)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record(self, #function)
        animatedArguments.append("viewWillDisappear(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record(self, #function)
        animatedArguments.append("viewDidDisappear(\(animated))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record(self, #function)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record(self, #function)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.record(self, #function)
        transitions.append((size, view.bounds.size))
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record(self, "willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record(self, "didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

/// A second controller class, so logs tell a child or a replacement root from the first root.
final class OtherViewController: RecordingViewController {}

/// A controller whose `loadView()` forgets to assign `view` (behaviour 6.5).
final class ForgetfulViewController: UIViewController {
    private(set) var loadViewCount = 0
    private(set) var viewDidLoadCount = 0

    override func loadView() { loadViewCount += 1 }
    override func viewDidLoad() { viewDidLoadCount += 1 }
}

/// A controller with no overrides but counters (behaviour 6.1–6.4).
final class CountingViewController: UIViewController {
    private(set) var calls: [String] = []

    override func loadView() {
        calls.append(#function)
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append(#function)
    }
}
