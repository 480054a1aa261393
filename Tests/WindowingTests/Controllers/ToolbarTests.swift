import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// `UIToolbar`, `toolbarItems` and the navigation controller's toolbar.
    @Suite @MainActor struct Toolbar {
        private func buttons(of toolbar: UIToolbar) -> [UIButton] {
            toolbar.subviews.compactMap { $0 as? UIButton }
        }

        @Test func itemsKeepToTheLeadingSideWithoutAFlexibleSpace() {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            toolbar.items = [
                UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil),
                UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil),
            ]
            toolbar.layoutIfNeeded()
            let shown = buttons(of: toolbar)
            #expect(shown.map { $0.title(for: .normal) } == ["One", "Two"])
            #expect(shown[0].frame.minX == UIToolbar.margin)
            #expect(shown[1].frame.minX == shown[0].frame.maxX + UIToolbar.spacing)
            #expect(shown.allSatisfy { $0.frame.minY == 1 && $0.frame.height == 43 })
            #expect(toolbar.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 500, height: 44))
        }

        @Test func systemItemsShowUIKitsSymbolsAndFourShowWords() throws {
            typealias Item = UIBarButtonItem.SystemItem
            let words: [Item] = [.done, .cancel, .edit, .save]
            let symbols: [Item] = [
                .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash,
                .play, .pause, .rewind, .fastForward, .undo, .redo,
            ]
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 2000, height: 44))
            toolbar.items = (words + symbols + [.close]).map {
                UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil)
            }
            toolbar.layoutIfNeeded()
            let shown = buttons(of: toolbar)
            #expect(shown.prefix(4).map { $0.title(for: .normal) } == ["Done", "Cancel", "Edit", "Save"])
            for (button, item) in zip(shown.dropFirst(4), symbols) {
                let image = try #require(button.image(for: .normal), "\(item) shows an image")
                #expect(image.symbolName == item.symbolName && image.isSymbolImage)
                #expect(image.size == CGSize(width: 22, height: 22), "body size at the large scale")
                #expect(button.title(for: .normal) == nil)
            }
            #expect(shown.last?.buttonType == .close, "close is the grey disc with a cross")
            #expect(shown.last?.title(for: .normal) == nil)
        }

        @Test func flexibleSpacesShareTheRoomAndFixedSpacesTakeTheirWidth() throws {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let fixed = UIBarButtonItem.fixedSpace(20)
            #expect(fixed.width == 20)
            toolbar.items = [
                UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil), .flexibleSpace(),
                UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), fixed,
                UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
            ]
            toolbar.layoutIfNeeded()
            let shown = buttons(of: toolbar)
            // Spaces have no view.
            #expect(
                shown.map { $0.title(for: .normal) ?? $0.image(for: .normal)?.symbolName } == ["Edit", "plus", "trash"])
            #expect(shown[0].frame.minX == UIToolbar.margin)
            #expect(shown[2].frame.maxX == 320 - UIToolbar.margin)
            #expect(shown[2].frame.minX - shown[1].frame.maxX == 20 + 2 * UIToolbar.spacing)

            // Two flexible spaces around one item centre it.
            toolbar.items = [
                .flexibleSpace(), UIBarButtonItem(title: "Mid", style: .plain, target: nil, action: nil),
                .flexibleSpace(),
            ]
            toolbar.layoutIfNeeded()
            let middle = try #require(buttons(of: toolbar).first)
            #expect(middle.frame.midX == 160)
        }

        @Test func anItemsChangeRebuildsTheBarAndAClickRunsItsAction() throws {
            let test = try TestApp.launchSceneApp(root: {
                let controller = RecordingViewController()
                return UINavigationController(rootViewController: controller)
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let top = try #require(navigation.topViewController)
            final class Target {
                var calls = 0
                func refresh() { calls += 1 }
            }
            let target = Target()
            let item = UIBarButtonItem(title: "Refresh", style: .plain, target: target, action: Target.refresh)
            top.toolbarItems = [.flexibleSpace(), item]
            navigation.setToolbarHidden(false, animated: false)
            test.app.runUntilIdle()
            let toolbar = try #require(navigation.toolbar)
            var button = try #require(buttons(of: toolbar).first)
            #expect(button.title(for: .normal) == "Refresh")
            var center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
            #expect(target.calls == 1)

            item.title = "Reload"
            test.app.runUntilIdle()
            button = try #require(buttons(of: toolbar).first)
            #expect(button.title(for: .normal) == "Reload")
            item.isEnabled = false
            test.app.runUntilIdle()
            button = try #require(buttons(of: toolbar).first)
            center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
            #expect(target.calls == 1)
        }

        @Test func theNavigationControllersToolbarIsHiddenByDefaultAndTakesTheBottomWhenShown() throws {
            let test = try TestApp.launchSceneApp(root: {
                UINavigationController(rootViewController: RecordingViewController())
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let top = try #require(navigation.topViewController)
            let height = navigation.view.bounds.height
            #expect(navigation.isToolbarHidden)
            #expect(navigation.toolbar.isHidden)
            #expect(top.view.convert(top.view.bounds, to: nil).maxY == height)

            navigation.isToolbarHidden = false
            test.app.runUntilIdle()
            #expect(!navigation.toolbar.isHidden)
            #expect(
                navigation.toolbar.frame
                    == CGRect(x: 0, y: height - 44, width: navigation.view.bounds.width, height: 44))
            let content = top.view.convert(top.view.bounds, to: nil)
            #expect(content.minY == UINavigationBar.height)
            #expect(content.maxY == height - 44)

            navigation.setToolbarHidden(true, animated: true)
            test.app.runUntilIdle()
            #expect(navigation.toolbar.isHidden)
            #expect(top.view.convert(top.view.bounds, to: nil).maxY == height)
        }

        @Test func theToolbarShowsTheTopControllersItemsThroughPushAndPop() throws {
            let test = try TestApp.launchSceneApp(root: {
                UINavigationController(rootViewController: RecordingViewController())
            })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let first = try #require(navigation.topViewController)
            first.setToolbarItems(
                [UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)], animated: false)
            navigation.setToolbarHidden(false, animated: false)
            let toolbar = try #require(navigation.toolbar)
            #expect(toolbar.items?.map(\.title) == ["First"])

            let second = OtherViewController()
            second.toolbarItems = [UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)]
            navigation.pushViewController(second, animated: false)
            test.finishTransitions()
            #expect(toolbar.items?.map(\.title) == ["Second"])
            #expect(buttons(of: toolbar).map { $0.title(for: .normal) } == ["Second"])

            // Items set on a controller that is not on top wait until it is.
            first.toolbarItems = [UIBarButtonItem(title: "Again", style: .plain, target: nil, action: nil)]
            #expect(toolbar.items?.map(\.title) == ["Second"])
            _ = navigation.popViewController(animated: false)
            test.finishTransitions()
            #expect(toolbar.items?.map(\.title) == ["Again"])
        }
    }
}
