import Foundation

/// What a constraint can relate: a view or a layout guide. Both have a frame in the coordinates
/// of the view that holds them.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: the view itself, or a guide's owning view.
    var layoutHostView: UIView? { get }
}

extension UIView: LayoutItem {
    var layoutHostView: UIView? { self }
}

/// `item as? LayoutItem`, trying the two classes that conform first: a class cast is a pointer
/// walk, a protocol cast a conformance look-up, and every activation makes a few.
@MainActor
func asLayoutItem(_ item: AnyObject?) -> LayoutItem? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide }
    return item as? LayoutItem
}

/// The text descriptions use for items, anchors and constraints, in UIKit's shapes.
@MainActor
enum LayoutDescription {
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `UIView:0x…`, `UILabel:0x…'text'`, `UILayoutGuide:0x…'identifier'`.
    static func item(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        var text = Trace.className(of: item) + ":" + address(item)
        if let label = item as? UILabel, let string = label.text, !string.isEmpty {
            text += "'\(string)'"
        } else if let button = item as? UIButton, let title = button.currentTitle, !title.isEmpty {
            text += "'\(title)'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            text += "'\(guide.identifier)'"
        }
        return text
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    static func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let kind: String
        switch attribute {
        case .width, .height: kind = "NSLayoutDimension"
        case .notAnAttribute: return "(null)"
        default: kind = attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        }
        return "<\(kind):\(item.map(address) ?? "0x0") \"\(self.item(item)).\(attribute)\">"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}

extension NSLayoutConstraint {
    /// UIKit's form, `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 0.5*UIView:0x….width + 20   (active)>`.
    func describeConstraint() -> String {
        var text = "<\(Trace.className(of: self)):\(LayoutDescription.address(self))"
        if let identifier { text += " '\(identifier)'" }
        if let prefix = descriptionPrefix { text += " " + prefix }
        text += " " + equationDescription
        if storedPriority != .required { text += "   priority:\(storedPriority)" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// Text put before the equation: the mask of an autoresizing constraint (`h=--& v=--&`).
    var descriptionPrefix: String? { (self as? NSAutoresizingMaskLayoutConstraint)?.maskDescription }

    /// `UIView:0x….width == 0.5*UIView:0x….width + 20`, the constraint without its decorations.
    var equationDescription: String {
        if let autoresizing = self as? NSAutoresizingMaskLayoutConstraint { return autoresizing.equationText }
        var text = "\(LayoutDescription.item(firstItem)).\(firstAttribute) \(relation) "
        guard secondItem != nil else { return text + LayoutDescription.number(storedConstant) }
        if multiplier != 1 { text += "\(LayoutDescription.number(multiplier))*" }
        text += "\(LayoutDescription.item(secondItem)).\(secondAttribute)"
        if storedConstant > 0 { text += " + \(LayoutDescription.number(storedConstant))" }
        if storedConstant < 0 { text += " - \(LayoutDescription.number(-storedConstant))" }
        return text
    }
}
