import Foundation

// `<buttonConfiguration>`: the configuration Xcode 13 and later give new buttons. What Xcode
// writes for one:
//   <buttonConfiguration key="configuration" style="filled" title="Call" cornerStyle="capsule">
//     <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
//     <color key="baseBackgroundColor" systemColor="systemBlueColor"/>
//     <directionalEdgeInsets key="contentInsets" top="4" leading="8" bottom="4" trailing="8"/>
//     <attributedString key="attributedTitle"><fragment content="Try Again?">…</fragment></attributedString>
//   </buttonConfiguration>

/// One run of an attributed title: its text, and the font and colour it names.
struct IBTextFragment: Sendable {
    var text: String
    var font: IBFont?
    var color: UIColor?
}

/// A button configuration, as the element gives it.
struct IBButtonConfiguration: Sendable {
    var style = UIButton.Configuration.Style.plain
    var title: String?
    var subtitle: String?
    var attributedTitle: [IBTextFragment]?
    var image: String?
    var imagePlacement = NSDirectionalRectEdge.leading
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var titleAlignment = UIButton.Configuration.TitleAlignment.automatic
    var cornerStyle = UIButton.Configuration.CornerStyle.dynamic
    var buttonSize = UIButton.Configuration.Size.medium
    var showsActivityIndicator = false
    var titleFont: IBFont?
    var subtitleFont: IBFont?
    var baseForegroundColor: UIColor?
    var baseBackgroundColor: UIColor?
    var contentInsets: NSDirectionalEdgeInsets?
    var backgroundColor: UIColor?
    var cornerRadius: CGFloat?
    var strokeColor: UIColor?
    var strokeWidth: CGFloat?
}

extension IBVocabulary {
    static let buttonConfigurationAttributes: [String: Set<String>] = [
        "buttonConfiguration": [
            "key", "style", "title", "subtitle", "image", "catalog", "imagePlacement", "imagePadding", "titlePadding",
            "titleAlignment", "cornerStyle", "buttonSize", "showsActivityIndicator", "macIdiomStyle",
            "automaticallyUpdateForSelection", "titleLineBreakMode", "subtitleLineBreakMode",
        ],
        "directionalEdgeInsets": ["key", "top", "leading", "bottom", "trailing"],
        "backgroundConfiguration": ["key", "cornerRadius", "strokeWidth", "strokeOutset", "image", "imageContentMode"],
        "attributedString": ["key"],
        "fragment": ["content"],
        "attributes": [],
        "font": ["key", "size", "name", "metaFont"],
    ]
}

extension IBCompiler {
    static let buttonStyles: [String: UIButton.Configuration.Style] = [
        "plain": .plain, "gray": .gray, "tinted": .tinted, "filled": .filled,
    ]
    static let buttonCornerStyles: [String: UIButton.Configuration.CornerStyle] = [
        "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large,
        "capsule": .capsule,
    ]
    static let buttonSizes: [String: UIButton.Configuration.Size] = [
        "mini": .mini, "small": .small, "medium": .medium, "large": .large,
    ]
    static let buttonImagePlacements: [String: NSDirectionalRectEdge] = [
        "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
    ]
    static let buttonTitleAlignments: [String: UIButton.Configuration.TitleAlignment] = [
        "automatic": .automatic, "leading": .leading, "center": .center, "trailing": .trailing,
    ]

