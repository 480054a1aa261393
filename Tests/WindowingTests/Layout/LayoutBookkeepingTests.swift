import Foundation
import Testing

@testable import Windowing

/// The bookkeeping that keeps a first layout of a large screen linear: the queue of constraints
/// activated before a pass, one `layoutSubviews()` per view and pass, and damage that stops
/// being measured once it covers the window.
@MainActor
struct LayoutBookkeepingTests {
    final class CountingStack: UIStackView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func aConstraintActivatedTwiceBeforeAPassIsQueuedOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 30)
        width.isActive = true
        width.isActive = false
        width.isActive = true
        let engine = LayoutEngine.engine(for: root)
        #expect(engine.pending.constraints.filter { $0 === width }.count == 1)
        width.isActive = false
        #expect(!engine.pending.contains(width) && !engine.pending.constraints.contains { $0 === width })
        width.isActive = true
        NSLayoutConstraint.activate([
            child.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(engine.pending.isEmpty)
        #expect(engine.entries[ObjectIdentifier(width)] != nil)
        #expect(child.frame == CGRect(x: 0, y: 5, width: 30, height: 20))
    }

    @Test func pendingConstraintsKeepActivationOrder() {
        let view = UIView()
        let constraints = (0..<4).map { view.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        var pending = PendingConstraints([constraints[2], constraints[0]])
        pending.append(constraints[2])
        pending.append(constraints[3])
        pending.remove(constraints[0])
        pending.remove(constraints[1])
        #expect(pending.take().map(\.constant) == [2, 3])
        #expect(pending.isEmpty && !pending.contains(constraints[2]))
    }

    @Test func pendingConstraintsGoToTheSolverAncestorsFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = UIView()
        let inner = UIView()
        root.addSubview(outer)
        outer.addSubview(inner)
        // Activated bottom-up, as the update-constraints pass activates nested stacks' arrangements.
        let innerWidth = inner.widthAnchor.constraint(equalToConstant: 10)
        let outerLeading = outer.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let innerLeading = inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor)
        let innerHeight = inner.heightAnchor.constraint(equalToConstant: 5)
        let outerTop = outer.topAnchor.constraint(equalTo: root.topAnchor)
        let activated = [innerWidth, outerLeading, innerLeading, innerHeight, outerTop]
        NSLayoutConstraint.activate(activated)
        #expect(activated.map(\.container) == [inner, root, outer, inner, root])
        var pending = PendingConstraints(activated)
        let ordered = pending.takeAncestorsFirst()
        #expect(
            ordered.map(ObjectIdentifier.init)
                == [outerLeading, outerTop, innerLeading, innerWidth, innerHeight].map(ObjectIdentifier.init))
        #expect(pending.isEmpty)
    }

    @Test(.enabled { await LayoutEngineCheck.isSolving }) func aStackViewInstallsItsArrangementWhereActivationWould() {
        let views = [UIView(), UIView(), UIView()]
        views[1].isHidden = true
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .center
        stack.layoutIfNeeded()
        let made = stack.arrangement.constraints
        // The hidden view's zero length, each view's ambiguity suppression, the stack's canvas fit.
        #expect(made.contains { $0.secondItem == nil && $0.firstItem === views[1] })
        for constraint in made {
            let expected: UIView = constraint.secondItem == nil ? (constraint.firstItem as? UIView ?? stack) : stack
            #expect(constraint.container === expected, "\(constraint)")
            #expect(expected.constraints.contains { $0 === constraint })
            #expect(constraint.engine != nil && constraint.engine?.entries[ObjectIdentifier(constraint)] != nil)
        }
    }

    @Test func eachViewIsLaidOutOncePerPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = CountingStack()
        outer.translatesAutoresizingMaskIntoConstraints = false
        outer.axis = .vertical
        outer.distribution = .fillEqually
        var stacks = [outer]
        var leaves: [CountingView] = []
        for _ in 0..<3 {
            let row = CountingStack()
            row.distribution = .fillEqually
            for _ in 0..<4 {
                let leaf = CountingView()
                row.addArrangedSubview(leaf)
                leaves.append(leaf)
            }
            outer.addArrangedSubview(row)
            stacks.append(row)
        }
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stacks.map(\.layouts) == [1, 1, 1, 1])
        #expect(leaves.map(\.layouts) == Array(repeating: 1, count: 12))
        #expect(leaves.last?.frame == CGRect(x: 225, y: 0, width: 75, height: 100))
        // A resize lays each view out once more, and only once.
        root.frame.size = CGSize(width: 400, height: 330)
        root.layoutIfNeeded()
        #expect(stacks.map(\.layouts) == [2, 2, 2, 2])
        #expect(leaves.map(\.layouts) == Array(repeating: 2, count: 12))
        #expect(leaves.last?.frame == CGRect(x: 300, y: 0, width: 100, height: 110))
    }
}

extension AppTests {
    /// A frame change damages the view's old and new rectangles, and nothing once the window's
    /// whole area is damaged.
    @Suite @MainActor struct LayoutDamage {
        @Test func aFrameChangeDamagesTheOldAndNewRectangles() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            let child = UIView(frame: CGRect(x: 25, y: 35, width: 10, height: 10))
            view.addSubview(child)
            host.controller.view.addSubview(view)
            host.test.app.runUntilIdle()
            let window = host.window
            #expect(window.damage.isEmpty && !window.damageCoversBounds)
            view.frame = CGRect(x: 100, y: 20, width: 30, height: 40)
            // The unclipped child reaches past its superview's bounds: both rectangles cover it.
            #expect(
                window.damage == [
                    CGRect(x: 10, y: 20, width: 35, height: 45), CGRect(x: 100, y: 20, width: 35, height: 45),
                ])
            host.test.app.runUntilIdle()
            #expect(window.damage.isEmpty)
        }

        @Test func nothingIsMeasuredOnceTheWholeWindowIsDamaged() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            host.controller.view.addSubview(view)
            host.test.app.runUntilIdle()
            let window = host.window
            window.addDamage(window.bounds)
            #expect(window.damageCoversBounds)
            view.frame = CGRect(x: 50, y: 60, width: 30, height: 40)
            #expect(window.damage == [window.bounds])
        }

        /// The subtree's rectangle is measured top-down, each level's map to the window carried to
        /// its subviews: the same box as converting each view on its own, through a transform.
        @Test func aTransformedSubtreeIsMeasuredAsEachViewConverted() throws {
            let host = try HeadlessWindow(showing: UIViewController())
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            child.transform = CGAffineTransform(scaleX: 2, y: 2)
            let grandchild = UIView(frame: CGRect(x: 20, y: 0, width: 4, height: 4))
            child.addSubview(grandchild)
            view.addSubview(child)
            host.controller.view.addSubview(view)
            let window = host.window
            // The grandchild's corners (20, 0) and (24, 4) go through the child's scale about its
            // centre (10, 10 in the view) to (40, 0) and (48, 8), then to the window.
            #expect(grandchild.convert(grandchild.bounds, to: window) == CGRect(x: 50, y: 20, width: 8, height: 8))
            #expect(view.visualRect(in: window) == CGRect(x: 10, y: 20, width: 48, height: 40))
            child.clipsToBounds = true
            #expect(view.visualRect(in: window) == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(child.visualRect(in: window) == CGRect(x: 10, y: 20, width: 20, height: 20))
        }
    }
}
