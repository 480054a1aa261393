import Foundation
import Testing

@testable import Windowing

/// A header that counts how often it was reused.
final class CountingHeader: UITableViewHeaderFooterView {
    var reuses = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of three rows whose headers the delegate dequeues.
@MainActor
final class HeaderModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var headers: [UITableViewHeaderFooterView] = []
    var identifier = "header"

    func numberOfSections(in tableView: UITableView) -> Int { 40 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        header?.textLabel?.text = "Section \(section)"
        if let header, !headers.contains(where: { $0 === header }) { headers.append(header) }
        return header
    }
}

extension AppTests {
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` and `dequeueReusableHeaderFooterView(withIdentifier:)`.
    @Suite @MainActor struct TableHeaderFooterReuse {
        private func table(_ model: HeaderModel) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            table.frameSource = ManualScrollFrameSource()
            table.rowHeight = 40
            table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
            table.dataSource = model
            table.delegate = model
            table.layoutIfNeeded()
            return table
        }

        @Test func headersThatLeaveTheScreenAreHandedOutAgain() throws {
            let model = HeaderModel()
            let table = table(model)
            let first = try #require(table.headerView(forSection: 0) as? CountingHeader)
            #expect(first.reuseIdentifier == "header")
            #expect(first.textLabel?.text == "Section 0")
            for step in 1...20 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 150)
                table.layoutIfNeeded()
            }
            // 150 points of rows and header a section, a 300-point screen: a few headers in sight at once.
            #expect(model.headers.count <= 6, "made \(model.headers.count) headers for 20 sections scrolled past")
            #expect(model.headers.contains { ($0 as? CountingHeader)?.reuses ?? 0 > 0 })
            let shown = try #require(table.headerView(forSection: 20) as? CountingHeader)
            #expect(shown.textLabel?.text == "Section 20")
        }

        @Test func anUnregisteredIdentifierGivesNil() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
            table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "h")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") is CountingHeader)
            table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "h")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") == nil)
            table.register(UITableViewCell.self, forHeaderFooterViewReuseIdentifier: "cell")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "cell") == nil, "not a header class")
        }

        @Test func aRegisteredNibMakesTheHeaders() throws {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                        <view contentMode="scaleToFill" id="h1" customClass="CountingHeader" customModule="WindowingTests">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                        </view>
                    </objects>
                </document>
                """
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
            table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "h")
            table.register(UINib(data: Data(xml.utf8), bundle: nil), forHeaderFooterViewReuseIdentifier: "h")
            let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "h") as? CountingHeader)
            #expect(header.reuseIdentifier == "h")
            #expect(header.frame.size == CGSize(width: 320, height: 30), "the nib's view, not a class-made one")
        }
    }
}
