import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// A scene's controller with an action and an outlet for its bar button items.
final class BarItemsViewController: UIViewController {
    var addButton: UIBarButtonItem?
    var customButton: UIButton?
    var added = 0

    func addNew(_ sender: Any?) {
        added += 1
        CallLog.shared.record("items", "addNew(\(sender is UIBarButtonItem))")
    }

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "addButton": StoryboardOutlet(\BarItemsViewController.addButton),
            "customButton": StoryboardOutlet(\BarItemsViewController.customButton),
        ]) { $1 }
    }

    override class var storyboardActions: [String: ActionMessage] {
        ["addNew:": ActionMessage(BarItemsViewController.addNew)]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        CallLog.shared.record("items", "prepare(\(segue.identifier ?? "nil"), \(sender is UIBarButtonItem))")
    }
}

extension AppTests {
    /// Bar button items in storyboards: a navigation item's, a controller's toolbar items, their
    /// actions, outlets and segues, and a navigation controller's Shows Toolbar.
    @Suite @MainActor struct StoryboardBarItems {
        private static func text(
            toolbarItems: String = "", action: String = "addNew:", destination: String = "vc1", outlets: String = ""
        )
            -> String
        {
            F.storyboard(
                """
                    <scene sceneID="s0">
                        <objects>
                            <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb"/>
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="BarItemsViewController" \
                customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                </view>
                                \(toolbarItems)
                                <navigationItem key="navigationItem" title="Books" id="ni">
                                    <barButtonItem key="leftBarButtonItem" title="Info" style="done" id="info">
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="info" id="s-info"/>
                                        </connections>
                                    </barButtonItem>
                                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                        <connections>
                                            <action selector="\(action)" destination="\(destination)" id="a1"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                                <connections>
                                    <outlet property="addButton" destination="add" id="o1"/>
                                    \(outlets)
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc2" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root2">
                                    <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                """, initial: "nav")
        }

        private static let toolbarItems = """
            <toolbarItems>
                <barButtonItem title="Sort" id="sort"/>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
                <barButtonItem enabled="NO" systemItem="trash" id="trash"/>
                <barButtonItem width="24" style="plain" systemItem="fixedSpace" id="fixed"/>
                <barButtonItem style="plain" id="fav">
                    <imageReference key="image" image="star" catalog="system"/>
                </barButtonItem>
            </toolbarItems>
            """

        private func launch(_ text: String) throws -> (TestApp, UINavigationController, BarItemsViewController) {
            let model = try F.compile(text)
            let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
            let test = try TestApp.launchSceneApp(root: { storyboard.instantiateInitialViewController()! })
            let navigation = try #require(test.window?.rootViewController as? UINavigationController)
            let source = try #require(navigation.topViewController as? BarItemsViewController)
            return (test, navigation, source)
        }

        private func click(_ view: UIView, in test: TestApp) {
            let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
            test.click(Double(center.x), Double(center.y))
        }

        @Test func navigationItemsLoadWithTheirActionsOutletsAndSegues() throws {
            let (test, navigation, source) = try launch(Self.text())
            let item = source.navigationItem
            #expect(item.leftBarButtonItem?.title == "Info")
            #expect(item.leftBarButtonItem?.style == .done)
            #expect(item.rightBarButtonItem?.displayTitle == "Add")
            #expect(source.addButton === item.rightBarButtonItem)
            #expect(source.addButton?.target === source)

            let bar = navigation.navigationBar
            let buttons = bar.subviews.compactMap { $0 as? UIButton }.filter { $0 !== bar.backButton }
            #expect(buttons.map { $0.title(for: .normal) ?? $0.image(for: .normal)?.symbolName } == ["Info", "plus"])
            test.log.removeAll()
            click(buttons[1], in: test)
            #expect(source.added == 1)
            click(buttons[0], in: test)
            test.finishTransitions()
            #expect(test.log.entries == ["items::addNew(true)", "items::prepare(info, true)"])
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func toolbarItemsAndShowsToolbarLoad() throws {
            let (test, navigation, source) = try launch(Self.text(toolbarItems: Self.toolbarItems))
            test.app.runUntilIdle()
            #expect(!navigation.isToolbarHidden)
            let items = try #require(source.toolbarItems)
            #expect(items.map(\.displayTitle) == ["Sort", "", "Delete", "", ""])
            #expect(items[4].image?.isSymbolImage == true, "an SF Symbol reference becomes the toolkit's symbol")
            #expect(items[2].isEnabled == false)
            #expect(items[3].width == 24)
            #expect(navigation.toolbar.items?.count == 5)
            let toolbar = try #require(navigation.toolbar)
            #expect(toolbar.frame.maxY == navigation.view.bounds.maxY)
            let shown = toolbar.subviews.compactMap { $0 as? UIButton }
            #expect(
                shown.map { $0.title(for: .normal) ?? $0.image(for: .normal)?.symbolName } == ["Sort", "trash", "star"])
            #expect(shown.map(\.isEnabled) == [true, false, true])
            #expect(shown[2].image(for: .normal)?.isSymbolImage == true)
        }

        @Test func anActionTheDestinationDoesNotRegisterIsRefusedByName() throws {
            #expect {
                try F.compile(Self.text(action: "missing:"))
            } throws: { error in
                (error as? StoryboardError)?.description.contains(
                    "the action 'missing:' to BarItemsViewController is not in BarItemsViewController.storyboardActions"
                )
                    == true
            }
        }

        @Test func anActionToTheFirstResponderIsLeftUnconnectedWithAWarning() throws {
            let model = try F.compile(Self.text(destination: "fr"))
            #expect(model.warnings.contains { $0.contains("the action 'addNew:' goes to the First Responder") })
            let (_, _, source) = try launch(Self.text(destination: "fr"))
            #expect(source.addButton?.target == nil)
            #expect(source.addButton?.action == nil)
        }

        @Test func anUnknownSystemItemIsRefused() throws {
            let text = Self.text().replacingOccurrences(of: "systemItem=\"add\"", with: "systemItem=\"plus\"")
            #expect {
                try F.compile(text)
            } throws: { error in
                (error as? StoryboardError)?.description.contains("systemItem=\"plus\" is not supported") == true
            }
        }

        @Test func aCustomViewItemShowsItsViewWithItsActionAndOutlet() throws {
            let items = """
                <toolbarItems>
                    <barButtonItem style="plain" id="cv">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" \
                contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="cvb">
                            <rect key="frame" x="16" y="7" width="80" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <state key="normal" title="Custom"/>
                            <connections>
                                <action selector="addNew:" destination="vc1" eventType="touchUpInside" id="a9"/>
                            </connections>
                        </button>
                    </barButtonItem>
                </toolbarItems>
                """
            let text = Self.text(
                toolbarItems: items, outlets: "<outlet property=\"customButton\" destination=\"cvb\" id=\"o2\"/>")
            let model = try F.compile(text)
            #expect(!model.warnings.contains { $0.contains("custom view") })
            let (test, navigation, source) = try launch(text)
            test.app.runUntilIdle()
            let item = try #require(source.toolbarItems?.first)
            let button = try #require(item.customView as? UIButton)
            #expect(button.title(for: .normal) == "Custom")
            #expect(source.customButton === button, "the controller's outlet reaches the custom view")
            #expect(button.superview === navigation.toolbar, "the toolbar shows the view itself")
            test.log.removeAll()
            click(button, in: test)
            #expect(source.added == 1)
            #expect(test.log.entries == ["items::addNew(false)"], "the button, not a bar item, is the sender")
        }
    }
}
