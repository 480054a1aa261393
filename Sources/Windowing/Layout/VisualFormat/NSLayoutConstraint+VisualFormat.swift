import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it lines up,
    /// which way a horizontal line runs, and how vertical gaps are measured; UIKit's raw values.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/formatoptions
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The attributes the alignment bits name (each bit is `1 << attribute.rawValue`).
        var alignedAttributes: [Attribute] {
            [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline]
                .filter { rawValue & (1 << UInt($0.rawValue)) != 0 }
        }
    }

    /// The gap the standard connection `-` stands for between two views.
    static let standardSiblingSpacing: CGFloat = 8
    /// The gap `-` stands for between a view and its superview's edge.
    static let standardSuperviewSpacing: CGFloat = 20

    /// The constraints a visual format string describes, inactive: `H:|-[label]-8-[field(>=80)]-|`.
    ///
    /// Views and layout guides are named by `views`, numbers by `metrics` (any of `Int`, `Double`, `CGFloat`,
    /// `Float`, `NSNumber`). `|` is the superview of the view next to it. `options` adds constraints
    /// aligning each view with the one before it, sets which way a horizontal line runs, and (for a
    /// vertical line) whether gaps are measured between baselines.
    ///
    /// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/constraints(withvisualformat:options:metrics:views:)
    /// - Note: Differs from UIKit: a format UIKit raises an exception for is logged under
    ///   `[LayoutConstraints]` with UIKit's "Unable to parse constraint format" text, and no
    ///   constraints are returned. The standard gap `-` is a fixed 8 points between views and 20
    ///   points to the superview's edge.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
            let parsed = try parser.parse()
            return try VisualFormatBuilder(parsed, options: opts, format: format).constraints()
        } catch {
            LayoutDiagnostics.log(error.description)
            return []
        }
    }
}

/// Turns a parsed visual format into constraints, in the order the format names them, then the
/// alignment ones.
@MainActor
struct VisualFormatBuilder {
    private let format: VisualFormat
    private let options: NSLayoutConstraint.FormatOptions
    private let text: String
    /// The edge at the low end of the line's axis and the one at the high end.
    private let lowEdge: NSLayoutConstraint.Attribute
    private let highEdge: NSLayoutConstraint.Attribute
    private let size: NSLayoutConstraint.Attribute
    /// Whether the views run from high to low coordinates (right to left).
    private let reversed: Bool

    init(_ format: VisualFormat, options: NSLayoutConstraint.FormatOptions, format text: String) {
        self.format = format
        self.options = options
        self.text = text
        switch format.orientation {
        case .vertical:
            (lowEdge, highEdge, size, reversed) = (.top, .bottom, .height, false)
        case .horizontal:
            let direction = options.intersection(.directionMask)
            if direction == .directionLeftToRight {
                (lowEdge, highEdge, size, reversed) = (.left, .right, .width, false)
            } else if direction == .directionRightToLeft {
                (lowEdge, highEdge, size, reversed) = (.left, .right, .width, true)
            } else {
                (lowEdge, highEdge, size, reversed) = (.leading, .trailing, .width, false)
            }
        }
    }

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignment = try alignedAttributes()
        var made: [NSLayoutConstraint] = []
        let views = format.views
        if let (connection, position) = format.leadingSuperview {
            let first = views[0].item
            guard let superview = Self.container(of: first) else { throw superviewMissing(at: position) }
            made += gaps(connection, from: .superview(superview), to: .view(first))
        }
        for (index, entry) in views.enumerated() {
            made += lengths(of: entry)
            if index < format.connections.count {
                made += gaps(format.connections[index], from: .view(entry.item), to: .view(views[index + 1].item))
            }
        }
        if let (connection, position) = format.trailingSuperview {
            let last = views[views.count - 1].item
            guard let superview = Self.container(of: last) else { throw superviewMissing(at: position) }
            made += gaps(connection, from: .view(last), to: .superview(superview))
        }
        for attribute in alignment {
            for index in views.indices.dropFirst() {
                made.append(
                    NSLayoutConstraint(
                        item: views[index].item, attribute: attribute, relatedBy: .equal, toItem: views[index - 1].item,
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }

    /// The alignment asked for, which must be across the line: a horizontal line aligns tops,
    /// bottoms, centres or baselines, a vertical one edges or centres.
    private func alignedAttributes() throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let attributes = options.alignedAttributes
        let lineAxis: NSLayoutConstraint.Axis = format.orientation == .horizontal ? .horizontal : .vertical
        if attributes.contains(where: { $0.axis == lineAxis }) {
            let edge = lineAxis == .horizontal ? "horizontal" : "vertical"
            throw VisualFormatError(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                    + "layout that is also \(edge).",
                format: text, position: 0)
        }
        return attributes
    }

    private func superviewMissing(at position: Int) -> VisualFormatError {
        VisualFormatError(
            reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
            format: text, position: position)
    }

    // MARK: - Gaps and lengths

    /// What `|` stands for next to an item: a view's superview, a guide's owning view.
    private static func container(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// One end of a gap: a view or guide of the line, or the superview at the line's end.
    private enum Side {
        case view(AnyObject)
        case superview(UIView)
    }

    /// `later - earlier relation gap`, along the line: each side is measured at the edge that faces
    /// the other (a superview at its own edge on that side, as the views lie inside it).
    private func gaps(_ connection: VisualFormat.Connection, from earlier: Side, to later: Side) -> [NSLayoutConstraint]
    {
        let (low, high) = reversed ? (later, earlier) : (earlier, later)
        let betweenViews: Bool
        if case .view = low, case .view = high { betweenViews = true } else { betweenViews = false }
        let baselines = betweenViews && format.orientation == .vertical && options.contains(.spacingBaselineToBaseline)
        let lowFace: (AnyObject, NSLayoutConstraint.Attribute) =
            switch low {
            case .view(let view): (view, baselines ? .lastBaseline : highEdge)
            case .superview(let view): (view, lowEdge)
            }
        let highFace: (AnyObject, NSLayoutConstraint.Attribute) =
            switch high {
            case .view(let view): (view, baselines ? .firstBaseline : lowEdge)
            case .superview(let view): (view, highEdge)
            }
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush:
            predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            let spacing =
                betweenViews ? NSLayoutConstraint.standardSiblingSpacing : NSLayoutConstraint.standardSuperviewSpacing
            predicates = [.init(relation: .equal, object: .constant(spacing), priority: .required)]
        case .predicates(let list):
            predicates = list
        }
        return predicates.compactMap { predicate in
            guard case .constant(let gap) = predicate.object else { return nil }
            let constraint = NSLayoutConstraint(
                item: highFace.0, attribute: highFace.1, relatedBy: predicate.relation, toItem: lowFace.0,
                attribute: lowFace.1, multiplier: 1, constant: gap)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    /// A view's own predicates: its width (or height) against a number or another view's.
    private func lengths(of entry: VisualFormat.View) -> [NSLayoutConstraint] {
        entry.predicates.map { predicate in
            let constraint: NSLayoutConstraint
            switch predicate.object {
            case .constant(let length):
                constraint = NSLayoutConstraint(
                    item: entry.item, attribute: size, relatedBy: predicate.relation, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: length)
            case .item(let other):
                constraint = NSLayoutConstraint(
                    item: entry.item, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
                    multiplier: 1, constant: 0)
            }
            constraint.priority = predicate.priority
            return constraint
        }
    }
}
