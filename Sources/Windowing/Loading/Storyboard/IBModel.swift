import Foundation

// The checked, typed form of an Interface Builder file: what instantiation reads. The compiler
// (IBCompiler) builds it once per file and every later `instantiate…` only creates objects, so it
// cannot meet a bad value; each spec keeps its element's line for messages.

/// A font as `<fontDescription>` gives it.
struct IBFont: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case system, boldSystem, italicSystem
        case textStyle(String)
        case named(String)
    }
    var kind: Kind
    var size: CGFloat

    @MainActor var font: UIFont {
        switch kind {
        case .system: .systemFont(ofSize: size)
        case .boldSystem: .boldSystemFont(ofSize: size)
        case .italicSystem: .italicSystemFont(ofSize: size)
        case .textStyle(let style): .preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case .named(let name): UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
    }
}

/// One `<outlet property=… destination=…>`, set on the object whose `<connections>` hold it.
struct IBOutletSpec: Sendable {
    var property: String
    var destination: String
    var line: Int
}

/// One `<action selector=… destination=… eventType=…>` of a control.
struct IBActionSpec: Sendable {
    var selector: String
    var destination: String
    var events: UIControl.Event
    var line: Int
}

/// A button's `<state key=…>`.
struct IBButtonState: Sendable {
    var state: UIControl.State
    var title: String?
    var titleColor: UIColor?
    var image: String?
}

/// What the element kind adds to a plain view. Indirect, so that a plain view's spec holds one
/// word for it rather than room for the largest kind (a dense storyboard has 100,000 views).
indirect enum IBViewContent: Sendable {
    case plain
    case label(text: String?, alignment: NSTextAlignment, lines: Int, font: IBFont?, textColor: UIColor?)
    case button(
        type: UIButton.ButtonType, states: [IBButtonState], font: IBFont?, configuration: IBButtonConfiguration?)
    case imageView(image: String?, highlightedImage: String?)
    /// A progress view, slider or segmented control (IBCompiler+Controls.swift).
    case control(IBControlContent)
    /// A text field (IBCompiler+TextField.swift).
    case textField(IBTextField)
    /// A text view (IBCompiler+TextView.swift).
    case textView(IBTextView)
    /// A table view and a table view cell (IBCompiler+Table.swift).
    case table(IBTable)
    case tableCell(IBTableCell)
    /// A collection view and a collection view cell (IBCompiler+Collection.swift).
    case collection(IBCollection)
    case collectionCell(IBCollectionCell)
    /// A scroll view (IBCompiler+ScrollView.swift).
    case scrollView(IBScrollSettings)
    /// A table view controller's refresh control, with its attributed title's runs.
    case refreshControl(title: [IBTextFragment]?)
}

