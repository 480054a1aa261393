import Foundation

// A view element's Auto Layout records: `<constraints>`, `<viewLayoutGuide>`s, the default
// `<variation>`'s exclusions, layout margins, hugging and compression resistance, and
// `translatesAutoresizingMaskIntoConstraints`. Constraints Xcode marks `placeholder="YES"` exist
// only at design time (Xcode removes them when it compiles the file), so they are left out here.
extension IBCompiler {
    /// Reads the layout children and attributes of `element` into `spec.layout`. Called once the
    /// element's subviews are in `spec`, so the items constraints name can be checked against them.
    mutating func layout(of element: IBElement, into spec: inout IBViewSpec) throws(StoryboardError) {
        var layout = IBViewLayout()
        layout.horizontalHugging = try priority(element, "horizontalHuggingPriority")
        layout.verticalHugging = try priority(element, "verticalHuggingPriority")
        layout.horizontalCompressionResistance = try priority(element, "horizontalCompressionResistancePriority")
        layout.verticalCompressionResistance = try priority(element, "verticalCompressionResistancePriority")
        layout.preservesSuperviewLayoutMargins = try values.flag(element, "preservesSuperviewLayoutMargins")
        layout.insetsLayoutMarginsFromSafeArea = try values.flag(element, "insetsLayoutMarginsFromSafeArea")
        let explicitMask = try values.flag(element, "translatesAutoresizingMaskIntoConstraints")
        layout.translatesAutoresizingMaskIntoConstraints = explicitMask ?? true
        layout.translatesMaskIsFixed =
            explicitMask != nil || element["fixedFrame"] == "YES" || element.child("autoresizingMask") != nil
        if element.name == "stackView" { layout.stack = try stackArrangement(element) }
        var excluded = Set<String>()
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("viewLayoutGuide", _):
                try checkAttributes(child)
                let id = try values.required(child, "id")
                switch child["key"] {
                case "safeArea": layout.guides[id] = .safeArea
                case "layoutMargins": layout.guides[id] = .layoutMargins
                case "contentLayoutGuide" where IBVocabulary.scrollViewElements.contains(element.name):
                    layout.guides[id] = .contentLayoutGuide
                case "frameLayoutGuide" where IBVocabulary.scrollViewElements.contains(element.name):
                    layout.guides[id] = .frameLayoutGuide
                case let key:
                    throw values.invalid(
                        child, "key=\"\(key ?? "")\" is not a layout guide of <\(element.name)>",
                        hint: "Interface Builder writes key=\"safeArea\" or key=\"layoutMargins\", and"
                            + " key=\"contentLayoutGuide\" or key=\"frameLayoutGuide\" in a scroll view")
                }
            case ("edgeInsets", "layoutMargins"), ("directionalEdgeInsets", "directionalLayoutMargins"):
                try checkAttributes(child)
                let directional = child.name == "directionalEdgeInsets"
                func inset(_ name: String) throws(StoryboardError) -> CGFloat { try values.number(child, name) ?? 0 }
                layout.layoutMargins = IBInsets(
                    top: try inset("top"), leading: try inset(directional ? "leading" : "left"),
                    bottom: try inset("bottom"), trailing: try inset(directional ? "trailing" : "right"),
                    isDirectional: directional)
            case ("variation", _):
                excluded.formUnion(try variation(child))
            default:
                break
            }
        }
        let owner = spec.id
        for child in element.children where child.name == "constraints" {
            for constraintElement in child.children {
                guard constraintElement.name == "constraint" else {
                    throw values.invalid(
                        constraintElement, "<\(constraintElement.name)> is not a constraint",
                        hint: "<constraints> holds <constraint> elements only")
                }
                guard let constraint = try constraint(constraintElement, owner: owner) else { continue }
                if let id = constraint.id {
                    if excluded.contains(id) { continue }
                    // An outlet may hold it (`@IBOutlet var heightConstraint: NSLayoutConstraint!`).
                    classes[id] = NSLayoutConstraint.self
                }
                layout.constraints.append(constraint)
            }
        }
        spec.layout = layout
        try checkItems(of: &spec)
    }

    /// One `<constraint>`, or nil for a design-time placeholder.
    private mutating func constraint(_ element: IBElement, owner: String) throws(StoryboardError) -> IBConstraintSpec? {
        try checkAttributes(element)
        if try values.flag(element, "placeholder") == true { return nil }
        func attribute(_ name: String) throws(StoryboardError) -> IBLayoutAttribute? {
            guard let text = element[name], text != "notAnAttribute" else { return nil }
            guard let attribute = IBLayoutAttribute(xcodeName: text) else {
                let known = Set(IBLayoutAttribute.allCases.map(\.rawValue))
                throw values.invalid(
                    element, "\(name)=\"\(text)\" is not a layout attribute",
                    hint: IBSuggestion.nearest(to: text, in: known).map { "did you mean '\($0)'?" }
                        ?? "use one of: \(known.sorted().joined(separator: ", "))")
            }
            return attribute
        }
        guard let firstAttribute = try attribute("firstAttribute") else {
            throw values.invalid(
                element, "the attribute 'firstAttribute' is missing",
                hint: "Interface Builder always writes it; re-save the file in Xcode")
        }
        let relation =
            try values.choice(
                element, "relation", ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual])
            ?? IBLayoutRelation.equal
        let secondItem = element["secondItem"]
        let secondAttribute = try attribute("secondAttribute")
        if (secondItem == nil) != (secondAttribute == nil) {
            throw values.invalid(
                element,
                secondItem == nil
                    ? "secondAttribute is written without secondItem" : "secondItem is written without secondAttribute",
                hint: "a constraint relates two items, each with an attribute, or sets a size to a constant")
        }
        let multiplier = try multiplier(element)
        // UIKit refuses these in NSLayoutConstraint's initialiser, whose message this follows.
        if !firstAttribute.isSize, secondItem == nil || multiplier == 0 {
            throw values.invalid(
                element,
                "a constraint cannot set the location attribute \(firstAttribute.rawValue) to a constant: "
                    + "Location attributes must be specified in pairs",
                hint: "relate \(firstAttribute.rawValue) to another item's attribute")
        }
        if let secondAttribute, !firstAttribute.isSize || !secondAttribute.isSize,
            firstAttribute.isSize != secondAttribute.isSize
                || firstAttribute.isHorizontal != secondAttribute.isHorizontal
        {
            let problem =
                firstAttribute.isSize != secondAttribute.isSize
                ? "a size attribute (\(firstAttribute.rawValue)) is related to a location "
                    + "(\(secondAttribute.rawValue))"
                : "a horizontal and a vertical location (\(firstAttribute.rawValue), \(secondAttribute.rawValue)) "
                    + "are related"
            throw values.invalid(
                element, problem + ", which UIKit refuses", hint: "relate attributes of the same kind and axis")
        }
        return IBConstraintSpec(
            id: element["id"], line: element.line, firstItem: element["firstItem"] ?? owner,
            firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier,
            constant: Double(try values.number(element, "constant") ?? 0),
            priority: try priority(element, "priority") ?? 1000, identifier: element["identifier"])
    }

    /// `multiplier`: a decimal number, or the ratio `m:n` Xcode writes for aspect ratios ("16:9").
    private func multiplier(_ element: IBElement) throws(StoryboardError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let value: Double?
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            value = numerator / denominator
        } else {
            value = parts.count == 1 ? Double(text) : nil
        }
        guard let value, value.isFinite else {
            throw values.invalid(
                element, "multiplier=\"\(text)\" is not a finite number or ratio",
                hint: "write a decimal number such as 0.5, or a ratio such as 16:9")
        }
        return value
    }

    /// A layout priority attribute, 1…1000 as UIKit requires.
    private func priority(_ element: IBElement, _ name: String) throws(StoryboardError) -> Float? {
        guard let value = try values.number(element, name) else { return nil }
        guard value >= 1, value <= 1000 else {
            throw values.invalid(
                element, "\(name)=\"\(element[name] ?? "")\" is outside 1…1000",
                hint: "layout priorities run from 1 to 1000 (required)")
        }
        return Float(value)
    }

    /// The constraint ids a `<variation>` leaves out of the Any/Any layout. Only the default
    /// variation is applied: other size classes warn once per file, since the toolkit has no trait
    /// collections to choose them by.
    private mutating func variation(_ element: IBElement) throws(StoryboardError) -> Set<String> {
        guard element["key"] == "default" else {
            warn(
                element,
                "size-class variations are not supported yet (there are no trait collections); the constraints "
                    + "for any width and height apply",
                once: "variation")
            return []
        }
        var excluded = Set<String>()
        for mask in element.children where mask.name == "mask" {
            guard mask["key"] == "constraints" else {
                warn(
                    mask,
                    "views and properties that only some size classes install are not supported yet; they stay as "
                        + "the file's base layout has them",
                    once: "variation.mask")
                continue
            }
            for entry in mask.children where entry.name == "exclude" {
                if let reference = entry["reference"] { excluded.insert(reference) }
            }
        }
        return excluded
    }
}
