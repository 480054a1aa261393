import Foundation
import Testing

@testable import Windowing

/// A control element's `enabled`, `selected`, `highlighted` and content alignment attributes
/// reach the control; absent ones leave the class's defaults.
@MainActor
struct StoryboardControlStateTests {
    private typealias F = StoryboardFixtures

    private func subviews(_ elements: String) throws -> [UIView] {
        let model = try F.compile(F.storyboard(F.scene(subviews: elements)))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        return controller.view.subviews
    }

    @Test func aButtonLoadsDisabledSelectedAndLeadingAligned() throws {
        let views = try subviews(
            """
            <button opaque="NO" contentMode="scaleToFill" enabled="NO" selected="YES" \
            contentHorizontalAlignment="leading" contentVerticalAlignment="top" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <state key="normal" title="Log in"/>
            </button>
            """)
        let button = try #require(views.first as? UIButton)
        #expect(!button.isEnabled && button.isSelected && !button.isHighlighted)
        #expect(button.state == [.disabled, .selected])
        #expect(button.contentHorizontalAlignment == .leading && button.contentVerticalAlignment == .top)
        #expect(button.title(for: .normal) == "Log in")
    }

    @Test func aPopUpButtonsMenuAttributesLoadAndAMenuDrawnInInterfaceBuilderIsLeftOut() throws {
        let views = try subviews(
            """
            <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" \
            changesSelectionAsPrimaryAction="YES" buttonType="system" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                <state key="normal" title="Size"/>
                <menu key="menu" id="m1">
                    <children>
                        <command title="Small" id="c1"/>
                        <command title="Large" id="c2"/>
                    </children>
                </menu>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contextMenuInteractionEnabled="YES" id="b2">
                <rect key="frame" x="0.0" y="50" width="100" height="44"/>
            </button>
            """)
        let popUp = try #require(views.first as? UIButton)
        #expect(popUp.showsMenuAsPrimaryAction && popUp.changesSelectionAsPrimaryAction)
        #expect(popUp.menu == nil && !popUp.isContextMenuInteractionEnabled)
        popUp.menu = UIMenu(children: [UIAction(title: "Small") { _ in }, UIAction(title: "Large") { _ in }])
        #expect(popUp.title(for: .normal) == "Small" && popUp.isContextMenuInteractionEnabled)
        let other = try #require(views.last as? UIButton)
        #expect(!other.showsMenuAsPrimaryAction && other.isContextMenuInteractionEnabled)
    }

    @Test func absentAttributesKeepEachClassesDefaults() throws {
        let views = try subviews(
            """
            <button opaque="NO" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" enabled="NO" id="t1">
                <rect key="frame" x="0.0" y="50" width="100" height="34"/>
            </textField>
            """)
        let button = try #require(views.first as? UIButton)
        #expect(button.isEnabled && !button.isSelected)
        #expect(!button.showsMenuAsPrimaryAction && !button.isContextMenuInteractionEnabled)
        #expect(button.contentHorizontalAlignment == .center && button.contentVerticalAlignment == .center)
        let field = try #require(views.last as? UITextField)
        #expect(!field.isEnabled && field.contentHorizontalAlignment == .left)
        #expect(field.contentVerticalAlignment == .center)
    }

    @Test func badValuesNameTheAttribute() {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" enabled="maybe" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
            </button>
            """
        #expect(
            F.error(F.storyboard(F.scene(subviews: button))) == """
                Storyboard: Test.storyboard:10: <button id="b1">: enabled="maybe" is not YES or NO; Interface Builder \
                writes YES or NO
                """)
    }
}
