public import Foundation

// The view's side of Auto Layout: anchors, guides, installing constraints, priorities, the
// update-constraints pass and fitting sizes. The engine that solves them is `LayoutEngine`.
extension UIView {
    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { cachedAnchor(.leading, NSLayoutXAxisAnchor.init) }
    public var trailingAnchor: NSLayoutXAxisAnchor { cachedAnchor(.trailing, NSLayoutXAxisAnchor.init) }
    public var leftAnchor: NSLayoutXAxisAnchor { cachedAnchor(.left, NSLayoutXAxisAnchor.init) }
    public var rightAnchor: NSLayoutXAxisAnchor { cachedAnchor(.right, NSLayoutXAxisAnchor.init) }
    public var centerXAnchor: NSLayoutXAxisAnchor { cachedAnchor(.centerX, NSLayoutXAxisAnchor.init) }
    public var topAnchor: NSLayoutYAxisAnchor { cachedAnchor(.top, NSLayoutYAxisAnchor.init) }
    public var bottomAnchor: NSLayoutYAxisAnchor { cachedAnchor(.bottom, NSLayoutYAxisAnchor.init) }
    public var centerYAnchor: NSLayoutYAxisAnchor { cachedAnchor(.centerY, NSLayoutYAxisAnchor.init) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { cachedAnchor(.firstBaseline, NSLayoutYAxisAnchor.init) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { cachedAnchor(.lastBaseline, NSLayoutYAxisAnchor.init) }
    public var widthAnchor: NSLayoutDimension { cachedAnchor(.width, NSLayoutDimension.init) }
    public var heightAnchor: NSLayoutDimension { cachedAnchor(.height, NSLayoutDimension.init) }

    private func cachedAnchor<Anchor: AnyObject>(
        _ attribute: NSLayoutConstraint.Attribute, _ make: (AnyObject?, NSLayoutConstraint.Attribute) -> Anchor
    ) -> Anchor {
        LayoutAnchors.cached(in: &layoutStateForWriting.anchors, item: self, attribute, make)
    }

    // MARK: - Layout guides

    /// The guides added to this view, in the order added.
    public var layoutGuides: [UILayoutGuide] { layoutState?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to this view, which becomes its owning view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let previous = layoutGuide.owningView, previous !== self { previous.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        layoutStateForWriting.layoutGuides.append(layoutGuide)
    }

    /// Removes `layoutGuide`, deactivating the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = layoutState, let index = state.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        LayoutEngine.guideWillBeRemoved(layoutGuide, from: self)
        state.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The part of the view no bar covers: the whole bounds in an X window, since Windowing draws
    /// no bars over content.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaGuide) { UILayoutGuide(role: .safeArea, identifier: "UIViewSafeAreaLayoutGuide") }
    }

    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.marginsGuide) { UILayoutGuide(role: .layoutMargins, identifier: "UIViewLayoutMarginsGuide") }
    }

    /// The part of the margins a column of text is comfortable to read in: the margins guide's
    /// height, centred in it, and as wide as it up to `readableContentWidth`.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    /// - Note: Differs from UIKit: the readable width is a fixed 672 points, UIKit's at the
    ///   default text size, rather than one that follows the user's text size.
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableGuide) { UILayoutGuide(role: .readableContent, identifier: "UIViewReadableContentGuide") }
    }

    /// One of the guides the view makes for itself on first use and keeps in its layout state.
    func ownGuide(
        _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, make: () -> UILayoutGuide
    ) -> UILayoutGuide {
        let state = layoutStateForWriting
        if let guide = state[keyPath: slot] { return guide }
        let guide = make()
        guide.owningView = self
        state[keyPath: slot] = guide
        return guide
    }

    /// The widest the readable content guide gets.
    static let readableContentWidth: CGFloat = 672

    // MARK: - Installing constraints

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != translatesAutoresizingMaskIntoConstraints else { return }
        layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = translates
        LayoutEngine.translatesAutoresizingMaskDidChange(of: self)
    }

    /// `addConstraint(_:)`: installs on this view, which must hold the constraint's items.
    func installConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive, !constraint.isRefused else { return }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { asLayoutItem($0) }
        guard items.allSatisfy({ $0.layoutHostView?.isDescendant(of: self) == true }) else {
            LayoutDiagnostics.report(.hierarchyNotPrepared(constraint: constraint.describeConstraint()))
            return
        }
        constraint.install(on: self)
    }

    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivate()
    }

    // MARK: - Priorities

    func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        let state = layoutStateForWriting
        if axis == .horizontal { state.horizontalHugging = priority } else { state.verticalHugging = priority }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompression : state.verticalCompression
    }

    func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
        let state = layoutStateForWriting
        if axis == .horizontal { state.horizontalCompression = priority } else { state.verticalCompression = priority }
        LayoutEngine.contentPrioritiesDidChange(of: self)
    }

    // MARK: - Updating constraints

    func markNeedsUpdateConstraints() {
        layoutStateForWriting.needsUpdateConstraints = true
        LayoutEngine.constraintsNeedUpdate(in: self)
    }

    /// The update-constraints pass over this view's subtree, subviews before their superview.
    func updateConstraintsOfSubtree() {
        for subview in storedSubviews { subview.updateConstraintsOfSubtree() }
        guard let state = layoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        state.didCallSuperUpdateConstraints = false
        if let controller = owningViewController {
            Trace.call(controller, "updateViewConstraints()") { controller.updateViewConstraints() }
        } else {
            Trace.call(self, "updateConstraints()") { updateConstraints() }
        }
        if !state.didCallSuperUpdateConstraints {
            LayoutDiagnostics.log(
                "\(LayoutDescription.item(self)) did not call super in its updateConstraints() (or its view "
                    + "controller in updateViewConstraints()); call super as the last step")
        }
    }

    // MARK: - Fitting

    /// The smallest size the constraints allow (`systemLayoutSizeFitting(_:)` with it).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (`systemLayoutSizeFitting(_:)` with it).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    func fittingSize(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        updateConstraintsOfSubtree()
        return LayoutEngine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
    }
}
