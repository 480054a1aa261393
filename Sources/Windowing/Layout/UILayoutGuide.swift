public import Foundation

/// A rectangle that takes part in Auto Layout like a view, without drawing or events: space
/// between views, a safe area, the layout margins.
///
/// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view whose coordinate system the guide is in; set by `UIView.addLayoutGuide(_:)`.
    open weak var owningView: UIView?
    /// A name descriptions show; empty by default.
    open var identifier = ""
    /// What the guide stands for when the engine makes its constraints itself.
    let role: Role
    private var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]

    enum Role { case custom, safeArea, layoutMargins }

    public override init() {
        role = .custom
        super.init()
    }

    init(role: Role, identifier: String) {
        self.role = role
        self.identifier = identifier
        super.init()
    }

    var layoutHostView: UIView? { owningView }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        return LayoutEngine.solvedFrame(of: self, in: owningView) ?? owningView.bounds
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { anchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { anchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { anchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { anchor(.right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { anchor(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { anchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { anchor(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { anchor(.centerY) }
    open var widthAnchor: NSLayoutDimension { anchor(.width) }
    open var heightAnchor: NSLayoutDimension { anchor(.height) }

    private func anchor<Anchor: NSObject>(_ attribute: NSLayoutConstraint.Attribute) -> Anchor {
        if let cached = anchors[attribute] as? Anchor { return cached }
        let made = LayoutAnchors.make(item: self, attribute) as! Anchor
        anchors[attribute] = made
        return made
    }

    nonisolated open override var description: String {
        guard UIView.isOnMainQueue else { return super.description }
        return MainActor.assumeIsolated {
            "<\(LayoutDescription.item(self)) - \(layoutFrame), owningView = \(LayoutDescription.item(owningView))>"
        }
    }
}

/// Makes the anchor object of the right class for an attribute.
@MainActor
enum LayoutAnchors {
    static func make(item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> AnyObject {
        switch attribute {
        case .width, .height: return NSLayoutDimension(item: item, attribute: attribute)
        default:
            return attribute.axis == .horizontal
                ? NSLayoutXAxisAnchor(item: item, attribute: attribute)
                : NSLayoutYAxisAnchor(item: item, attribute: attribute)
        }
    }
}
