import Foundation

/// A search field in a bar, with an optional Cancel button and scope bar; it reports to its
/// `delegate` (`UISearchBarDelegate`) as the user types, searches and cancels.
///
/// Sized as UIKit sizes it: 56 points high (`sizeToFit()`), the field 36 points high inside an
/// 8-point margin, the Cancel button after the field when `showsCancelButton` is set, and a
/// 44-point scope bar under it when `showsScopeBar` is set and there are `scopeButtonTitles`. With
/// no `placeholder` the field shows "Search". The bar makes the field first responder and gives
/// it up for it (`becomeFirstResponder()`, `resignFirstResponder()`).
///
/// - Note: Differs from UIKit: drawn in Windowing's own look; the Cancel button and scope bar
///   appear at once, not animated. There is no `UISearchController`, no bookmark or results-list
///   button, no `prompt` and no `inputAccessoryView`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The bar's height without a scope bar, and the scope bar's.
    static let height: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let margin: CGFloat = 8
    static let fieldHeight: CGFloat = 36

    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the user types into.
    public let searchTextField = UISearchTextField(frame: .zero)
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }
    open var showsCancelButton = false { didSet { updateCancelButton() } }
    open var searchBarStyle = Style.default { didSet { updateBackground() } }
    open var barStyle = UIBarStyle.default { didSet { updateBackground() } }
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    open var isTranslucent = true
    open var scopeButtonTitles: [String]? { didSet { updateScopeBar() } }
    open var selectedScopeButtonIndex = 0 { didSet { selectScope() } }
    open var showsScopeBar = false { didSet { showOrHideScopeBar() } }

    // UITextInputTraits, kept by the field.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    private static let defaultPlaceholder = "Search"
    /// The search controller that owns this bar, which follows its editing besides the delegate.
    weak var searchController: UISearchController?
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    private var coordinator: SearchFieldCoordinator?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        let coordinator = SearchFieldCoordinator(searchBar: self)
        self.coordinator = coordinator
        searchTextField.delegate = coordinator
        // A storyboard's settings were applied inside `super.init(coder:)`, before this runs.
        searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
                searchController?.searchTextDidChange()
            }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = !showsCancelButton
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                delegate?.searchBarCancelButtonClicked(self)
                searchController?.cancelButtonClicked()
            }, for: .touchUpInside)
        scopeBar.isHidden = !showsScopeRow
        scopeBar.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
                delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
            }, for: .valueChanged)
        addSubview(searchTextField)
        addSubview(cancelButton)
        addSubview(scopeBar)
        updateBackground()
    }

    /// The `delegate` outlet Xcode connects; the bar does not retain its delegate.
    open override class var storyboardOutlets: [String: StoryboardOutlet] {
        super.storyboardOutlets.merging([
            "delegate": StoryboardOutlet(\UISearchBar.delegate, accepts: { $0 is any UISearchBarDelegate.Type })
        ]) { $1 }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    // MARK: - First responder

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Makes the field first responder; the bar itself never is.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: - Layout

    private var showsScopeRow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height + (showsScopeRow ? Self.scopeBarHeight : 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = Self.margin
        var fieldWidth = bounds.width - 2 * margin
        if showsCancelButton {
            let width = cancelButton.sizeThatFits(bounds.size).width
            fieldWidth -= width + margin
            cancelButton.frame = CGRect(
                x: bounds.width - margin - width, y: (Self.height - Self.fieldHeight) / 2, width: width,
                height: Self.fieldHeight)
        }
        searchTextField.frame = CGRect(
            x: margin, y: (Self.height - Self.fieldHeight) / 2, width: max(0, fieldWidth), height: Self.fieldHeight)
        if showsScopeRow {
            scopeBar.frame = CGRect(
                x: margin, y: Self.height - margin / 2, width: max(0, bounds.width - 2 * margin),
                height: Self.scopeBarHeight - margin)
        }
    }

    // MARK: - Parts

    private func updateCancelButton() {
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// New titles: the scope bar's segments made again.
    private func updateScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        selectScope()
        showOrHideScopeBar()
    }

    private func selectScope() {
        let count = scopeBar.numberOfSegments
        let selected = count == 0 ? UISegmentedControl.noSegment : min(max(0, selectedScopeButtonIndex), count - 1)
        if scopeBar.selectedSegmentIndex != selected { scopeBar.selectedSegmentIndex = selected }
    }

    private func showOrHideScopeBar() {
        scopeBar.isHidden = !showsScopeRow
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func updateBackground() {
        if let barTintColor {
            backgroundColor = barTintColor
        } else if searchBarStyle == .minimal {
            backgroundColor = nil
        } else {
            backgroundColor = barStyle == .black ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.97, alpha: 1)
        }
    }
}
