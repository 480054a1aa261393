import Foundation

// A `<stackView>`'s own attributes; its `<subviews>` are its arranged subviews, in file order.
extension IBCompiler {
    static let stackDistributions: Set<String> = [
        "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering",
    ]
    /// Xcode writes `top` and `leading`, `bottom` and `trailing` by the axis; each pair is one value.
    static let stackAlignments: Set<String> = [
        "fill", "top", "leading", "firstBaseline", "center", "bottom", "trailing", "lastBaseline", "baseline",
    ]

    func stackArrangement(_ element: IBElement) throws(StoryboardError) -> IBStackSpec {
        func choice(_ name: String, _ known: Set<String>) throws(StoryboardError) -> String? {
            try values.choice(element, name, Dictionary(uniqueKeysWithValues: known.map { ($0, $0) }))
        }
        var stack = IBStackSpec()
        stack.axis = try choice("axis", ["horizontal", "vertical"]) == "vertical" ? .vertical : .horizontal
        stack.distribution = try choice("distribution", Self.stackDistributions) ?? "fill"
        let alignment = try choice("alignment", Self.stackAlignments) ?? "fill"
        stack.alignment = alignment == "baseline" ? "lastBaseline" : alignment
        // spacingType="standard" is UIStackView.spacingUseSystem, 8 points here.
        stack.spacing = element["spacingType"] == "standard" ? 8 : try values.number(element, "spacing") ?? 0
        stack.isBaselineRelativeArrangement = try values.flag(element, "baselineRelativeArrangement") ?? false
        stack.isLayoutMarginsRelativeArrangement =
            try values.flag(element, "layoutMarginsRelativeArrangement") ?? false
        return stack
    }
}
