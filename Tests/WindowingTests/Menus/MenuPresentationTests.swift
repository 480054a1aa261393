import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Menus opened by buttons: where the panel goes, what a press sends, how a row is chosen with the
/// pointer and the keyboard, submenus, and closing without a choice.
@MainActor
struct MenuPresentationTests {
    private func launch() throws -> (TestApplication, MenuScreen) {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        return (app, screen)
    }

    @Test func aPressOnAMenuButtonOpensThePanelUnderItAndATapOnARowRunsTheAction() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(
            title: "Sort by", children: [screen.action("Name"), screen.action("Date"), screen.action("Size")])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        let menu = try #require(app.openMenu)
        #expect(screen.log == ["button 1", "button 16384"])
        #expect(app.menuRowTitles == ["Name", "Date", "Size"])
        // Under the button, 8 points down, at its leading edge; the title header, then three rows.
        #expect(menu.panel.frame == CGRect(x: 20, y: 68, width: 250, height: 30 + 8 + 3 * 44))
        #expect(menu.host.superview === app.window)
        app.tapMenuRow("Date")
        #expect(app.openMenu == nil)
        #expect(menu.host.superview == nil)
        #expect(screen.log == ["button 1", "button 16384", "Date from UIButton"])
    }

    @Test func aClickOutsideClosesTheMenuAndReachesNothingUnderIt() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [screen.action("One")])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.openMenu?.panel.frame == CGRect(x: 20, y: 68, width: 250, height: 44))
        screen.popUp.addAction(UIAction { _ in screen.log.append("pop-up tapped") }, for: .touchUpInside)
        screen.popUp.frame.origin.y = 300
        app.tap(screen.popUp)
        #expect(app.openMenu == nil)
        #expect(!screen.log.contains("pop-up tapped"))
        app.tap(screen.popUp)
        #expect(screen.log.last == "pop-up tapped")
    }

    @Test func withoutShowsMenuAsPrimaryActionAPressSendsTheActionAndASecondaryClickShowsTheMenu() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [screen.action("One")])
        #expect(screen.button.isContextMenuInteractionEnabled)
        #expect(screen.button.contextMenuInteraction != nil)
        app.tap(screen.button)
        #expect(app.openMenu == nil)
        #expect(screen.log == ["button 1", "button 64", "button 8192"])
        app.tap(at: CGPoint(x: 60, y: 40), button: 3)
        let menu = try #require(app.openMenu)
        // At the pointer, for a secondary click.
        #expect(menu.panel.frame.origin == CGPoint(x: 60, y: 40))
        app.tapMenuRow("One")
        #expect(screen.log.last == "One from UIButton")
    }

    @Test func theArrowKeysSkipDisabledRowsReturnChoosesAndEscCloses() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [
            screen.action("Cut"), screen.action("Copy", attributes: .disabled), screen.action("Paste"),
            screen.action("Secret", attributes: .hidden),
        ])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.menuRowTitles == ["Cut", "Copy", "Paste"])
        app.press(.keyboardDownArrow)
        #expect(app.openMenu?.highlightedIndex == 0)
        app.press(.keyboardDownArrow)
        #expect(app.openMenu?.highlightedIndex == 2)
        app.press(.keyboardDownArrow)
        #expect(app.openMenu?.highlightedIndex == 0)
        app.press(.keyboardUpArrow)
        app.press(.keyboardReturnOrEnter)
        #expect(screen.log.last == "Paste from UIButton")
        #expect(app.openMenu == nil)
        app.tap(screen.button)
        app.tapMenuRow("Copy")
        #expect(app.openMenu != nil)
        #expect(screen.log.last == "button 16384")
        app.press(.keyboardEscape)
        #expect(app.openMenu == nil)
    }

    @Test func aSubmenuOpensInPlaceWithARowThatGoesBack() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        let share = UIMenu(title: "Share", children: [screen.action("Mail"), screen.action("Messages")])
        screen.button.menu = UIMenu(children: [screen.action("Open"), share])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.menuRowTitles == ["Open", "Share >"])
        app.tapMenuRow("Share >")
        #expect(app.menuRowTitles == ["Mail", "Messages"])
        #expect(app.openMenu?.panel.backRow != nil)
        #expect(app.openMenu?.highlightedIndex == 0)
        app.press(.keyboardLeftArrow)
        #expect(app.menuRowTitles == ["Open", "Share >"])
        #expect(app.openMenu?.highlightedIndex == 1)
        app.press(.keyboardRightArrow)
        app.press(.keyboardDownArrow)
        app.press(.keyboardSpacebar)
        #expect(screen.log.last == "Messages from UIButton")
    }

    @Test func inlineMenusBecomeSectionsWithTheirTitlesAndACheckmarkColumn() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        let view = UIMenu(
            title: "View", options: .displayInline,
            children: [screen.action("Icons", state: .on), screen.action("List")])
        screen.button.menu = UIMenu(children: [screen.action("New Folder"), view, screen.action("Info")])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        let menu = try #require(app.openMenu)
        #expect(app.menuRowTitles == ["New Folder", "Icons", "List", "Info"])
        // Three sections: 44, band, header 30 and two rows, band, 44.
        let height: CGFloat = 44 + 8 + 30 + 88 + 8 + 44
        #expect(menu.panel.frame.height == height)
        let rows = menu.panel.items.map(\.frame.minY)
        #expect(rows == [0, 82, 126, 178])
        #expect(screen.button.menu?.selectedElements.map(\.title) == ["Icons"])
    }

    @Test func aMenuTallerThanTheWindowScrollsInsideIt() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: (1...20).map { screen.action("Item \($0)") })
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        let menu = try #require(app.openMenu)
        #expect(menu.panel.frame == CGRect(x: 20, y: 8, width: 250, height: 484))
        #expect(menu.panel.scrollView.isScrollEnabled)
        #expect(menu.panel.scrollView.contentSize.height == 880)
        app.press(.keyboardUpArrow)
        #expect(menu.highlightedIndex == 19)
        #expect(menu.panel.scrollView.contentOffset.y == CGFloat(880 - 484))
    }

    @Test func aMenuWithNoRoomUnderItsButtonOpensAboveIt() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.frame.origin.y = 440
        screen.button.menu = UIMenu(children: [screen.action("A"), screen.action("B")])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        #expect(app.openMenu?.panel.frame == CGRect(x: 20, y: 440 - 8 - 88, width: 250, height: 88))
    }

    @Test func pressingDraggingAndReleasingOverARowChoosesIt() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [screen.action("A"), screen.action("B")])
        screen.button.showsMenuAsPrimaryAction = true
        // Rows at y 68–112 and 112–156.
        app.drag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 60, y: 130))
        #expect(app.openMenu == nil)
        #expect(screen.log == ["button 1", "button 16384", "B from UIButton"])
    }

    @Test func insideAnOpenMenuTheHighlightFollowsADragAndTheReleaseChooses() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [screen.action("A"), screen.action("B"), screen.action("C")])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        // Rows at y 68–112, 112–156 and 156–200; the pointer alone highlights too.
        app.movePointer(to: CGPoint(x: 60, y: 170))
        #expect(app.openMenu?.highlightedIndex == 2)
        app.movePointer(to: CGPoint(x: 360, y: 170))
        #expect(app.openMenu?.highlightedIndex == nil)
        app.drag(from: CGPoint(x: 60, y: 80), to: CGPoint(x: 60, y: 130))
        #expect(app.openMenu == nil)
        #expect(screen.log.last == "B from UIButton")
    }

    @Test func aPopUpButtonShowsTheChosenActionAndChoosingAnotherMovesTheCheckmark() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        var seen: [String] = []
        let sizes = ["Small", "Medium", "Large"].map { title in
            UIAction(title: title) { _ in seen = screen.popUp.menu?.selectedElements.map(\.title) ?? [] }
        }
        screen.popUp.menu = UIMenu(children: sizes)
        screen.popUp.showsMenuAsPrimaryAction = true
        screen.popUp.changesSelectionAsPrimaryAction = true
        #expect(screen.popUp.title(for: .normal) == "Small")
        #expect(sizes.map(\.state) == [.on, .off, .off])
        app.tap(screen.popUp)
        app.tapMenuRow("Large")
        #expect(seen == ["Large"])
        #expect(sizes.map(\.state) == [.off, .off, .on])
        #expect(screen.popUp.title(for: .normal) == "Large")
    }

    @Test func singleSelectionAndKeepsMenuPresented() throws {
        let (app, screen) = try launch()
        defer { app.terminate() }
        let a = screen.action("A", attributes: .keepsMenuPresented, state: .on)
        let b = screen.action("B", attributes: .keepsMenuPresented)
        screen.button.menu = UIMenu(options: .singleSelection, children: [a, b])
        screen.button.showsMenuAsPrimaryAction = true
        app.tap(screen.button)
        app.tapMenuRow("B")
        #expect(app.openMenu != nil)
        #expect([a.state, b.state] == [.off, .on])
        #expect(screen.log.last == "B from UIButton")
        // A menu with nothing on yet gains its checkmark column when the first choice is made.
        a.state = .off
        b.state = .off
        app.press(.keyboardEscape)
        app.tap(screen.button)
        #expect(app.openMenu?.panel.items.map(\.hasStateColumn) == [false, false])
        app.tapMenuRow("A")
        #expect(app.openMenu?.panel.items.map(\.hasStateColumn) == [true, true])
        #expect(app.openMenu?.highlightedIndex == 0)
    }

    @Test func aBarButtonItemWithAMenuAndNoActionShowsItOnAClick() throws {
        let screen = MenuScreen()
        let navigation = UINavigationController(rootViewController: screen)
        let app = try TestApplication.launch(navigation, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [screen.action("Rename")]))
        screen.navigationItem.rightBarButtonItem = item
        app.runUntilIdle()
        let bar = navigation.navigationBar
        let itemView = try #require(bar.itemViews.first?.view as? UIButton)
        #expect(itemView.showsMenuAsPrimaryAction)
        app.tap(itemView)
        #expect(app.menuRowTitles == ["Rename"])
        // Kept inside the window: the item is at its right edge.
        #expect(app.openMenu?.panel.frame.maxX == 392)
        app.tapMenuRow("Rename")
        #expect(screen.log.last == "Rename from UIButton")
    }
}

