import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A controller that is the destination of `unwindToStart:` and logs what it gets.
final class UnwindTargetViewController: UIViewController {
    var accepts = true
    private(set) var lastSegue: UIStoryboardSegue?

    override class var storyboardActions: [String: ActionMessage] {
        super.storyboardActions.merging(["unwindToStart:": ActionMessage(UnwindTargetViewController.unwindToStart)]) {
            $1
        }
    }

    func unwindToStart(_ sender: Any?) {
        let segue = sender as? UIStoryboardSegue
        lastSegue = segue
        CallLog.shared.record(
            "target",
            "unwindToStart(\(segue?.identifier ?? "nil"), from \(segue.map { Trace.className(of: $0.source) } ?? "?"))")
    }

    override func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    )
        -> Bool
    {
        accepts && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        CallLog.shared.record(
            "target",
            "prepare(\(segue.identifier ?? "nil"), \(Trace.className(of: segue.destination)), "
                + "loaded \(segue.destination.isViewLoaded), sender is self \((sender as AnyObject?) === self))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        CallLog.shared.record("target", "viewDidLoad")
    }
}

/// A controller embedded by a container view, or left by an unwind segue.
final class UnwindSourceViewController: UIViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        CallLog.shared.record(
            "source", "prepare(\(segue.identifier ?? "nil"), to \(Trace.className(of: segue.destination)))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        CallLog.shared.record("source", "viewDidLoad")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        CallLog.shared.record("source", "didMove(toParent: \(parent.map { Trace.className(of: $0) } ?? "nil"))")
    }
}

extension AppTests {
    /// Embed segues (container views) and unwind segues from storyboards (issue 18).
    @Suite @MainActor struct StoryboardUnwindSegues {
        /// A navigation controller whose root, `UnwindTargetViewController`, has a container view
        /// embedding `inner` and segues "next" (show, from a button) and "modal" (presentation) to
        /// `leaf`, an `UnwindSourceViewController` whose button and controller segue "back" unwind
        /// with `unwindToStart:`.
        static let text = F.storyboard(
            """
                <scene sceneID="s0">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="UnwindTargetViewController" \
            customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                        <rect key="frame" x="20" y="100" width="200" height="120"/>
                                        <connections>
                                            <segue destination="inner" kind="embed" identifier="embedInner" id="e"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="leaf" kind="show" identifier="next" id="s-next"/>
                                <segue destination="leaf" kind="presentation" identifier="modal" id="s-modal"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="inner" customClass="UnwindSourceViewController" \
            customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="innerRoot">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="leaf" customClass="UnwindSourceViewController" \
            customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="leafRoot">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="done">
                                        <rect key="frame" x="20" y="60" width="100" height="40"/>
                                        <state key="normal" title="Done"/>
                                        <connections>
                                            <segue destination="exit1" kind="unwind" unwindAction="unwindToStart:" \
            id="u-button"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="exit1" kind="unwind" identifier="back" \
            unwindAction="unwindToStart:" id="u-back"/>
                                <segue destination="exit1" kind="unwind" identifier="nowhere" \
            unwindAction="unwindToNowhere:" id="u-none"/>
                            </connections>
                        </viewController>
                        <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
            """, initial: "nav")

        private func launch() throws -> (TestApp, UINavigationController, UnwindTargetViewController) {
            let storyboard = UIStoryboard(model: try F.compile(Self.text), name: "Unwind", bundle: nil)
            let test = try TestApp.launchSceneApp(root: { storyboard.instantiateInitialViewController()! })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let target = try #require(navigation.topViewController as? UnwindTargetViewController)
            return (test, navigation, target)
        }

        @Test func anEmbedSegueFillsTheContainerBeforeTheParentsViewDidLoad() throws {
            let (test, _, target) = try launch()
            let segueCalls = test.log.entries.filter { $0.hasPrefix("target::") || $0.hasPrefix("source::") }
            #expect(
                Array(segueCalls.prefix(4)) == [
                    "target::prepare(embedInner, UnwindSourceViewController, loaded false, sender is self true)",
                    "source::viewDidLoad", "source::didMove(toParent: UnwindTargetViewController)",
                    "target::viewDidLoad",
                ])
            let child = try #require(target.children.first as? UnwindSourceViewController)
            let container = try #require(target.view.subviews.first)
            #expect(child.view.superview === container)
            #expect(child.view.frame == container.bounds)
            #expect(child.view.window === test.window)
        }

        @Test func aButtonsUnwindSeguePreparesCallsTheActionAndPopsBack() throws {
            let (test, navigation, target) = try launch()
            target.performSegue(withIdentifier: "next", sender: nil)
            test.finishTransitions()
            let leaf = try #require(navigation.topViewController as? UnwindSourceViewController)
            let button = try #require(leaf.view.subviews.first as? UIButton)
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            test.log.removeAll()
            test.click(Double(center.x), Double(center.y))
            #expect(
                Array(test.log.entries.prefix(2)) == [
                    "source::prepare(nil, to UnwindTargetViewController)",
                    "target::unwindToStart(nil, from UnwindSourceViewController)",
                ])
            test.finishTransitions()
            #expect(navigation.viewControllers == [target])
            #expect(target.lastSegue?.destination === target)
        }

        @Test func anUnwindByIdentifierDismissesThePresentationAboveTheDestination() throws {
            let (test, navigation, target) = try launch()
            target.performSegue(withIdentifier: "modal", sender: nil)
            test.finishTransitions()
            let leaf = try #require(navigation.presentedViewController as? UnwindSourceViewController)
            test.log.removeAll()
            leaf.performSegue(withIdentifier: "back", sender: nil)
            #expect(
                Array(test.log.entries.prefix(2)) == [
                    "source::prepare(back, to UnwindTargetViewController)",
                    "target::unwindToStart(back, from UnwindSourceViewController)",
                ])
            test.finishTransitions()
            #expect(navigation.presentedViewController == nil)
            #expect(leaf.viewIfLoaded?.window == nil)
        }

        @Test func aControllerThatDeclinesIsPassedOver() throws {
            let (test, navigation, target) = try launch()
            target.performSegue(withIdentifier: "next", sender: nil)
            test.finishTransitions()
            let leaf = try #require(navigation.topViewController as? UnwindSourceViewController)
            target.accepts = false
            let warnings = collectControllerWarnings { leaf.performSegue(withIdentifier: "back", sender: nil) }
            #expect(
                warnings == [
                    "UIStoryboardSegue: no view controller above UnwindSourceViewController can perform the unwind "
                        + "action 'unwindToStart:'; nothing is shown. Register it in the destination class's "
                        + "storyboardActions, or answer canPerformUnwindSegueAction(_:from:sender:)"
                ])
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func anActionNoControllerRegistersWarnsAndChangesNothing() throws {
            let (test, navigation, target) = try launch()
            target.performSegue(withIdentifier: "next", sender: nil)
            test.finishTransitions()
            let leaf = try #require(navigation.topViewController as? UnwindSourceViewController)
            let warnings = collectControllerWarnings { leaf.performSegue(withIdentifier: "nowhere", sender: nil) }
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("'unwindToNowhere:'") == true)
            #expect(navigation.viewControllers.count == 2)
        }
    }
}
