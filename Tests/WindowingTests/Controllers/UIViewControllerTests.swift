import Foundation
import Testing

@testable import Windowing

/// View loading, containment and responder links, without an app (behaviour 6.1–6.6, 6.14, 6.15, 6.17).
@MainActor
struct UIViewControllerTests {
    // behaviour 6.1, 6.2, 6.6, 10.19
    @Test func viewLoadsLazilyOnFirstAccessOnce() {
        let controller = CountingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.calls.isEmpty)
        let view = controller.view
        #expect(view != nil)
        #expect(controller.calls == ["loadView()", "viewDidLoad()"])
        _ = controller.view
        #expect(controller.view === view)
        #expect(controller.calls == ["loadView()", "viewDidLoad()"])
    }

    // behaviour 6.3, 10.20
    @Test func isViewLoadedAndViewIfLoadedNeverLoad() {
        let controller = CountingViewController()
        #expect(controller.viewIfLoaded == nil)
        #expect(!controller.isViewLoaded)
        #expect(controller.calls.isEmpty)
        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        #expect(controller.calls == ["loadView()", "viewDidLoad()"])
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.view)
    }

    // behaviour 6.4: no nib and no override gives a plain UIView.
    @Test func defaultLoadViewMakesAPlainUIView() throws {
        let controller = UIViewController()
        let view = try #require(controller.view)
        #expect(type(of: view) == UIView.self)
        #expect(controller.nibName == nil)
    }

    // behaviour 6.5: a loadView that leaves view nil runs again on every access; viewDidLoad never runs.
    @Test func loadViewThatLeavesViewNilIsCalledAgain() {
        let controller = ForgetfulViewController()
        #expect(controller.view == nil)
        #expect(controller.view == nil)
        #expect(controller.loadViewCount == 2)
        #expect(controller.viewDidLoadCount == 0)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
    }

    // behaviour 6.14, 6.15, 10.22
    @Test func addChildCallsWillMoveButNotDidMove() {
        let log = CallLog()
        let parent = RecordingViewController()
        let child = OtherViewController()
        parent.log = log
        child.log = log
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.last === child)
        #expect(log.entries == ["OtherViewController::willMove(toParent: parent)"])
        log.removeAll()
        child.removeFromParent()
        #expect(log.entries == ["OtherViewController::didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    // behaviour 6.15: the full removal protocol calls each hook once.
    @Test func removalProtocolCallsWillMoveThenDidMove() {
        let log = CallLog()
        let parent = RecordingViewController()
        let child = OtherViewController()
        parent.log = CallLog()
        child.log = log
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.entries == [
                "OtherViewController::willMove(toParent: nil)", "OtherViewController::didMove(toParent: nil)",
            ])
    }

    // behaviour 6.14: a child of another container is removed from it first.
    @Test func addingAChildOfAnotherContainerMovesIt() {
        let first = UIViewController()
        let second = UIViewController()
        let child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1 && second.children.first === child)
        #expect(child.parent === second)
    }

    // behaviour 6.17: the root view's next is its controller; the controller's next is the view's superview.
    @Test func controllerSitsBetweenItsViewAndTheSuperview() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
    }
}

/// A container whose `viewDidLoad` embeds an `OtherViewController` child (behaviour 6.16).
final class ContainerViewController: RecordingViewController {
    let child = OtherViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

extension AppTests {
    /// Appearance of controllers in a shown window (behaviour 6.9–6.13, 6.16).
    @Suite @MainActor struct ViewControllerAppearance {
        // behaviour 6.10, 10.21; 5.8: a window's root view is installed inside makeKeyAndVisible(),
        // before the deferred viewWillAppear (a difference from UIKit, see UIWindow).
        @Test func rootViewIsInItsWindowFromViewWillAppearWithTheFinalFrameInViewIsAppearing() throws {
            let test = try TestApp.launchSceneApp()
            let window = try #require(test.window)
            let controller = try #require(test.rootViewController)
            #expect(controller.windowInWillAppear.flatMap { $0 } === window)
            #expect(controller.windowInIsAppearing.flatMap { $0 } === window)
            #expect(controller.frameInIsAppearing == window.bounds)
            #expect(controller.windowInDidAppear.flatMap { $0 } === window)
            for method in ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"] {
                #expect(test.log.count(of: "RecordingViewController::\(method)") == 1, "\(method)")
            }
        }

        // behaviour 6.13, 6.12, 7.28, 5.8: first appearance, with the root view's window hooks, which
        // run inside makeKeyAndVisible() as the view is installed.
        @Test func firstAppearanceOrderIncludesTheRootViewsWindowHooks() throws {
            let test = try TestApp.launchSceneApp(root: {
                let controller = RecordingViewController()
                controller.recordsRootHooks = true
                return controller
            })
            let steps = [
                "RecordingViewController::loadView()",
                "RecordingViewController::viewDidLoad()",
                "root::willMove(toWindow:)",
                "root::didMoveToWindow()",
                "RecordingSceneDelegate::makeKeyAndVisible:end",
                "RecordingViewController::viewWillAppear(_:)",
                "RecordingViewController::viewIsAppearing(_:)",
                "RecordingViewController::viewWillLayoutSubviews()",
                "root::layoutSubviews()",
                "RecordingViewController::viewDidLayoutSubviews()",
                "badge::layoutSubviews()",
                "badge::draw(_:)",
                "RecordingViewController::viewDidAppear(_:)",
            ]
            let positions = steps.map { test.log.index(of: $0) }
            #expect(positions.allSatisfy { $0 != nil }, "\(test.log.entries)")
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(test.log.entries)")
            #expect(test.log.count(of: "root::willMove(toWindow:)") == 1)
            #expect(test.log.count(of: "root::didMoveToWindow()") == 1)
        }

        // behaviour 6.16: a child embedded before the parent appears gets each appearance call once.
        @Test func embeddedChildAppearsWithItsParent() throws {
            let test = try TestApp.launchSceneApp(root: { ContainerViewController() })
            let child = try #require(test.rootViewController as? ContainerViewController).child
            for method in ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"] {
                #expect(test.log.count(of: "OtherViewController::\(method)") == 1, "\(method)")
            }
            // Behaviour 5.8: the root view, and the child's with it, is in the window from makeKeyAndVisible().
            #expect(child.windowInWillAppear.flatMap { $0 } === test.window && test.window != nil)
            #expect(child.windowInIsAppearing.flatMap { $0 } === test.window && test.window != nil)
            #expect(child.frameInIsAppearing == CGRect(x: 100, y: 100, width: 50, height: 50))
        }

        // behaviour 6.16, 6.10: a child embedded in a visible parent appears, and disappears on removal.
        @Test func childEmbeddedInAVisibleParentAppearsAndDisappears() throws {
            let test = try TestApp.launchSceneApp()
            let parent = try #require(test.rootViewController)
            let child = OtherViewController()
            test.log.removeAll()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            #expect(child.windowInWillAppear.map { $0 == nil } == true)
            #expect(child.windowInIsAppearing.flatMap { $0 } === test.window && test.window != nil)
            test.app.runUntilIdle()
            #expect(
                test.log.entries(containing: "OtherViewController::view").filter { !$0.contains("Layout") } == [
                    "OtherViewController::viewDidLoad()",
                    "OtherViewController::viewWillAppear(_:)",
                    "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidAppear(_:)",
                ])
            test.log.removeAll()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(
                test.log.entries(containing: "OtherViewController::view") == [
                    "OtherViewController::viewWillDisappear(_:)", "OtherViewController::viewDidDisappear(_:)",
                ])
        }
    }
}
