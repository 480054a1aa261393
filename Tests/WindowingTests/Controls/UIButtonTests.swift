import Foundation
import Testing

@testable import Windowing

/// UIButton's types, titles, primary action and pressed look (behaviour 8.29, 8.33, 8.34).
@Suite @MainActor struct UIButtonTests {
    // behaviour 8.34
    @Test func aCustomButtonStartsWithAZeroFrame() {
        let button = UIButton(type: .custom)
        #expect(button.frame == .zero)
        #expect(button.buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func buttonTypeRawValuesMatchUIKit() {
        let expected: [(UIButton.ButtonType, Int)] = [
            (.custom, 0), (.system, 1), (.detailDisclosure, 2), (.infoLight, 3), (.infoDark, 4), (.contactAdd, 5),
            (.close, 7),
        ]
        for (type, raw) in expected { #expect(type.rawValue == raw) }
    }

    // behaviour 8.34
    @Test func titlesFallBackToTheNormalTitle() {
        let button = UIButton(type: .system)
        #expect(button.currentTitle == nil)
        button.setTitle("A", for: .normal)
        #expect(button.title(for: .highlighted) == "A")
        #expect(button.currentTitle == "A")
        button.setTitle("B", for: .highlighted)
        #expect(button.title(for: .highlighted) == "B")
        button.isHighlighted = true
        #expect(button.currentTitle == "B")
        button.isSelected = true
        #expect(button.currentTitle == "A")
        button.setTitle(nil, for: .highlighted)
        button.isSelected = false
        #expect(button.currentTitle == "A")
    }

    @Test func titleColorsFallBackToNormalThenToTheTypesDefault() {
        let system = UIButton(type: .system)
        system.tintColor = .red
        #expect(system.currentTitleColor == .red)
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == .white)
        custom.setTitleColor(.green, for: .normal)
        custom.setTitleColor(.blue, for: .disabled)
        #expect(custom.titleColor(for: .highlighted) == .green)
        custom.isEnabled = false
        #expect(custom.currentTitleColor == .blue)
    }

