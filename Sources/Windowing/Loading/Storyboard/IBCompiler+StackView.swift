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
        var stack = IBStackSpec()
        stack.axis = try values.choice(element, "axis", ["horizontal": .horizontal, "vertical": .vertical]) ?? .horizontal
        stack.distribution =
            try values.choice(element, "distribution", Dictionary(uniqueKeysWithValues: Self.stackDistributions.map {
                ($0, $0)
            })) ?? "fill"
        let alignment =
            try values.choice(element, "alignment", Dictionary(uniqueKeysWithValues: Self.stackAlignments.map {
                ($0, $0)
            })) ?? "fill"
        stack.alignment = alignment == "baseline" ? "lastBaseline" : alignment
        // spacingType="standard" is UIStackView.spacingUseSystem; the system spacing between
        // sibling views is 8 points (Apple's Human Interface Guidelines' standard space).
        stack.spacing = element["spacingType"] == "standard" ? 8 : try values.number(element, "spacing") ?? 0
        stack.isBaselineRelativeArrangement = try values.flag(element, "baselineRelativeArrangement") ?? false
        stack.isLayoutMarginsRelativeArrangement = try values.flag(element, "layoutMarginsRelativeArrangement") ?? false
        return stack
    }
}
