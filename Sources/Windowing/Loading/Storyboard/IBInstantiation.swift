import Foundation

// Creating objects from the checked model: every view through `init(coder:)` with a
// `StoryboardCoder`, subviews in file order, then outlets and actions, then `awakeFromNib`
// (behaviour 9.2, 9.14, 9.25). The model was checked when the file loaded, so nothing here can fail
// on the file's account; a custom class whose `init(coder:)` returns nil is the app's error, and
// stops the app with a message naming the class and the element, as UIKit has no view to put there.
@MainActor
struct IBInstantiation {
    /// The objects of one scene or nib by id, for connections: the placeholders, the layout
    /// guides, and the views and constraints whose ids are in `references` (every one when it is nil).
    var objects: [String: AnyObject] = [:]
    /// The ids that the file's connections, segues, constraints and cells name (`IBReferences.swift`);
    /// nil keeps every object. A dense scene's 100,000 views cost 6–9 MB in `objects` otherwise.
    let references: Set<String>?
    /// For `StoryboardLayoutCheck`: the root view whose safe area is the designed-for device's, and its insets.
    var designSafeArea: (rootID: String, insets: UIEdgeInsets)?
    var designSafeAreaGuide: UILayoutGuide?
    /// Every view created whose class is not `UIView` itself, in order, for `awakeFromNib`.
    var created: [UIView] = []
    /// The created views that have outlets or actions, in creation order, with them (not the
    /// whole spec: a copy of each spec cost 1.5 KB a view).
    var connected: [(view: UIView, outlets: [IBOutletSpec], actions: [IBActionSpec])] = []
    let bundle: Bundle?
    /// The storyboard or nib, for messages.
    let file: String

    init(
        placeholders: [String: AnyObject] = [:], references: Set<String>? = nil, bundle: Bundle?, file: String
    ) {
        objects = placeholders
        if let references { objects.reserveCapacity(placeholders.count + references.count) }
        self.references = references
        self.bundle = bundle
        self.file = file
    }

    /// Puts `object` in `objects` as `id` when something may look it up by that id. A table or
    /// collection view is always kept: the controller's cell segues find them among `objects`.
    mutating func keep(_ object: AnyObject, as id: String) {
        guard references?.contains(id) ?? true || object is UITableView || object is UICollectionView else { return }
        objects[id] = object
    }

    /// Records a created view for `connect` and `awake`. A plain `UIView` is not kept for `awake`:
    /// its `awakeFromNib` does nothing, and a dense scene's list of them cost 0.8 MB (issue 21).
    mutating func record(_ view: UIView, _ spec: IBViewSpec) {
        keep(view, as: spec.id)
        if type(of: view) != UIView.self { created.append(view) }
        if !spec.outlets.isEmpty || !spec.actions.isEmpty { connected.append((view, spec.outlets, spec.actions)) }
    }

    /// The view tree of `spec`, created depth first.
    mutating func makeView(_ spec: IBViewSpec) -> UIView {
        guard let view = spec.viewClass.init(coder: StoryboardCoder(.view(spec, bundle))) else {
            let error = StoryboardError.initializerReturnedNil(
                file: file, line: spec.line, element: spec.element, className: NSStringFromClass(spec.viewClass))
            preconditionFailure(error.description)
        }
        record(view, spec)
        // Reserved, as an array grown by doubling holds its old and new storage at once.
        if spec.subviews.count > 1 {
            view.storedSubviews.reserveCapacity(view.storedSubviews.count + spec.subviews.count)
        }
        for subviewSpec in spec.subviews {
            if let cell = view as? UITableViewCell, spec.isContentView(subviewSpec) {
                fillContentView(cell.contentView, from: subviewSpec)
            } else if let cell = view as? UICollectionViewCell, spec.isCollectionContentView(subviewSpec) {
                fillContentView(cell.contentView, from: subviewSpec)
            } else {
                view.addSubview(makeView(subviewSpec))
            }
        }
        installLayout(spec, on: view)
        installTableContent(spec, on: view)
        installCollectionContent(spec, on: view)
        return view
    }

