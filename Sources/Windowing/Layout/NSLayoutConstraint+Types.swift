import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        case notAnAttribute = 0

        /// The name constraint descriptions use (`UIView:0x….leading`).
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Width and height are sizes; every other attribute (but `notAnAttribute`) is a location.
        var isSize: Bool { self == .width || self == .height }

        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is one of left, right and their margins (as opposed to leading,
        /// trailing), which UIKit refuses to mix.
        var isAbsoluteHorizontalEdge: Bool {
            self == .left || self == .right || self == .leftMargin || self == .rightMargin
        }

        var isDirectionalHorizontalEdge: Bool {
            self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
        }
    }

    /// How the first attribute relates to the second, with UIKit's raw values.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// The two directions content hugging and compression resistance are set for.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
