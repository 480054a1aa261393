public import Foundation

/// A view that lays out a row or column of views, its arranged subviews, with Auto Layout
/// constraints it makes and keeps itself, as UIKit's does.
///
/// The stack view makes the constraints from its arrangement (axis, distribution, alignment,
/// spacing) in `updateConstraints()`, after any change, and gives UIKit's identifiers to them
/// (`UISV-spacing`, `UISV-canvas-connection`, …), so unsatisfiable-constraint reports read the
/// same. An arranged subview whose `isHidden` becomes true leaves the arrangement: it gets a
/// zero size along the axis and the spacing around it goes.
///
/// See https://developer.apple.com/documentation/uikit/uistackview
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually
        case fillProportionally
        case equalSpacing
        case equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// Vertical stacks' name for `leading`.
        public static var top: Alignment { .leading }
        /// Vertical stacks' name for `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// What `customSpacing(after:)` returns for a view without custom spacing: `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Custom spacing that asks for the system spacing.
    /// - Note: Differs from UIKit: the system spacing is always 8 points, the standard space between
    ///   sibling views; UIKit varies it with the views' fonts and the content size category.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    private(set) var storedArrangedSubviews: [UIView] = []
    /// Unchecked for exclusivity: read for every adjacent pair each arrangement, main thread only.
    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides of the current arrangement (UIStackView+Arrangement.swift).
    var arrangement = StackArrangement()

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view from a storyboard or nib: its `<stackView>` attributes, and its subviews as
    /// arranged subviews (added by the loader, in file order).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A horizontal stack view arranging `views` in order, each added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arrangement

    /// The axis views are arranged along; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How views sit across the axis.
    /// - Note: Differs from UIKit: `.firstBaseline` and `.lastBaseline` on a vertical stack act as
    ///   `.fill` rather than being undefined.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent arranged views (the least space for `.equalSpacing` and
    /// `.equalCentering`); negative values overlap them.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Spacing and edges measured from the views' baselines (vertical stacks).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Arranged views inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Sets the space after `arrangedSubview`, in place of `spacing`; `spacingUseDefault` removes it.
    /// As `spacing`, it is exact for the fill distributions and a minimum for `.equalSpacing` and
    /// `.equalCentering`, whose gaps stay equal (compressing views if they must) above it.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard storedArrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: - Arranged subviews

    /// The views the stack arranges, in order; each is also a subview.
    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    /// Appends `view` to the arranged subviews, adding it as the last subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: storedArrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arranged subviews (moving it if it is arranged
    /// already); it becomes the last subview if it is not a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if let current = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
            storedArrangedSubviews.remove(at: current)
        }
        precondition(
            stackIndex >= 0 && stackIndex <= storedArrangedSubviews.count,
            "UIStackView: insertArrangedSubview(_:at:): index \(stackIndex) is out of bounds 0…"
                + "\(storedArrangedSubviews.count)")
        storedArrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arranged subviews; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = storedArrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedArrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// A subview removed from the stack leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Makes the arrangement's constraints again when it changed (UIStackView+Arrangement.swift).
    open override func updateConstraints() {
        if !arrangement.isValid { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Called by `UIView.isHidden`'s setter for the stack's subviews.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        if storedArrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    func arrangementDidChange() {
        arrangement.isValid = false
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
