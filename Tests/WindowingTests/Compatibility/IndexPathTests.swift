import Foundation
import Testing

@testable import Windowing

/// UIKit's IndexPath additions: two indexes, section first.
struct IndexPathTests {
    @Test func rowAndSection() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path == IndexPath(indexes: [1, 3]))
        #expect(path.count == 2)
    }

    @Test func itemAndSection() {
        let path = IndexPath(item: 7, section: 2)
        #expect(path.section == 2)
        #expect(path.item == 7)
        #expect(path.row == 7)
        #expect(path == IndexPath(row: 7, section: 2))
    }

    @Test func settingIndexes() {
        var path = IndexPath(row: 0, section: 0)
        path.row = 4
        path.section = 5
        #expect(path == [5, 4])
        path.item = 6
        #expect(path == [5, 6])
    }

    @Test func pathsSortBySectionThenRow() {
        let paths = [IndexPath(row: 2, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 1, section: 1)]
        #expect(paths.sorted().map { [$0.section, $0.row] } == [[0, 9], [1, 1], [1, 2]])
    }
}