/// A view element, checked: its class, attributes and subviews in file order.
///
/// Kept to 48 bytes, as a file may hold 100,000 of them, all alive while their views are made
/// (issue 21): the element's name is a code into `IBViewSpec.elementNames`, the flags are bits,
/// and the frame, mask, colour, alpha and content, which a plain view may lack, are stored out of
/// line with the other extras (`IBViewExtras.swift`), as is the label, made when a message needs it.
struct IBViewSpec: Sendable {
    var id: String
    var viewClass: UIView.Type
    /// The line; a file has at most 16 MB, so far fewer than 2^31 lines.
    private var storedLine: Int32
    /// The index of the element's name in `elementNames`, or `otherElementName` for a name not there.
    private var nameCode: UInt8
    // Absent attributes are UIView's defaults, not the subclass's (behaviour 9.17).
    var contentMode = UIView.ContentMode.scaleToFill
    private var flags: Flags = [.opaque, .userInteractionEnabled]
    /// Compact for plain `<view>`s (`IBSubviews.swift`).
    var subviews = IBSubviews()
    /// Where the frame, colours, content, tag, control state, connections and layout are kept
    /// (`IBViewExtras.swift`): nil when the view has none of them. (Not private, which would make
    /// the extension's accessors impossible.)
    var extrasStorage: IBViewExtrasBox?

    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let hidden = Flags(rawValue: 1 << 0)
        static let clipsToBounds = Flags(rawValue: 1 << 1)
        static let opaque = Flags(rawValue: 1 << 2)
        static let userInteractionEnabled = Flags(rawValue: 1 << 3)
        static let multipleTouchEnabled = Flags(rawValue: 1 << 4)
    }

    /// The view element names (`IBVocabulary.views`), so that a spec keeps one byte for its name.
    static let elementNames: [String] = IBVocabulary.views.sorted()
    private static let elementCodes: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: elementNames.prefix(Int(UInt8.max)).enumerated().map { ($1, UInt8($0)) })
    private static let otherElementName = UInt8.max

    init(
        id: String, elementName: String, line: Int, viewClass: UIView.Type, frame: CGRect?,
        autoresizingMask: UIView.AutoresizingMask
    ) {
        self.id = id
        self.viewClass = viewClass
        storedLine = Int32(clamping: line)
        nameCode = Self.otherElementName
        self.elementName = elementName
        self.frame = frame
        self.autoresizingMask = autoresizingMask
    }

    /// A plain `<view>`: only its id and line, from `IBSubviews`'s compact form.
    init(plainViewID id: String, line: Int) {
        self.id = id
        viewClass = UIView.self
        storedLine = Int32(clamping: line)
        nameCode = Self.viewNameCode
    }

    /// Whether nothing is set but the id and line: a `<view>` of class `UIView` with UIView's
    /// defaults, nothing out of line and no subviews.
    var isPlainView: Bool {
        nameCode == Self.viewNameCode && ObjectIdentifier(viewClass) == ObjectIdentifier(UIView.self)
            && contentMode == .scaleToFill
            && flags == [.opaque, .userInteractionEnabled] && extrasStorage == nil && subviews.isEmpty
    }

    private static let viewNameCode = elementCodes["view"] ?? otherElementName

    /// The element's name (`view`, `label`, …).
    var elementName: String {
        get {
            nameCode == Self.otherElementName
                ? extrasStorage?.value.otherElementName ?? "" : Self.elementNames[Int(nameCode)]
        }
        set {
            if let code = Self.elementCodes[newValue] {
                nameCode = code
                if extrasStorage?.value.otherElementName != nil { extras.otherElementName = nil }
            } else {
                nameCode = Self.otherElementName
                extras.otherElementName = newValue
            }
        }
    }

    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { set(.hidden, newValue) }
    }
    var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { set(.clipsToBounds, newValue) }
    }
    var isOpaque: Bool {
        get { flags.contains(.opaque) }
        set { set(.opaque, newValue) }
    }
    var isUserInteractionEnabled: Bool {
        get { flags.contains(.userInteractionEnabled) }
        set { set(.userInteractionEnabled, newValue) }
    }
    var isMultipleTouchEnabled: Bool {
        get { flags.contains(.multipleTouchEnabled) }
        set { set(.multipleTouchEnabled, newValue) }
    }

    private mutating func set(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// How messages name the element: `<label id="abc-12-xyz">`, as `IBElement.label` does.
    var element: String { "<\(elementName) id=\"\(id)\">" }

    /// The number of views in this subtree, this one included.
    var count: Int { 1 + subviews.reduce(0) { $0 + $1.count } }
}

/// A view controller element of a storyboard scene.
struct IBControllerSpec: Sendable {
    var id: String
    var element: String
    var line: Int
    var controllerClass: UIViewController.Type
    var identifier: String?
    var view: IBViewSpec?
    var outlets: [IBOutletSpec]
    /// The segues of the scene, from the controller or its controls (IBCompiler+Segues.swift).
    var segues: [IBSegueSpec] = []
    /// The children of a navigation or tab bar controller scene.
    var container: IBContainerSpec?
    /// The scene's `<navigationItem>` and `<tabBarItem>` titles, the tab bar item's badge, the
    /// navigation item's large title mode, and a navigation controller bar's large titles.
    var navigationTitle: String?
    var tabBarTitle: String?
    var tabBarBadge: String?
    var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode?
    var prefersLargeTitles = false
    var modalPresentationStyle: UIModalPresentationStyle?
    /// The navigation item's bar button items and the controller's toolbar items
    /// (IBCompiler+BarItems.swift); a navigation controller's Shows Toolbar.
    var barItems: IBBarItemsSpec?
    var showsToolbar = false
    /// A table view controller's `<refreshControl key="refreshControl">`.
    var refreshControl: IBViewSpec?
}

/// A whole file, checked.
struct IBModel: Sendable {
    var file: String
    /// Storyboard: its controllers by id, the initial controller's id, and identifiers to ids.
    var controllers: [String: IBControllerSpec] = [:]
    var initialControllerID: String?
    var identifiers: [String: String] = [:]
    /// Nib: the File's Owner's class and outlets and actions, and the top-level views.
    var ownerID: String?
    var ownerClass: AnyClass?
    var ownerOutlets: [IBOutletSpec] = []
    var topLevelViews: [IBViewSpec] = []
    /// What was skipped or replaced while checking; printed once when the file is loaded.
    var warnings: [String] = []
    /// The `customClass` names that could not be found, each with its warning (behaviour 3.17), so a
    /// file checked without its app (`scripts/check-storyboards.sh`) can tell them apart.
    var unknownClasses: [(name: String, warning: String)] = []

    /// The views of the scenes and top-level views (not counting table cells).
    var viewCount: Int {
        controllers.values.reduce(0) { $0 + ($1.view?.count ?? 0) } + topLevelViews.reduce(0) { $0 + $1.count }
    }
}
