import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// A controller that counts the live instances and checks that its appearance callbacks come in
/// a legal order (will → did, appear and disappear alternating).
final class BalancedViewController: UIViewController {
    nonisolated(unsafe) static var live = 0
    nonisolated(unsafe) static var onScreen = 0
    static var violations: [String] = []
    private var state = "disappeared"

    init() {
        super.init(nibName: nil, bundle: nil)
        Self.live += 1
    }

    required init?(coder: NSCoder) { nil }

    deinit { Self.live -= 1 }

    override func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    private func step(_ name: String, from allowed: [String], to next: String) {
        if !allowed.contains(state) { Self.violations.append("\(name) while \(state)") }
        if next == "appeared" { Self.onScreen += 1 }
        if state == "appeared" { Self.onScreen -= 1 }
        state = next
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        step("viewWillAppear", from: ["disappeared"], to: "appearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        step("viewDidAppear", from: ["appearing"], to: "appeared")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        step("viewWillDisappear", from: ["appeared", "appearing"], to: "disappearing")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        step("viewDidDisappear", from: ["disappearing"], to: "disappeared")
    }
}

/// A number below `bound` from `generator`.
private func below(_ bound: Int, _ generator: inout SeededGenerator) -> Int {
    Int(generator.next() % UInt64(bound))
}

extension AppTests {
    @Suite @MainActor struct ControllerStress {
        @Test func tenThousandRandomPushPopPresentAndDismissReleaseEveryControllerWithBalancedCallbacks() throws {
            BalancedViewController.live = 0
            BalancedViewController.onScreen = 0
            BalancedViewController.violations = []
            let test = try TestApp.launchSceneApp(root: {
                UINavigationController(rootViewController: BalancedViewController())
            })
            let window = try #require(test.window)
            var random = SeededGenerator(seed: 18)
            let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic]
            _ = collectControllerWarnings {
                for step in 0..<10_000 {
                    let top = window.topVisibleController ?? window.rootViewController!
                    let navigation = top as? UINavigationController
                    switch below(6, &random) {
                    case 0, 1:
                        navigation?.pushViewController(BalancedViewController(), animated: below(2, &random) == 0)
                    case 2:
                        navigation?.popViewController(animated: false)
                    case 3:
                        let presented: UIViewController =
                            below(2, &random) == 0
                            ? BalancedViewController()
                            : UINavigationController(rootViewController: BalancedViewController())
                        presented.modalPresentationStyle = styles[below(styles.count, &random)]
                        // Sometimes on a controller that already presents: refused, nothing changes.
                        let presenter = below(8, &random) == 0 ? window.rootViewController! : top
                        presenter.present(presented, animated: false)
                    case 4:
                        top.dismiss(animated: false)
                    default:
                        if let navigation, navigation.viewControllers.count > 2 {
                            navigation.popToRootViewController(animated: false)
                        }
                    }
                    // Drawing a frame after every step would take minutes; every 25th lets the
                    // pending viewDidAppear calls arrive, and the others interrupt appearances.
                    if step % 25 == 0 { test.app.runUntilIdle() }
                }
            }
            #expect(BalancedViewController.violations.isEmpty)
            window.rootViewController?.dismiss(animated: false)
            test.app.runUntilIdle()
            window.rootViewController = nil
            test.app.runUntilIdle()
            #expect(BalancedViewController.violations.isEmpty, "\(BalancedViewController.violations.prefix(5))")
            #expect(BalancedViewController.onScreen == 0)
            #expect(BalancedViewController.live == 0)
        }
    }
}
