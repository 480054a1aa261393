import Foundation

// The Auto Layout part of a checked view element: its `<constraints>`, the layout guides it owns,
// the Auto Layout attributes Xcode writes on it, and a stack view's arrangement. Read by
// IBCompiler+Constraints.swift and IBCompiler+StackView.swift, instantiated by
// IBInstantiation+Constraints.swift.

/// A layout attribute as Xcode writes it in `firstAttribute` and `secondAttribute`.
enum IBLayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute a name Xcode writes stands for: Xcode 6 and earlier wrote `baseline` for the last baseline.
    init?(xcodeName: String) {
        if xcodeName == "baseline" {
            self = .lastBaseline
        } else {
            self.init(rawValue: xcodeName)
        }
    }

    /// Width and height are sizes; every other attribute is a location, which UIKit only relates
    /// to another location (behaviour of `NSLayoutConstraint`'s initialiser).
    var isSize: Bool { self == .width || self == .height }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }
}

/// How a constraint's two sides compare, as `relation` writes it (absent: equal).
enum IBLayoutRelation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// One `<constraint>`, checked. Items are element ids, resolved when the scene is instantiated:
/// a view's id, or the id of a layout guide a view owns (`IBViewLayout.guides`).
struct IBConstraintSpec: Sendable, Equatable {
    /// The constraint's own id (Xcode always writes one; hand-written files may not).
    var id: String?
    var line: Int
    var firstItem: String
    var firstAttribute: IBLayoutAttribute
    var relation: IBLayoutRelation
    var secondItem: String?
    /// nil exactly when `secondItem` is nil.
    var secondAttribute: IBLayoutAttribute?
    var multiplier: Double
    var constant: Double
    /// 1…1000; 1000 (required) when the file does not say.
    var priority: Float
    var identifier: String?

    /// How messages name it: `<constraint id="abc-12-xyz">`.
    var label: String { id.map { "<constraint id=\"\($0)\">" } ?? "<constraint>" }
}

/// The layout guides a storyboard element can name in constraints.
enum IBLayoutGuideKind: String, Sendable, Equatable {
    /// `<viewLayoutGuide key="safeArea">`: the owner's `safeAreaLayoutGuide`.
    case safeArea
    /// `<viewLayoutGuide key="layoutMargins">`: the owner's `layoutMarginsGuide`.
    case layoutMargins
    /// `<viewLayoutGuide key="contentLayoutGuide">` of a scroll view: its `contentLayoutGuide`.
    case contentLayoutGuide
    /// `<viewLayoutGuide key="frameLayoutGuide">` of a scroll view: its `frameLayoutGuide`.
    case frameLayoutGuide
    /// A view controller's `<viewControllerLayoutGuide type="top">` (Xcode 5 to 8): its bottom is the
    /// root view's safe-area top.
    case topLayoutGuide
    /// `<viewControllerLayoutGuide type="bottom">`: its top is the root view's safe-area bottom.
    case bottomLayoutGuide
}

/// Insets as `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">` give them.
struct IBInsets: Sendable, Equatable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat
    /// Directional (leading/trailing) rather than left/right.
    var isDirectional: Bool
}

/// A `<stackView>`'s arrangement; its subviews are its arranged subviews, in file order.
struct IBStackSpec: Sendable, Equatable {
    var axis: IBStackAxis = .horizontal
    var distribution = "fill"
    var alignment = "fill"
    var spacing: CGFloat = 0
    var isBaselineRelativeArrangement = false
    var isLayoutMarginsRelativeArrangement = false
}

enum IBStackAxis: String, Sendable, Equatable {
    case horizontal, vertical
}

/// The Auto Layout records of one view element.
struct IBViewLayout: Sendable {
    /// `translatesAutoresizingMaskIntoConstraints` as the compiler decided it (see
    /// `IBCompiler.translatesMask(_:explicit:)`): the attribute when written, else Xcode's default.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The file decides the flag (the attribute, `fixedFrame="YES"` or an `<autoresizingMask>`), so
    /// constraints on the view do not turn it off.
    var translatesMaskIsFixed = false
    /// The constraints this view holds that apply at Any/Any size classes, in file order.
    var constraints: [IBConstraintSpec] = []
    /// The layout guides this view owns, by id.
    var guides: [String: IBLayoutGuideKind] = [:]
    var horizontalHugging: Float?
    var verticalHugging: Float?
    var horizontalCompressionResistance: Float?
    var verticalCompressionResistance: Float?
    var layoutMargins: IBInsets?
    var preservesSuperviewLayoutMargins: Bool?
    var insetsLayoutMarginsFromSafeArea: Bool?
    var stack: IBStackSpec?

    var isEmpty: Bool {
        constraints.isEmpty && guides.isEmpty && stack == nil && layoutMargins == nil
    }

    /// Whether this is the layout of an element with no layout record: then a spec stores none.
    var isDefault: Bool {
        isEmpty && translatesAutoresizingMaskIntoConstraints && !translatesMaskIsFixed && horizontalHugging == nil
            && verticalHugging == nil && horizontalCompressionResistance == nil
            && verticalCompressionResistance == nil && preservesSuperviewLayoutMargins == nil
            && insetsLayoutMarginsFromSafeArea == nil
    }
}
