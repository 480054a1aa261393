import Foundation
import Testing

@testable import Windowing

/// A list as Apple's FoodTracker tutorial writes it: the edit button on the left of the
/// navigation bar, conditional editing, commit deleting from the model, and reordering.
final class MealListController: UITableViewController {
    var meals = ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"]
    var editingCalls: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
        tableView.rowHeight = 44
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { meals.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "MealTableViewCell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "MealTableViewCell")
        cell.textLabel?.text = meals[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            meals.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            meals.insert("New meal", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt fromIndexPath: IndexPath, to: IndexPath) {
        let meal = meals.remove(at: fromIndexPath.row)
        meals.insert(meal, at: to.row)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func setEditing(_ editing: Bool, animated: Bool) {
        editingCalls.append(editing)
        super.setEditing(editing, animated: animated)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard indexPath.row == 2 else { return nil }
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completionHandler in
            self?.meals.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        archive.image = UIImage(systemName: "archivebox")
        archive.backgroundColor = .systemBlue
        let configuration = UISwipeActionsConfiguration(actions: [archive])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

extension AppTests {
    /// A tutorial's list in a navigation controller, driven by the pointer.
    @Suite @MainActor struct TableEditingApp {
        /// The centre, in the window, of the bar button showing `title`.
        private func barButton(_ title: String, in window: UIWindow) throws -> CGPoint {
            func find(_ view: UIView) -> UIButton? {
                if let button = view as? UIButton, button.title(for: .normal) == title { return button }
                for subview in view.subviews { if let found = find(subview) { return found } }
                return nil
            }
            let button = try #require(find(window))
            return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        }

        @Test func theEditButtonEntersEditingAndTheMinusAndDeleteRemoveAMeal() throws {
            let list = MealListController(style: .plain)
            let fixture = try HeadlessWindow(showing: UINavigationController(rootViewController: list))
            let table = try #require(list.tableView)
            let edit = try barButton("Edit", in: fixture.window)
            fixture.tap(Double(edit.x), Double(edit.y), at: 10)
            #expect(list.editingCalls == [true] && list.isEditing && table.isEditing)
            #expect(list.editButtonItem.title == "Done")
            let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
            let control = try #require(cell.editingControl)
            let minus = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: fixture.window)
            fixture.tap(Double(minus.x), Double(minus.y), at: 11)
            let delete = try #require(cell.actionsView?.buttons.first)
            let point = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: fixture.window)
            fixture.tap(Double(point.x), Double(point.y), at: 12)
            #expect(list.meals == ["Chicken and Potatoes", "Pasta with Meatballs"])
            #expect(table.numberOfRows(inSection: 0) == 2)
            let done = try barButton("Done", in: fixture.window)
            fixture.tap(Double(done.x), Double(done.y), at: 13)
            #expect(list.editingCalls == [true, false] && !table.isEditing && list.editButtonItem.title == "Edit")
        }

        @Test func aSwipeShowsTheControllersOwnActions() throws {
            let list = MealListController(style: .plain)
            let fixture = try HeadlessWindow(showing: UINavigationController(rootViewController: list))
            let table = try #require(list.tableView)
            let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            let middle = cell.convert(CGPoint(x: 250, y: 22), to: fixture.window)
            let (x, y) = (Double(middle.x), Double(middle.y))
            fixture.drag([(x, y), (x - 20, y), (x - 100, y), (x - 150, y)])
            let actions = try #require(cell.actionsView)
            #expect(actions.buttons.map { $0.title(for: .normal) } == ["Archive"])
            #expect(actions.buttons[0].backgroundColor == .systemBlue)
            #expect(list.isEditing && list.editButtonItem.title == "Done", "UIKit's controller edits during a swipe")
            let archive = actions.buttons[0].convert(CGPoint(x: 20, y: 22), to: fixture.window)
            fixture.tap(Double(archive.x), Double(archive.y), at: 11)
            #expect(list.meals == ["Caprese Salad", "Chicken and Potatoes"])
            #expect(!list.isEditing && !table.isEditing && list.editButtonItem.title == "Edit")
        }
    }
}
