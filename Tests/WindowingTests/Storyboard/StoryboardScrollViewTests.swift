import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `<scrollView>` elements: loaded as scroll views with their settings, and their
/// `contentLayoutGuide` and `frameLayoutGuide` bound to the ids constraints name.
@MainActor
@Suite struct StoryboardScrollViewTests {
    /// A form as Xcode 11+ writes it: a scroll view filling the root, a content view pinned to the
    /// content guide and as wide as the frame guide, holding two fields 400 and 500 points tall.
    private static let form = F.storyboard(
        F.scene(
            subviews: """
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
                    ambiguous="YES" showsHorizontalScrollIndicator="NO" bounces="NO" alwaysBounceVertical="YES" \
                    pagingEnabled="YES" directionalLockEnabled="YES" keyboardDismissMode="interactive" \
                    contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="sv1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="916"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                        <rect key="frame" x="16" y="0.0" width="68" height="400"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                        <rect key="frame" x="16" y="416" width="68" height="500"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="top" firstAttribute="top" secondItem="content" secondAttribute="top" id="a1"/>
                                    <constraint firstItem="top" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="a2"/>
                                    <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" constant="16" id="a3"/>
                                    <constraint firstItem="top" firstAttribute="height" constant="400" id="a4"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="16" id="a5"/>
                                    <constraint firstItem="bottom" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="a6"/>
                                    <constraint firstItem="bottom" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="a7"/>
                                    <constraint firstItem="bottom" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="a8"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="cg1" secondAttribute="top" id="b1"/>
                            <constraint firstItem="content" firstAttribute="leading" secondItem="cg1" secondAttribute="leading" id="b2"/>
                            <constraint firstItem="content" firstAttribute="trailing" secondItem="cg1" secondAttribute="trailing" id="b3"/>
                            <constraint firstItem="content" firstAttribute="bottom" secondItem="cg1" secondAttribute="bottom" id="b4"/>
                            <constraint firstItem="content" firstAttribute="width" secondItem="fg1" secondAttribute="width" id="b5"/>
                            <constraint firstItem="bottom" firstAttribute="height" constant="500" id="b6"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="cg1"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="fg1"/>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv1" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                    <constraint firstItem="sv1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                    <constraint firstAttribute="trailing" secondItem="sv1" secondAttribute="trailing" id="r3"/>
                    <constraint firstAttribute="bottom" secondItem="sv1" secondAttribute="bottom" id="r4"/>
                </constraints>
                <subviews>
                """))

    private func loadForm() throws -> (UIView, UIScrollView, IBModel) {
        let model = try F.compile(Self.form)
        let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        let root = try #require(controller.view)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        return (root, try #require(root.subviews.first as? UIScrollView), model)
    }

    @Test func aScrollViewElementLoadsAsAScrollViewWithItsSettings() throws {
        let (_, scrollView, model) = try loadForm()
        #expect(model.warnings == [])
        #expect(type(of: scrollView) == UIScrollView.self)
        #expect(scrollView.clipsToBounds && scrollView.isMultipleTouchEnabled)
        #expect(!scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
        #expect(!scrollView.bounces && scrollView.alwaysBounceVertical && scrollView.isPagingEnabled)
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(!scrollView.translatesAutoresizingMaskIntoConstraints)
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func theGuidesLayTheFormOutInContentCoordinates() throws {
        let (root, scrollView, _) = try loadForm()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 916))
        let content = try #require(scrollView.subviews.first { !($0 is ScrollIndicatorView) })
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 916))
        #expect(
            content.subviews.map(\.frame) == [
                CGRect(x: 16, y: 0, width: 288, height: 400), CGRect(x: 16, y: 416, width: 288, height: 500),
            ])
        scrollView.contentOffset = CGPoint(x: 0, y: 436)
        root.layoutIfNeeded()
        #expect(content.frame.origin == .zero)
        #expect(content.subviews[1].convert(CGPoint.zero, to: root) == CGPoint(x: 16, y: -20))
    }

    @Test func scrollGuideKeysBelongToScrollViewsOnly() {
        let text = F.storyboard(
            F.scene(
                subviews: """
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <viewLayoutGuide key="contentLayoutGuide" id="cg1"/>
                    </view>
                    """))
        let message = F.error(text)
        #expect(message?.contains("key=\"contentLayoutGuide\" is not a layout guide of <view>") == true)
    }
}
