import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// The menu elements themselves: UIKit's defaults, copies with other children, the chosen
/// actions, and deferred elements answering now, later, once or every time.
@MainActor
struct MenuModelTests {
    @Test func actionsAndMenusHaveUIKitsDefaults() {
        let action = UIAction { _ in }
        #expect(action.title == "" && action.subtitle == nil && action.image == nil && action.selectedImage == nil)
        #expect(action.attributes == [] && action.state == .off && action.discoverabilityTitle == nil)
        let menu = UIMenu()
        #expect(menu.title == "" && menu.options == [] && menu.children.isEmpty)
        #expect(menu.preferredElementSize == .large)
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
    }

    @Test func replacingChildrenKeepsEverythingElse() {
        let id = UIMenu.Identifier("sort")
        let menu = UIMenu(title: "Sort", image: UIImage(systemName: "star"), identifier: id, options: .singleSelection)
        let copy = menu.replacingChildren([UIAction(title: "A") { _ in }])
        #expect(copy !== menu && copy.title == "Sort" && copy.identifier == id && copy.options == .singleSelection)
        #expect(copy.image === menu.image && copy.children.map(\.title) == ["A"] && menu.children.isEmpty)
    }

    @Test func selectedElementsListsTheActionsOnInTheMenuAndItsInlineMenus() {
        func action(_ title: String, _ state: UIMenuElement.State) -> UIAction {
            UIAction(title: title, state: state) { _ in }
        }
        let inline = UIMenu(options: .displayInline, children: [action("B", .on), action("C", .mixed)])
        let submenu = UIMenu(title: "More", children: [action("D", .on)])
        let menu = UIMenu(children: [action("A", .on), inline, submenu])
        #expect(menu.selectedElements.map(\.title) == ["A", "B"])
    }

    @Test func aButtonMadeWithAnActionTakesItsTitleAndImage() {
        let star = UIImage(systemName: "star")
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Favourite", image: star) { _ in })
        #expect(button.title(for: .normal) == "Favourite")
        #expect(button.image(for: .normal) === star)
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Add", image: star) { _ in })
        #expect(item.title == "Add" && item.image === star)
    }

    @Test func targetedPreviewsKeepTheirViewParametersAndTarget() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        container.addSubview(view)
        let preview = UITargetedPreview(view: view)
        #expect(preview.target.container === container && preview.target.center == CGPoint(x: 70, y: 70))
        #expect(preview.size == CGSize(width: 100, height: 60))
        let lines = [CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 0, y: 20, width: 50, height: 20)]
        let parameters = UIPreviewParameters(textLineRects: lines.map { NSValue(cgRect: $0) })
        #expect(parameters.visiblePath?.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
        let cut = UITargetedPreview(view: view, parameters: parameters)
        #expect(cut.size == CGSize(width: 80, height: 40))
        let moved = cut.retargetedPreview(with: UIPreviewTarget(container: view, center: .zero))
        #expect(moved.view === view && moved.parameters === parameters && moved.target.container === view)
        #expect(moved.target.transform == .identity)
    }

    @Test func aDeferredElementShowsLoadingUntilItsProviderAnswers() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        var answer: UIDeferredMenuElement.Completion?
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            answer = completion
        }
        screen.button.menu = UIMenu(children: [screen.action("First"), deferred])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.menuRowTitles == ["First", "Loading…"])
        answer?([screen.action("Recent 1"), screen.action("Recent 2")])
        answer?([screen.action("Ignored")])
        #expect(app.menuRowTitles == ["First", "Recent 1", "Recent 2"])
        app.press(.keyboardEscape)
        app.tap(screen.button)
        // Cached: the provider ran once.
        #expect(app.menuRowTitles == ["First", "Recent 1", "Recent 2"])
        #expect(asked == 1)
    }

    @Test func anUncachedDeferredElementThatNeverAnsweredIsAskedAgain() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        var asked = 0
        screen.button.menu = UIMenu(children: [UIDeferredMenuElement.uncached { _ in asked += 1 }])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        app.press(.keyboardEscape)
        app.tap(screen.button)
        #expect(asked == 2)
        #expect(app.menuRowTitles == ["Loading…"])
    }

    @Test func anUncachedDeferredElementAsksEachTimeAndMayAnswerAtOnce() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        var asked = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            asked += 1
            completion([screen.action("Run \(asked)")])
        }
        screen.button.menu = UIMenu(children: [deferred])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.menuRowTitles == ["Run 1"])
        app.press(.keyboardEscape)
        app.tap(screen.button)
        #expect(app.menuRowTitles == ["Run 2"])
    }

    @Test func paletteAndMediumMenusLayTheirEntriesOutInAGrid() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        let colours = UIMenu(
            options: .displayAsPalette,
            children: ["circle", "square", "star", "heart", "house"].map {
                UIAction(title: $0, image: UIImage(systemName: $0)) { _ in }
            })
        let edit = UIMenu(
            options: .displayInline, preferredElementSize: .medium,
            children: ["Cut", "Copy", "Paste"].map { UIAction(title: $0) { _ in } })
        screen.button.menu = UIMenu(children: [colours, edit])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        let items = try #require(app.openMenu?.panel.items)
        // Four small cells to a row of 250 points (62 wide, the last 64), then three medium ones.
        #expect(
            items.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 62, height: 44), CGRect(x: 62, y: 0, width: 62, height: 44),
                CGRect(x: 124, y: 0, width: 62, height: 44), CGRect(x: 186, y: 0, width: 64, height: 44),
                CGRect(x: 0, y: 44, width: 62, height: 44),
                CGRect(x: 0, y: 96, width: 83, height: 64), CGRect(x: 83, y: 96, width: 83, height: 64),
                CGRect(x: 166, y: 96, width: 84, height: 64),
            ])
    }
}
