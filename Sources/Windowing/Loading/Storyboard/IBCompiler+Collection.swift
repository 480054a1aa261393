import Foundation

// `<collectionView>` and `<collectionViewCell>`: the collection view's settings, its layout and its
// prototype cells (made afresh for each dequeue). What Xcode 11 and later write:
//   <collectionView … dataMode="prototypes" id="…">
//     <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES"
//         minimumLineSpacing="10" minimumInteritemSpacing="10" id="…">
//       <size key="itemSize" width="128" height="128"/>  <inset key="sectionInset" minX=… minY=… maxX=… maxY=…/>
//     </collectionViewFlowLayout>
//     <cells>
//       <collectionViewCell … reuseIdentifier="Cell" id="…">
//         <collectionViewCellContentView key="contentView" … id="…"> <subviews>…</subviews> …
//       </collectionViewCell>
//     </cells>
//     <collectionReusableView key="sectionHeaderView" … reuseIdentifier="Header" id="…" customClass="…">
//       <rect key="frame" …/> <subviews>…</subviews> <constraints>…</constraints> <connections>…</connections>
//     </collectionReusableView>
//     <connections> <outlet property="dataSource" destination="…"/> … </connections>
// Xcode 10 and earlier wrote the content view as `<view key="contentView">`, often without an id.
// Xcode writes a `<collectionReusableView>` with the key `sectionHeaderView` or `sectionFooterView`
// when the flow layout's Section Header or Section Footer accessory is on; it is registered as a
// supplementary view of the kind `UICollectionView.elementKindSectionHeader` or `…Footer`.

/// A collection view's settings and prototype cells, as the element gives them.
struct IBCollection: Sendable {
    var layout = IBCollectionLayout()
    var allowsSelection: Bool?
    var allowsMultipleSelection: Bool?
    var bounces: Bool?
    var alwaysBounceVertical: Bool?
    var alwaysBounceHorizontal: Bool?
    var isScrollEnabled: Bool?
    var isPagingEnabled: Bool?
    var showsVerticalScrollIndicator: Bool?
    var showsHorizontalScrollIndicator: Bool?
    /// `<cells>`: cells made afresh by `dequeueReusableCell`, by their reuse identifiers; then the
    /// section header and footer, made afresh by `dequeueReusableSupplementaryView` (their
    /// `IBCollectionCell.kind` is set).
    var prototypes: [IBViewSpec] = []
}

/// A `<collectionViewCell>`'s or `<collectionReusableView>`'s own settings; a cell's content view
/// is its only subview in the spec.
struct IBCollectionCell: Sendable {
    var reuseIdentifier: String?
    var contentViewID: String?
    /// The supplementary kind of a section header or footer; nil for a cell.
    var kind: String?
}

extension IBVocabulary {
    static let collectionAttributes: [String: Set<String>] = [
        "collectionViewController": viewControllerAttributes.union([
            "clearsSelectionOnViewWillAppear", "useLayoutToLayoutNavigationTransitions",
            "installsStandardGestureForInteractiveMovement",
        ]),
        "collectionView": viewAttributes.union(scrollViewAttributes).union([
            "dataMode", "allowsSelection", "allowsMultipleSelection", "allowsSelectionDuringEditing",
            "allowsMultipleSelectionDuringEditing", "allowsFocus", "allowsFocusDuringEditing", "selectionFollowsFocus",
            "remembersLastFocusedIndexPath", "prefetchingEnabled", "dragInteractionEnabled", "editing",
            "contextMenuInteractionEnabled",
        ]),
        "collectionViewCell": viewAttributes.union([
            "reuseIdentifier", "selected", "highlighted", "automaticallyUpdatesContentConfiguration",
            "automaticallyUpdatesBackgroundConfiguration",
        ]),
        "collectionViewCellContentView": viewAttributes,
        "collectionReusableView": viewAttributes.union(["reuseIdentifier"]),
        "collectionViewFlowLayout": [
            "key", "id", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel",
            "automaticEstimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection",
            "sectionInsetReference", "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds",
        ],
        "collectionViewLayout": [
            "key", "id", "customClass", "customModule", "customModuleProvider", "userLabel", "colorLabel",
        ],
        "size": ["key", "width", "height"],
        "inset": ["key", "minX", "minY", "maxX", "maxY"],
    ]
}

