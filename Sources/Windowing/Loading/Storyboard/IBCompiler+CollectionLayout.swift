import Foundation

// A collection view's `collectionViewLayout`: `<collectionViewFlowLayout>` with its settings, or
// `<collectionViewLayout customClass=…>` for a layout class of the app's. A flow layout's sizes are
// `<size>` children and its section inset an `<inset>` whose minX, minY, maxX and maxY are the
// left, top, right and bottom insets. Xcode 11's "Estimate Size: Automatic" is
// `automaticEstimatedItemSize="YES"`, which makes items self-sizing.

/// The layout a collection view element gives: its class and, for a flow layout, its settings.
struct IBCollectionLayout: Sendable {
    /// The element's id, so outlets can reach the layout.
    var id: String?
    /// `UICollectionViewFlowLayout` (or a subclass), or a `UICollectionViewLayout` subclass of the app's.
    var layoutClass: UICollectionViewLayout.Type = UICollectionViewFlowLayout.self
    var itemSize: CGSize?
    var estimatedItemSize: CGSize?
    var minimumLineSpacing: CGFloat?
    var minimumInteritemSpacing: CGFloat?
    var scrollDirection: UICollectionView.ScrollDirection?
    var sectionInset: UIEdgeInsets?
    var headerReferenceSize: CGSize?
    var footerReferenceSize: CGSize?
    var sectionHeadersPinToVisibleBounds: Bool?
    var sectionFootersPinToVisibleBounds: Bool?
}

extension IBCompiler {
    static let scrollDirections: [String: UICollectionView.ScrollDirection] = [
        "vertical": .vertical, "horizontal": .horizontal,
    ]

    /// The layout element's class and settings. An unknown `customClass` falls back to the
    /// element's base class with UIKit's log line, as for views (behaviour 3.17).
    mutating func collectionLayout(_ element: IBElement) throws(StoryboardError) -> IBCollectionLayout {
        try checkAttributes(element)
        var layout = IBCollectionLayout()
        if let id = element["id"] {
            if classes[id] != nil {
                throw values.invalid(element, "the id '\(id)' is used twice", hint: "ids must be unique in a file")
            }
            layout.id = id
        }
        if element.name == "collectionViewLayout" {
            layout.layoutClass = try resolveClass(
                element, base: UICollectionViewLayout.self, baseName: "UICollectionViewLayout")
        } else {
            layout.layoutClass = try resolveClass(
                element, base: UICollectionViewFlowLayout.self, baseName: "UICollectionViewFlowLayout")
            try flowSettings(element, into: &layout)
        }
        if let id = layout.id { classes[id] = layout.layoutClass }
        return layout
    }

    private func flowSettings(_ element: IBElement, into layout: inout IBCollectionLayout) throws(StoryboardError) {
        layout.minimumLineSpacing = try values.number(element, "minimumLineSpacing")
        layout.minimumInteritemSpacing = try values.number(element, "minimumInteritemSpacing")
        layout.scrollDirection = try values.choice(element, "scrollDirection", Self.scrollDirections)
        layout.sectionHeadersPinToVisibleBounds = try values.flag(element, "sectionHeadersPinToVisibleBounds")
        layout.sectionFootersPinToVisibleBounds = try values.flag(element, "sectionFootersPinToVisibleBounds")
        if try values.flag(element, "automaticEstimatedItemSize") == true {
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        }
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("size", "itemSize"?):
                layout.itemSize = try size(child)
            case ("size", "estimatedItemSize"?):
                let estimate = try size(child)
                if layout.estimatedItemSize == nil { layout.estimatedItemSize = estimate }
            case ("size", "headerReferenceSize"?):
                layout.headerReferenceSize = try size(child)
            case ("size", "footerReferenceSize"?):
                layout.footerReferenceSize = try size(child)
            case ("inset", "sectionInset"?):
                try checkAttributes(child)
                func edge(_ name: String) throws(StoryboardError) -> CGFloat { try values.number(child, name) ?? 0 }
                layout.sectionInset = UIEdgeInsets(
                    top: try edge("minY"), left: try edge("minX"), bottom: try edge("maxY"), right: try edge("maxX"))
            default:
                break
            }
        }
    }

    /// A `<size>`'s width and height, which a layout cannot use negative or huge.
    private func size(_ element: IBElement) throws(StoryboardError) -> CGSize {
        try checkAttributes(element)
        let width = try values.number(element, "width") ?? 0
        let height = try values.number(element, "height") ?? 0
        guard width >= 0, height >= 0, width < 1e6, height < 1e6 else {
            throw values.invalid(
                element, "the size width=\(width) height=\(height) is negative or too large",
                hint: "sizes are between 0 and 1,000,000 points")
        }
        return CGSize(width: width, height: height)
    }
}

// MARK: - Making the layout

extension IBCollectionLayout {
    /// A new layout of the element's class, made through `init(coder:)` as UIKit makes it, so a
    /// flow layout takes the element's settings there (UICollectionViewFlowLayout.swift).
    @MainActor
    func make(coder: StoryboardCoder) -> UICollectionViewLayout {
        if let layout = layoutClass.init(coder: coder) { return layout }
        Diagnostics.warning(
            "Storyboard: \(_typeName(layoutClass, qualified: false)).init(coder:) returned nil; the collection view "
                + "gets a UICollectionViewFlowLayout. Hint: return a layout from init(coder:)")
        return UICollectionViewFlowLayout()
    }

    /// Sets what the element gave on `layout`, once its own initialisation is done.
    @MainActor
    func apply(to layout: UICollectionViewFlowLayout) {
        if let itemSize { layout.itemSize = itemSize }
        if let estimatedItemSize { layout.estimatedItemSize = estimatedItemSize }
        if let minimumLineSpacing { layout.minimumLineSpacing = minimumLineSpacing }
        if let minimumInteritemSpacing { layout.minimumInteritemSpacing = minimumInteritemSpacing }
        if let scrollDirection { layout.scrollDirection = scrollDirection }
        if let sectionInset { layout.sectionInset = sectionInset }
        if let headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
        if let sectionHeadersPinToVisibleBounds {
            layout.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        }
        if let sectionFootersPinToVisibleBounds {
            layout.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        }
    }
}
