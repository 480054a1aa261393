// The attributes of the Auto Layout elements the loader reads (IBCompiler+Constraints.swift,
// IBCompiler+StackView.swift), as Xcode 6 to 26 write them.
extension IBVocabulary {
    static let layoutAttributes: [String: Set<String>] = [
        "constraint": [
            "id", "firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier",
            "constant", "priority", "identifier", "placeholder", "symbolic", "type", "userLabel", "colorLabel",
        ],
        "viewLayoutGuide": ["key", "id"],
        "edgeInsets": ["key", "top", "left", "bottom", "right", "minX", "minY", "maxX", "maxY"],
        "directionalEdgeInsets": ["key", "top", "leading", "bottom", "trailing"],
        "stackView": viewAttributes.union([
            "axis", "distribution", "alignment", "spacing", "spacingType", "baselineRelativeArrangement",
            "layoutMarginsRelativeArrangement",
        ]),
    ]
}
