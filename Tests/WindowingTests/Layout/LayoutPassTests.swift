import Foundation
import Testing

@_spi(LayoutSolver) @testable import Windowing

/// The layout pass in UIKit's order, and the engine kept between passes: a constant change is one
/// `setConstant`, a resize moves edit variables.
@MainActor
struct LayoutPassTests {
    final class Journal {
        var lines: [String] = []
    }

    final class Logged: UIView {
        var name = ""
        var journal = Journal()
        var callsSuper = true
        override func updateConstraints() {
            journal.lines.append("\(name).updateConstraints")
            if callsSuper { super.updateConstraints() }
        }
        override func layoutSubviews() {
            journal.lines.append("\(name).layoutSubviews")
            super.layoutSubviews()
        }
    }

    @Test func updateConstraintsRunsBottomUpThenLayoutTopDown() {
        let journal = Journal()
        let root = Logged(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = Logged()
        let grandchild = Logged()
        for (view, name) in [(root, "root"), (child, "child"), (grandchild, "grandchild")] {
            view.name = name
            view.journal = journal
        }
        child.translatesAutoresizingMaskIntoConstraints = false
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.addSubview(grandchild)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 50),
            grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5),
            grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 5),
            grandchild.widthAnchor.constraint(equalToConstant: 5),
            grandchild.heightAnchor.constraint(equalToConstant: 5),
        ])
        for view in [root, child, grandchild] { view.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        #expect(
            journal.lines == [
                "grandchild.updateConstraints", "child.updateConstraints", "root.updateConstraints",
                "root.layoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews",
            ])
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 50))
        #expect(grandchild.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(!root.needsUpdateConstraints())
        journal.lines.removeAll()
        root.layoutIfNeeded()
        #expect(journal.lines.isEmpty)
    }

    @Test func anOverrideThatForgetsSuperIsReported() {
        var messages: [String] = []
        LayoutDiagnostics.sink = { messages.append($0) }
        defer { LayoutDiagnostics.sink = nil }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = Logged()
        child.callsSuper = false
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 4).isActive = true
        root.layoutIfNeeded()
        #expect(
            messages == [
                "[LayoutConstraints] \(LayoutDescription.item(child)) did not call super in its updateConstraints() "
                    + "(or its view controller in updateViewConstraints()); call super as the last step"
            ])
    }

    @Test func aConstantChangeIsOneIncrementalStep() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root.layoutState?.engine)
        let solver = engine.solver
        let solverConstraint = try #require(engine.entries[ObjectIdentifier(left)]?.solverConstraint)
        let count = solver.constraintCount
        left.constant = 70
        // Solved at once: the solver holds the new value before any layout pass.
        #expect(engine.solvedFrame(of: child)?.minX == 70)
        #expect(child.frame.minX == 10)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 70)
        #expect(engine.solver === solver && solver.constraintCount == count)
        #expect(engine.entries[ObjectIdentifier(left)]?.solverConstraint === solverConstraint)
    }

    @Test func aResizeMovesTheRootsEditVariables() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root.layoutState?.engine)
        let solver = engine.solver
        let count = solver.constraintCount
        let width = try #require(engine.rootWidth)
        #expect(solver.hasEditVariable(width))
        root.frame.size = CGSize(width: 500, height: 100)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 480, height: 100))
        #expect(engine.solver === solver && solver.constraintCount == count)
    }
}

extension AppTests {
    /// A view controller laid out by constraints in a window on the headless backend.
    @MainActor
    struct LayoutInWindowTests {
        final class Controller: UIViewController {
            let box = UIView()
            var log: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
                    box.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
                ])
            }
            override func updateViewConstraints() {
                log.append("updateViewConstraints")
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() {
                log.append("viewDidLayoutSubviews \(box.frame)")
            }
        }

        @Test func theRootViewFollowsTheWindowAndControllerHooksSurroundLayout() throws {
            let test = try TestApp.launchSceneApp(root: { Controller() })
            let window = try #require(test.window)
            let controller = try #require(window.rootViewController as? Controller)
            let size = window.bounds.size
            #expect(controller.view.frame == window.bounds)
            #expect(controller.box.frame == CGRect(x: 20, y: 10, width: size.width - 40, height: size.height / 2))
            #expect(controller.log.first == "updateViewConstraints")
            #expect(controller.log.dropFirst().first == "viewWillLayoutSubviews")
            #expect(controller.log.last?.hasPrefix("viewDidLayoutSubviews") == true)
            controller.log.removeAll()
            window.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            test.app.runUntilIdle()
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
            #expect(controller.box.frame == CGRect(x: 20, y: 10, width: 260, height: 100))
            #expect(
                controller.log == [
                    "viewWillLayoutSubviews", "viewDidLayoutSubviews \(CGRect(x: 20, y: 10, width: 260, height: 100))",
                ])
        }
    }
}
