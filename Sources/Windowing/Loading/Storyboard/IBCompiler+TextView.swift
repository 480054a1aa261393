import Foundation

// `<textView>`: its text, editability, font, text colour, input traits and scroll settings, read
// into the model and applied by `UITextView.init(coder:)` once the view's own defaults are set.
// What Xcode writes for one:
//   <textView clipsSubviews="YES" multipleTouchEnabled="YES" editable="NO" textAlignment="natural" text="…" id="…">
//     <rect key="frame" x="16" y="100" width="343" height="200"/>
//     <color key="textColor" systemColor="labelColor"/>
//     <fontDescription key="fontDescription" type="system" pointSize="14"/>
//     <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
// Text of several lines (and Xcode's placeholder Latin for a new text view) is written as a
// `<string key="text">` child instead of the `text` attribute; the reader keeps its characters.

/// A text view's settings, as the element gives them.
struct IBTextView: Sendable {
    var text: String?
    var isEditable: Bool
    var isSelectable: Bool
    var alignment: NSTextAlignment
    var isSecureTextEntry: Bool
    var font: IBFont?
    var textColor: UIColor?
    /// The element's background colour, which replaces the text view's own default.
    var backgroundColor: UIColor?
    var bounces: Bool?
    var isScrollEnabled: Bool?
    var showsVerticalScrollIndicator: Bool?
    var showsHorizontalScrollIndicator: Bool?
}

extension IBVocabulary {
    static let textViewAttributes: [String: Set<String>] = [
        "textView": viewAttributes.union(scrollViewAttributes).union([
            "text", "editable", "selectable", "textAlignment", "adjustsFontForContentSizeCategory",
            "allowsEditingTextAttributes", "usesAttributedText", "findInteractionEnabled", "usesStandardTextScaling",
        ])
    ]
}

extension IBCompiler {
    /// The content of a `<textView>`, once its view attributes are in `spec`.
    func textViewContent(
        _ element: IBElement, spec: IBViewSpec, text: String?, font: IBFont?, textColor: UIColor?, isSecure: Bool
    ) throws(StoryboardError) -> IBTextView {
        IBTextView(
            text: text,
            isEditable: try values.flag(element, "editable") ?? true,
            isSelectable: try values.flag(element, "selectable") ?? true,
            alignment: try values.choice(element, "textAlignment", IBValues.textAlignments) ?? .natural,
            isSecureTextEntry: isSecure, font: font, textColor: textColor, backgroundColor: spec.backgroundColor,
            bounces: try values.flag(element, "bounces"),
            isScrollEnabled: try values.flag(element, "scrollEnabled"),
            showsVerticalScrollIndicator: try values.flag(element, "showsVerticalScrollIndicator"),
            showsHorizontalScrollIndicator: try values.flag(element, "showsHorizontalScrollIndicator"))
    }
}

// MARK: - Decoding a text view's element

extension StoryboardCoder {
    /// The text view element's settings, when the coder carries a `<textView>`.
    var textViewContent: IBTextView? {
        guard case .view(let spec, _) = payload, case .textView(let content) = spec.content else { return nil }
        return content
    }
}

extension IBTextView {
    /// Sets what the element gave on `textView`, once its own initialisation is done.
    @MainActor
    func apply(to textView: UITextView) {
        textView.backgroundColor = backgroundColor
        if let font { textView.font = font.font }
        if let textColor { textView.textColor = textColor }
        textView.textAlignment = alignment
        textView.isSecureTextEntry = isSecureTextEntry
        if let bounces { textView.bounces = bounces }
        if let isScrollEnabled { textView.isScrollEnabled = isScrollEnabled }
        if let showsVerticalScrollIndicator { textView.showsVerticalScrollIndicator = showsVerticalScrollIndicator }
        if let showsHorizontalScrollIndicator {
            textView.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        }
        textView.text = text ?? ""
        textView.isSelectable = isSelectable
        textView.isEditable = isEditable
    }
}
