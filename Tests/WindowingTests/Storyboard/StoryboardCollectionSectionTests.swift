import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `CollectionSections.storyboard`: a navigation controller whose root is a collection view
/// controller with a flow layout section header (a class of the app's with an outlet) and footer,
/// and a prototype cell whose show segue leads to a detail scene, written as Xcode writes them.
@MainActor
struct StoryboardCollectionSectionTests {
    private static let header = UICollectionView.elementKindSectionHeader
    private static let footer = UICollectionView.elementKindSectionFooter

    private func storyboard() throws -> UIStoryboard {
        let url = F.folder.appendingPathComponent("CollectionSections.storyboard")
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "CollectionSections.storyboard", registry: F.registry)
        #expect(model.warnings == [])
        return UIStoryboard(model: model, name: "CollectionSections", bundle: F.bundle)
    }

    private func albums() throws -> (AlbumsViewController, UICollectionView) {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Albums") as? AlbumsViewController)
        controller.loadViewIfNeeded()
        let collection = try #require(controller.collectionView)
        return (controller, collection)
    }

    @Test func theHeaderAndFooterRegisterAsSupplementaryViewsOfTheirKinds() throws {
        let (_, collection) = try albums()
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 40))
        #expect(layout.footerReferenceSize == CGSize(width: 50, height: 24))
        #expect(
            Set(collection.prototypeSupplementaryFactories.keys) == [
                SupplementaryKey.Registration(kind: Self.header, identifier: "AlbumHeader"),
                SupplementaryKey.Registration(kind: Self.footer, identifier: "AlbumFooter"),
            ])
        #expect(collection.prototypeCellFactories.keys.sorted() == ["AlbumCell"])
    }

    @Test func dequeuingTheHeaderMakesAFreshCopyWithItsSubviewsOutletsAndLayout() throws {
        let (_, collection) = try albums()
        let path = IndexPath(item: 0, section: 0)
        let first = try #require(
            collection.dequeueReusableSupplementaryView(
                ofKind: Self.header, withReuseIdentifier: "AlbumHeader", for: path)
                as? AlbumHeaderView)
        let second = try #require(
            collection.dequeueReusableSupplementaryView(
                ofKind: Self.header, withReuseIdentifier: "AlbumHeader", for: path)
                as? AlbumHeaderView)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "AlbumHeader")
        #expect(first.awoke)
        let label = try #require(first.titleLabel)
        #expect(label.superview === first)
        #expect(second.titleLabel !== label)
        #expect(label.text == "Section")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(first.backgroundColor == UIColor.systemTeal)
        #expect(first.constraints.count == 3)
        let footer = collection.dequeueReusableSupplementaryView(
            ofKind: Self.footer, withReuseIdentifier: "AlbumFooter", for: path)
        #expect(type(of: footer) == UICollectionReusableView.self)
        #expect(footer.reuseIdentifier == "AlbumFooter")
        #expect((footer.viewWithTag(5) as? UILabel)?.text == "Footer")
        #expect(footer.backgroundColor == UIColor.systemYellow)
    }

    @Test func headersAndFootersTakeTheFlowLayoutsPlacesAndLayTheirContentOut() throws {
        let (controller, collection) = try albums()
        collection.frame = CGRect(x: 0, y: 0, width: 393, height: 600)
        collection.layoutIfNeeded()
        func frame(_ kind: String, _ section: Int) -> CGRect? {
            collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        // Section 0: header 0–40, items on y 50–110, bottom inset to 120, footer 120–144; section 1 follows.
        #expect(frame(Self.header, 0) == CGRect(x: 0, y: 0, width: 393, height: 40))
        #expect(frame(Self.footer, 0) == CGRect(x: 0, y: 120, width: 393, height: 24))
        #expect(frame(Self.header, 1) == CGRect(x: 0, y: 144, width: 393, height: 40))
        #expect(frame(Self.footer, 1) == CGRect(x: 0, y: 264, width: 393, height: 24))
        #expect(
            collection.cellForItem(at: IndexPath(item: 2, section: 1))?.frame
                == CGRect(x: 277, y: 194, width: 100, height: 60))
        #expect(collection.contentSize == CGSize(width: 393, height: 288))
        let header = try #require(
            collection.supplementaryView(forElementKind: Self.header, at: IndexPath(item: 0, section: 1))
                as? AlbumHeaderView)
        header.layoutIfNeeded()
        #expect(header.titleLabel?.text == "Section 1")
        #expect(header.titleLabel?.frame.minX == 16)
        #expect(header.titleLabel?.frame.width == 361)
        #expect(collection.visibleSupplementaryViews(ofKind: Self.footer).count == 2)
        #expect(
            controller.log.filter { $0.hasPrefix("viewFor") } == [
                "viewFor UICollectionElementKindSectionHeader [0, 0]",
                "viewFor UICollectionElementKindSectionFooter [0, 0]",
                "viewFor UICollectionElementKindSectionHeader [1, 0]",
                "viewFor UICollectionElementKindSectionFooter [1, 0]",
            ])
    }

    @Test func aHeaderThatScrollsAwayIsReusedWhenItsSectionComesBack() throws {
        let (controller, collection) = try albums()
        collection.frame = CGRect(x: 0, y: 0, width: 393, height: 150)
        collection.layoutIfNeeded()
        let path = IndexPath(item: 0, section: 0)
        let first = try #require(
            collection.supplementaryView(forElementKind: Self.header, at: path) as? AlbumHeaderView)
        // At 138 the view shows 138–288: section 0's header (0–40) has left, its footer (120–144) stays.
        collection.contentOffset = CGPoint(x: 0, y: 138)
        collection.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: Self.header, at: path) == nil)
        #expect(first.superview == nil)
        controller.log.removeAll()
        collection.contentOffset = .zero
        collection.layoutIfNeeded()
        let again = try #require(
            collection.supplementaryView(forElementKind: Self.header, at: path) as? AlbumHeaderView)
        #expect(again === first)
        #expect(again.reuses == 1)
        #expect(again.titleLabel?.text == "Section 0")
        #expect(again.frame == CGRect(x: 0, y: 0, width: 393, height: 40))
        #expect(
            controller.log.filter { $0.hasPrefix("viewFor") } == ["viewFor UICollectionElementKindSectionHeader [0, 0]"]
        )
    }

    @Test func aRegisteredClassReplacesTheStoryboardsHeader() throws {
        let (_, collection) = try albums()
        collection.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: Self.header, withReuseIdentifier: "AlbumHeader")
        let view = collection.dequeueReusableSupplementaryView(
            ofKind: Self.header, withReuseIdentifier: "AlbumHeader", for: IndexPath(item: 0, section: 0))
        #expect(type(of: view) == UICollectionReusableView.self)
        #expect(view.subviews.isEmpty)
    }

    @Test func selectingACellAsksShouldPerformThenPreparesItsSegueBeforeDidSelect() throws {
        let storyboard = try storyboard()
        let test = try TestApp.launchSceneApp(root: {
            storyboard.instantiateInitialViewController() ?? UIViewController()
        })
        let navigation = try #require(test.window?.rootViewController as? UINavigationController)
        let albums = try #require(navigation.topViewController as? AlbumsViewController)
        let path = IndexPath(item: 1, section: 1)
        let cell = try #require(albums.collectionView.cellForItem(at: path) as? AlbumCell)
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        albums.log.removeAll()
        test.click(Double(center.x), Double(center.y))
        #expect(
            albums.log == [
                "shouldSelect [1, 1]", "shouldPerform showAlbum from AlbumCell 'Album 1.1'",
                "prepare showAlbum from AlbumCell 'Album 1.1' selected [[1, 1]] to UIViewController",
                "didSelect [1, 1]",
            ])
        #expect(albums.senders.count == 2)
        #expect(albums.senders.allSatisfy { $0 === cell })
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.view.backgroundColor == UIColor.systemOrange)
    }

    @Test func shouldPerformSegueReturningFalseSelectsWithoutTheSegue() throws {
        let storyboard = try storyboard()
        let test = try TestApp.launchSceneApp(root: {
            storyboard.instantiateInitialViewController() ?? UIViewController()
        })
        let navigation = try #require(test.window?.rootViewController as? UINavigationController)
        let albums = try #require(navigation.topViewController as? AlbumsViewController)
        albums.allowsSegue = false
        let cell = try #require(albums.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        albums.log.removeAll()
        test.click(Double(center.x), Double(center.y))
        #expect(
            albums.log == [
                "shouldSelect [0, 0]", "shouldPerform showAlbum from AlbumCell 'Album 0.0'", "didSelect [0, 0]",
            ])
        #expect(navigation.viewControllers.count == 1)
        #expect(albums.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func programmaticSelectionPerformsNoSegue() throws {
        let storyboard = try storyboard()
        let test = try TestApp.launchSceneApp(root: {
            storyboard.instantiateInitialViewController() ?? UIViewController()
        })
        let navigation = try #require(test.window?.rootViewController as? UINavigationController)
        let albums = try #require(navigation.topViewController as? AlbumsViewController)
        albums.log.removeAll()
        albums.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        test.app.runUntilIdle()
        #expect(albums.log == [])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aPresentationSegueFromACellOfACollectionViewInAPlainControllerPresentsItsDestination() throws {
        let text = F.storyboard(
            F.scene(
                attributes: "customClass=\"ChipsViewController\" customModule=\"WindowingTests\"",
                subviews: """
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="c1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <collectionViewFlowLayout key="collectionViewLayout" id="l1">
                            <size key="itemSize" width="40" height="40"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell reuseIdentifier="Chip" id="a1">
                                <collectionViewCellContentView key="contentView" id="a1-cv"/>
                                <connections>
                                    <segue destination="vc2" kind="presentation" identifier="present" \
                    modalPresentationStyle="fullScreen" id="s1"/>
                                </connections>
                            </collectionViewCell>
                        </cells>
                        <connections>
                            <outlet property="dataSource" destination="vc1" id="o1"/>
                            <outlet property="delegate" destination="vc1" id="o2"/>
                        </connections>
                    </collectionView>
                    """)
                    + """
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc2" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root2">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    """)
        let model = try F.compile(text)
        #expect(model.warnings == [])
        let storyboard = UIStoryboard(model: model, name: "Test", bundle: nil)
        let test = try TestApp.launchSceneApp(root: {
            storyboard.instantiateInitialViewController() ?? UIViewController()
        })
        let chips = try #require(test.window?.rootViewController as? ChipsViewController)
        let collection = try #require(chips.view.subviews.first as? UICollectionView)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        #expect(chips.presentedViewController == nil)
        test.click(Double(center.x), Double(center.y))
        let presented = try #require(chips.presentedViewController)
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(presented.view.window === test.window)
    }

    @Test func theStoryboardCheckerAcceptsTheFile() {
        let verdict = StoryboardChecker.check(F.folder.appendingPathComponent("CollectionSections.storyboard"))
        #expect(verdict == .ok(unlinked: ["AlbumsViewController", "AlbumCell", "AlbumHeaderView"]))
    }
}
