public import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps true:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint takes part in layout once active (`isActive`, `activate(_:)`,
/// `UIView.addConstraint(_:)`): it is installed on the closest common ancestor of its items and
/// the window's solver keeps it. Changing `constant` re-solves incrementally.
///
/// Input UIKit raises an exception for is refused here instead, with UIKit's message logged under
/// `[LayoutConstraints]`; the constraint then stays inactive.
///
/// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
/// - Note: Differs from UIKit: where UIKit raises an exception for an invalid constraint (items
///   without a common ancestor, a location attribute without a pair, a constant that is not
///   finite), Windowing logs UIKit's message and leaves the constraint inactive.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item, a `UIView` or `UILayoutGuide`; held weakly, as in UIKit.
    public var firstItem: AnyObject? { firstReference.object }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second item, held weakly; nil for a constraint to a constant.
    public var secondItem: AnyObject? { secondReference.object }
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by. For positions (edges, centres, baselines), both
    /// are measured in the coordinates of the items' closest common ancestor, as in UIKit: a
    /// leading edge at 0.1 × a container's trailing edge sits at a tenth of the container's width
    /// wherever the container is.
    public let multiplier: CGFloat

    /// Why the constraint cannot take part in layout, when its description is invalid.
    let refusal: LayoutConstraintError?
    /// `refusal != nil`, kept: comparing the optional error with nil copied it out and destroyed
    /// the copy, on every activation.
    let isRefused: Bool
    /// Zeroing references to the items (`LayoutReferenceBox`: no weak reference slows their retains).
    let firstReference: LayoutItemReference
    let secondReference: LayoutItemReference
    /// The view it is installed on while active: its items' closest common ancestor.
    var container: UIView? {
        get { containerReference.view }
        set { containerReference = LayoutViewReference(newValue) }
    }
    private var containerReference = LayoutViewReference()
    /// The engine of the window (or detached hierarchy) whose solver holds it, once it does.
    var engine: LayoutEngine? {
        get { engineReference.engine }
        set { engineReference = LayoutEngineReference(newValue) }
    }
    private var engineReference = LayoutEngineReference()
    var storedConstant: CGFloat
    var storedPriority = UILayoutPriority.required
    /// The number of the engine's queue (`PendingConstraints`) it waits in; 0 for none.
    var pendingQueue = 0

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`; inactive until activated.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c)
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` for items already held as
    /// objects (anchors, stack views): boxing them in `Any` and casting them back costs more than the
    /// rest of making a constraint.
    init(
        _ first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?, _ attr2: Attribute,
        _ multiplier: CGFloat, _ c: CGFloat
    ) {
        firstReference = LayoutItemReference(first)
        firstAttribute = attr1
        self.relation = relation
        // Not `second.map`: a closure calling an isolated initialiser checks its executor.
        if let second { secondReference = LayoutItemReference(second) } else { secondReference = .none }
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        storedConstant = c
        let refusal = LayoutConstraintError.validate(
            first: first, attr1, second: second, attr2, multiplier: multiplier)
        self.refusal = refusal
        // A pattern, not `!= nil`: comparing the optional error with nil copied it and destroyed
        // the copy, for every constraint made.
        if case .some = refusal { isRefused = true } else { isRefused = false }
        super.init()
        if let refusal { LayoutDiagnostics.report(refusal) }
    }

    /// A constraint the engine makes itself (an autoresizing mask's), past the checks app input gets.
    init(generatedFor item: UIView) {
        firstReference = LayoutItemReference(item)
        secondReference = .none
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        storedConstant = 0
        refusal = nil
        isRefused = false
        super.init()
        container = item
    }

    /// The distance the relation adds to the second attribute (or the value, without a second item).
    /// Changing it on an active constraint re-solves from the current solution.
    public var constant: CGFloat {
        get { storedConstant }
        set { setConstant(newValue) }
    }

    /// How much the constraint matters; `required` (1000) by default. An active constraint may
    /// move between priorities under 1000, but not to or from `required`, as in UIKit.
    public var priority: UILayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }

    /// A name that constraint descriptions and the unsatisfiable-constraints report show.
    /// Unchecked for exclusivity: a stack view names each constraint it makes, thousands in a
    /// first layout, on the main thread only.
    @exclusivity(unchecked) public var identifier: String?

    /// Whether the constraint is installed and takes part in layout.
    public var isActive: Bool {
        get { container != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Whether a storyboard archiving the view keeps the constraint; false, as in UIKit.
    public var shouldBeArchived = false

    /// The first item's attribute as an anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's attribute as an anchor; nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }

    /// Activates every constraint, installing each on its items' closest common ancestor.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// UIKit's `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String {
        guard UIView.isOnMainQueue else { return super.description }
        return MainActor.assumeIsolated { describeConstraint() }
    }
}
