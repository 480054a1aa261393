import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `<constraints>`, layout guides, size-class variations and stack view attributes, read into the
/// model (IBCompiler+Constraints.swift), before anything is instantiated.
@MainActor
@Suite struct StoryboardConstraintParsingTests {
    private func root(_ subviews: String, rootExtras: String = "") throws -> IBViewSpec {
        let scene = F.scene(subviews: subviews).replacingOccurrences(
            of: "                    </subviews>\n", with: "                    </subviews>\n\(rootExtras)\n")
        let model = try F.compile(F.storyboard(scene))
        return try #require(model.controllers["vc1"]?.view)
    }

    private let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="10" y="10" width="40" height="30"/>
        </view>
        """

    @Test func constraintAttributesDefaultsAndRatioMultiplier() throws {
        let spec = try root(
            box,
            rootExtras: """
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" \
                constant="10" identifier="left edge" id="c1"/>
                    <constraint firstItem="box" firstAttribute="width" secondItem="box" secondAttribute="height" \
                multiplier="4:3" id="c2"/>
                    <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="box" \
                secondAttribute="baseline" constant="-2.5" priority="750" id="c3"/>
                    <constraint firstItem="box" firstAttribute="width" constant="40" placeholder="YES" id="c4"/>
                </constraints>
                """)
        #expect(spec.layout.guides == ["safe": .safeArea])
        #expect(
            spec.layout.constraints.map(\.id) == ["c1", "c2", "c3"], "the design-time placeholder c4 is left out")
        let c1 = spec.layout.constraints[0]
        #expect(c1.firstItem == "box" && c1.firstAttribute == .leading && c1.secondItem == "safe")
        #expect(c1.relation == .equal && c1.multiplier == 1 && c1.constant == 10 && c1.priority == 1000)
        #expect(c1.identifier == "left edge")
        #expect(spec.layout.constraints[1].multiplier == 4.0 / 3.0)
        let c3 = spec.layout.constraints[2]
        #expect(c3.firstItem == "root", "no firstItem: the view holding the constraint")
        #expect(c3.relation == .greaterThanOrEqual && c3.secondAttribute == .lastBaseline)
        #expect(c3.constant == -2.5 && c3.priority == 750)
    }

    @Test func defaultVariationExcludesAndOtherSizeClassesWarnOnce() throws {
        let view = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="any"/>
                    <constraint firstAttribute="width" constant="20" id="compact"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="compact"/></mask></variation>
                <variation key="heightClass=compact">
                    <mask key="constraints"><exclude reference="any"/><include reference="compact"/></mask>
                </variation>
                <variation key="widthClass=regular"><mask key="constraints"><exclude reference="any"/></mask></variation>
            </view>
            """
        let model = try F.compile(F.storyboard(F.scene(subviews: view)))
        let box = try #require(model.controllers["vc1"]?.view?.subviews.first)
        #expect(box.layout.constraints.map(\.id) == ["any"])
        #expect(
            model.warnings == [
                "Storyboard: Test.storyboard:17: <variation key=\"heightClass=compact\">: size-class variations are "
                    + "not supported yet (there are no trait collections); the constraints for any width and height "
                    + "apply"
            ])
    }

    @Test func translatesAutoresizingMaskFollowsXcode() throws {
        let views = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="explicitNo">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" id="constrained">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" fixedFrame="YES" id="fixed">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            <view contentMode="scaleToFill" id="free">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            """
        let spec = try root(
            views,
            rootExtras: """
                <constraints>
                    <constraint firstItem="constrained" firstAttribute="top" secondItem="root" secondAttribute="top" \
                id="c1"/>
                    <constraint firstItem="fixed" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                </constraints>
                """)
        #expect(
            spec.subviews.map(\.layout.translatesAutoresizingMaskIntoConstraints) == [false, false, true, true])
        #expect(spec.layout.translatesAutoresizingMaskIntoConstraints, "the root view keeps its mask")
    }

    @Test func controllerTopAndBottomLayoutGuidesBindToTheRootView() throws {
        let scene = F.scene(subviews: box).replacingOccurrences(
            of: "<view key=\"view\"",
            with: """
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="top"/>
                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                </layoutGuides>
                <view key="view"
                """
        ).replacingOccurrences(
            of: "                    </subviews>\n",
            with: """
                                    </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" \
                constant="8" id="c1"/>
                    <constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottom" \
                id="c2"/>
                </constraints>

                """)
        let model = try F.compile(F.storyboard(scene))
        let spec = try #require(model.controllers["vc1"]?.view)
        #expect(spec.layout.guides == ["top": .topLayoutGuide, "bottom": .bottomLayoutGuide])
        #expect(spec.layout.constraints.map(\.id) == ["c1", "c2"])
        #expect(model.warnings == [])
    }

    @Test func aConstraintToAnUnknownItemIsDroppedWithAWarning() throws {
        let text = F.storyboard(
            F.scene(
                subviews: box.replacingOccurrences(
                    of: "</view>",
                    with: """
                        <constraints>
                            <constraint firstAttribute="width" secondItem="elsewhere" secondAttribute="width" \
                        id="c1"/>
                        </constraints>
                        </view>
                        """)))
        let model = try F.compile(text)
        #expect(model.controllers["vc1"]?.view?.subviews.first?.layout.constraints.isEmpty == true)
        #expect(
            model.warnings == [
                "Storyboard: Test.storyboard:13: <constraint id=\"c1\">: the constraint names 'elsewhere', no view "
                    + "or layout guide inside <view id=\"box\">; the constraint is dropped"
            ])
    }

    @Test func badConstraintsAreRefusedWithUIKitsReason() {
        func error(_ constraint: String) -> String? {
            F.error(
                F.storyboard(
                    F.scene(
                        subviews: box.replacingOccurrences(
                            of: "</view>", with: "<constraints>\(constraint)</constraints></view>"))))
        }
        #expect(
            error(#"<constraint firstAttribute="leading" constant="4" id="c1"/>"#)?.contains(
                "a constraint cannot set the location attribute leading to a constant: Location attributes must be "
                    + "specified in pairs") == true)
        #expect(
            error(#"<constraint firstAttribute="width" secondItem="box" secondAttribute="top" id="c1"/>"#)?.contains(
                "a size attribute (width) is related to a location (top), which UIKit refuses") == true)
        #expect(
            error(#"<constraint firstAttribute="width" multiplier="1:0" secondItem="box" secondAttribute="height"/>"#)?
                .contains("multiplier=\"1:0\" is not a finite number or ratio") == true)
        #expect(
            error(#"<constraint firstAttribute="width" constant="nan" id="c1"/>"#)?.contains(
                "constant=\"nan\" is not a finite number") == true)
        #expect(
            error(#"<constraint firstAttribute="widht" constant="4" id="c1"/>"#)?.contains(
                "firstAttribute=\"widht\" is not a layout attribute") == true)
        #expect(
            error(#"<constraint firstAttribute="width" constant="4" priority="0" id="c1"/>"#)?.contains(
                "priority=\"0\" is outside 1…1000") == true)
    }

    @Test func calculatorFixtureModel() throws {
        let storyboard = try F.loadFixture("Calculator")
        let root = try #require(storyboard.model.controllers["CaL-cV-c01"]?.view)
        #expect(root.layout.guides == ["SaF-gD-g01": .safeArea])
        #expect(root.layout.constraints.count == 7)
        let label = root.subviews[0]
        #expect(label.layout.constraints.map(\.constant) == [100], "Any/Any height only, no placeholder")
        #expect(label.layout.horizontalHugging == 251 && label.layout.verticalHugging == 251)
        let keys = root.subviews[1]
        #expect(keys.layout.stack?.axis == .vertical && keys.layout.stack?.distribution == "fillEqually")
        #expect(keys.layout.stack?.spacing == 1)
        #expect(keys.subviews.count == 4 && keys.subviews.allSatisfy { $0.subviews.count == 3 })
        #expect(keys.subviews.allSatisfy { $0.layout.stack?.axis == .horizontal })
    }
}

extension StoryboardFixtures {
    /// A fixture storyboard by name, read and checked afresh.
    static func loadFixture(_ name: String) throws -> UIStoryboard {
        let url = folder.appendingPathComponent("\(name).storyboard")
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "\(name).storyboard", registry: registry)
        return UIStoryboard(model: model, name: name, bundle: bundle)
    }
}
