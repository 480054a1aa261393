public import Foundation

/// How lines of text line up horizontally.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Both edges flush, by widening spaces; the last line is left-aligned.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4
}

/// What happens to text that does not fit its width: where lines wrap, or where it is cut.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries, breaking a word only when it is wider than a line.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Wraps at words; what does not fit is not drawn.
    case byClipping = 2
    /// Cuts the start of the last line and shows an ellipsis.
    case byTruncatingHead = 3
    /// Cuts the end of the last line and shows an ellipsis.
    case byTruncatingTail = 4
    /// Cuts the middle of the last line and shows an ellipsis.
    case byTruncatingMiddle = 5

    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// The paragraph attributes of text: alignment, line breaking, spacing and indents.
///
/// - Note: Differs from UIKit: Pango lays a whole text out with one paragraph style, so the
///   style of the text's first character applies to every paragraph; `paragraphSpacing`,
///   `tailIndent` and tab stops are not drawn and are absent.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    /// The horizontal alignment of the lines.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines wrap or are truncated.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Points between the bottom of one line and the top of the next.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Indent of the first line of each paragraph from the leading edge.
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// Indent of the lines after the first from the leading edge.
    open var headIndent: CGFloat { storedHeadIndent }

    public func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    private func copyValues<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.storedAlignment = storedAlignment
        copy.storedLineBreakMode = storedLineBreakMode
        copy.storedLineSpacing = storedLineSpacing
        copy.storedFirstLineHeadIndent = storedFirstLineHeadIndent
        copy.storedHeadIndent = storedHeadIndent
        return copy
    }

    /// The values Pango is given, with sizes that are negative or not finite taken as 0.
    var spec: ParagraphSpec {
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return ParagraphSpec(
            alignment: storedAlignment, lineBreakMode: storedLineBreakMode,
            lineSpacing: valid(storedLineSpacing), firstLineHeadIndent: valid(storedFirstLineHeadIndent),
            headIndent: valid(storedHeadIndent))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle).map { $0.spec == spec } ?? false
    }

    open override var hash: Int { spec.hashValue }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }

    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }

    /// Copies every attribute of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        storedAlignment = obj.storedAlignment
        storedLineBreakMode = obj.storedLineBreakMode
        storedLineSpacing = obj.storedLineSpacing
        storedFirstLineHeadIndent = obj.storedFirstLineHeadIndent
        storedHeadIndent = obj.storedHeadIndent
    }
}

/// A paragraph style as a value, part of what a text layout is cached by.
struct ParagraphSpec: Hashable, Sendable {
    var alignment: NSTextAlignment
    var lineBreakMode: NSLineBreakMode
    var lineSpacing: CGFloat
    var firstLineHeadIndent: CGFloat
    var headIndent: CGFloat
}
