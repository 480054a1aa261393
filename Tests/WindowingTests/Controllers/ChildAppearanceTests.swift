import Foundation
import Testing

@testable import Windowing

/// A parent that embeds an `OtherViewController` in `viewDidLoad`, the usual container pattern.
final class EmbeddingViewController: RecordingViewController {
    let child = OtherViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

extension AppTests {
    /// Behaviour 6.16: appearance callbacks are forwarded to children, each after the parent's.
    @Suite @MainActor struct ChildAppearance {
        private func order(_ log: CallLog, _ names: [String]) -> [String] {
            log.entries.filter { entry in names.contains { entry.hasSuffix("::" + $0) } }
        }

        @Test func anEmbeddedChildAppearsRightAfterItsParent() throws {
            let test = try TestApp.launchSceneApp(root: { EmbeddingViewController() })
            let appearance = order(test.log, ["viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)"])
            #expect(
                appearance == [
                    "EmbeddingViewController::viewWillAppear(_:)", "OtherViewController::viewWillAppear(_:)",
                    "EmbeddingViewController::viewIsAppearing(_:)", "OtherViewController::viewIsAppearing(_:)",
                    "EmbeddingViewController::viewDidAppear(_:)", "OtherViewController::viewDidAppear(_:)",
                ])
        }

        @Test func aChildAddedToAVisibleParentAppearsAndDisappearsWithItsView() throws {
            let test = try TestApp.launchSceneApp()
            let parent = try #require(test.app.connectedScenes.first as? UIWindowScene).windows.first?
                .rootViewController
            let child = OtherViewController()
            let container = try #require(parent)
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            #expect(child.view.window != nil)
            test.app.runUntilIdle()
            let names = [
                "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)",
                "viewDidDisappear(_:)",
            ]
            #expect(
                order(test.log, names).filter { $0.hasPrefix("Other") } == [
                    "OtherViewController::viewWillAppear(_:)", "OtherViewController::viewIsAppearing(_:)",
                    "OtherViewController::viewDidAppear(_:)",
                ])
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(
                order(test.log, names).filter { $0.hasPrefix("Other") }.suffix(2) == [
                    "OtherViewController::viewWillDisappear(_:)", "OtherViewController::viewDidDisappear(_:)",
                ])
        }
    }
}
