import Foundation

// `<textField>`: its attributes, font, text colour and input traits, read into the model and
// applied to the field inside `init(coder:)`. What Xcode writes for one:
//   <textField borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" …>
//     <fontDescription key="fontDescription" type="system" pointSize="14"/>
//     <textInputTraits key="textInputTraits" secureTextEntry="YES" keyboardType="decimalPad"/>

/// A text field's settings, as the element gives them.
struct IBTextField: Sendable {
    var text: String?
    var placeholder: String?
    var borderStyle: UITextField.BorderStyle
    var alignment: NSTextAlignment
    var minimumFontSize: CGFloat
    var adjustsFontSizeToFitWidth: Bool
    var clearButtonMode: UITextField.ViewMode
    var clearsOnBeginEditing: Bool
    var isSecureTextEntry: Bool
    var font: IBFont?
    var textColor: UIColor?
}

extension IBVocabulary {
    static let textFieldAttributes: Set<String> = [
        "text", "placeholder", "borderStyle", "textAlignment", "minimumFontSize", "adjustsFontSizeToFit",
        "clearButtonMode", "clearsOnBeginEditing", "background", "disabledBackground",
        "adjustsFontForContentSizeCategory", "allowsEditingTextAttributes",
    ]
    /// The `<textInputTraits>` attributes; only `secureTextEntry` changes what a desktop field does.
    static let textInputTraitsAttributes: Set<String> = [
        "key", "autocapitalizationType", "autocorrectionType", "spellCheckingType", "keyboardType",
        "keyboardAppearance", "returnKeyType", "enablesReturnKeyAutomatically", "secureTextEntry", "textContentType",
        "smartDashesType", "smartQuotesType", "smartInsertDeleteType",
    ]
}

extension IBCompiler {
    static let textFieldBorderStyles: [String: UITextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    static let textFieldViewModes: [String: UITextField.ViewMode] = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]

    /// The secure-entry flag of a `<textInputTraits>` child, checked.
    func textInputTraitsSecure(_ element: IBElement) throws(StoryboardError) -> Bool {
        try checkAttributes(element, as: "textInputTraits")
        return try values.flag(element, "secureTextEntry") ?? false
    }

    /// The content of a `<textField>`.
    func textFieldContent(
        _ element: IBElement, font: IBFont?, textColor: UIColor?, isSecure: Bool
    ) throws(StoryboardError) -> IBTextField {
        IBTextField(
            text: element["text"], placeholder: element["placeholder"],
            borderStyle: try values.choice(element, "borderStyle", Self.textFieldBorderStyles) ?? .none,
            alignment: try values.choice(element, "textAlignment", IBValues.textAlignments) ?? .natural,
            minimumFontSize: max(try values.number(element, "minimumFontSize") ?? 0, 0),
            adjustsFontSizeToFitWidth: try values.flag(element, "adjustsFontSizeToFit") ?? false,
            clearButtonMode: try values.choice(element, "clearButtonMode", Self.textFieldViewModes) ?? .never,
            clearsOnBeginEditing: try values.flag(element, "clearsOnBeginEditing") ?? false,
            isSecureTextEntry: isSecure, font: font, textColor: textColor)
    }
}

extension IBTextField {
    /// Sets what the element gave on `view`, if it is a text field.
    @MainActor
    func apply(to view: UIView) {
        guard let field = view as? UITextField else { return }
        if let font { field.font = font.font }
        if let textColor { field.textColor = textColor }
        field.textAlignment = alignment
        field.borderStyle = borderStyle
        field.minimumFontSize = minimumFontSize
        field.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        field.clearButtonMode = clearButtonMode
        field.clearsOnBeginEditing = clearsOnBeginEditing
        field.isSecureTextEntry = isSecureTextEntry
        field.placeholder = placeholder
        field.text = text
    }
}