/// A configured pop-up button's indicator: shown for `.automatic` on a pop-up button and for
/// `.popup`, at the trailing edge, beside the content.
@MainActor
struct PopUpIndicatorTests {
    @Test func aConfiguredPopUpButtonShowsItsChevronsAtTheTrailingEdge() throws {
        let button = UIButton(configuration: .plain())
        button.menu = UIMenu(children: [UIAction(title: "Small") { _ in }, UIAction(title: "Large") { _ in }])
        let plainWidth = button.sizeThatFits(.zero).width
        #expect(button.storedIndicatorView?.isHidden != false)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.layoutIfNeeded()
        let indicator = try #require(button.storedIndicatorView)
        #expect(!indicator.isHidden)
        #expect(button.configuration?.title == "Small")
        button.frame = CGRect(origin: .zero, size: button.sizeThatFits(.zero))
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(indicator.frame.minX == title.frame.maxX + 6)
        #expect(indicator.frame.maxX == button.bounds.width - 12)
        #expect(button.bounds.width >= plainWidth + indicator.frame.width + 6 - 1)
        var configuration = try #require(button.configuration)
        configuration.indicator = .none
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.storedIndicatorView?.isHidden != false)
        let other = UIButton(configuration: .plain())
        other.configuration?.indicator = .popup
        other.layoutIfNeeded()
        #expect(other.storedIndicatorView?.isHidden == false)
    }
}
