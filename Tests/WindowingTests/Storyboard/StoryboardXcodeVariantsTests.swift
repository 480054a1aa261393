import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// What Xcode writes that hand-made fixtures rarely have: text with line breaks as an element,
    /// a table's header and footer views, old attributes and connections copied across scenes.
    @Suite @MainActor struct StoryboardXcodeVariants {
        private func rootView(_ scenes: String) throws -> UIView {
            let storyboard = UIStoryboard(
                model: try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scenes)), name: "Test", bundle: nil)
            let controller = try #require(storyboard.instantiateInitialViewController())
            controller.loadViewIfNeeded()
            return try #require(controller.view)
        }

        @Test func textWithLineBreaksIsAStringOrMutableStringElement() throws {
            let root = try rootView(
                StoryboardFixtures.scene(
                    subviews: """
                        <label opaque="NO" contentMode="left" numberOfLines="2" id="l1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                            <string key="text">Line one
                        line two</string>
                        </label>
                        <label opaque="NO" contentMode="left" numberOfLines="0" id="l2">
                            <rect key="frame" x="0.0" y="40" width="100" height="40"/>
                            <mutableString key="text">A long paragraph</mutableString>
                        </label>
                        <textView clipsSubviews="YES" contentMode="scaleToFill" id="t1">
                            <rect key="frame" x="0.0" y="80" width="100" height="20"/>
                            <mutableString key="text">Editable</mutableString>
                        </textView>
                        """))
            let labels = root.subviews.compactMap { $0 as? UILabel }
            #expect(labels.map(\.text) == ["Line one\nline two", "A long paragraph"])
            #expect((root.subviews.last as? UITextView)?.text == "Editable")
        }

        @Test func aTablesHeaderAndFooterViewsAreSetOnTheTable() throws {
            let root = try rootView(
                StoryboardFixtures.scene(
                    controller: "tableViewController",
                    subviews: ""
                ).replacingOccurrences(
                    of: """
                        <view key="view" contentMode="scaleToFill" id="root">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <subviews>

                                            </subviews>
                                        </view>
                        """,
                    with: """
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" \
                        style="plain" rowHeight="-1" estimatedRowHeight="-1" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                            <imageView key="tableHeaderView" clipsSubviews="YES" contentMode="scaleAspectFit" id="h1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="79"/>
                            </imageView>
                            <view key="tableFooterView" contentMode="scaleToFill" id="f1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                                <subviews>
                                    <label opaque="NO" contentMode="left" text="End" id="f2">
                                        <rect key="frame" x="8" y="4" width="100" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="c" \
                        hidesAccessoryWhenEditing="NO" id="c1">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \
                        tableViewCell="c1" id="c2">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        """))
            let table = try #require(root as? UITableView)
            let header = try #require(table.tableHeaderView as? UIImageView)
            #expect(header.frame.height == 79)
            let footer = try #require(table.tableFooterView)
            #expect((footer.subviews.first as? UILabel)?.text == "End")
            #expect(table.dequeueReusableCell(withIdentifier: "c") != nil)
        }

        @Test func anActionCopiedFromAnotherSceneIsLeftUnconnected() throws {
            let second = """
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc2" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root2">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                """
            let first = StoryboardFixtures.scene(
                subviews: """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <connections>
                            <action selector="next:" destination="vc2" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    """)
            let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(first + second))
            #expect(
                model.warnings == [
                    "Storyboard: Test.storyboard:13: <button id=\"b1\">: the action 'next:' goes to 'vc2' in another "
                        + "scene, which a storyboard cannot connect; not connected (reconnect it within its scene in "
                        + "Interface Builder)"
                ])
            let error = StoryboardFixtures.error(
                StoryboardFixtures.storyboard(
                    first.replacingOccurrences(
                        of: "destination=\"vc2\"", with: "destination=\"nowhere\"")))
            #expect(error?.contains("the destination 'nowhere' is not an object of this scene") == true)
        }
    }
}
