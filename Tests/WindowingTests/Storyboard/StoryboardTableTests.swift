import Foundation
import Testing

@testable import Windowing

private typealias F = StoryboardFixtures

/// `Tables.storyboard`: table view controllers with prototype and static cells, and a table inside
/// a plain view controller, written as Xcode 15 writes them.
@MainActor
struct StoryboardTableTests {
    private func storyboard() throws -> UIStoryboard {
        let url = F.folder.appendingPathComponent("Tables.storyboard")
        let model = try IBFileLoader.compile(
            Data(contentsOf: url), kind: .storyboard, file: "Tables.storyboard", registry: F.registry)
        return UIStoryboard(model: model, name: "Tables", bundle: F.bundle)
    }

    private func contacts() throws -> (ContactsTableViewController, UITableView) {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Contacts") as? ContactsTableViewController)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        return (controller, table)
    }

    @Test func aTableViewControllerSceneLoadsItsTableAsItsView() throws {
        let (controller, table) = try contacts()
        #expect(controller.view === table)
        #expect(table.style == .plain)
        #expect(controller.tableViewStyle == .plain)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.separatorStyle == .singleLine)
        #expect(table.prototypeCellFactories.keys.sorted() == ["ContactCell", "SubtitleCell"])
        #expect(table.subviews.contains { $0 is UITableViewCell } == false)
    }

    @Test func dequeuingAPrototypeMakesAFreshCellOfItsClassWithItsOutlets() throws {
        let (_, table) = try contacts()
        let path = IndexPath(row: 0, section: 0)
        let first = try #require(table.dequeueReusableCell(withIdentifier: "ContactCell", for: path) as? ContactCell)
        let second = try #require(table.dequeueReusableCell(withIdentifier: "ContactCell", for: path) as? ContactCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "ContactCell")
        #expect(first.awoke)
        let name = try #require(first.nameLabel)
        #expect(name.superview === first.contentView)
        #expect(name.text == "Name")
        #expect(name.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(first.phoneLabel?.superview === first.contentView)
        #expect(first.phoneLabel?.textAlignment == .right)
        #expect(second.nameLabel !== name)
        #expect(first.contentView.subviews.count == 2)
    }

    @Test func aPrototypesConstraintsPlaceItsLabelsInTheContentView() throws {
        let (controller, table) = try contacts()
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        table.layoutIfNeeded()
        #expect(controller.tableView(table, numberOfRowsInSection: 0) == 4)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
        cell.layoutIfNeeded()
        #expect(cell.nameLabel.text == "Grace")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(cell.nameLabel.frame.minX == 16)
        #expect(cell.nameLabel.frame.width == 120)
        #expect(abs(cell.nameLabel.frame.midY - 22) <= 0.5)
        #expect(cell.phoneLabel?.frame.maxX == 377)
    }

