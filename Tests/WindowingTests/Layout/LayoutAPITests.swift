import Foundation
import Testing

@testable import Windowing

/// The public Auto Layout API: priorities, attributes, anchors, activation and installation.
@MainActor
struct LayoutAPITests {
    @Test func prioritiesAreUIKitsNumbersWithArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(rawValue: 251))
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test func enumerationsKeepUIKitsRawValues() {
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }

    @Test func anchorsMakeInactiveConstraintsBetweenTheirItems() {
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        #expect(leading.firstItem === child && leading.secondItem === container)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading)
        #expect(leading.relation == .equal && leading.multiplier == 1 && leading.constant == 20)
        #expect(!leading.isActive && leading.priority == .required)
        let width = child.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, multiplier: 0.5, constant: 4)
        #expect(width.relation == .lessThanOrEqual && width.multiplier == 0.5 && width.constant == 4)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 44)
        #expect(height.secondAnchor == nil)
        #expect(leading.firstAnchor.item === child && leading.secondAnchor?.item === container)
        let spacing = child.topAnchor.constraint(equalToSystemSpacingBelow: container.topAnchor, multiplier: 2)
        #expect(spacing.constant == 16)
        #expect(child.leadingAnchor === child.leadingAnchor)
    }

    @Test func activationInstallsOnTheClosestCommonAncestor() {
        let root = UIView()
        let left = UIView()
        let right = UIView()
        let inner = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(inner)
        let between = inner.leadingAnchor.constraint(equalTo: right.trailingAnchor)
        let own = inner.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        #expect(between.isActive && own.isActive)
        #expect(root.constraints.contains { $0 === between })
        #expect(inner.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        NSLayoutConstraint.deactivate([between])
        #expect(!between.isActive && root.constraints.isEmpty)
        own.isActive = false
        #expect(inner.constraints.isEmpty)
    }

    @Test func addConstraintInstallsOnTheReceiver() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let constraint = NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 5)
        root.addConstraint(constraint)
        #expect(constraint.isActive && root.constraints.count == 1)
        root.removeConstraint(constraint)
        #expect(!constraint.isActive && root.constraints.isEmpty)
    }

    @Test func defaultsMatchUIKit() {
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.layoutFittingCompressedSize == .zero)
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func layoutGuidesBelongToTheViewTheyAreAddedTo() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view && view.layoutGuides.count == 1)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
        view.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && view.layoutGuides.isEmpty)
    }

    @Test func descriptionsHaveUIKitsShape() {
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -20)
        constraint.identifier = "half"
        let childName = "UIView:" + LayoutDescription.address(child)
        let containerName = "UIView:" + LayoutDescription.address(container)
        let address = LayoutDescription.address(constraint)
        #expect(
            constraint.description
                == "<NSLayoutConstraint:\(address) 'half' \(childName).width == 0.5*\(containerName).width - 20"
                + "   (inactive)>")
        constraint.priority = .defaultHigh
        constraint.isActive = true
        #expect(
            constraint.description
                == "<NSLayoutConstraint:\(address) 'half' \(childName).width == 0.5*\(containerName).width - 20"
                + "   priority:750   (active)>")
        #expect(
            child.widthAnchor.description
                == "<NSLayoutDimension:\(LayoutDescription.address(child)) \"\(childName).width\">")
    }
}
