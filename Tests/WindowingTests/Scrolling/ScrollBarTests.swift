import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// The indicators as desktop scroll bars, on `ScrollFixture`'s 200×200 view of 200×1000
    /// points: the vertical track runs from y 3 to 197 (194 points), and at the top the thumb is
    /// 194 × 200 / 1000 = 38.8 points long.
    @Suite @MainActor struct ScrollBar {
        let fixture: ScrollFixture
        var scrollView: UIScrollView { fixture.scrollView }

        init() throws {
            fixture = try ScrollFixture()
        }

        @Test func theArithmetic() {
            #expect(ScrollBarGeometry.part(at: 2, barStart: 3, barLength: 38.8) == .before)
            #expect(ScrollBarGeometry.part(at: 20, barStart: 3, barLength: 38.8) == .thumb)
            #expect(ScrollBarGeometry.part(at: 42, barStart: 3, barLength: 38.8) == .after)
            // A thumb moved by a tenth of its track moves the content by a tenth of its length.
            #expect(ScrollBarGeometry.offset(draggingThumbBy: 19.4, from: 0, trackLength: 194, total: 1000) == 100)
            #expect(ScrollBarGeometry.offset(draggingThumbBy: 10, from: 7, trackLength: 0, total: 1000) == 7)
            #expect(ScrollBarGeometry.page(visible: 200) == 160)
            #expect(ScrollBarGeometry.page(visible: 30) == 40)
        }

        @Test func theHitAreaIsTheStripUnderTheIndicator() {
            scrollView.layoutIfNeeded()
            func part(_ x: CGFloat, _ y: CGFloat) -> String? {
                scrollView.scrollBarPart(at: CGPoint(x: x, y: y)).map { "\($0.axis) \($0.part)" }
            }
            #expect(part(195, 20) == "vertical thumb")
            #expect(part(189, 150) == "vertical after")
            #expect(part(187, 150) == nil, "12 points from the edge")
            // The content is not wider than the view: no horizontal bar.
            #expect(part(100, 195) == nil)
            // A subview under the strip does not take the press.
            let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
            scrollView.insertSubview(cover, at: 0)
            #expect(fixture.window.hitTest(CGPoint(x: 195, y: 100), with: nil) === scrollView)
            #expect(fixture.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === cover)
            // Hidden indicators, or content that fits, leave no bar.
            scrollView.showsVerticalScrollIndicator = false
            #expect(scrollView.scrollBarPart(at: CGPoint(x: 195, y: 20)) == nil)
            scrollView.showsVerticalScrollIndicator = true
            scrollView.contentSize = CGSize(width: 200, height: 150)
            #expect(scrollView.scrollBarPart(at: CGPoint(x: 195, y: 20)) == nil)
        }

        @Test func aPressOnTheTrackPagesTowardsIt() {
            fixture.tap(195, 150, at: 10)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 160))
            #expect(fixture.log.entries == ["didScroll"], "no dragging callbacks")
            #expect(scrollView.scrollBarTrack == nil && !scrollView.isTracking)
            // The thumb is now at 3 + 194 × 0.16 = 34.04 in the view; above it pages back.
            fixture.tap(195, 10, at: 11)
            #expect(scrollView.contentOffset == .zero)
            fixture.tap(195, 190, at: 12)
            fixture.tap(195, 190, at: 13)
            fixture.tap(195, 190, at: 14)
            fixture.tap(195, 190, at: 15)
            fixture.tap(195, 190, at: 16)
            fixture.tap(195, 190, at: 17)
            #expect(scrollView.contentOffset == CGPoint(x: 0, y: 800), "it stops at the end")
        }

        @Test func draggingTheThumbScrollsInProportion() {
            fixture.drag([(195, 20), (195, 30), (195, 50), (195, 58.8)])
            // 38.8 points of a 194-point track: a fifth of 1000 points.
            #expect(abs(scrollView.contentOffset.y - 200) < 0.001)
            #expect(scrollView.contentOffset.x == 0)
            #expect(fixture.log.collapsed == ["didScroll"], "no dragging callbacks: \(fixture.log.entries)")
            #expect(!scrollView.isDecelerating && scrollView.motion == nil && scrollView.scrollBarTrack == nil)
            // Past the end of the track the content stops at its end.
            fixture.drag([(195, 70), (195, 150), (195, 199)], startingAt: 20)
            #expect(scrollView.contentOffset.y == 800)
        }

        @Test func aPressOnATablesScrollBarSelectsNoRow() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
            let source = BarRows()
            table.dataSource = source
            scrollView.removeFromSuperview()
            fixture.controller.view.addSubview(table)
            table.layoutIfNeeded()
            fixture.tap(195, 150, at: 10)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(table.contentOffset.y == 160)
            fixture.tap(100, 10, at: 11)
            #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "row 3 spans 132–176")
            withExtendedLifetime(source) {}
        }
    }
}

/// 100 rows for the scroll bar's table test.
@MainActor
final class BarRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
