import Foundation
import UIKit

/// TableLab: the toolkit's side of the table-scrolling benchmark (tablebench.py; the GTK 3 peer
/// is tablefloor_gtk.c and speaks the same protocol).
///
/// A 640×480 window whose whole screen is a plain `UITableView` of 100,000 rows, 24 points tall,
/// each a reused `.default` cell reading "Row N". On its first appearance it prints
/// `ready <visible rows>`. It then reads commands on standard input:
/// - `mark <phase>` starts recording a phase (the driver then plays wheel or drag input through
///   XTEST);
/// - `end` prints the phase's line
///   `<phase> <frames> <p50 ns> <p99 ns> <max ns> <rows> <cells> <visible> <rss0 kB> <rss1 kB> <rssmax kB>`:
///   frame times, rows scrolled, the most cells alive and the most rows visible at a frame's end,
///   and resident memory at the mark, at the end and at its highest in between;
/// - `quit` (or the end of input) exits 0.
/// A frame runs from the first event `sendEvent(_:)` sees (or the first `scrollViewDidScroll`,
/// for frames deceleration drives) to the end of the run-loop turn that presented it; only
/// frames that scrolled count.
@MainActor
final class TableLab {
    static let shared = TableLab()
    static let rows = 100_000
    static let rowHeight: CGFloat = 24

    weak var tableView: UITableView?
    private var phase: String?
    private var frameStart: Int64?
    private var frameScrolled = false
    private var durations: [Int64] = []
    private var rowsScrolled: CGFloat = 0
    private var lastOffset: CGFloat = 0
    private var mostCells = 0
    private var mostVisible = 0
    private var rssAtMark = 0
    private var rssMost = 0
    private var input: DispatchSourceRead?
    private var pending = Data()

    /// Input began a frame; its end is the end of this run-loop turn, after the commit that the
    /// event batch triggers has presented.
    func eventBegan() {
        guard frameStart == nil else { return }
        frameStart = Clock.now()
        DispatchQueue.main.async { MainActor.assumeIsolated { self.frameEnded() } }
    }

    func didScroll(_ scrollView: UIScrollView) {
        rowsScrolled += abs(scrollView.contentOffset.y - lastOffset) / Self.rowHeight
        lastOffset = scrollView.contentOffset.y
        frameScrolled = true
        guard frameStart == nil else { return }
        // A display-link frame (deceleration): the commit is queued behind this turn.
        frameStart = Clock.now()
        DispatchQueue.main.async {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.frameEnded() } }
        }
    }

    private func frameEnded() {
        guard let start = frameStart else { return }
        let end = Clock.now()
        frameStart = nil
        guard frameScrolled else { return }
        frameScrolled = false
        guard phase != nil else { return }
        durations.append(end - start)
        mostCells = max(mostCells, Cell.alive)
        mostVisible = max(mostVisible, tableView?.visibleCells.count ?? 0)
        if durations.count % 32 == 0 { rssMost = max(rssMost, Self.residentKilobytes()) }
    }

    func appeared() {
        let visible = tableView?.visibleCells.count ?? 0
        print("ready \(visible)")
        fflush(nil)
        let source = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { self.readCommands() } }
        source.resume()
        input = source
    }

    private func readCommands() {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(0, &buffer, buffer.count)
        guard count > 0 else { exit(0) }
        pending.append(contentsOf: buffer[0..<count])
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            command(line.split(separator: " ").map(String.init))
        }
    }

    private func command(_ words: [String]) {
        switch words.first {
        case "mark":
            phase = words.count > 1 ? words[1] : "phase"
            durations.removeAll()
            rowsScrolled = 0
            mostCells = Cell.alive
            mostVisible = tableView?.visibleCells.count ?? 0
            rssAtMark = Self.residentKilobytes()
            rssMost = rssAtMark
        case "end":
            let rssNow = Self.residentKilobytes()
            rssMost = max(rssMost, rssNow)
            let sorted = durations.sorted()
            func percentile(_ p: Double) -> Int64 {
                sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
            }
            print(
                "\(phase ?? "phase") \(sorted.count) \(percentile(0.5)) \(percentile(0.99)) \(sorted.last ?? 0)"
                    + " \(Int(rowsScrolled)) \(mostCells) \(mostVisible) \(rssAtMark) \(rssNow) \(rssMost)")
            fflush(nil)
            phase = nil
        case "quit":
            exit(0)
        default:
            break
        }
    }

    /// The resident set in kilobytes, from /proc/self/statm (0 where it cannot be read).
    static func residentKilobytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}

enum Clock {
    static func now() -> Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
    }
}

/// The principal class: it sees every event before it is delivered.
class TableApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        TableLab.shared.eventBegan()
        super.sendEvent(event)
    }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.rootViewController = RowsViewController(style: .plain)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A cell that counts the instances alive, to check that reuse keeps only the visible ones and a few.
final class Cell: UITableViewCell {
    nonisolated(unsafe) static var alive = 0

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Cell.alive += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Cell.alive += 1
    }

    isolated deinit { Cell.alive -= 1 }
}

final class RowsViewController: UITableViewController {
    private var announced = false

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = TableLab.rowHeight
        tableView.register(Cell.self, forCellReuseIdentifier: "row")
        TableLab.shared.tableView = tableView
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !announced else { return }
        announced = true
        // After this turn's layout, so the visible rows exist.
        DispatchQueue.main.async { MainActor.assumeIsolated { TableLab.shared.appeared() } }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { TableLab.rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        TableLab.shared.didScroll(scrollView)
    }
}
