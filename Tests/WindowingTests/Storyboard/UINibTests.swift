import Foundation
import Testing

@testable import Windowing

/// A cell designed in `TaskCell.xib`, with one outlet.
final class TaskCell: UITableViewCell {
    var titleLabel: UILabel?
    var awoke = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        // Outlets are connected before any view awakes.
        if titleLabel != nil { awoke += 1 }
    }

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        ["titleLabel": StoryboardOutlet(\TaskCell.titleLabel)]
    }
}

/// A collection cell made from a nib.
final class BadgeCell: UICollectionViewCell {
    var badge: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        ["badge": StoryboardOutlet(\BadgeCell.badge)]
    }
}

/// An owner whose outlet a nib connects.
final class NibOwner: UIResponder {
    var header: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        ["header": StoryboardOutlet(\NibOwner.header)]
    }
}

extension AppTests {
    /// `UINib` and the registrations that use it: cells from nibs, and `Bundle.loadNibNamed`.
    @Suite @MainActor struct UINibTests {
        static let taskCell = UINib(nibName: "TaskCell", bundle: StoryboardFixtures.bundle)

        static func nib(_ objects: String, owner: String = "/>") -> UINib {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"\(owner)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        \(objects)
                    </objects>
                </document>
                """
            return UINib(data: Data(xml.utf8), bundle: nil)
        }

        @Test func eachInstantiationMakesNewConnectedAwakenedViews() throws {
            let first = Self.taskCell.instantiate(withOwner: nil)
            let second = Self.taskCell.instantiate(withOwner: nil, options: nil)
            #expect(first.count == 1 && second.count == 1)
            let cell = try #require(first.first as? TaskCell)
            let other = try #require(second.first as? TaskCell)
            #expect(cell !== other)
            #expect(cell.reuseIdentifier == "Task")
            #expect(cell.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
            let label = try #require(cell.titleLabel)
            #expect(label.text == "Title")
            #expect(label.superview === cell.contentView)
            #expect(cell.awoke == 1)
        }

        @Test func aRegisteredNibMakesTheTablesCells() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Task")
            table.register(Self.taskCell, forCellReuseIdentifier: "Task")
            let cell = try #require(
                table.dequeueReusableCell(withIdentifier: "Task", for: IndexPath(row: 0, section: 0)) as? TaskCell,
                "the nib replaces the class registered before it")
            #expect(cell.reuseIdentifier == "Task")
            #expect(cell.titleLabel?.text == "Title")
            let plain = table.dequeueReusableCell(withIdentifier: "Task")
            #expect(plain is TaskCell && plain !== cell)
            table.register(nil as UINib?, forCellReuseIdentifier: "Task")
            #expect(table.dequeueReusableCell(withIdentifier: "Task") == nil)
        }

        @Test func aNibWithoutExactlyOneCellGivesNoCell() {
            let twoViews = Self.nib(#"<view id="v1"/><view id="v2"/>"#)
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.register(twoViews, forCellReuseIdentifier: "x")
            #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
            table.register(Self.nib(#"<view id="v1"/>"#), forCellReuseIdentifier: "y")
            #expect(table.dequeueReusableCell(withIdentifier: "y") == nil, "a view that is not a cell")
        }

        /// A nib of one `BadgeCell` whose label shows "7".
        static var badgeCell: UINib {
            nib(
                """
                <collectionViewCell opaque="NO" contentMode="center" id="c1" customClass="BadgeCell" \
                customModule="WindowingTests">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="c2">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="7" id="c3">
                                <rect key="frame" x="4" y="4" width="42" height="21"/>
                            </label>
                        </subviews>
                    </collectionViewCellContentView>
                    <connections><outlet property="badge" destination="c3" id="c4"/></connections>
                </collectionViewCell>
                """)
        }

        @Test func aRegisteredNibMakesTheCollectionsCells() throws {
            let nib = Self.badgeCell
            let model = CollectionModel([["a", "b"]])
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 50)
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow)
            collection.register(TextCell.self, forCellWithReuseIdentifier: "cell")
            collection.register(nib, forCellWithReuseIdentifier: "cell")
            collection.dataSource = model
            collection.layoutIfNeeded()
            let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell)
            #expect(cell.reuseIdentifier == "cell")
            #expect(cell.badge?.text == "7")
            #expect(cell.badge?.superview === cell.contentView)
            #expect(cell.frame.size == CGSize(width: 100, height: 50), "the layout sizes the cell")
        }

        @Test func theOwnersOutletsAreConnected() throws {
            let nib = Self.nib(
                """
                <view contentMode="scaleToFill" id="h1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews><label opaque="NO" contentMode="left" text="Today" id="h2"/></subviews>
                </view>
                """,
                owner: """
                     customClass="NibOwner" customModule="WindowingTests">
                            <connections><outlet property="header" destination="h2" id="h3"/></connections>
                        </placeholder>
                    """)
            let owner = NibOwner()
            let views = nib.instantiate(withOwner: owner)
            let root = try #require(views.first as? UIView)
            #expect(views.count == 1)
            #expect(owner.header?.text == "Today")
            #expect(owner.header?.superview === root)
        }

        @Test func bundleLoadNibNamedGivesTheTopLevelViewsOrNil() throws {
            let bundle = try #require(StoryboardFixtures.bundle)
            let objects = try #require(bundle.loadNibNamed("TaskCell", owner: nil))
            #expect(objects.count == 1 && objects.first is TaskCell)
            #expect(bundle.loadNibNamed("Missing", owner: nil) == nil)
            #expect(UINib(nibName: "Missing", bundle: bundle).instantiate(withOwner: nil).isEmpty)
        }
    }
}