    @Test func aStyledPrototypesLabelsAreItsTextAndDetailLabels() throws {
        let (_, table) = try contacts()
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "SubtitleCell"))
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Subtitle")
        #expect(cell.detailTextLabel?.font == UIFont.systemFont(ofSize: 12))
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == .gray)
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.frame.maxY == detail.frame.minY)
        #expect(text.frame.minX == UITableViewCell.margin)
    }

    @Test func prototypeCellsAreReusedAfterAReload() throws {
        let (controller, table) = try contacts()
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
        table.layoutIfNeeded()
        let before = table.visibleCells
        #expect(before.count == 4)
        #expect(before.last?.detailTextLabel?.text == "3 contacts")
        controller.contacts.reverse()
        table.reloadData()
        table.layoutIfNeeded()
        let after = table.visibleCells
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        #expect(after.compactMap { $0 as? ContactCell }.map(\.reuses) == [1, 1, 1])
        #expect((after.first as? ContactCell)?.nameLabel.text == "Linus")
    }

    @Test func staticCellsFillAStaticTableWithoutADataSourceOfItsOwn() throws {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Settings") as? SettingsTableViewController)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.style == .grouped)
        #expect(controller.tableViewStyle == .grouped)
        table.frame = CGRect(x: 0, y: 0, width: 393, height: 600)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Signed in with your work address.")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
        let email = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(email.textLabel?.text == "Email")
        #expect(email.detailTextLabel?.text == "ada@example.com")
        #expect(email.accessoryType == .disclosureIndicator)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 64)
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(about.selectionStyle == UITableViewCell.SelectionStyle.none)
        #expect(controller.versionLabel?.text == "Version 1.0")
        #expect(controller.versionLabel?.superview === about.contentView)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === about)
    }

    @Test func aTableInAPlainControllerTakesItsAttributesAndOutlets() throws {
        let controller = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Embedded") as? EmbeddedTableViewController)
        controller.loadViewIfNeeded()
        let table = try #require(controller.tableView)
        #expect(table.superview === controller.view)
        #expect(table.style == .insetGrouped)
        #expect(table.rowHeight == 60)
        #expect(table.separatorStyle == UITableView.SeparatorStyle.none)
        #expect(table.allowsMultipleSelection)
        #expect(table.showsHorizontalScrollIndicator == false)
        #expect(table.dataSource === controller)
        #expect(table.delegate === controller)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Two")
        #expect(cell.accessoryType == .checkmark)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }

    @Test func selectingAPrototypeCellPreparesItsSegueBeforeDidSelect() throws {
        let storyboard = try storyboard()
        let test = try TestApp.launchSceneApp(root: { storyboard.instantiateInitialViewController()! })
        let navigation = try #require(test.window?.rootViewController as? UINavigationController)
        let contacts = try #require(navigation.topViewController as? ContactsTableViewController)
        let cell = try #require(contacts.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        test.click(Double(center.x), Double(center.y))
        #expect(contacts.log == ["prepare showContact from ContactCell at [0, 2]", "didSelect [0, 2]"])
        #expect(navigation.viewControllers.count == 2)
        contacts.log.removeAll()
        navigation.popViewController(animated: false)
        test.app.runUntilIdle()
        let subtitle = try #require(contacts.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let point = subtitle.convert(CGPoint(x: subtitle.bounds.midX, y: subtitle.bounds.midY), to: nil)
        test.click(Double(point.x), Double(point.y))
        #expect(contacts.log == ["didSelect [0, 3]"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theStoryboardCheckerAcceptsTheFile() {
        let verdict = StoryboardChecker.check(F.folder.appendingPathComponent("Tables.storyboard"))
        #expect(
            verdict
                == .ok(unlinked: [
                    "ContactsTableViewController", "ContactCell", "SettingsTableViewController",
                    "EmbeddedTableViewController",
                ]))
    }

    @Test func aStyleLabelOutsideTheContentViewIsRefused() {
        let cell = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="t1">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <prototypes>
                    <tableViewCell reuseIdentifier="C" textLabel="nowhere" style="IBUITableViewCellStyleDefault" id="c1">
                        <tableViewCellContentView key="contentView" tableViewCell="c1" id="cv1"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        #expect(
            F.error(F.storyboard(F.scene(subviews: cell)))
                == "Storyboard: Test.storyboard:13: <tableViewCell id=\"c1\">: textLabel=\"nowhere\" names no view of "
                + "the cell's content view; re-save the file in Xcode, or remove the attribute")
    }
}

// MARK: - The storyboard's classes

/// The contacts scene's prototype cell, with two outlets.
final class ContactCell: UITableViewCell {
    var nameLabel: UILabel!
    var phoneLabel: UILabel?
    var awoke = false
    var reuses = 0

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "nameLabel": StoryboardOutlet(\ContactCell.nameLabel),
            "phoneLabel": StoryboardOutlet(\ContactCell.phoneLabel),
        ]) { $1 }
    }

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = nameLabel != nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Contacts from the `ContactCell` prototype, then a summary row from the `SubtitleCell` one.
final class ContactsTableViewController: UITableViewController {
    var contacts = [("Ada", "555-0100"), ("Grace", "555-0101"), ("Linus", "555-0102")]
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts.count + 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < contacts.count else {
            let cell = tableView.dequeueReusableCell(withIdentifier: "SubtitleCell", for: indexPath)
            cell.textLabel?.text = "Everyone"
            cell.detailTextLabel?.text = "\(contacts.count) contacts"
            return cell
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath) as? ContactCell
        else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        cell.nameLabel.text = contacts[indexPath.row].0
        cell.phoneLabel?.text = contacts[indexPath.row].1
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let path = tableView.indexPathForSelectedRow.map { "\(Array($0))" } ?? "nil"
        log.append("prepare \(segue.identifier ?? "nil") from \(sender.map { "\(type(of: $0))" } ?? "nil") at \(path)")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(Array(indexPath))")
    }
}

/// The static settings scene, with an outlet to a label inside a static cell.
final class SettingsTableViewController: UITableViewController {
    var versionLabel: UILabel?

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["versionLabel": StoryboardOutlet(\SettingsTableViewController.versionLabel)]) {
            $1
        }
    }
}

/// A plain controller whose table's data source and delegate outlets name it.
final class EmbeddedTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var tableView: UITableView?
    let items = ["One", "Two", "Three"]

    override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(["tableView": StoryboardOutlet(\EmbeddedTableViewController.tableView)]) {
            $1
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
