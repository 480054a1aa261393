import Foundation
import Testing

@testable import Windowing

/// What Auto Layout and the hierarchy hold weakly in UIKit reads nil once its target is gone,
/// although they refer to it through a box the target empties (`LayoutReferenceBox`) or an
/// unowned reference its `deinit` clears, not a `weak` reference.
@MainActor
struct LayoutReferenceTests {
    @Test func constraintItemsReadNilOnceTheViewsAreGone() {
        var first: UIView? = UIView()
        var second: UIView? = UIView()
        let constraint = first?.leadingAnchor.constraint(equalTo: second?.trailingAnchor ?? UIView().trailingAnchor)
        let anchor = first?.widthAnchor
        #expect(constraint?.firstItem === first && constraint?.secondItem === second)
        #expect(anchor?.item === first)
        first = nil
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === second)
        #expect(anchor?.item == nil)
        second = nil
        #expect(constraint?.secondItem == nil)
    }

    @Test func activeConstraintsReadNilOnceTheirHierarchyIsGone() {
        var container: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container?.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalTo: container?.widthAnchor ?? child.heightAnchor)
        constraint.isActive = true
        container?.layoutIfNeeded()
        #expect(child.frame.width == 100)
        child.removeFromSuperview()
        container = nil
        #expect(constraint.secondItem == nil)
        #expect(constraint.firstItem === child)
    }

    @Test func aGuideForgetsItsOwningViewAndConstraintsForgetTheGuide() {
        var owner: UIView? = UIView()
        var guide: UILayoutGuide? = UILayoutGuide()
        if let guide { owner?.addLayoutGuide(guide) }
        let kept = guide
        let constraint = guide?.topAnchor.constraint(equalTo: owner?.topAnchor ?? UIView().topAnchor)
        #expect(constraint?.firstItem === kept)
        owner = nil
        #expect(kept?.owningView == nil)
        #expect(constraint?.secondItem == nil)
        guide = nil
        #expect(constraint?.firstItem === kept)
    }

    @Test func aGuideGoneIsNilInItsConstraints() {
        let owner = UIView()
        var guide: UILayoutGuide? = UILayoutGuide()
        let constraint = guide?.leadingAnchor.constraint(equalTo: owner.leadingAnchor)
        #expect(constraint?.firstItem === guide)
        guide = nil
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === owner)
    }

    @Test func aSubviewKeptByTheAppHasNoSuperviewOnceItsSuperviewIsGone() {
        var parent: UIView? = UIView()
        let child = UIView()
        let grandchild = UIView()
        parent?.addSubview(child)
        child.addSubview(grandchild)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
        #expect(grandchild.superview === child)
        #expect(child.subviews.count == 1)
    }

    @Test func viewsKeptByTheAppHaveNoWindowOnceTheWindowIsGone() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let view = UIView()
        let subview = UIView()
        view.addSubview(subview)
        window?.addSubview(view)
        #expect(subview.window === window)
        window = nil
        #expect(view.superview == nil)
        #expect(view.window == nil)
        #expect(subview.window == nil)
        #expect(subview.superview === view)
    }
}
