public import Foundation

/// A single line of editable text.
///
/// Clicking the field makes it the first responder and places the caret; typing, the desktop's
/// editing keys (see `TextEditingCommand`), Copy, Cut and Paste through `UIPasteboard.general`,
/// and Undo and Redo through the responder chain's `undoManager` work as in a desktop text
/// entry. The delegate and the control events follow UIKit's order (see `UITextFieldDelegate`):
/// `.editingDidBegin` after `textFieldDidBeginEditing(_:)`, `.editingChanged` after each change
/// the user makes, `.editingDidEndOnExit` when Return is pressed and the delegate allows it,
/// `.editingDidEnd` after `textFieldDidEndEditing(_:reason:)`. Setting `text` in code calls no
/// delegate method and sends no event. Tab and Shift+Tab move to the next and previous field of
/// the window in reading order (top to bottom, then left to right).
/// https://developer.apple.com/documentation/uikit/uitextfield
///
/// - Note: Differs from UIKit: there is no on-screen keyboard, so the `UITextInputTraits` other
///   than `isSecureTextEntry` have no effect; text is drawn with the first character's attributes
///   (`attributedText` keeps its string, font, colour and alignment), and `background` images and
///   the edit menu are absent.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
        case cancelled
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    var buffer = TextEditingBuffer()
    /// The range of text the input method is composing, if any.
    var markedRange: Range<Int>?
    /// What the last edit was, for grouping typing into one undo step; nil ends the run.
    var undoRun: UndoRun?
    /// Set when a secure field begins editing: the first insertion or deletion replaces all text.
    var clearsOnNextEdit = false
    /// How far the text is scrolled left so the caret stays visible, in points.
    var scrollOffset: CGFloat = 0
    let caretBlink = CaretBlink()
    /// Keys whose press the field handled, so their releases do not go up the chain either.
    var keyPresses = TextKeyPresses()
    /// The offset a drag selection started from.
    var dragAnchor: Int?
    /// The clear button is being pressed.
    var clearButtonTracked = false
    private(set) var storedIsEditing = false

    /// Creates a field with `frame`, no border and the system font at 17 points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptTextFieldDefaults()
    }

    /// Creates a field from an archive (see `UIView.init(coder:)`). A storyboard's field keeps
    /// the opacity, content mode and alignment its file gives, as in UIKit, where they come with
    /// the archive; only another coder's gets the defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !(coder is StoryboardCoder) { adoptTextFieldDefaults() }
    }

    private func adoptTextFieldDefaults() {
        isOpaque = false
        contentVerticalAlignment = .center
        contentMode = .redraw
    }

    // MARK: - Text

    /// The text; never nil when read (empty for no text). Setting it calls no delegate method,
    /// sends no event, puts the caret at the end and forgets the field's undo steps.
    open var text: String? {
        get { buffer.text }
        set { setTextFromCode(newValue ?? "") }
    }

    /// The text with the field's font, colour and alignment; setting it adopts the first
    /// character's font, colour and paragraph alignment.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: buffer.text, attributes: defaultTextAttributes) }
        set {
            if let newValue, newValue.length > 0 {
                adoptAttributes(newValue.attributes(at: 0, effectiveRange: nil))
            }
            setTextFromCode(newValue?.string ?? "")
        }
    }

    /// Shown in the placeholder colour while the text is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
            }
        }
    }

    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    private var storedFont = UIFont.systemFont(ofSize: 17)
    /// The font; nil resets it to the system font at 17 points.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UIFont.systemFont(ofSize: 17)
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    private var storedTextColor: UIColor = .label
    /// The text colour; nil resets it to black.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    open var textAlignment = NSTextAlignment.natural {
        didSet { setNeedsDisplay() }
    }

    /// The font, colour and paragraph style of the text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
        }
        set { adoptAttributes(newValue) }
    }

    private func adoptAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        setNeedsDisplay()
    }

    // MARK: - Look

    open var borderStyle = BorderStyle.none {
        didSet { setNeedsDisplay() }
    }

    open var clearButtonMode = ViewMode.never {
        didSet { setNeedsDisplay() }
    }

    /// Whether the text shrinks, down to `minimumFontSize`, to fit the field's width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to (4 points when 0).
    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Whether the field empties when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether an insertion replaces all text (secure fields behave so when editing begins again).
    open var clearsOnInsertion = false

    open var leftView: UIView? {
        didSet { overlayViewDidChange(old: oldValue, new: leftView) }
    }

    open var rightView: UIView? {
        didSet { overlayViewDidChange(old: oldValue, new: rightView) }
    }

    open var leftViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }

    open var rightViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }

    private func overlayViewDidChange(old: UIView?, new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    // MARK: - Delegate and state

    open weak var delegate: (any UITextFieldDelegate)?

    /// Adds the `delegate` outlet Xcode connects on a field (UITextField+Storyboard.swift).
    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging(textFieldOutlets) { $1 }
    }

    /// Whether the field is the first responder and editing.
    open var isEditing: Bool { storedIsEditing }

    open override var isEnabled: Bool {
        didSet {
            if !isEnabled, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    // MARK: - UITextInputTraits (no effect; see the note on the class)

    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!

    /// Whether the text shows as bullets; a secure field never copies its text out.
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: - Responder, keys and pointer (bodies in UITextField+Editing.swift)

    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    /// Asks `textFieldShouldBeginEditing(_:)`, becomes first responder (the previous one resigns
    /// first), then calls `textFieldDidBeginEditing(_:)` and sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { becomeFirstResponderAsTextField() }

    /// Asks `textFieldShouldEndEditing(_:)`, resigns, then calls
    /// `textFieldDidEndEditing(_:reason:)` and sends `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { resignFirstResponderAsTextField() }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        textPressesBegan(presses, with: event)
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        textPressesEnded(presses, with: event)
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        textPressesCancelled(presses, with: event)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginTextTracking(touch) }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueTextTracking(touch)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endTextTracking(touch) }

    open override func cancelTracking(with event: UIEvent?) { cancelTextTracking() }

    // MARK: - Geometry and drawing (bodies in UITextField+Drawing.swift)

    open override func draw(_ rect: CGRect) { drawField() }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle: inside the border, beside the left view, the right view or the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Draws the text (or its bullets) scrolled to keep the caret in view, clipped to `rect`.
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }

    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }

    /// The caret's rectangle for `position`, in the field's coordinates, from Pango's cluster positions.
    open func caretRect(for position: UITextPosition) -> CGRect { defaultCaretRect(for: position) }

    // MARK: - Sizes

    /// The text's size, or the placeholder's while there is no text, plus the border's insets.
    open override var intrinsicContentSize: CGSize {
        let lineHeight = ceil(storedFont.lineHeight)
        let shownWidth =
            buffer.text.isEmpty
            ? placeholderLayout()?.size.width ?? 0 : measuredWidth(of: displayText(for: buffer.text))
        let textWidth = ceil(shownWidth)
        let insets = horizontalInset * 2
        let height = borderStyle == .roundedRect ? max(lineHeight + 14, 34) : lineHeight + verticalInset * 2
        return CGSize(width: textWidth + insets, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.frame = leftViewRect(forBounds: bounds)
            leftView.isHidden = !shows(leftViewMode)
        }
        if let rightView {
            rightView.frame = rightViewRect(forBounds: bounds)
            rightView.isHidden = !shows(rightViewMode) || showsClearButton
        }
    }

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: storedIsEditing
        case .unlessEditing: !storedIsEditing
        }
    }

    var showsClearButton: Bool { !buffer.text.isEmpty && shows(clearButtonMode) && isEnabled }

    func setEditing(_ editing: Bool) {
        storedIsEditing = editing
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Text the field shows for `string`: itself, or one bullet per character when secure.
    func displayText(for string: String) -> String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: string.count) : string
    }
}
