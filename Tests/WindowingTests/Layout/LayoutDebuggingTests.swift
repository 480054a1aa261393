import Foundation
import Testing

@testable import Windowing

/// UIKit's debugging aids for constraints: `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and
/// `constraintsAffectingLayout(for:)`.
@MainActor
struct LayoutDebuggingTests {
    private func container() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    private func constrained(in container: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    private func named(_ constraint: NSLayoutConstraint, _ identifier: String) -> NSLayoutConstraint {
        constraint.identifier = identifier
        return constraint
    }

    /// A 100×50 view at the top whose left edge may be anywhere from 20 to 300.
    private func looselyPlaced(in root: UIView) -> UIView {
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        return child
    }

    @Test func exercisingAmbiguityMovesBetweenTwoFramesTheConstraintsAllow() {
        let root = container()
        let child = looselyPlaced(in: root)
        let before = child.frame
        #expect(child.hasAmbiguousLayout)

        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        let exercised = child.frame
        #expect(abs(exercised.minX - before.minX) == 10)
        #expect((20...300).contains(exercised.minX))
        #expect(exercised.size == before.size && exercised.minY == before.minY)
        // Still ambiguous: the move chose another valid frame, it did not add a constraint.
        #expect(child.hasAmbiguousLayout)
        #expect(child.frame == exercised)

        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == before)
    }

    @Test func exercisingAFixedLayoutMovesNothing() {
        let root = container()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 100, height: 50))
        // The root, and a view no engine lays out, have nothing to exercise.
        root.exerciseAmbiguityInLayout()
        let loose = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func anExercisedFrameGivesWayToANewConstraint() {
        let root = container()
        let child = looselyPlaced(in: root)
        child.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 150).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func theConstraintsAffectingLayoutAreTheBindingOnesOnThatAxis() {
        let root = container()
        let card = constrained(in: root)
        let badge = constrained(in: card)
        NSLayoutConstraint.activate([
            named(card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), "card.left"),
            named(card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), "card.top"),
            named(card.widthAnchor.constraint(equalToConstant: 200), "card.width"),
            named(card.heightAnchor.constraint(equalToConstant: 100), "card.height"),
            // Not binding: the card ends at 220, well inside the root.
            named(card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor), "room"),
            named(badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5), "badge.right"),
            named(badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5), "badge.top"),
            named(badge.widthAnchor.constraint(equalToConstant: 30), "badge.width"),
            named(badge.heightAnchor.constraint(equalTo: badge.widthAnchor), "badge.square"),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 165, y: 5, width: 30, height: 30))

        #expect(card.constraintsAffectingLayout(for: .horizontal).map(\.identifier) == ["card.left", "card.width"])
        #expect(card.constraintsAffectingLayout(for: .vertical).map(\.identifier) == ["card.top", "card.height"])
        // The badge's edges rest on its own constraints and on the card's.
        #expect(
            badge.constraintsAffectingLayout(for: .horizontal).map(\.identifier) == [
                "card.left", "card.width", "badge.right", "badge.width",
            ])
        #expect(
            badge.constraintsAffectingLayout(for: .vertical).map(\.identifier) == [
                "card.top", "badge.top", "badge.width", "badge.square",
            ])
        #expect(UIView().constraintsAffectingLayout(for: .horizontal).isEmpty)
    }

    @Test func translatedViewsListTheirAutoresizingConstraints() {
        let root = container()
        let panel = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        root.addSubview(panel)
        let label = constrained(in: panel)
        NSLayoutConstraint.activate([
            named(label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8), "label.left"),
            named(label.widthAnchor.constraint(equalToConstant: 50), "label.width"),
            label.topAnchor.constraint(equalTo: panel.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let affecting = label.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.filter { $0 is NSAutoresizingMaskLayoutConstraint }.count == 1)
        #expect(affecting.compactMap(\.identifier) == ["label.left", "label.width"])
    }
}
