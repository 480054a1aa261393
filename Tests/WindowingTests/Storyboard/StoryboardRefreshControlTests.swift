import Foundation
import Testing

@testable import Windowing

/// A table view controller whose storyboard gives it a refresh control with an action.
final class RefreshingTableController: UITableViewController {
    var refreshes = 0

    func refresh(_ sender: Any?) { refreshes += 1 }

    override class var storyboardActions: [String: ActionMessage] {
        ["refresh:": ActionMessage(RefreshingTableController.refresh)]
    }
}

/// A table view controller's `<refreshControl key="refreshControl">`, as Xcode writes it when
/// Refreshing is enabled: disabled, with an attributed title and a value-changed action.
@MainActor
struct StoryboardRefreshControlTests {
    private func load(controllerClass: String = "RefreshingTableController", refreshControl: String) throws
        -> UITableViewController
    {
        let scene = """
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc1" customClass="\(controllerClass)" customModule="WindowingTests" \
            sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
            dataMode="prototypes" style="plain" rowHeight="44" id="tv1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
            \(refreshControl)
                        </tableViewController>
                    </objects>
                </scene>
            """
        let model = try StoryboardFixtures.compile(StoryboardFixtures.storyboard(scene))
        let controller = try #require(
            UIStoryboard(model: model, name: "Test", bundle: nil).instantiateInitialViewController()
                as? UITableViewController)
        controller.loadViewIfNeeded()
        return controller
    }

    @Test func theRefreshControlLoadsWithItsTitleAndAction() throws {
        let controller = try load(
            refreshControl: """
                <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" \
                enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="rc1">
                    <autoresizingMask key="autoresizingMask"/>
                    <attributedString key="attributedTitle">
                        <fragment content="Pull to refresh">
                            <attributes>
                                <font key="NSFont" metaFont="smallSystem"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <connections>
                        <action selector="refresh:" destination="vc1" eventType="valueChanged" id="a1"/>
                    </connections>
                </refreshControl>
                """)
        let control = try #require(controller.refreshControl)
        #expect(controller.tableView.refreshControl === control && control.superview === controller.tableView)
        #expect(control.attributedTitle?.string == "Pull to refresh")
        let font = control.attributedTitle?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 12, "metaFont smallSystem")
        #expect(!control.isEnabled, "as Xcode saved it")
        control.wasPulled(by: UIRefreshControl.pullDistance)
        #expect((controller as? RefreshingTableController)?.refreshes == 1, "a pull runs the action even so")
        #expect(control.isRefreshing)
    }

    @Test func aPlainRefreshControlLoadsWithoutATitle() throws {
        let controller = try load(
            controllerClass: "UITableViewController",
            refreshControl: """
                <refreshControl key="refreshControl" opaque="NO" contentMode="center" id="rc1">
                    <autoresizingMask key="autoresizingMask"/>
                </refreshControl>
                """)
        let control = try #require(controller.refreshControl)
        #expect(control.attributedTitle == nil && control.titleLabel.isHidden)
    }
}
