import Foundation

/// Typed reads of Interface Builder attribute values; a value of the wrong form is an error naming
/// the file, line, element and attribute.
struct IBValues {
    let file: String

    func invalid(_ element: IBElement, _ problem: String, hint: String) -> StoryboardError {
        .invalid(file: file, line: element.line, element: element.label, problem: problem, hint: hint)
    }

    func required(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> String {
        guard let value = element[attribute], !value.isEmpty else {
            throw invalid(
                element, "the attribute '\(attribute)' is missing",
                hint: "Interface Builder always writes it; re-save the file in Xcode")
        }
        return value
    }

    func number(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> CGFloat? {
        guard let text = element[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw invalid(
                element, "\(attribute)=\"\(text)\" is not a finite number", hint: "write a decimal number such as 0.5")
        }
        return CGFloat(value)
    }

    func integer(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> Int? {
        guard let text = element[attribute] else { return nil }
        guard let value = Int(text) else {
            throw invalid(element, "\(attribute)=\"\(text)\" is not an integer", hint: "write a whole number such as 2")
        }
        return value
    }

    func flag(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> Bool? {
        switch element[attribute] {
        case nil: return nil
        case "YES": return true
        case "NO": return false
        case let text?:
            throw invalid(
                element, "\(attribute)=\"\(text)\" is not YES or NO", hint: "Interface Builder writes YES or NO")
        }
    }

    /// One of `choices`, by the spelling Interface Builder writes.
    func choice<Value>(_ element: IBElement, _ attribute: String, _ choices: [String: Value]) throws(StoryboardError)
        -> Value?
    {
        guard let text = element[attribute] else { return nil }
        guard let value = choices[text] else {
            let known = choices.keys.sorted().joined(separator: ", ")
            throw invalid(element, "\(attribute)=\"\(text)\" is not supported", hint: "use one of: \(known)")
        }
        return value
    }

    func rect(_ element: IBElement) throws(StoryboardError) -> CGRect {
        func component(_ name: String) throws(StoryboardError) -> CGFloat {
            guard let value = try number(element, name) else {
                throw invalid(element, "the attribute '\(name)' is missing", hint: "a frame has x, y, width and height")
            }
            return value
        }
        let (x, y, width, height) = (
            try component("x"), try component("y"), try component("width"), try component("height")
        )
        // CGRect's width and height are standardized, so the raw values are checked.
        guard width >= 0, height >= 0, abs(x) < 1e6, abs(y) < 1e6, width < 1e6, height < 1e6 else {
            throw invalid(
                element, "the frame x=\(x) y=\(y) width=\(width) height=\(height) is negative or too large",
                hint: "sizes are between 0 and 1,000,000 points")
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static let maskFlags: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight),
        ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …/>` (behaviour 9.16).
    func autoresizingMask(_ element: IBElement) throws(StoryboardError) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        for (name, flag) in Self.maskFlags where try self.flag(element, name) == true { mask.insert(flag) }
        return mask
    }

    /// `<color>` in its forms (behaviour 9.15): sRGB/calibrated RGB components, white/gray, a named
    /// system colour resolved through `<resources>`, the element's own components, or UIKit's table,
    /// or an asset catalog colour (`name=`) through the `<namedColor>` Xcode copies into `<resources>`.
    /// `systemColor="tintColor"` is `UIColor.tintColor`, which the view draws as its own tint.
    func color(_ element: IBElement, resources: [String: IBElement]) throws(StoryboardError) -> UIColor {
        let alpha = try unit(element, "alpha") ?? 1
        // Attributed strings name the system's own colours by catalog (`name="textColor"
        // catalog="System"`), as AppKit's colour lists do; text colour is the label colour.
        if element["catalog"] == "System", let name = element["name"] {
            guard let known = name == "textColor" ? UIColor.label : Self.systemColors[name] else {
                throw invalid(
                    element, "the system catalog colour '\(name)' is not known",
                    hint: "use a system colour (systemColor=\"labelColor\") or an sRGB colour")
            }
            return alpha == 1 ? known : known.withAlphaComponent(alpha)
        }
        if let name = element["name"], element["red"] == nil, element["white"] == nil {
            guard let defined = resources[name], defined.name == "namedColor", let inner = defined.child("color"),
                inner["name"] == nil
            else {
                throw invalid(
                    element, "the named colour '\(name)' is not defined in <resources>",
                    hint: "add <namedColor name=\"\(name)\"> to <resources>, as Xcode does, or use an sRGB colour")
            }
            return try color(inner, resources: resources)
        }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            // Xcode copies the default blue into <resources>, but UIKit draws the view's tint.
            if name == "tintColor" { return alpha == 1 ? .tintColor : UIColor.tintColor.withAlphaComponent(alpha) }
            if element["red"] == nil, element["white"] == nil {
                if let defined = resources[name], let inner = defined.child("color"), inner["systemColor"] == nil {
                    return try color(inner, resources: [:])
                }
                guard let known = Self.systemColors[name] else {
                    throw invalid(
                        element, "the system colour '\(name)' is not defined in <resources> and not known",
                        hint: "add <systemColor name=\"\(name)\"> to <resources>, as Xcode does, or use an sRGB colour")
                }
                return known
            }
        }
        if element["red"] != nil || element["green"] != nil || element["blue"] != nil {
            return UIColor(
                red: try component(element, "red"), green: try component(element, "green"),
                blue: try component(element, "blue"), alpha: alpha)
        }
        if element["white"] != nil {
            return UIColor(white: try component(element, "white"), alpha: alpha)
        }
        if element["cyan"] != nil || element["black"] != nil {
            // Xcode's colour picker in CMYK mode writes genericCMYKColorSpace components; the naive
            // conversion stands in for a colour-managed one.
            let black = try component(element, "black")
            return UIColor(
                red: (1 - (try component(element, "cyan"))) * (1 - black),
                green: (1 - (try component(element, "magenta"))) * (1 - black),
                blue: (1 - (try component(element, "yellow"))) * (1 - black), alpha: alpha)
        }
        throw invalid(
            element, "the colour has no components", hint: "write red, green and blue, or white, with colorSpace")
    }

    private func unit(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> CGFloat? {
        guard let value = try number(element, attribute) else { return nil }
        guard (0...1).contains(value) else {
            throw invalid(
                element, "\(attribute)=\"\(value)\" is outside 0…1", hint: "colour components are between 0 and 1")
        }
        return value
    }

    private func component(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> CGFloat {
        guard let value = try unit(element, attribute) else {
            throw invalid(
                element, "the colour component '\(attribute)' is missing", hint: "write red, green and blue together")
        }
        return value
    }

    /// UIKit's named colours as storyboards spell them, for files without a `<resources>` entry.
    static let systemColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemTealColor": .systemTeal, "systemBlueColor": .systemBlue,
        "systemIndigoColor": .systemIndigo, "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink,
        "systemGrayColor": .systemGray, "systemGray6Color": .systemGray6, "linkColor": .link,
        "darkTextColor": .darkText, "lightTextColor": .lightText,
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground, "separatorColor": .separator,
        "clearColor": .clear, "whiteColor": .white, "blackColor": .black,
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    static let controlStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
        "focused": .focused,
    ]

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}
