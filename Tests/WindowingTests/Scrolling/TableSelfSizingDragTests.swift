import Foundation
import Testing

@testable import Windowing

/// A 320×200 table of `BoxRows` (self-sizing rows of 80 and 40 points, estimated at 44) at the
/// top-left of a headless window.
final class BoxTableController: UIViewController {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    let rows = BoxRows()

    override func viewDidLoad() {
        super.viewDidLoad()
        table.frameSource = ManualScrollFrameSource()
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.estimatedRowHeight = 44
        table.dataSource = rows
        view.addSubview(table)
    }
}

extension AppTests {
    /// Self-sizing rows measured while the user drags: the rows under the pointer stay under it.
    @Suite @MainActor struct TableSelfSizingDrag {
        @Test func aRowMeasuredAboveTheTopDuringADragLeavesTheDragWhereItWas() throws {
            let fixture = try HeadlessWindow(showing: BoxTableController())
            let table = fixture.controller.table
            // As in TableSelfSizingTests: at 600, row 11 is measured and the offset becomes 596.
            table.contentOffset = CGPoint(x: 0, y: 600)
            table.layoutIfNeeded()
            #expect(table.contentOffset == CGPoint(x: 0, y: 596))
            // Dragging down 20 points scrolls up to 576, where row 10 comes in from the top and
            // measures 36 points more than its estimate: the offset takes them (612)...
            fixture.drag([(100, 40), (100, 60)], release: false)
            #expect(table.contentOffset == CGPoint(x: 0, y: 612))
            let row11 = try #require(table.cellForRow(at: IndexPath(row: 11, section: 0)))
            #expect(row11.frame.minY - table.contentOffset.y == 8)
            // ...and the drag goes on from there: 10 points more move the content 10 points, not 46.
            fixture.move(100, 70, at: 10.048)
            #expect(table.contentOffset == CGPoint(x: 0, y: 602))
            #expect(row11.frame.minY - table.contentOffset.y == 18)
            fixture.up(100, 70, at: 10.5)
        }
    }
}
