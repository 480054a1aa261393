import Foundation
import Testing

@testable import Windowing

/// Subview arrays (behaviour 7.14–7.20), tags (7.12), tint (7.13) and hierarchy hooks (7.21–7.24).
@MainActor
struct UIViewHierarchyTests {
    private func views(_ count: Int) -> [UIView] { (0..<count).map { _ in UIView() } }

    private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

    // behaviour 7.14, 7.15
    @Test func addSubviewAppendsOnTopAndSetsSuperviewAndNext() {
        let parent = UIView()
        let subviews = views(3)
        subviews.forEach(parent.addSubview)
        #expect(ids(parent.subviews) == ids(subviews))
        #expect(subviews.allSatisfy { $0.superview === parent && $0.next === parent })
    }

    // behaviour 7.15, 10.25: adding to another superview removes the view from the old one.
    @Test func addSubviewReparents() {
        let a = UIView()
        let b = UIView()
        let view = UIView()
        a.addSubview(view)
        b.addSubview(view)
        #expect(a.subviews.isEmpty)
        #expect(view.superview === b)
        #expect(view.next === b)
        #expect(b.subviews.count == 1)
    }

    // behaviour 7.16: adding an existing subview moves it to the top.
    @Test func addingAnExistingSubviewMovesItToTheEnd() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)
        parent.addSubview(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
    }

    // behaviour 7.18
    @Test func insertSubviewAtIndexAboveAndBelow() {
        let parent = UIView()
        let (a, b, c, x, y, z) = (UIView(), UIView(), UIView(), UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(x, at: 0)
        #expect(ids(parent.subviews) == ids([x, a, b, c]))
        parent.insertSubview(y, aboveSubview: a)
        #expect(ids(parent.subviews) == ids([x, a, y, b, c]))
        parent.insertSubview(z, belowSubview: c)
        #expect(ids(parent.subviews) == ids([x, a, y, b, z, c]))
        parent.insertSubview(UIView(), at: parent.subviews.count)
        #expect(parent.subviews.count == 7)
    }

    // behaviour 7.18: exchangeSubview swaps two positions.
    @Test func exchangeSubviews() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(ids(parent.subviews) == ids([c, b, a]))
    }

    // behaviour 7.20, 10.26
    @Test func bringToFrontAndSendToBack() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        [a, b, c].forEach(parent.addSubview)
        parent.bringSubviewToFront(a)
        #expect(ids(parent.subviews) == ids([b, c, a]))
        parent.sendSubviewToBack(c)
        #expect(ids(parent.subviews) == ids([c, b, a]))
    }

    // behaviour 7.19
    @Test func removeFromSuperviewUnlinksEverything() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIView()
        let view = UIView()
        window.addSubview(parent)
        parent.addSubview(view)
        #expect(view.window === window)
        view.removeFromSuperview()
        #expect(view.superview == nil)
        #expect(view.window == nil)
        #expect(view.next == nil)
        #expect(parent.subviews.isEmpty)
        view.removeFromSuperview()  // a second removal is harmless
        #expect(view.superview == nil)
    }

    // behaviour 7.17: the superview chain always terminates and isDescendant follows it.
    @Test func superviewChainsTerminate() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.isDescendant(of: a) && c.isDescendant(of: c))
        #expect(!a.isDescendant(of: c))
        var depth = 0
        var current: UIView? = c
        while let view = current, depth < 10 {
            depth += 1
            current = view.superview
        }
        #expect(depth == 3)
    }

    // behaviour 7.12, 10.32
    @Test func viewWithTagSearchesSelfThenDescendantsDepthFirst() {
        let root = UIView()
        let (a, b, deep, later) = (UIView(), UIView(), UIView(), UIView())
        root.tag = 1
        a.tag = 2
        deep.tag = 3
        later.tag = 3
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(deep)
        b.addSubview(later)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === deep)
        #expect(b.viewWithTag(3) === later)
        #expect(root.viewWithTag(99) == nil)
        #expect(root.viewWithTag(0) === b)  // b has the default tag 0 and precedes `later`
    }

    // behaviour 7.13, 10.32
    @Test func tintColorIsInheritedAndResettable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sub = RecordingView("sub", log: CallLog())
        let deep = RecordingView("deep", log: CallLog())
        window.addSubview(sub)
        sub.addSubview(deep)
        #expect(UIView().tintColor != nil)
        #expect(deep.tintColor == UIColor.tintColor)
        window.tintColor = .red
        #expect(deep.tintColor == .red)
        #expect(sub.tintChanges == 1 && deep.tintChanges == 1)
        sub.tintColor = .blue
        #expect(sub.tintColor == .blue && deep.tintColor == .blue)
        #expect(sub.tintChanges == 2 && deep.tintChanges == 2)
        window.tintColor = .green  // sub overrides it: no change below
        #expect(deep.tintColor == .blue)
        #expect(sub.tintChanges == 2 && deep.tintChanges == 2)
        sub.tintColor = nil
        #expect(sub.tintColor == .green && deep.tintColor == .green)
        #expect(sub.tintChanges == 3 && deep.tintChanges == 3)
    }

    // behaviour 7.21, 7.22, 10.27: adding to a parent in a window.
    @Test func addSubviewHookOrderInAWindow() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = RecordingView("parent", log: log)
        window.addSubview(parent)
        parent.recordsHierarchyHooks = true
        let child = RecordingView("child", log: log)
        child.recordsHierarchyHooks = true
        parent.addSubview(child)
        let childHooks = log.entries.filter { $0.hasPrefix("child::") }
        #expect(childHooks.first == "child::willMove(toSuperview:)")
        #expect(childHooks.last == "child::didMoveToWindow()")
        #expect(Set(childHooks).count == 4 && childHooks.count == 4)
        #expect(log.count(of: "parent::didAddSubview(_:)") == 1)
        let position = { (entry: String) in log.index(of: entry) ?? -1 }
        #expect(position("child::willMove(toSuperview:)") < position("child::didMoveToSuperview()"))
        #expect(position("child::willMove(toWindow:)") < position("child::didMoveToWindow()"))
        #expect(child.hookObservations.last == "didMoveToWindow(): window set, superview set")
    }

    // behaviour 7.22, 7.23: no window hooks when the window does not change; later windowing reaches descendants.
    @Test func windowHooksFireOnlyWhenTheWindowChanges() {
        let log = CallLog()
        let parent = UIView()
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        child.recordsHierarchyHooks = true
        grandchild.recordsHierarchyHooks = true
        parent.addSubview(child)
        child.addSubview(grandchild)
        #expect(log.entries(containing: "Window").isEmpty)
        #expect(log.count(of: "child::willMove(toSuperview:)") == 1)
        #expect(log.count(of: "grandchild::willMove(toSuperview:)") == 1)
        log.removeAll()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        #expect(log.entries.count == 4)
        for name in ["child", "grandchild"] {
            let will = log.index(of: "\(name)::willMove(toWindow:)")
            let did = log.index(of: "\(name)::didMoveToWindow()")
            #expect(will != nil && did != nil && will! < did!, "\(log.entries)")
        }
        #expect(grandchild.window === window)
        // Moving between two parents of the same window: superview hooks only.
        let other = UIView()
        window.addSubview(other)
        log.removeAll()
        other.addSubview(child)
        #expect(log.entries == ["child::willMove(toSuperview:)", "child::didMoveToSuperview()"])
    }

    // behaviour 7.21, 7.24 (checked with 7.22's rules): removal from a view in a window.
    @Test func removeFromSuperviewHookOrder() {
        let log = CallLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = RecordingView("parent", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        parent.recordsHierarchyHooks = true
        child.recordsHierarchyHooks = true
        child.removeFromSuperview()
        #expect(log.count(of: "parent::willRemoveSubview(_:)") == 1)
        #expect(parent.hookObservations.contains("willRemoveSubview: still a subview true"))
        let childHooks = log.entries.filter { $0.hasPrefix("child::") }
        #expect(childHooks.first == "child::willMove(toSuperview:)")
        #expect(childHooks.count == 4)
        let position = { (entry: String) in log.index(of: entry) ?? -1 }
        #expect(position("parent::willRemoveSubview(_:)") < position("child::didMoveToSuperview()"))
        #expect(position("child::willMove(toSuperview:)") < position("child::didMoveToSuperview()"))
        #expect(position("child::willMove(toWindow:)") < position("child::didMoveToWindow()"))
        #expect(child.hookObservations.contains("didMoveToWindow(): window nil, superview nil"))
        #expect(child.hookObservations.contains("didMoveToSuperview(): window nil, superview nil"))
    }
}