    /// Connects the outlets `outlets` of `owner`, and every created view's outlets and actions.
    func connect(owner: AnyObject?, outlets: [IBOutletSpec]) {
        if let owner { Self.connect(outlets, of: owner, objects: objects) }
        for (view, outlets, actions) in connected {
            Self.connect(outlets, of: view, objects: objects)
            guard let control = view as? UIControl else { continue }
            for action in actions {
                guard let target = objects[action.destination],
                    let message = (type(of: target) as? UIResponder.Type)?.storyboardActions[action.selector]
                else { continue }
                control.addTarget(target, action: message, for: action.events)
            }
        }
    }

    private static func connect(_ outlets: [IBOutletSpec], of owner: AnyObject, objects: [String: AnyObject]) {
        for outlet in outlets {
            guard let value = objects[outlet.destination] else { continue }
            if outlet.property == "view", let controller = owner as? UIViewController, let view = value as? UIView {
                controller.view = view
            } else if let registration = (type(of: owner) as? UIResponder.Type)?.storyboardOutlets[outlet.property] {
                _ = registration.assign(owner, value)
            }
        }
    }

    /// `awakeFromNib` on every created view, in creation order, after all connections. Untraced:
    /// a storyboard's views would fill the trace with one line each.
    func awake() {
        for view in created { view.awakeFromNib() }
    }
}

// MARK: - Decoding a view's element

extension StoryboardCoder {
    /// Applies the element to `view`, inside `UIView.init(coder:)` (all stored properties of the
    /// subclass are initialised by then, so its setters are safe to call).
    @MainActor
    func decode(into view: UIView) {
        guard case .view(let spec, let bundle) = payload else { return }
        func image(_ name: String) -> UIImage? { UIImage(named: name, in: bundle, with: nil) }
        if let frame = spec.frame { view.frame = frame }
        view.autoresizingMask = spec.autoresizingMask
        view.backgroundColor = spec.backgroundColor
        if let tint = spec.tintColor { view.tintColor = tint }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.tag = spec.tag
        view.contentMode = spec.contentMode
        view.clipsToBounds = spec.clipsToBounds
        view.isOpaque = spec.isOpaque
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        defer { if let control = view as? UIControl { spec.controlState.apply(to: control) } }
        switch spec.content {
        case .plain:
            break
        case .label(let text, let alignment, let lines, let font, let textColor):
            guard let label = view as? UILabel else { return }
            if let font { label.font = font.font }
            label.textAlignment = alignment
            label.numberOfLines = lines
            if let textColor { label.textColor = textColor }
            label.text = text
        case .button(let type, let states, let font, let configuration):
            guard let button = view as? UIButton else { return }
            button.storedButtonType = type
            if let font { button.titleLabel?.font = font.font }
            if let configuration { button.configuration = configuration.make(image: image) }
            for state in states {
                if let title = state.title { button.setTitle(title, for: state.state) }
                if let color = state.titleColor { button.setTitleColor(color, for: state.state) }
                if let name = state.image, let image = image(name) { button.setImage(image, for: state.state) }
            }
        case .imageView(let imageName, let highlighted):
            guard let imageView = view as? UIImageView else { return }
            if let name = imageName { imageView.image = image(name) }
            if let highlighted { imageView.highlightedImage = image(highlighted) }
        case .control(let content):
            content.apply(to: view, image: image)
        case .textField(let field):
            field.apply(to: view)
        case .table, .tableCell:
            break  // applied by the table's and the cell's init(coder:) (IBInstantiation+Table.swift)
        case .collection, .collectionCell:
            break  // applied by their init(coder:) (IBCompiler+CollectionInstantiation.swift)
        case .textView:
            break  // applied by the text view's init(coder:), after its defaults (IBCompiler+TextView.swift)
        case .scrollView:
            break  // applied by the scroll view's init(coder:), after its defaults (IBCompiler+ScrollView.swift)
        case .refreshControl(let title):
            guard let title, let control = view as? UIRefreshControl else { return }
            let text = NSMutableAttributedString(string: "")
            for run in title {
                var attributes: [NSAttributedString.Key: Any] = [:]
                if let font = run.font?.font { attributes[.font] = font }
                if let color = run.color { attributes[.foregroundColor] = color }
                text.append(NSAttributedString(string: run.text, attributes: attributes))
            }
            control.attributedTitle = text
        }
    }
}
