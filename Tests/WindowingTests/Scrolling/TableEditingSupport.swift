import Foundation
import Testing

@testable import Windowing

/// A data source and delegate over one section of strings that implements the editing methods
/// and logs every editing call, changing its rows as an app does.
@MainActor
final class EditingModel: UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    var log: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var deleteTitle: String?
    var trailingActions: UISwipeActionsConfiguration?
    var leadingActions: UISwipeActionsConfiguration?
    /// Where targetIndexPathForMoveFromRowAt sends a proposed row, if anywhere else.
    var redirect: [IndexPath: IndexPath] = [:]

    init(rows count: Int) { rows = (0..<count).map { "r\($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            rows.insert("new", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        let row = rows.remove(at: sourceIndexPath.row)
        rows.insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    {
        styles[indexPath.row] ?? .delete
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }

    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        redirect[proposedDestinationIndexPath] ?? proposedDestinationIndexPath
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { trailingActions }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { leadingActions }
}

/// A cell that logs the table's setEditing calls.
final class EditingLogCell: UITableViewCell {
    var calls: [Bool] = []

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The transitions the cell heard, in order: "will 1", "did 1"… (the state's raw value).
    var transitions: [String] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        calls.append(editing)
        super.setEditing(editing, animated: animated)
    }

    override func willTransition(to state: StateMask) {
        transitions.append("will \(state.rawValue)")
        super.willTransition(to: state)
    }

    override func didTransition(to state: StateMask) {
        transitions.append("did \(state.rawValue)")
        super.didTransition(to: state)
    }
}

/// A 320×440 table of 44-point rows over `model`, laid out.
@MainActor
func makeEditingTable(_ model: EditingModel) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.frameSource = ManualScrollFrameSource()
    table.rowHeight = 44
    table.register(EditingLogCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return table
}

/// A controller showing an editing table at the window's top-left, for pointer tests.
final class EditingTableController: UIViewController {
    let model: EditingModel
    let table: UITableView

    init(rows: Int) {
        model = EditingModel(rows: rows)
        table = makeEditingTable(model)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }
}