    /// The configuration a `<buttonConfiguration>` describes, checked.
    mutating func buttonConfiguration(_ element: IBElement) throws(StoryboardError) -> IBButtonConfiguration {
        try checkAttributes(element)
        var result = IBButtonConfiguration()
        result.style = try values.choice(element, "style", Self.buttonStyles) ?? .plain
        result.title = element["title"]
        result.subtitle = element["subtitle"]
        result.image = try imageName(element, "image")
        result.imagePlacement = try values.choice(element, "imagePlacement", Self.buttonImagePlacements) ?? .leading
        result.imagePadding = try spacing(element, "imagePadding")
        result.titlePadding = try spacing(element, "titlePadding")
        result.titleAlignment = try values.choice(element, "titleAlignment", Self.buttonTitleAlignments) ?? .automatic
        result.cornerStyle = try values.choice(element, "cornerStyle", Self.buttonCornerStyles) ?? .dynamic
        result.buttonSize = try values.choice(element, "buttonSize", Self.buttonSizes) ?? .medium
        result.showsActivityIndicator = try values.flag(element, "showsActivityIndicator") ?? false
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("fontDescription", "titleFontDescription"?): result.titleFont = try fontDescription(child)
            case ("fontDescription", "subtitleFontDescription"?): result.subtitleFont = try fontDescription(child)
            case ("color", "baseForegroundColor"?):
                try checkAttributes(child)
                result.baseForegroundColor = try values.color(child, resources: resources)
            case ("color", "baseBackgroundColor"?):
                try checkAttributes(child)
                result.baseBackgroundColor = try values.color(child, resources: resources)
            case ("directionalEdgeInsets", "contentInsets"?): result.contentInsets = try directionalInsets(child)
            case ("backgroundConfiguration", _): try backgroundConfiguration(child, into: &result)
            case ("attributedString", "attributedTitle"?): result.attributedTitle = try fragments(child)
            default:
                skip(
                    child, warning: "<\(child.name)> in a button configuration is not supported yet; skipped",
                    once: "buttonConfiguration.\(child.name)")
            }
        }
        return result
    }

    private func spacing(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> CGFloat {
        let value = try values.number(element, attribute) ?? 0
        guard value >= 0, value <= 10_000 else {
            throw values.invalid(
                element, "\(attribute)=\"\(value)\" is outside 0…10000", hint: "write a spacing in points")
        }
        return value
    }

    private func directionalInsets(_ element: IBElement) throws(StoryboardError) -> NSDirectionalEdgeInsets {
        try checkAttributes(element)
        return NSDirectionalEdgeInsets(
            top: try values.number(element, "top") ?? 0, leading: try values.number(element, "leading") ?? 0,
            bottom: try values.number(element, "bottom") ?? 0, trailing: try values.number(element, "trailing") ?? 0)
    }

    private mutating func backgroundConfiguration(
        _ element: IBElement, into result: inout IBButtonConfiguration
    ) throws(StoryboardError) {
        try checkAttributes(element)
        result.cornerRadius = try values.number(element, "cornerRadius").map { max(0, $0) }
        result.strokeWidth = try values.number(element, "strokeWidth").map { max(0, $0) }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("color", "backgroundColor"?):
                try checkAttributes(child)
                result.backgroundColor = try values.color(child, resources: resources)
            case ("color", "strokeColor"?):
                try checkAttributes(child)
                result.strokeColor = try values.color(child, resources: resources)
            default:
                skip(
                    child, warning: "<\(child.name)> in a background configuration is not supported yet; skipped",
                    once: "backgroundConfiguration.\(child.name)")
            }
        }
    }

    /// The runs of an `<attributedString>`: each `<fragment>`'s text with its font and colour.
    mutating func fragments(_ element: IBElement) throws(StoryboardError) -> [IBTextFragment] {
        try checkAttributes(element)
        var result: [IBTextFragment] = []
        for fragment in element.children where fragment.name == "fragment" {
            try checkAttributes(fragment)
            var run = IBTextFragment(text: fragment["content"] ?? "")
            for part in fragment.children {
                switch part.name {
                case "attributes":
                    for attribute in part.children {
                        switch (attribute.name, attribute["key"]) {
                        case ("font", "NSFont"?): run.font = try fragmentFont(attribute)
                        case ("color", "NSColor"?):
                            try checkAttributes(attribute)
                            run.color = try values.color(attribute, resources: resources)
                        default:
                            skip(
                                attribute,
                                warning: "the \(attribute["key"] ?? attribute.name) text attribute is "
                                    + "not supported yet; skipped", once: "fragment.\(attribute.name)")
                        }
                    }
                default:
                    skip(part)
                }
            }
            result.append(run)
        }
        return result
    }

    private func fragmentFont(_ element: IBElement) throws(StoryboardError) -> IBFont {
        try checkAttributes(element)
        // Without a size, a `metaFont` names UIKit's system sizes: 12 points for the small ones.
        let size =
            try values.number(element, "size") ?? (element["metaFont"]?.hasPrefix("smallSystem") == true ? 12 : 17)
        guard size > 0, size <= 4096 else {
            throw values.invalid(element, "size=\"\(size)\" is outside 0…4096", hint: "write a positive font size")
        }
        switch element["name"] {
        case nil, ".SFUI-Regular"?, ".AppleSystemUIFont"?: return IBFont(kind: .system, size: size)
        case let name?: return IBFont(kind: .named(name), size: size)
        }
    }
}

extension IBButtonConfiguration {
    /// The configuration, with images looked up by `image`.
    @MainActor
    func make(image lookUp: (String) -> UIImage?) -> UIButton.Configuration {
        var configuration = UIButton.Configuration(style: style)
        configuration.title = title
        configuration.subtitle = subtitle
        configuration.image = image.flatMap(lookUp)
        configuration.imagePlacement = imagePlacement
        configuration.imagePadding = imagePadding
        configuration.titlePadding = titlePadding
        configuration.titleAlignment = titleAlignment
        configuration.cornerStyle = cornerStyle
        configuration.buttonSize = buttonSize
        configuration.showsActivityIndicator = showsActivityIndicator
        configuration.baseForegroundColor = baseForegroundColor
        configuration.baseBackgroundColor = baseBackgroundColor
        if let contentInsets { configuration.contentInsets = contentInsets }
        configuration.background.backgroundColor = backgroundColor
        if let cornerRadius { configuration.background.cornerRadius = cornerRadius }
        configuration.background.strokeColor = strokeColor
        if let strokeWidth { configuration.background.strokeWidth = strokeWidth }
        if let font = titleFont?.font { configuration.titleTextAttributesTransformer = Self.setting(font) }
        if let font = subtitleFont?.font { configuration.subtitleTextAttributesTransformer = Self.setting(font) }
        if let attributedTitle {
            var string = AttributedString()
            for run in attributedTitle {
                var part = AttributedString(run.text)
                if let font = run.font?.font { part.font = font }
                if let color = run.color { part.foregroundColor = color }
                string.append(part)
            }
            configuration.attributedTitle = string
        }
        return configuration
    }

    /// Xcode stores a configuration's title font as a font; UIKit applies it as a transformer.
    private static func setting(_ font: UIFont) -> UIConfigurationTextAttributesTransformer {
        UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = font
            return outgoing
        }
    }
}
