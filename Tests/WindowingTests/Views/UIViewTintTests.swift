import Foundation
import Testing

@testable import Windowing

/// The tint (behaviour 7.13): inherited down the hierarchy, dimmed by `tintAdjustmentMode`,
/// `tintColorDidChange()` on every view whose shown tint changes, and `UIColor.tintColor` drawn as
/// the drawing view's tint, including from storyboards (`systemColor="tintColor"`, issue 15).
@Suite @MainActor struct UIViewTintTests {
    final class TintRecorder: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func theDefaultTintIsSystemBlueAndSettingNilOrTintColorInheritsAgain() {
        let root = UIView(frame: .zero)
        let child = TintRecorder(frame: .zero)
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red && child.changes == 1)
        child.tintColor = .green
        #expect(child.tintColor == .green && child.changes == 2)
        root.tintColor = .yellow
        #expect(child.changes == 2, "a view with its own tint does not see its superview's change")
        child.tintColor = .tintColor
        #expect(child.tintColor == .yellow && child.changes == 3, "UIColor.tintColor as a tint means inherit")
        child.tintColor = nil
        #expect(child.tintColor == .yellow && child.changes == 3, "nothing changed")
    }

    @Test func tintAdjustmentModeIsInheritedAndDimsTheTint() {
        let root = UIView(frame: .zero)
        let child = TintRecorder(frame: .zero)
        let own = TintRecorder(frame: .zero)
        own.tintColor = .red
        #expect(own.changes == 1)
        root.addSubview(child)
        child.addSubview(own)
        #expect(root.tintAdjustmentMode == .normal && child.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && own.tintAdjustmentMode == .dimmed)
        #expect(child.changes == 1 && own.changes == 2, "a view with its own tint is dimmed too")
        #expect(child.tintColor == UIView.dimmed(.systemBlue) && own.tintColor == UIView.dimmed(.red))
        var white: CGFloat = -1
        #expect(own.tintColor.getWhite(&white, alpha: nil) && abs(white - 0.2126) < 1e-9)
        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemBlue && own.tintColor == .red && own.changes == 3)
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal && child.changes == 2, "the child's own mode did not change")
    }

    @Test func tintColorAsALabelsTextAndAViewsBackgroundDrawsTheInheritedTint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        root.backgroundColor = .white
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        swatch.backgroundColor = .tintColor
        let label = UILabel(frame: CGRect(x: 10, y: 0, width: 70, height: 30))
        label.text = "█████"
        label.textColor = .tintColor
        root.addSubview(swatch)
        root.addSubview(label)
        root.layoutIfNeeded()
        #expect(TextPixels.render(root).pixel(x: 5, y: 15) & 0xFF_FFFF == 0x007AFF)
        #expect(Self.textColour(TextPixels.render(root)) == 0x007AFF)
        root.tintColor = .red
        #expect(label.needsDisplayRect == label.bounds, "a tint change redraws text that follows it")
        let surface = TextPixels.render(root)
        #expect(surface.pixel(x: 5, y: 15) & 0xFF_FFFF == 0xFF0000)
        #expect(Self.textColour(surface) == 0xFF0000)
        #expect(swatch.layer.backgroundColor == UIColor.red.cgColor)
        #expect(label.textColor.followsTint, "the property keeps the dynamic colour")
    }

    @Test func aStoryboardsTintColorFollowsTheViewsTintForTextTitlesAndBackgrounds() throws {
        let red =
            #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let text = StoryboardFixtures.storyboard(
            StoryboardFixtures.scene(
                subviews: """
                    <view contentMode="scaleToFill" id="box">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        \(red)
                        <subviews>
                            <label text="█" id="lbl">
                                <rect key="frame" x="0" y="0" width="20" height="21"/>
                                <color key="textColor" systemColor="tintColor"/>
                            </label>
                            <button buttonType="system" id="btn">
                                <rect key="frame" x="20" y="0" width="46" height="30"/>
                                <color key="backgroundColor" systemColor="tintColor"/>
                                <state key="normal" title="B">
                                    <color key="titleColor" systemColor="tintColor"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                    """),
            resources: """
                <systemColor name="tintColor">
                    <color red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" \
                customColorSpace="sRGB"/>
                </systemColor>
                """)
        let model = try StoryboardFixtures.compile(text)
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController())
        let box = try #require(controller.view.subviews.first)
        let label = try #require(box.subviews.first as? UILabel)
        let button = try #require(box.subviews.last as? UIButton)
        #expect(label.textColor.followsTint && button.titleColor(for: .normal)?.followsTint == true)
        #expect(button.backgroundColor?.followsTint == true)
        #expect(label.drawingColor == .red && button.titleLabel?.drawingColor == .red)
        #expect(button.layer.backgroundColor == UIColor.red.cgColor)
        box.tintColor = nil
        #expect(label.drawingColor == .systemBlue && button.titleLabel?.drawingColor == .systemBlue)
    }

    /// The commonest colour of the label's pixels that are not white: the text's, away from its
    /// antialiased edges.
    static func textColour(_ surface: Bitmap) -> UInt32? {
        var colours: [UInt32: Int] = [:]
        for y in 0..<surface.height {
            for x in 10..<surface.width {
                let pixel = surface.pixel(x: x, y: y) & 0xFF_FFFF
                if pixel != 0xFF_FFFF { colours[pixel, default: 0] += 1 }
            }
        }
        return colours.max { $0.value < $1.value }?.key
    }
}
