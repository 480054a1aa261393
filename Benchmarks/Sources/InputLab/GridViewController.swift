import UIKit

/// Benchmark mode `grid`: 1,000 cells of 16×19 points in 40 columns and 25 rows. A drag that
/// begins on a cell stays with that cell (UIKit pins a touch to its first view), so the cell
/// finds the view under the pointer itself, as a "paint by dragging" grid does: every move
/// hit-tests all 1,000 cells.
class GridViewController: UIViewController {
    static let columns = 40, rows = 25
    static let cellSize = CGSize(width: 16, height: 19)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let origin = CGPoint(x: CGFloat(column) * Self.cellSize.width, y: CGFloat(row) * Self.cellSize.height)
                let cell = GridCell(frame: CGRect(origin: origin, size: Self.cellSize))
                cell.backgroundColor = (row + column) % 2 == 0 ? .systemGray5 : .systemGray3
                view.addSubview(cell)
            }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let window = view.window { print("hittest \(Self.hitTestCost(in: window))") }
        Lab.viewDidAppear()
    }

    /// The CPU time of one hit test of the window in ns, over points spread across the grid as
    /// the benchmark's flood spreads them.
    static func hitTestCost(in window: UIWindow, count: Int = 2_000) -> Int64 {
        let start = Lab.now(CLOCK_THREAD_CPUTIME_ID)
        for i in 0..<count {
            let point = CGPoint(x: 4 + (i * 37) % 632, y: 4 + (i * 23) % 467)
            GridCell.hovered = window.hitTest(point, with: nil)
        }
        return (Lab.now(CLOCK_THREAD_CPUTIME_ID) - start) / Int64(count)
    }
}

/// One cell: counts the moves of a touch that began in it and hit-tests the grid for each.
class GridCell: UIView {
    /// The view under the last move; kept so the hit test cannot be optimised away.
    static var hovered: UIView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let window else { return }
        let location = touch.location(in: window)
        Lab.moved += 1
        Lab.lastLocation = location
        Self.hovered = window.hitTest(location, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // The benchmark's end mark: the sender's last event (the release) has been handled.
        print("ended \(Lab.now())")
    }
}
