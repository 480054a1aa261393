public import Foundation

/// A view that draws one or more lines of read-only text, shaped and broken into lines by Pango.
///
/// Like UIKit: the font defaults to the system font at 17 points, the colour to `.label`, the
/// alignment to `.natural`, one line, truncating the tail; text is centred vertically in the
/// bounds; a label clips to its bounds, ignores touches and redraws when resized (behaviour 9.27).
/// The shaped text is kept while the text, attributes, font and width are unchanged, so
/// redisplaying a label does not shape it again.
@preconcurrency @MainActor
open class UILabel: UIView {
    var plainText: String?
    var attributedSource: NSAttributedString?
    var storedFont = UILabel.defaultFont
    var storedTextColor = UILabel.defaultTextColor
    /// The text as Pango is given it; nil when there is no text. Rebuilt when text or font change.
    var content: StyledText?
    /// The layouts of the current content, most recently used first (for drawing and measuring).
    var layouts: [TextLayout] = []

    static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }
    static var defaultTextColor: UIColor { .label }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptLabelDefaults()
    }

    /// Creates a label from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // A storyboard element's absent attributes are UIView's defaults (behaviour 9.17).
        if !(coder is StoryboardCoder) { adoptLabelDefaults() }
    }

    // MARK: - Text

    /// The text shown; nil by default. Setting it replaces any attributed text.
    open var text: String? {
        get { attributedSource?.string ?? plainText }
        set {
            plainText = newValue
            attributedSource = nil
            contentDidChange()
        }
    }

    /// The text with its attributes. Reading it after setting `text` gives the text with the
    /// label's font, colour and alignment; setting it takes the font, colour, alignment and line
    /// break mode of its first character, as UIKit does.
    open var attributedText: NSAttributedString? {
        get { attributedSource ?? plainText.map(attributedPlainText) }
        set { setAttributedText(newValue) }
    }

    /// The font of text without a `.font` attribute; nil resets it to the system font at 17 points.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            contentDidChange()
        }
    }

    /// The colour of text without a `.foregroundColor` attribute; nil resets it to `.label`.
    /// Changing it redraws the label without shaping the text again.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? Self.defaultTextColor
            setNeedsDisplay()
        }
    }

    /// The colour of the text while `isHighlighted`; nil (the default) keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the label draws with `highlightedTextColor`; false by default.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the text is drawn normally; a disabled label draws its text at half its opacity.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsDisplay() } }
    }

    /// Whether the font follows the content size category (see `UIFontMetrics`: it is always the
    /// default, so this has no visible effect).
    open var adjustsFontForContentSizeCategory = false

    // MARK: - Layout of the text

    /// How the lines line up; `.natural` (the default) is left for left-to-right text.
    open var textAlignment = NSTextAlignment.natural {
        didSet { if oldValue != textAlignment { layoutOptionsDidChange() } }
    }

    /// The most lines shown; 1 by default, 0 for no limit. Negative values count as 0.
    open var numberOfLines = 1 {
        didSet { if oldValue != numberOfLines { layoutOptionsDidChange() } }
    }

    /// How lines wrap and where text that does not fit is cut; `.byTruncatingTail` by default.
    ///
    /// Truncation ellipsizes the last line shown: line `numberOfLines`, or with no limit the
    /// last line that fits the height of the bounds.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { if oldValue != lineBreakMode { layoutOptionsDidChange() } }
    }

    /// The width multi-line text wraps at for `intrinsicContentSize`; 0 (the default) uses the
    /// label's width, or no limit when that is 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// Whether a single-line label draws text too wide for its bounds with a smaller font,
    /// down to `minimumScaleFactor` of its size; false by default.
    ///
    /// - Note: Differs from UIKit: multi-line labels do not shrink their text to fit the height.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if oldValue != adjustsFontSizeToFitWidth { setNeedsDisplay() } }
    }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks text to; 0
    /// (the default), like 1 or any value that is not in 0...1, means the text is not shrunk.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if oldValue != minimumScaleFactor { setNeedsDisplay() } }
    }

    // MARK: - Measuring and drawing

    /// The size of the text: a single-line label's whole text, or multi-line text wrapped at
    /// `size.width` (no limit when it is 0 or not finite), in whole points. Zero without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    /// The size of the text, as `sizeThatFits(_:)` with `preferredMaxLayoutWidth`.
    open override var intrinsicContentSize: CGSize { intrinsicSize() }

    /// The rectangle the text takes in `bounds`, at most `numberOfLines` lines (0: any number).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        textRectangle(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// Draws the text in `rect`, centred vertically; `draw(_:)` calls it with the bounds.
    open func drawText(in rect: CGRect) { drawTextContent(in: rect) }

    /// Draws the label's text by calling `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
