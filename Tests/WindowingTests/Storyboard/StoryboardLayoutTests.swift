import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// Storyboard constraints and stack views instantiated and laid out at two root sizes, and the
/// layout issues `check-storyboards` reports (StoryboardLayoutCheck).
@MainActor
@Suite struct StoryboardLayoutTests {
    private func calculator(width: CGFloat, height: CGFloat) throws -> (UIView, UILabel, UIStackView) {
        let controller = try #require(try F.loadFixture("Calculator").instantiateInitialViewController())
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.layoutIfNeeded()
        let label = try #require(root.subviews[0] as? UILabel)
        let keys = try #require(root.subviews[1] as? UIStackView)
        return (root, label, keys)
    }

    @Test func calculatorStackViewsLoadAsStackViews() throws {
        let (_, label, keys) = try calculator(width: 390, height: 844)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(keys.axis == .vertical && keys.distribution == .fillEqually && keys.spacing == 1)
        #expect(keys.arrangedSubviews.count == 4)
        let rows = keys.arrangedSubviews.compactMap { $0 as? UIStackView }
        #expect(rows.count == 4 && rows.allSatisfy { $0.axis == .horizontal && $0.arrangedSubviews.count == 3 })
        let titles = rows.flatMap(\.arrangedSubviews).compactMap { ($0 as? UIButton)?.title(for: .normal) }
        #expect(titles == ["7", "8", "9", "4", "5", "6", "1", "2", "3", "0", ".", "="])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }, arguments: [(390.0, 844.0), (800.0, 600.0)])
    func calculatorLaysOutAtTheRootsSize(width: CGFloat, height: CGFloat) throws {
        let (root, label, keys) = try calculator(width: width, height: height)
        // The safe area of a view outside a window has no insets.
        #expect(label.frame == CGRect(x: 20, y: 20, width: width - 40, height: 100))
        #expect(keys.frame == CGRect(x: 0, y: 140, width: width, height: height - 140))
        let rowHeight = (height - 140 - 3) / 4
        let keyWidth = (width - 2) / 3
        let nine = keys.arrangedSubviews[0].subviews[2]
        let zero = keys.arrangedSubviews[3].subviews[0]
        let nineFrame = nine.convert(nine.bounds, to: root)
        let zeroFrame = zero.convert(zero.bounds, to: root)
        // Edges are rounded to whole points (the pixel grid at scale 1), as UIKit rounds them.
        #expect(abs(nineFrame.minX - 2 * (keyWidth + 1)) <= 1 && abs(nineFrame.width - keyWidth) <= 1)
        #expect(nineFrame.minY == 140 && abs(nineFrame.height - rowHeight) <= 1)
        #expect(zeroFrame.minX == 0 && abs(zeroFrame.minY - (140 + 3 * (rowHeight + 1))) <= 1)
        #expect(abs(zeroFrame.maxY - height) < 0.001)
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func theCalculatorHasNoLayoutIssuesAtItsDesignSize() throws {
        let storyboard = try F.loadFixture("Calculator")
        #expect(StoryboardLayoutCheck.issues(in: storyboard.model, device: "retina6_12", bundle: nil) == [])
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func misplacedViewsAndConflictsAreReportedByElement() throws {
        let url = F.folder.appendingPathComponent("Calculator.storyboard")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(
                of: #"<rect key="frame" x="20" y="67" width="350" height="100"/>"#,
                with: #"<rect key="frame" x="20" y="80" width="350" height="100"/>"#
            )
            .replacingOccurrences(
                of: #"<constraint firstAttribute="height" constant="40" id="DsP-hC-c02"/>"#,
                with: #"<constraint firstAttribute="height" constant="40" id="DsP-hC-c02"/>"#
                    + #"<constraint firstAttribute="height" constant="90" id="DsP-hX-c09"/>"#)
        let model = try F.compile(text, file: "Calculator.storyboard")
        let issues = StoryboardLayoutCheck.issues(in: model, device: "retina6_12", bundle: nil)
        #expect(issues.count >= 2)
        #expect(
            issues.first?.hasPrefix(
                "Storyboard: Calculator.storyboard:17: <view id=\"CaL-rT-v01\">: conflicting constraints: Unable to "
                    + "simultaneously satisfy constraints; Windowing breaks ") == true)
        #expect(
            issues.contains {
                $0.hasPrefix(
                    "Storyboard: Calculator.storyboard:21: <label id=\"DsP-lB-l01\">: misplaced view: its frame "
                        + "will be different at run time: x=20 y=80 width=350 height=100 in the file, ")
            })
    }
}

/// A controller with an outlet to a constraint, as apps keep one to change its constant.
final class ConstraintOutletController: UIViewController {
    var heightConstraint: NSLayoutConstraint?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "heightConstraint": StoryboardOutlet(\ConstraintOutletController.heightConstraint)
        ]) {
            $1
        }
    }
}

@MainActor
@Suite struct StoryboardConstraintOutletTests {
    @Test func anOutletToAConstraintConnectsToTheLoadedConstraint() throws {
        let view = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="height" constant="10" identifier="box height" id="h1"/>
                </constraints>
            </view>
            """
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"ConstraintOutletController\" customModule=\"WindowingTests\"",
                subviews: view, connections: "<outlet property=\"heightConstraint\" destination=\"h1\" id=\"o1\"/>"))
        let model = try F.compile(text)
        #expect(model.warnings == [])
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController()
                as? ConstraintOutletController)
        controller.loadViewIfNeeded()
        let constraint = try #require(controller.heightConstraint)
        #expect(constraint.identifier == "box height" && constraint.constant == 10 && constraint.isActive)
        #expect(constraint.firstItem === controller.view.subviews.first && constraint.firstAttribute == .height)
    }
}
