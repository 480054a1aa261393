import Foundation
import Testing

@testable import Windowing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
/// format describes, the frames they give, and the messages for formats UIKit refuses.
@MainActor
@Suite(.serialized)
struct VisualFormatTests {
    private func root() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    private func subview(of superview: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return view
    }

    /// The messages logged while `body` runs.
    private func logged(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        LayoutDiagnostics.sink = { lines.append($0) }
        defer { LayoutDiagnostics.sink = nil }
        body()
        return lines
    }

    @Test func aLineOfViewsBetweenTheSuperviewsEdges() {
        let root = root()
        let a = subview(of: root)
        let b = subview(of: root)
        let views = ["a": a, "b": b]
        let constraints =
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[a]-10-[b(==a)]-side-|", metrics: ["side": 50], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(40)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]", metrics: nil, views: views)
        #expect(constraints.count == 8)
        #expect(constraints.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 20, width: 145, height: 40))
        #expect(b.frame == CGRect(x: 205, y: 0, width: 145, height: 40))
    }

    /// The shapes public apps write the call in: `addConstraints`, options spelled several ways.
    @Test func callsAsAppsWriteThem() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = subview(of: cell)
        let badge = subview(of: cell)
        let views = ["v0": title, "v1": badge]
        cell.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-8-[v0]-8-[v1(80)]-8-|", options: NSLayoutConstraint.FormatOptions(),
                metrics: nil,
                views: views))
        cell.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[v0]|", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil,
                views: views))
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-(2)-[v1]-(2)-|", options: [], metrics: nil, views: views))
        cell.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 8, y: 0, width: 216, height: 44))
        #expect(badge.frame == CGRect(x: 232, y: 2, width: 80, height: 40))
    }

    /// Layout guides stand in a line as views do, a view controller's `topLayoutGuide` among them,
    /// as apps written before the safe area did.
    @Test func layoutGuidesTakePartLikeViews() {
        let controller = UIViewController()
        let root: UIView = controller.view
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let content = subview(of: root)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let views: [String: Any] = [
            "top": controller.topLayoutGuide, "bottom": controller.bottomLayoutGuide, "content": content,
            "spacer": spacer,
        ]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:[top]-10-[content]-10-[bottom]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|[spacer(100)][content]|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[spacer]|", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 100, y: 10, width: 300, height: 280))
        #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 0)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    }

    @Test func eachPartBecomesAConstraintOfUIKitsShape() throws {
        let root = root()
        let a = subview(of: root)
        let b = subview(of: root)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "|[a(>=50,<=wide@750)]-(>=8@600)-[b]-|", metrics: ["wide": CGFloat(120)],
            views: ["a": a, "b": b])
        try #require(made.count == 5)
        func check(
            _ constraint: NSLayoutConstraint, _ first: UIView, _ attr1: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation, _ second: UIView?, _ attr2: NSLayoutConstraint.Attribute,
            _ constant: CGFloat, _ priority: Float = 1000
        ) {
            #expect(constraint.firstItem === first && constraint.firstAttribute == attr1)
            #expect(constraint.secondItem === second && constraint.secondAttribute == attr2)
            #expect(constraint.relation == relation && constraint.multiplier == 1)
            #expect(constraint.constant == constant && constraint.priority.rawValue == priority)
        }
        check(made[0], a, .leading, .equal, root, .leading, 0)
        check(made[1], a, .width, .greaterThanOrEqual, nil, .notAnAttribute, 50)
        check(made[2], a, .width, .lessThanOrEqual, nil, .notAnAttribute, 120, 750)
        check(made[3], b, .leading, .greaterThanOrEqual, a, .trailing, 8, 600)
        check(made[4], root, .trailing, .equal, b, .trailing, 20)
    }

    @Test func alignmentOptionsAlignEachViewWithTheOneBefore() {
        let root = root()
        let a = subview(of: root)
        let b = subview(of: root)
        let c = subview(of: root)
        let views = ["a": a, "b": b, "c": c]
        let line = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[a(30)][b(30)][c(30)]", options: [.alignAllTop, .alignAllBottom], metrics: nil,
            views: views)
        let alignment = line.suffix(4)
        #expect(alignment.map(\.firstAttribute) == [.top, .top, .bottom, .bottom])
        #expect(alignment.map { $0.firstItem as? UIView } == [b, c, b, c])
        #expect(alignment.map { $0.secondItem as? UIView } == [a, b, a, b])
        NSLayoutConstraint.activate(
            line + NSLayoutConstraint.constraints(withVisualFormat: "V:|-15-[a(25)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 60, y: 15, width: 30, height: 25))
    }

    @Test func aLineCanRunRightToLeft() {
        let root = root()
        let a = subview(of: root)
        let b = subview(of: root)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-10-[a(40)]-5-[b(20)]", options: .directionRightToLeft, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|[a(10)]", options: .alignAllLeft, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 350, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 325, y: 0, width: 20, height: 10))
    }

    @Test func verticalGapsCanBeMeasuredBetweenBaselines() {
        let root = root()
        let a = subview(of: root)
        let b = subview(of: root)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[a]-12-[b]|", options: .spacingBaselineToBaseline, metrics: nil,
            views: ["a": a, "b": b])
        #expect(made.count == 3)
        #expect(made[0].firstAttribute == .top && made[0].secondAttribute == .top)
        #expect(made[1].firstAttribute == .firstBaseline && made[1].secondAttribute == .lastBaseline)
        #expect(made[1].firstItem === b && made[1].constant == 12)
        #expect(made[2].firstAttribute == .bottom && made[2].firstItem === root)
    }

    @Test func numbersComeFromAnyNumericMetric() {
        let root = root()
        let a = subview(of: root)
        let metrics: [String: Any] = ["i": 4, "d": 2.5, "f": Float(1.5), "n": NSNumber(value: 7)]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-i-[a(==d,>=f,<=n,<=-2.5e1@999)]", metrics: metrics, views: ["a": a])
        #expect(made.map(\.constant) == [4, 2.5, 1.5, 7, -25])
        #expect(made.last?.priority == UILayoutPriority(999))
    }

    @Test func formatsUIKitRefusesAreLoggedWithTheirPlace() {
        let root = root()
        let box = subview(of: root)
        let orphan = UIView()
        let views: [String: Any] = ["box": box, "orphan": orphan, "text": "not a view"]
        let cases: [(String, NSLayoutConstraint.FormatOptions, String)] = [
            (
                "V|[box]|", [],
                "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \nV|[box]| \n ^"
            ),
            (
                "H:|[missing]|", [],
                "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|[missing]| \n    ^"
            ),
            (
                "H:|[orphan]", [],
                "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view "
                    + "doesn't have a superview \nH:|[orphan] \n  ^"
            ),
            (
                "H:[box]-gap-|", [],
                "Unable to parse constraint format: \ngap is not a key in the metrics dictionary. \nH:[box]-gap-| \n        ^"
            ),
            (
                "H:[box(50@0)]", [],
                "Unable to parse constraint format: \nA priority must be greater than 0 and at most 1000. \nH:[box(50@0)] \n          ^"
            ),
            (
                "H:[text]", [],
                "Unable to parse constraint format: \nThe value of text in the views dictionary is not a view or layout guide. \nH:[text] \n   ^"
            ),
            (
                "H:[box]-", [],
                "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary \nH:[box]- \n        ^"
            ),
            (
                "H:|[box]|", .alignAllLeading,
                "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal "
                    + "edge, which is not allowed for layout that is also horizontal. \nH:|[box]| \n^"
            ),
        ]
        for (format, options, message) in cases {
            var made: [NSLayoutConstraint] = []
            let lines = logged {
                made = NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: nil, views: views)
            }
            #expect(made.isEmpty, "\(format)")
            #expect(lines == ["[LayoutConstraints] " + message], "\(format)")
        }
    }
}
