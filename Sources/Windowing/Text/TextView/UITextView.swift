public import Foundation

/// A scrollable, multi-line, editable text region.
///
/// Clicking an editable text view makes it the first responder and places the caret where Pango
/// puts the nearest cluster boundary; typing, Return (a new line), Tab (a tab character) and the
/// desktop's editing keys work as in a text field (see `TextEditingCommand`), with Up and Down
/// moving by line on screen while keeping the caret's horizontal position, and Home and End going
/// to the ends of the line on screen. Copy, Cut and Paste use `UIPasteboard.general`, Undo and
/// Redo the responder chain's `undoManager`, with typing in a row as one step.
///
/// The text wraps at the view's width less `textContainerInset`'s sides and a 5-point line
/// fragment padding on each side, as `NSTextContainer`'s default `lineFragmentPadding`
/// (https://developer.apple.com/documentation/appkit/nstextcontainer/linefragmentpadding).
/// As a scroll view, its `contentSize` is the laid-out text's height plus the insets' top and
/// bottom, and each edit or caret move the user makes scrolls the caret into view.
/// https://developer.apple.com/documentation/uikit/uitextview
///
/// - Note: Differs from UIKit: there is no `textContainer`, `layoutManager` or `textStorage`
///   (TextKit): Pango lays the text out, with the line fragment padding fixed at 5 points.
/// - Note: Differs from UIKit: `delegate` is typed as the scroll view's delegate; a delegate that
///   conforms to `UITextViewDelegate` gets the text view's calls too.
/// - Note: Differs from UIKit: data detectors, links, the edit menu, text
///   attachments and `allowsEditingTextAttributes` are absent, and the `UITextInputTraits`
///   have no effect (there is no on-screen keyboard).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    /// `NSTextContainer`'s default padding at each end of a line, in points.
    static let lineFragmentPadding: CGFloat = 5

    var buffer = TextEditingBuffer()
    /// The text's attributes; its string is always `buffer.text`.
    var storage = NSMutableAttributedString(string: "")
    var markedRange: Range<Int>?
    var undoRun: UndoRun?
    let caretBlink = CaretBlink()
    var keyPresses = TextKeyPresses()
    /// The offset a drag selection started from, while the pointer selects.
    var dragAnchor: Int?
    /// Where Up and Down keep the caret horizontally (layout coordinates) during a run of them.
    var verticalGoalX: CGFloat?
    /// The text laid out paragraph by paragraph (UITextView+Layout.swift).
    let paragraphs = TextViewParagraphs()
    /// Draws the text, selection and caret over the visible part of the content.
    let contentView = TextViewContentView()
    private(set) var isEditingText = false

    /// Creates a text view with `frame`, showing no text, editable, in the system font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptTextViewDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptTextViewDefaults()
        (coder as? StoryboardCoder)?.textViewContent?.apply(to: self)
    }

    private func adoptTextViewDefaults() {
        paragraphs.styledText = { [unowned self] in styledText(in: $0) }
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        contentView.textView = self
        contentView.isUserInteractionEnabled = false
        contentView.isOpaque = false
        insertSubview(contentView, at: 0)
        typingAttributes = defaultAttributes
        textDidChangeLayout()
    }

    // MARK: - Text

    /// The text; setting it calls no delegate method, keeps the view's font, colour and
    /// alignment, puts the caret at the end and forgets the text view's undo steps.
    open var text: String! {
        get { buffer.text }
        set { setAttributedTextFromCode(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The text with its attributes; setting it keeps them, and the first character's become the
    /// typing attributes.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set {
            let value = newValue ?? NSAttributedString(string: "")
            if value.length > 0 { typingAttributes = value.attributes(at: 0, effectiveRange: nil) }
            setAttributedTextFromCode(value)
        }
    }

    private var storedFont: UIFont?
    /// The font of the whole text and of what is typed; nil (the default) is the system font at
    /// 12 points, UIKit's default for text views.
    open var font: UIFont? {
        get { storedFont ?? Self.defaultFont }
        set {
            storedFont = newValue
            applyToWholeText(.font, newValue ?? Self.defaultFont)
        }
    }

    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    private var storedTextColor: UIColor?
    /// The colour of the whole text and of what is typed; nil is the label colour.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue
            applyToWholeText(.foregroundColor, newValue ?? .label)
        }
    }

    /// The alignment of the whole text and of what is typed.
    open var textAlignment = NSTextAlignment.natural {
        didSet {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            applyToWholeText(.paragraphStyle, paragraph)
        }
    }

    /// The attributes newly typed text gets: after a move, those of the character before the caret.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    /// The view's own font, colour and alignment, which `text` and typing use by default.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font ?? Self.defaultFont, .foregroundColor: textColor ?? .label, .paragraphStyle: paragraph]
    }

    private func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        typingAttributes[key] = value
        if storage.length > 0 {
            storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
        }
        textDidChangeLayout()
    }

    // MARK: - Behaviour

    /// Whether the user may change the text; a text view that is not still selects and copies.
    open var isEditable = true {
        didSet {
            if !isEditable, isEditingText { endEditingSession() }
            contentView.setNeedsDisplay()
        }
    }

    /// Whether the user may select text (and, when not editable, copy it).
    open var isSelectable = true {
        didSet { if !isSelectable, !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// The margins between the view's edges and the text's area; (8, 0, 8, 0) as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChangeLayout() }
    }

    /// Whether `text` is not empty.
    open var hasText: Bool { !buffer.text.isEmpty }

    /// The selection in UTF-16 units (the caret is an empty range); setting it clamps it to the
    /// text and calls `textViewDidChangeSelection(_:)` when it changes.
    open var selectedRange: NSRange {
        get { buffer.selectedRange }
        set {
            let before = buffer
            buffer.select(newValue)
            guard buffer != before else { return }
            selectionDidChange()
        }
    }

    /// Whether the user is editing: the text view is editable and the first responder.
    var isEditing: Bool { isEditingText }

    // MARK: - Delegate

    /// Adds the `delegate` outlet (UITextView+Storyboard.swift).
    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(textViewOutlets) { $1 }
    }

    /// The delegate as a text view delegate, when it is one.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    // MARK: - UITextInputTraits (no effect; see the note on the class)

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: - Responder (bodies in UITextView+Editing.swift)

    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && isUserInteractionEnabled }

    /// For an editable text view, asks `textViewShouldBeginEditing(_:)`, becomes first responder
    /// (the previous one resigns first), then calls `textViewDidBeginEditing(_:)`; a selectable
    /// one that is not editable becomes first responder without the editing calls.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { becomeFirstResponderAsTextView() }

    /// Asks `textViewShouldEndEditing(_:)` while editing, resigns, then calls `textViewDidEndEditing(_:)`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { resignFirstResponderAsTextView() }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.began(presses, accepting: isFirstResponder) { perform($0) }
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: - Pointer (bodies in UITextView+Pointer.swift)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, textTouchBegan(touch) else { return super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, textTouchMoved(touch) else { return super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard textTouchEnded() else { return super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard textTouchEnded() else { return super.touchesCancelled(touches, with: event) }
    }

    /// A drag in a selectable text view selects text rather than scrolling; the wheel still scrolls.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollPan, scrollPan.numberOfTouches > 0,
            isSelectable || isEditable
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Layout (bodies in UITextView+Layout.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextView()
    }

    /// Scrolls the least needed to show `range`'s first and last lines (its start when both do not fit).
    open func scrollRangeToVisible(_ range: NSRange) { scrollToShow(rectForScrolling(to: range), animated: false) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    // MARK: - Editing session

    func setEditingText(_ editing: Bool) {
        isEditingText = editing
        contentView.setNeedsDisplay()
    }
}