    // behaviour 8.33
    @Test func primaryActionSetsTheTitleAndRunsOnTap() {
        var hit = false
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in hit = true })
        #expect(button.title(for: .normal) == "Go")
        #expect(button.buttonType == .system)
        ControlTouchDriver(button).tap()
        #expect(hit)
    }

    @Test func initWithFramePrimaryActionKeepsTheFrame() {
        var hit = false
        let frame = CGRect(x: 5, y: 6, width: 70, height: 30)
        let button = UIButton(frame: frame, primaryAction: UIAction(title: "Save") { _ in hit = true })
        #expect(button.frame == frame)
        #expect(button.currentTitle == "Save")
        button.sendActions(for: .primaryActionTriggered)
        #expect(hit)
    }

    // behaviour 8.29: primaryActionTriggered follows touchUpInside.
    @Test func aTapSendsPrimaryActionTriggeredAfterTouchUpInside() {
        let button = UIButton(type: .system)
        let driver = ControlTouchDriver(button)
        let log = ControlEventLog(button)
        driver.tap()
        #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        log.clear()
        driver.down(150, 125)
        driver.up(150, 350)
        #expect(log.names == ["touchDown", "touchUpOutside"])
    }

    @Test func aDisabledButtonSendsNoActions() {
        var hit = false
        let button = UIButton(primaryAction: UIAction { _ in hit = true })
        button.isEnabled = false
        ControlTouchDriver(button).tap()
        #expect(!hit)
    }

    // MARK: - Pressed look

    @Test func aSystemButtonWithoutTitleOrImageDrawsNothingInAnyState() {
        let button = UIButton(type: .system)
        button.tintColor = .red
        button.setTitle("", for: .normal)
        #expect(Self.centrePixel(of: button) == 0)
        button.isHighlighted = true
        #expect(Self.centrePixel(of: button) == 0)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(Self.centrePixel(of: button) == 0)
    }

    /// Issue 15: an empty-titled system button over real content hid it under a tint rectangle.
    @Test func anEmptySystemButtonShowsWhatIsBehindItAndItsBackgroundColour() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        root.backgroundColor = .green
        let clear = UIButton(type: .system)
        clear.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        clear.setTitle("", for: .normal)
        let filled = UIButton(type: .system)
        filled.frame = CGRect(x: 30, y: 0, width: 30, height: 20)
        filled.backgroundColor = .yellow
        root.addSubview(clear)
        root.addSubview(filled)
        for highlighted in [false, true] {
            clear.isHighlighted = highlighted
            filled.isHighlighted = highlighted
            root.layoutIfNeeded()
            let surface = TextPixels.render(root)
            #expect(surface.pixel(x: 15, y: 10) & 0xFF_FFFF == 0x00FF00, "highlighted: \(highlighted)")
            #expect(surface.pixel(x: 45, y: 10) & 0xFF_FFFF == 0xFFFF00, "highlighted: \(highlighted)")
        }
    }

    @Test func aSystemButtonDimsItsTitleAndImageWhileHighlightedAndMoreWhileDisabled() throws {
        let button = UIButton(type: .system)
        button.tintColor = .red
        button.setTitle("Go", for: .normal)
        button.setImage(UIButtonImageTests.square(4, .black), for: .normal)
        let label = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        #expect(label.textColor == .red)
        #expect(image.alpha == 1)
        button.isHighlighted = true
        #expect(label.textColor == UIColor.red.withAlphaComponent(0.5))
        #expect(image.alpha == 0.5)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(label.textColor == UIColor.red.withAlphaComponent(0.3))
        #expect(image.alpha == 0.3)
        #expect(Self.centrePixel(of: button) == 0)
    }

    @Test func aCustomButtonDarkensWhileHighlighted() {
        let button = UIButton(type: .custom)
        button.backgroundColor = .white
        #expect(Self.centrePixel(of: button) == 0)
        button.isHighlighted = true
        #expect(Self.alpha(Self.centrePixel(of: button)) == 0x33)
        button.isHighlighted = false
        button.isEnabled = false
        #expect(Self.alpha(Self.centrePixel(of: button)) == 0x66)
    }

    @Test func infoAndAddButtonsDrawARingWithTheirSymbolInTheTint() {
        func render(_ type: UIButton.ButtonType) -> Bitmap {
            let button = UIButton(type: type)
            button.tintColor = .red
            button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
            return Self.render(button)
        }
        for type in [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure, .contactAdd] {
            let surface = render(type)
            #expect(surface.pixel(x: 21, y: 1) == 0xFFFF_0000, "\(type): the ring")
            #expect(surface.pixel(x: 21, y: 27) == 0xFFFF_0000, "\(type): the stem")
            #expect(surface.pixel(x: 0, y: 0) == 0, "\(type): outside the ring")
            #expect(surface.pixel(x: 14, y: 21) == (type == .contactAdd ? 0xFFFF_0000 : 0), "\(type): the bar of +")
            #expect(surface.pixel(x: 30, y: 30) == 0, "\(type): inside the ring, off the symbol")
        }
        let close = render(.close)
        #expect(close.pixel(x: 22, y: 6) & 0xFF_FFFF == 0xE5E5EA, "the close button's grey disc")
    }

    @Test func stateChangesMarkTheButtonForDisplay() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        button.needsDisplayRect = nil
        button.isHighlighted = true
        #expect(button.needsDisplayRect == button.bounds)
        button.needsDisplayRect = nil
        button.isSelected = true
        #expect(button.needsDisplayRect == button.bounds)
        button.needsDisplayRect = nil
        button.isEnabled = false
        #expect(button.needsDisplayRect == button.bounds)
    }

    /// Draws `button` (given a 40 × 20 frame if it has none) into a transparent ARGB surface.
    static func render(_ button: UIButton) -> Bitmap {
        if button.bounds.isEmpty { button.frame = CGRect(x: 0, y: 0, width: 40, height: 20) }
        let surface = Bitmap(width: Int(button.bounds.width), height: Int(button.bounds.height), hasAlpha: true)
        UIGraphicsPushContext(CGContext(canvas: Canvas(bitmap: surface)))
        button.draw(button.bounds)
        UIGraphicsPopContext()
        return surface
    }

    static func centrePixel(of button: UIButton) -> UInt32 {
        let surface = render(button)
        return surface.pixel(x: surface.width / 2, y: surface.height / 2)
    }

    static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }
}
