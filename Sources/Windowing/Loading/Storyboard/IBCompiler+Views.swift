import Foundation

// View elements: class, frame, mask, colours, attributes, and what labels, buttons and image
// views add (behaviour 9.12–9.19). Element kinds without a renderer yet load as plain views.
extension IBCompiler {
    /// The view elements the toolkit renders, with their base classes.
    static let viewElements: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "progressView": UIProgressView.self, "slider": UISlider.self, "segmentedControl": UISegmentedControl.self,
        "switch": UISwitch.self, "stepper": UIStepper.self, "pageControl": UIPageControl.self,
        "pickerView": UIPickerView.self, "stackView": UIStackView.self, "searchBar": UISearchBar.self,
        "datePicker": UIDatePicker.self, "refreshControl": UIRefreshControl.self,
        "textField": UITextField.self, "textView": UITextView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "tableViewCellContentView": UIView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionViewCellContentView": UIView.self, "scrollView": UIScrollView.self,
        "collectionReusableView": UICollectionReusableView.self,
        // A container view is a plain view that an embed segue fills with a child controller's view.
        "containerView": UIView.self,
    ]

    mutating func view(_ element: IBElement) throws(StoryboardError) -> IBViewSpec {
        let id = try values.required(element, "id")
        let base: UIView.Type
        let rendered = Self.viewElements[element.name] != nil
        if let known = Self.viewElements[element.name] {
            base = known
            try checkAttributes(element)
        } else {
            // Its own attributes, children and connections are covered by this warning.
            warn(
                element, "<\(element.name)> is not rendered yet; it loads as a plain UIView",
                once: "element.\(element.name)")
            base = UIView.self
        }
        let baseName =
            element.name == "containerView"
            ? "UIView" : "UI" + element.name.prefix(1).uppercased() + element.name.dropFirst()
        let viewClass = try resolveClass(element, base: base, baseName: rendered ? baseName : "UIView")
        if viewClass is UIWindow.Type {
            throw .wrongClass(
                file: file, line: element.line, element: element.label, className: NSStringFromClass(viewClass),
                requirement: "a view that can be a subview (UIWindow is not)")
        }
        if classes[id] != nil {
            throw values.invalid(element, "the id '\(id)' is used twice", hint: "ids must be unique in a file")
        }
        classes[id] = viewClass
        var spec = IBViewSpec(
            id: id, elementName: element.name, line: element.line, viewClass: viewClass, frame: nil,
            autoresizingMask: [])
        spec.isHidden = try values.flag(element, "hidden") ?? false
        spec.alpha = try values.number(element, "alpha").map { min(max($0, 0), 1) } ?? 1
        spec.tag = try values.integer(element, "tag") ?? 0
        spec.contentMode = try values.choice(element, "contentMode", IBValues.contentModes) ?? .scaleToFill
        spec.clipsToBounds = try values.flag(element, "clipsSubviews") ?? false
        spec.isOpaque = try values.flag(element, "opaque") ?? true
        spec.isUserInteractionEnabled = try values.flag(element, "userInteractionEnabled") ?? true
        spec.isMultipleTouchEnabled = try values.flag(element, "multipleTouchEnabled") ?? false
        if viewClass is UIControl.Type { spec.controlState = try controlState(element) }
        var textColor: UIColor?
        var font: IBFont?
        var states: [IBButtonState] = []
        var controlColors: [String: UIColor] = [:]
        var isSecure = false
        var multilineText: String?
        var buttonConfiguration: IBButtonConfiguration?
        var refreshTitle: [IBTextFragment]?
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("rect", "frame"), ("autoresizingMask", _), ("color", "backgroundColor"), ("color", "tintColor"):
                try checkAttributes(child)
                switch child.name {
                case "rect": spec.frame = try values.rect(child)
                case "autoresizingMask": spec.autoresizingMask = try values.autoresizingMask(child)
                case _ where child["key"] == "tintColor": spec.tintColor = try values.color(child, resources: resources)
                default: spec.backgroundColor = try values.color(child, resources: resources)
                }
            case ("color", "textColor") where ["label", "textField", "textView"].contains(element.name):
                try checkAttributes(child)
                textColor = try values.color(child, resources: resources)
            case ("color", let key?) where IBVocabulary.controlColorKeys[element.name]?.contains(key) == true:
                try checkAttributes(child)
                controlColors[key] = try values.color(child, resources: resources)
            case ("fontDescription", _) where rendered: font = try fontDescription(child)
            case ("state", _) where element.name == "button":
                states.append(try buttonState(child))
                // An attributed title would otherwise vanish without a word.
                for part in child.children where part.name == "attributedString" {
                    skip(
                        part, warning: "<attributedString> in a view is not supported yet; skipped",
                        once: "view.attributedString")
                }
            // Text with line breaks is an element, not an attribute; Xcode writes either name.
            case ("string", "text") where element.name == "textView" || element.name == "label",
                ("mutableString", "text") where element.name == "textView" || element.name == "label":
                multilineText = child.text
            case ("textInputTraits", _) where element.name == "textField" || element.name == "textView":
                isSecure = try textInputTraitsSecure(child)
            case ("textInputTraits", _) where element.name == "searchBar":
                _ = try textInputTraitsSecure(child)
            case ("date", _) where element.name == "datePicker",
                ("locale", "locale") where element.name == "datePicker":
                break  // read with the date picker's other content (IBCompiler+DatePicker.swift)
            case ("scopeButtonTitles", _) where element.name == "searchBar":
                break  // read with the search bar's other content (IBCompiler+SearchBar.swift)
            case ("segments", _) where element.name == "segmentedControl":
                break  // read with the control's other content, in controlContent(_:colors:)
            case ("prototypes", _) where element.name == "tableView", ("sections", _) where element.name == "tableView",
                ("color", "separatorColor") where element.name == "tableView",
                (_, "tableHeaderView") where element.name == "tableView",
                (_, "tableFooterView") where element.name == "tableView":
                break  // read with the table's other content (IBCompiler+Table.swift)
            case ("tableViewCellContentView", "contentView") where element.name == "tableViewCell":
                spec.subviews.append(try view(child))
            case ("collectionViewCellContentView", "contentView") where element.name == "collectionViewCell",
                ("view", "contentView") where element.name == "collectionViewCell":
                spec.subviews.append(try view(collectionCellContentElement(child, cellID: element["id"])))
            case ("collectionViewFlowLayout", _) where element.name == "collectionView",
                ("collectionViewLayout", _) where element.name == "collectionView",
                ("collectionViewCompositionalLayout", _) where element.name == "collectionView",
                ("cells", _) where element.name == "collectionView",
                ("collectionReusableView", _) where element.name == "collectionView":
                break  // read with the collection view's other content (IBCompiler+Collection.swift)
            case ("subviews", _):
                try checkAttributes(child)
                // Reserved, as an array or table grown by doubling holds its old and new storage
                // at once (9 MB and 2 MB more at the peak for a scene of 100,000 views).
                let idBytes = child.children.reduce(0) { $0 + ($1["id"]?.utf8.count ?? 0) }
                spec.subviews.reserveCapacity(adding: child.children.count, idBytes: idBytes)
                classes.reserveCapacity(classes.count + child.children.count)
                for subview in child.children {
                    guard IBVocabulary.views.contains(subview.name) else {
                        throw values.invalid(
                            subview, "<\(subview.name)> is not a view", hint: "<subviews> holds view elements only")
                    }
                    spec.subviews.append(try view(subview))
                }
                spec.subviews.releaseUnusedCapacity()
            case ("attributedString", "attributedTitle") where element.name == "refreshControl":
                refreshTitle = try fragments(child)
            case ("buttonConfiguration", _) where element.name == "button":
                buttonConfiguration = try self.buttonConfiguration(child)
            case ("connections", _) where rendered:
                let found = try connections(child, ofControl: viewClass is UIControl.Type)
                spec.outlets = found.outlets
                spec.actions = found.actions
            case ("color", _), ("rect", _), ("frame", _):
                skip(child)
            default:
                skip(
                    child, warning: rendered ? "<\(child.name)> in a view is not supported yet; skipped" : nil,
                    once: "view.\(child.name)")
            }
        }
        try layout(of: element, into: &spec)
        switch element.name {
        case "label":
            spec.content = .label(
                text: element["text"] ?? multilineText,
                alignment: try values.choice(element, "textAlignment", IBValues.textAlignments) ?? .natural,
                lines: try values.integer(element, "numberOfLines").map { max(0, $0) } ?? 1, font: font,
                textColor: textColor)
        case "button":
            // Behaviour 9.19: a button without buttonType is .custom.
            spec.content = .button(
                type: try values.choice(element, "buttonType", IBValues.buttonTypes) ?? .custom,
                // With a configuration, Xcode's state titles are only a fallback for systems before
                // iOS 15 (often a placeholder "Button"); the configuration is what UIKit shows.
                states: buttonConfiguration == nil ? states : [],
                font: font, configuration: buttonConfiguration)
        case "textField":
            spec.content = .textField(
                try textFieldContent(element, font: font, textColor: textColor, isSecure: isSecure))
        case "textView":
            spec.content = .textView(
                try textViewContent(
                    element, spec: spec, text: element["text"] ?? multilineText, font: font, textColor: textColor,
                    isSecure: isSecure))
        case "scrollView":
            spec.content = .scrollView(try scrollSettings(element))
        case "refreshControl":
            spec.content = .refreshControl(title: refreshTitle)
        case "tableView":
            spec.content = .table(try tableContent(element))
        case "tableViewCell":
            spec.content = .tableCell(try tableCellContent(element, spec: spec))
        case "collectionView":
            spec.content = .collection(try collectionContent(element))
        case "collectionViewCell", "collectionReusableView":
            spec.content = .collectionCell(collectionCellContent(element, spec: spec))
        case "imageView":
            spec.content = .imageView(
                image: try imageName(element, "image"), highlightedImage: try imageName(element, "highlightedImage"))
        default:
            if let content = try controlContent(element, colors: controlColors) { spec.content = .control(content) }
        }
        return spec
    }

    func fontDescription(_ element: IBElement) throws(StoryboardError) -> IBFont {
        try checkAttributes(element)
        let size = try values.number(element, "pointSize") ?? 17
        guard size > 0, size <= 4096 else {
            throw values.invalid(
                element, "pointSize=\"\(size)\" is outside 0…4096",
                hint: "write a positive font size")
        }
        if let style = element["style"] { return IBFont(kind: .textStyle(style), size: size) }
        switch element["type"] {
        case nil, "system"?: break
        case "boldSystem"?: return IBFont(kind: .boldSystem, size: size)
        case "italicSystem"?: return IBFont(kind: .italicSystem, size: size)
        case let other?:
            throw values.invalid(
                element, "type=\"\(other)\" is not supported", hint: "use system, boldSystem, italicSystem, or name=")
        }
        if let name = element["name"] { return IBFont(kind: .named(name), size: size) }
        return IBFont(kind: .system, size: size)
    }

    private func buttonState(_ element: IBElement) throws(StoryboardError) -> IBButtonState {
        try checkAttributes(element)
        guard let state = try values.choice(element, "key", IBValues.controlStates) else {
            throw values.invalid(
                element, "the attribute 'key' is missing", hint: "write key=\"normal\" or another state")
        }
        var result = IBButtonState(
            state: state, title: element["title"], titleColor: nil, image: try imageName(element, "image"))
        _ = try imageName(element, "backgroundImage")
        if let color = element.child("color", key: "titleColor") {
            try checkAttributes(color)
            result.titleColor = try values.color(color, resources: resources)
        }
        return result
    }

    /// The image an attribute names, refused when the name leads outside the app's resources.
    func imageName(_ element: IBElement, _ attribute: String) throws(StoryboardError) -> String? {
        guard let name = element[attribute] else { return nil }
        guard AppResources.isInsideResources(name) else {
            throw values.invalid(
                element, "\(attribute)=\"\(name)\" leads outside the app's resources",
                hint: "name an image in the app's resources, without '..' or a leading '/'")
        }
        return name
    }
}
