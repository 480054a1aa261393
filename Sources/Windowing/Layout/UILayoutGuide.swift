public import Foundation

/// A rectangle that takes part in Auto Layout like a view, without drawing or events: space
/// between views, a safe area, the layout margins.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view whose coordinate system the guide is in; set by `UIView.addLayoutGuide(_:)`.
    /// Held weakly, as in UIKit (through the view's `LayoutReferenceBox`).
    open var owningView: UIView? {
        get { owningViewReference.view }
        set { owningViewReference = LayoutViewReference(newValue) }
    }
    private var owningViewReference = LayoutViewReference()
    /// The box constraints refer to the guide through, made on first use; emptied in `deinit`.
    nonisolated(unsafe) private var storedReferenceBox: LayoutReferenceBox?
    /// A name descriptions show; empty by default.
    open var identifier = ""
    /// What the guide stands for when the engine makes its constraints itself.
    let role: Role
    private var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]

    enum Role {
        case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame
        case topLayoutSupport, bottomLayoutSupport
    }

    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
        super.init()
    }

    deinit { storedReferenceBox?.object = nil }

    var referenceBox: LayoutReferenceBox {
        if let box = storedReferenceBox { return box }
        let box = LayoutReferenceBox(self)
        storedReferenceBox = box
        return box
    }

    var layoutHostView: UIView? { owningView }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return LayoutEngine.solvedFrame(of: self, in: owningView) ?? owningView.bounds
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading, NSLayoutXAxisAnchor.init) }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing, NSLayoutXAxisAnchor.init) }
    open var leftAnchor: NSLayoutXAxisAnchor { anchor(.left, NSLayoutXAxisAnchor.init) }
    open var rightAnchor: NSLayoutXAxisAnchor { anchor(.right, NSLayoutXAxisAnchor.init) }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX, NSLayoutXAxisAnchor.init) }
    open var topAnchor: NSLayoutYAxisAnchor { anchor(.top, NSLayoutYAxisAnchor.init) }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom, NSLayoutYAxisAnchor.init) }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY, NSLayoutYAxisAnchor.init) }
    open var widthAnchor: NSLayoutDimension { anchor(.width, NSLayoutDimension.init) }
    open var heightAnchor: NSLayoutDimension { anchor(.height, NSLayoutDimension.init) }

    private func anchor<Anchor: AnyObject>(
        _ attribute: NSLayoutConstraint.Attribute, _ make: (AnyObject?, NSLayoutConstraint.Attribute) -> Anchor
    ) -> Anchor {
        LayoutAnchors.cached(in: &anchors, item: self, attribute, make)
    }

    nonisolated open override var description: String {
        guard UIView.isOnMainQueue else { return super.description }
        return MainActor.assumeIsolated {
            "<\(LayoutDescription.item(self)) - \(layoutFrame), owningView = \(LayoutDescription.item(owningView))>"
        }
    }
}

/// The anchors of a view or guide, made on first use and kept: each property passes the
/// initialiser of its own anchor class, so the cached object always has the type asked for.
@MainActor
enum LayoutAnchors {
    static func cached<Anchor: AnyObject>(
        in anchors: inout [NSLayoutConstraint.Attribute: AnyObject], item: AnyObject,
        _ attribute: NSLayoutConstraint.Attribute, _ make: (AnyObject?, NSLayoutConstraint.Attribute) -> Anchor
    ) -> Anchor {
        if let cached = anchors[attribute] as? Anchor { return cached }
        let made = make(item, attribute)
        anchors[attribute] = made
        return made
    }
}