extension IBCompiler {
    /// The content of a `<collectionView>`: its settings, its layout and its prototype cells.
    mutating func collectionContent(_ element: IBElement) throws(StoryboardError) -> IBCollection {
        var collection = IBCollection()
        if let mode = element["dataMode"], mode != "prototypes", mode != "none" {
            throw values.invalid(element, "dataMode=\"\(mode)\" is not supported", hint: "use prototypes")
        }
        collection.allowsSelection = try values.flag(element, "allowsSelection")
        collection.allowsMultipleSelection = try values.flag(element, "allowsMultipleSelection")
        collection.bounces = try values.flag(element, "bounces")
        collection.alwaysBounceVertical = try values.flag(element, "alwaysBounceVertical")
        collection.alwaysBounceHorizontal = try values.flag(element, "alwaysBounceHorizontal")
        collection.isScrollEnabled = try values.flag(element, "scrollEnabled")
        collection.isPagingEnabled = try values.flag(element, "pagingEnabled")
        collection.showsVerticalScrollIndicator = try values.flag(element, "showsVerticalScrollIndicator")
        collection.showsHorizontalScrollIndicator = try values.flag(element, "showsHorizontalScrollIndicator")
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("collectionViewFlowLayout", "collectionViewLayout"), ("collectionViewLayout", "collectionViewLayout"):
                collection.layout = try collectionLayout(child)
            case ("collectionViewCompositionalLayout", _):
                warn(
                    child,
                    "compositional layouts are not supported yet; the collection view gets a UICollectionViewFlowLayout",
                    once: "collection.compositional")
            case ("cells", _):
                try checkAttributes(child)
                collection.prototypes += try collectionCells(in: child)
            case ("collectionReusableView", _):
                if let view = try supplementaryView(child, after: collection.prototypes) {
                    collection.prototypes.append(view)
                }
            default:
                break
            }
        }
        return collection
    }

    /// The prototypes of `<cells>`. One without a reuse identifier can never be dequeued, which
    /// Xcode warns about too; two with the same one would make the second unreachable.
    private mutating func collectionCells(in element: IBElement) throws(StoryboardError) -> [IBViewSpec] {
        var cells: [IBViewSpec] = []
        var identifiers: [String: String] = [:]
        for child in element.children {
            guard child.name == "collectionViewCell" else {
                throw values.invalid(
                    child, "<\(child.name)> is not a collection view cell", hint: "<cells> holds <collectionViewCell>s")
            }
            let cell = try view(child)
            guard case .collectionCell(let content) = cell.content, let identifier = content.reuseIdentifier else {
                warn(
                    child,
                    "the prototype cell has no reuseIdentifier, so dequeueReusableCell(withReuseIdentifier:for:) "
                        + "never makes it; skipped. Hint: give it an Identifier in Interface Builder",
                    once: "collection.noReuse.\(cell.id)")
                continue
            }
            if let other = identifiers[identifier] {
                throw values.invalid(
                    child, "the reuseIdentifier '\(identifier)' is also the one of the prototype cell '\(other)'",
                    hint: "give each prototype cell its own Identifier in Interface Builder")
            }
            identifiers[identifier] = cell.id
            cells.append(cell)
        }
        return cells
    }

    /// The content of a `<collectionViewCell>`, once its content view is in `spec.subviews`, or of
    /// a `<collectionReusableView>`, whose key gives its kind. A cell's segues are read with the
    /// scene's (IBCompiler+Segues.swift) and performed when the item is selected.
    func collectionCellContent(_ element: IBElement, spec: IBViewSpec) -> IBCollectionCell {
        var cell = IBCollectionCell()
        cell.reuseIdentifier = element["reuseIdentifier"].flatMap { $0.isEmpty ? nil : $0 }
        if element.name == "collectionReusableView" {
            cell.kind = element["key"].flatMap { Self.supplementaryKinds[$0] }
        } else {
            cell.contentViewID = spec.subviews.first?.id
        }
        return cell
    }

    /// Refuses a `<collectionViewController>` whose view is not a collection view, which UIKit
    /// stops on ("loaded the nib but didn't get a UICollectionView").
    func checkCollectionControllerView(_ element: IBElement, _ spec: IBControllerSpec) throws(StoryboardError) {
        guard element.name == "collectionViewController", let view = spec.view,
            !(view.viewClass is UICollectionView.Type)
        else { return }
        throw .invalid(
            file: file, line: view.line, element: view.element,
            problem: "the view of a <collectionViewController> is a <\(view.elementName)>, not a <collectionView>",
            hint: "make a collection view the controller's view, or use a <viewController>")
    }

    /// A cell's content view element. Xcode 10 and earlier wrote `<view key="contentView">` without
    /// an id, which is given one from the cell's, so that the view is made like any other.
    func collectionCellContentElement(_ child: IBElement, cellID: String?) -> IBElement {
        guard child["id"] == nil, let cellID else { return child }
        return IBElement.make(
            name: child.name,
            attributes: Array(child.attributes) + [IBAttribute(name: "id", value: "\(cellID).contentView")],
            children: child.children, line: child.line)
    }
}

extension IBViewSpec {
    /// The prototype cells, section header and footer of a collection view, for checks that walk the tree.
    var collectionCells: [IBViewSpec] {
        guard case .collection(let collection) = content else { return [] }
        return collection.prototypes
    }

    /// Whether `subview` is this collection view cell's content view.
    func isCollectionContentView(_ subview: IBViewSpec) -> Bool {
        guard case .collectionCell(let cell) = content else { return false }
        return cell.contentViewID == subview.id
    }
}
