import Foundation
import Testing
import Windowing
import WindowingTesting

/// A grey square with a context menu on a white screen, and a button whose menu sorts.
@MainActor
final class MenuX11Screen: UIViewController, UIContextMenuInteractionDelegate {
    let square = UIView(frame: CGRect(x: 20, y: 120, width: 160, height: 160))
    let button = UIButton(type: .system)
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = UIColor(white: 0.5, alpha: 1)
        square.addInteraction(UIContextMenuInteraction(delegate: self))
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.setTitle("Sort", for: .normal)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(
            title: "Sort by",
            children: ["Name", "Date"].map { title in
                UIAction(title: title) { [weak self] _ in self?.chosen.append(title) }
            })
        view.addSubview(square)
        view.addSubview(button)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [
                UIAction(title: "Colour", image: UIImage(systemName: "star")) { [weak self] _ in
                    self?.square.backgroundColor = .systemRed
                    self?.chosen.append("Colour")
                },
                UIAction(title: "Remove", attributes: .destructive) { _ in },
            ])
        })
    }
}

/// Menus on a private Xvfb: a right click (XTEST button 3) draws the panel at the pointer, over
/// what was there; a click on a row runs its action and the panel's pixels go; a click on the
/// button opens its menu under it and Return chooses with the keyboard.
@MainActor
@Suite(.serialized)
struct MenuX11Tests {
    @Test func aRightClickOpensTheMenuAtThePointerAndAClickChoosesARow() throws {
        let screen = MenuX11Screen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 400), on: .xvfb)
        defer { app.terminate() }
        #expect(app.pixel(at: CGPoint(x: 150, y: 200)) == 0x808080)
        app.tap(at: CGPoint(x: 100, y: 160), button: 3)
        // The panel (light grey, 0.97) now covers the square from (100, 160): two 44-point rows.
        let panel = try #require(app.pixel(at: CGPoint(x: 150, y: 240)))
        #expect(panel == 0xF8F8F8)
        // The destructive row's title is red: some pixel of its text is mostly red.
        let redText = (110...200).compactMap { app.pixel(at: CGPoint(x: CGFloat($0), y: 226)) }.contains {
            $0 >> 16 & 0xFF > 200 && $0 >> 8 & 0xFF < 120
        }
        #expect(redText)
        app.tap(at: CGPoint(x: 150, y: 182))
        #expect(screen.chosen == ["Colour"])
        #expect(app.pixel(at: CGPoint(x: 150, y: 240)).map { $0 >> 16 & 0xFF > 200 && $0 & 0xFF < 100 } == true)
        #expect(app.pixel(at: CGPoint(x: 300, y: 250)) == 0xFFFFFF)
    }

    @Test func aButtonsMenuOpensUnderItAndTheKeyboardChooses() throws {
        let screen = MenuX11Screen()
        let app = try TestApplication.launch(screen, windowSize: CGSize(width: 400, height: 400), on: .xvfb)
        defer { app.terminate() }
        app.tap(at: CGPoint(x: 70, y: 40))
        // Under the button: header 30, band 8, rows from y 106.
        #expect(app.pixel(at: CGPoint(x: 250, y: 80)) == 0xF8F8F8)
        app.press(.keyboardDownArrow)
        app.press(.keyboardDownArrow)
        // The highlighted second row (y 150–194) is darker than the panel.
        let highlighted = try #require(app.pixel(at: CGPoint(x: 250, y: 170)))
        #expect(highlighted & 0xFF < 0xF8 && highlighted & 0xFF > 0xC0)
        app.press(.keyboardReturnOrEnter)
        #expect(screen.chosen == ["Date"])
        #expect(app.pixel(at: CGPoint(x: 250, y: 80)) == 0xFFFFFF)
    }
}
