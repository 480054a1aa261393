import Foundation
import Testing

@testable import Windowing

extension AppTests {
    /// How Auto Layout gives views their frames when one constant moves many of them: each view
    /// whose size changed is laid out (top-down, once) and redrawn when its content mode says so,
    /// setter overrides still see `bounds` and `center` set, and only the old and new rectangles
    /// of a moved view are damaged.
    @Suite @MainActor struct LayoutFrameApplication {
        /// A view that logs its layouts and draws, drawing on every resize (`.redraw`).
        final class LoggingView: UIView {
            let name: String
            let log: LogBox
            var draws = 0

            init(_ name: String, _ log: LogBox) {
                self.name = name
                self.log = log
                super.init(frame: .zero)
                contentMode = .redraw
                backgroundColor = .gray
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                log.entries.append("\(name) layoutSubviews")
                super.layoutSubviews()
            }

            override func draw(_ rect: CGRect) { draws += 1 }
        }

        final class LoggingStack: UIStackView {
            var name = ""
            var log: LogBox?

            override func layoutSubviews() {
                log?.entries.append("\(name) layoutSubviews")
                super.layoutSubviews()
            }
        }

        /// Logs the `bounds` and `center` Auto Layout sets, as an app's override would see them.
        final class SetterOverridingView: UIView {
            var sets: [String] = []

            override var bounds: CGRect {
                get { super.bounds }
                set {
                    sets.append("bounds \(newValue.size.width)x\(newValue.size.height)")
                    super.bounds = newValue
                }
            }

            override var center: CGPoint {
                get { super.center }
                set {
                    sets.append("center \(newValue.x),\(newValue.y)")
                    super.center = newValue
                }
            }
        }

        final class LogBox {
            var entries: [String] = []
        }

        final class LoggingController: UIViewController {
            let log = LogBox()

            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                log.entries.append("viewWillLayoutSubviews")
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                log.entries.append("viewDidLayoutSubviews")
            }
        }

        @Test func aConstantThatResizesEveryViewLaysOutAndRedrawsEachOnce() throws {
            let controller = LoggingController()
            let host = try HeadlessWindow(showing: controller)
            let log = controller.log
            let root = controller.view!
            let outer = LoggingStack()
            outer.name = "outer"
            outer.log = log
            outer.axis = .vertical
            outer.distribution = .fillEqually
            outer.translatesAutoresizingMaskIntoConstraints = false
            var rows: [LoggingStack] = []
            var leaves: [LoggingView] = []
            for row in 0..<2 {
                let stack = LoggingStack()
                stack.name = "row\(row)"
                stack.log = log
                stack.distribution = .fillEqually
                for column in 0..<3 {
                    let leaf = LoggingView("leaf\(row)\(column)", log)
                    stack.addArrangedSubview(leaf)
                    leaves.append(leaf)
                }
                outer.addArrangedSubview(stack)
                rows.append(stack)
            }
            root.addSubview(outer)
            let leading = outer.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, outer.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 330),
                outer.topAnchor.constraint(equalTo: root.topAnchor),
                outer.heightAnchor.constraint(equalToConstant: 200),
            ])
            host.test.app.runUntilIdle()
            #expect(leaves.last?.frame == CGRect(x: 220, y: 0, width: 110, height: 100))
            #expect(leaves.map(\.draws) == Array(repeating: 1, count: 6))
            log.entries.removeAll()

            // Every view's width changes: 30 points less for the stacks, 10 for each leaf.
            let width: CGFloat = 330
            leading.constant = 30
            root.layoutIfNeeded()
            #expect(
                log.entries == [
                    "viewWillLayoutSubviews", "viewDidLayoutSubviews", "outer layoutSubviews",
                    "row0 layoutSubviews", "leaf00 layoutSubviews", "leaf01 layoutSubviews", "leaf02 layoutSubviews",
                    "row1 layoutSubviews", "leaf10 layoutSubviews", "leaf11 layoutSubviews", "leaf12 layoutSubviews",
                ])
            #expect(outer.frame == CGRect(x: 30, y: 0, width: 300, height: 200))
            let third = (width - 30) / 3
            for (index, leaf) in leaves.enumerated() {
                let column = CGFloat(index % 3)
                #expect(leaf.frame == CGRect(x: column * third, y: 0, width: third, height: 100), "\(leaf.name)")
                #expect(leaf.needsDisplayRect == leaf.bounds, "\(leaf.name) is redrawn at its new size")
            }
            #expect(rows[1].frame == CGRect(x: 0, y: 100, width: width - 30, height: 100))
            #expect(!root.needsLayout && !root.subtreeNeedsLayout)
            host.test.app.runUntilIdle()
            #expect(leaves.map(\.draws) == Array(repeating: 2, count: 6))
            // The window's commit draws, and lays nothing out again.
            #expect(log.entries.count == 11)
        }

        /// `view` at (10, 20), 30×40, by constraints; its leading and width constraints.
        private func place(_ view: UIView, in root: UIView) -> (NSLayoutConstraint, NSLayoutConstraint) {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
            let width = view.widthAnchor.constraint(equalToConstant: 30)
            NSLayoutConstraint.activate([
                leading, width, view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
            return (leading, width)
        }

        @Test func aMovedAndResizedViewDamagesItsOldAndNewRectanglesOnly() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let root = host.controller.view!
            let view = UIView()
            let (leading, width) = place(view, in: root)
            host.test.app.runUntilIdle()
            let window = host.window
            #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(window.damage.isEmpty)
            leading.constant = 100
            width.constant = 50
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 100, y: 20, width: 50, height: 40))
            // Not the rectangle of the new size about the old centre, which was never shown.
            #expect(
                window.damage == [
                    CGRect(x: 10, y: 20, width: 30, height: 40), CGRect(x: 100, y: 20, width: 50, height: 40),
                ])
            host.test.app.runUntilIdle()
            #expect(window.damage.isEmpty)
        }

        @Test func overriddenBoundsAndCenterSettersSeeTheEnginesFrames() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let root = host.controller.view!
            let view = SetterOverridingView()
            let (leading, width) = place(view, in: root)
            host.test.app.runUntilIdle()
            view.sets.removeAll()
            width.constant = 50
            root.layoutIfNeeded()
            #expect(view.sets == ["bounds 50.0x40.0", "center 35.0,40.0"])
            #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
            // The engine's frame is not taken for one the app set: a later change still applies.
            leading.constant = 0
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 0, y: 20, width: 50, height: 40))
            #expect(view.sets.last == "center 25.0,40.0")
        }
    }
}
