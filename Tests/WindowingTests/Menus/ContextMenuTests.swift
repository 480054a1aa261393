import Foundation
import Testing
import WindowingTesting

@testable import Windowing

/// Context menus: a secondary click asks the interaction's delegate (or a table or collection
/// view's), and the delegate hears the menu open and close in UIKit's order.
@MainActor
struct ContextMenuTests {
    @Test func aSecondaryClickAsksTheDelegateAndTellsItAsTheMenuOpensAndCloses() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        screen.canvasMenu = UIMenu(children: [screen.action("Copy"), screen.action("Delete", attributes: .destructive)])
        app.tap(at: CGPoint(x: 50, y: 230), button: 3)
        let menu = try #require(app.openMenu)
        #expect(screen.log == ["configuration at 30,30", "actions (0 suggested)", "will display", "displayed"])
        #expect(menu.panel.frame.origin == CGPoint(x: 50, y: 230))
        let interaction = try #require(screen.canvas.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.location(in: screen.canvas) == CGPoint(x: 30, y: 30))
        #expect(interaction.menuAppearance == .compact)
        screen.log.removeAll()
        app.tapMenuRow("Delete")
        #expect(screen.log == ["will end", "Delete from UIView", "ended"])
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func aDelegateThatReturnsNilShowsNothingAndAClickOutsideTellsItTheMenuEnded() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        app.tap(at: CGPoint(x: 50, y: 230), button: 3)
        #expect(app.openMenu == nil)
        #expect(screen.log == ["configuration at 30,30"])
        screen.canvasMenu = UIMenu(children: [screen.action("Copy")])
        app.tap(at: CGPoint(x: 50, y: 230), button: 3)
        screen.log.removeAll()
        app.tap(at: CGPoint(x: 380, y: 480))
        #expect(app.openMenu == nil)
        #expect(screen.log == ["will end", "ended"])
    }

    @Test func aSecondaryClickNearTheCornerFlipsTheMenuToFit() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        screen.canvas.frame = CGRect(x: 200, y: 380, width: 200, height: 120)
        screen.canvasMenu = UIMenu(children: [screen.action("A"), screen.action("B")])
        app.tap(at: CGPoint(x: 390, y: 490), button: 3)
        #expect(app.openMenu?.panel.frame == CGRect(x: 140, y: 402, width: 250, height: 88))
        // A second secondary click elsewhere moves the menu there: flipped to the left of the
        // pointer, then kept 8 points inside the window.
        app.tap(at: CGPoint(x: 210, y: 390), button: 3)
        #expect(app.openMenu?.panel.frame.origin == CGPoint(x: 8, y: 390))
    }

    @Test func theMenuKeyOpensTheFirstRespondersContextMenuAtItsCentre() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        let field = UITextField(frame: CGRect(x: 20, y: 380, width: 200, height: 30))
        screen.view.addSubview(field)
        let delegate = FieldMenu()
        field.addInteraction(UIContextMenuInteraction(delegate: delegate))
        #expect(field.becomeFirstResponder())
        app.press(.keyboardF10, modifiers: .shift)
        #expect(app.openMenu?.panel.frame.origin == CGPoint(x: 120, y: 395))
        app.press(.keyboardEscape)
        #expect(app.openMenu == nil)
        app.press(.keyboardApplication)
        #expect(app.menuRowTitles == ["Select All"])
    }

    @Test func interactionsMoveBetweenViewsAndUpdateVisibleMenuReplacesTheOpenMenu() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        let interaction = try #require(screen.canvas.interactions.first as? UIContextMenuInteraction)
        #expect(interaction.view === screen.canvas)
        screen.button.addInteraction(interaction)
        #expect(screen.canvas.interactions.isEmpty)
        #expect(interaction.view === screen.button)
        screen.button.removeInteraction(interaction)
        #expect(interaction.view == nil)
        screen.canvas.addInteraction(interaction)
        screen.canvasMenu = UIMenu(children: [screen.action("A")])
        app.tap(at: CGPoint(x: 50, y: 230), button: 3)
        interaction.updateVisibleMenu { $0.replacingChildren($0.children + [screen.action("B")]) }
        #expect(app.menuRowTitles == ["A", "B"])
        screen.log.removeAll()
        interaction.dismissMenu()
        #expect(app.openMenu == nil)
        #expect(screen.log == ["will end", "ended"])
    }
}

/// A context menu for a text field.
@MainActor
private final class FieldMenu: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Select All") { _ in }]) })
    }
}

/// A menu open when the app presents a controller closes first, so that the presented view is not
/// under it; a disabled button's menu does not open.
@MainActor
struct MenuAndPresentationTests {
    @Test func presentingClosesAnOpenMenu() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        let keep = UIAction(title: "Details", attributes: .keepsMenuPresented) { _ in
            screen.present(UIViewController(), animated: false)
        }
        screen.canvasMenu = UIMenu(children: [keep])
        app.tap(at: CGPoint(x: 50, y: 230), button: 3)
        screen.log.removeAll()
        app.tapMenuRow("Details")
        #expect(app.openMenu == nil)
        #expect(screen.presentedViewController != nil)
        #expect(screen.log == ["will end", "ended"])
    }

    @Test func aDisabledButtonShowsNoMenu() throws {
        let screen = MenuScreen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 500))
        defer { app.terminate() }
        screen.button.menu = UIMenu(children: [screen.action("One")])
        screen.button.isEnabled = false
        app.tap(at: CGPoint(x: 60, y: 40), button: 3)
        app.tap(screen.button)
        #expect(app.openMenu == nil)
    }
}
