public import Foundation

/// One attribute of a view or layout guide, to make constraints from with type checking: only
/// anchors of the same kind (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`)
/// can be related. The constraints come back inactive.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item, held weakly (through its `LayoutReferenceBox`).
    var anchorItem: AnyObject? { anchorReference.object }
    private let anchorReference: LayoutItemReference
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        anchorReference = LayoutItemReference(item)
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    public var item: AnyObject? { anchorItem }

    /// `UIView:0x….leading`, as UIKit names an anchor.
    public var name: String { "\(LayoutDescription.item(anchorItem)).\(attribute)" }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            anchorItem ?? NSNull(), attribute, relation, anchor?.anchorItem, anchor?.attribute ?? .notAnAttribute,
            multiplier, constant)
    }

    nonisolated open override var description: String {
        guard UIView.isOnMainQueue else { return super.description }
        return MainActor.assumeIsolated { LayoutDescription.anchor(anchorItem, attribute) }
    }
}

/// A horizontal location: leading, trailing, left, right or centerX.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The standard spacing (8 points) times `multiplier` after `anchor`.
    public func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }
}

/// A vertical location: top, bottom, centerY, firstBaseline or lastBaseline.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The standard spacing (8 points) times `multiplier` below `anchor`.
    public func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutSpacing.system * multiplier)
    }
}

/// A width or height, which can also be related to a constant and scaled by a multiplier.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }

    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// Spacing values UIKit names.
enum LayoutSpacing {
    /// The standard spacing between sibling views (`constraint(equalToSystemSpacingAfter:multiplier:)`).
    static let system: CGFloat = 8
    /// The default layout margins of a view (8 points on every side).
    static let defaultMargin: CGFloat = 8
}
