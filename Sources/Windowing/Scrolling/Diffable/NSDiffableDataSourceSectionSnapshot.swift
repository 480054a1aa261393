import Foundation

/// The data of one section as a tree: root items, each with children, and which parents are
/// expanded. A collection view's diffable data source shows the visible items (those whose
/// ancestors are all expanded), each list cell indented by its level, and an outline disclosure
/// accessory expands and collapses a parent.
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct
///
/// - Note: Differs from UIKit: where UIKit stops the app (a duplicate identifier, a parent or
///   neighbour the snapshot does not hold), the section snapshot prints UIKit's reason as a
///   warning and leaves itself unchanged.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    public private(set) var rootItems: [Item] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    /// Every item, for `contains` without a walk.
    private var members: Set<Item> = []

    public init() {}

    // MARK: Reading

    /// Every item, each parent before its children (depth first).
    public var items: [Item] { flattened(onlyVisible: false) }

    /// The items shown: those whose ancestors are all expanded, in the order of `items`.
    public var visibleItems: [Item] { flattened(onlyVisible: true) }

    public func contains(_ item: Item) -> Bool { members.contains(item) }

    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of `item` is expanded (a root item always is visible).
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep `item` is: 0 for a root item; -1 when the snapshot does not hold it.
    public func level(of item: Item) -> Int {
        guard contains(item) else { return -1 }
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's place in `items`.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: Item) -> Item? { parentOf[child] }

    /// The children of `parent` (and their own) as a snapshot of their own, the parent its only
    /// root item when `includingParent`; expansion states come along.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var result = Self()
        guard contains(parent) else {
            refuse("Invalid parent item \(parent): the section snapshot does not contain it.")
            return result
        }
        if includingParent {
            result.rootItems = [parent]
            result.members.insert(parent)
            if expanded.contains(parent) { result.expanded.insert(parent) }
            copySubtree(of: parent, into: &result)
        } else {
            result.rootItems = childrenOf[parent] ?? []
            result.members.formUnion(result.rootItems)
            for child in result.rootItems {
                if expanded.contains(child) { result.expanded.insert(child) }
                copySubtree(of: child, into: &result)
            }
        }
        return result
    }

    /// The tree drawn with one line per item, indented by level, `+` for an expanded parent and
    /// `-` for a collapsed one.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(items.count) items, \(visibleItems.count) visible>"]
        func describe(_ item: Item, depth: Int) {
            let children = childrenOf[item] ?? []
            let mark = children.isEmpty ? "*" : (expanded.contains(item) ? "+" : "-")
            lines.append(String(repeating: "    ", count: depth) + "\(mark) \(item)")
            for child in children { describe(child, depth: depth + 1) }
        }
        for root in rootItems { describe(root, depth: 0) }
        return lines.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` after the children of `parent`, or after the root items when it is nil.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        guard acceptsNew(items) else { return }
        guard let parent else {
            members.formUnion(items)
            return rootItems.append(contentsOf: items)
        }
        guard contains(parent) else {
            return refuse("Invalid parent item \(parent): the section snapshot does not contain it.")
        }
        members.formUnion(items)
        childrenOf[parent, default: []].append(contentsOf: items)
        for item in items { parentOf[item] = parent }
    }

    /// Adds `items` before `item`, as its siblings.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, next: item, after: false) }

    /// Adds `items` after `item`, as its siblings.
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, next: item, after: true) }

    /// Removes `items` with all their descendants.
    public mutating func delete(_ items: [Item]) {
        for item in items where contains(item) {
            removeSubtree(of: item)
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
                if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            expanded.remove(item)
            members.remove(item)
        }
    }

    public mutating func deleteAll() { self = Self() }

    /// Expands `items`: their children become visible where their own ancestors are expanded.
    public mutating func expand(_ items: [Item]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [Item]) {
        for item in items { expanded.remove(item) }
    }

    /// Adds the items of `snapshot` after the children of `parent` (or the root items), with its
    /// structure and expansion states.
    public mutating func append(_ snapshot: Self, to parent: Item? = nil) {
        guard acceptsNew(snapshot.items) else { return }
        if let parent, !contains(parent) {
            return refuse("Invalid parent item \(parent): the section snapshot does not contain it.")
        }
        append(snapshot.rootItems, to: parent)
        adoptStructure(of: snapshot)
    }

    /// Adds the items of `snapshot` before `item`, as its siblings, with their structure.
    public mutating func insert(_ snapshot: Self, before item: Item) {
        guard acceptsNew(snapshot.items) else { return }
        insert(snapshot.rootItems, before: item)
        if contains(snapshot.rootItems.first ?? item) { adoptStructure(of: snapshot) }
    }

    /// Adds the items of `snapshot` after `item`, as its siblings, with their structure.
    public mutating func insert(_ snapshot: Self, after item: Item) {
        guard acceptsNew(snapshot.items) else { return }
        insert(snapshot.rootItems, after: item)
        if contains(snapshot.rootItems.first ?? item) { adoptStructure(of: snapshot) }
    }

    /// Replaces the children of `parent` (and their own) with the items of `snapshot`.
    public mutating func replace(childrenOf parent: Item, using snapshot: Self) {
        guard contains(parent) else {
            return refuse("Invalid parent item \(parent): the section snapshot does not contain it.")
        }
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }

    // MARK: Private

    private func flattened(onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        func visit(_ item: Item) {
            result.append(item)
            guard !onlyVisible || expanded.contains(item) else { return }
            for child in childrenOf[item] ?? [] { visit(child) }
        }
        for root in rootItems { visit(root) }
        return result
    }

    private mutating func insert(_ items: [Item], next item: Item, after: Bool) {
        guard acceptsNew(items) else { return }
        guard contains(item) else {
            return refuse("Invalid item identifier \(item): the section snapshot does not contain it.")
        }
        members.formUnion(items)
        if let parent = parentOf[item] {
            var siblings = childrenOf[parent] ?? []
            let index = (siblings.firstIndex(of: item) ?? siblings.count) + (after ? 1 : 0)
            siblings.insert(contentsOf: items, at: index)
            childrenOf[parent] = siblings
            for new in items { parentOf[new] = parent }
        } else {
            let index = (rootItems.firstIndex(of: item) ?? rootItems.count) + (after ? 1 : 0)
            rootItems.insert(contentsOf: items, at: index)
        }
    }

    /// Takes the parent links, children and expansion states below the root items of `snapshot`,
    /// whose root items are already placed.
    private mutating func adoptStructure(of snapshot: Self) {
        for (parent, children) in snapshot.childrenOf {
            childrenOf[parent] = children
            members.formUnion(children)
            for child in children { parentOf[child] = parent }
        }
        expanded.formUnion(snapshot.expanded)
    }

    private func copySubtree(of item: Item, into result: inout Self) {
        guard let children = childrenOf[item] else { return }
        result.childrenOf[item] = children
        result.members.formUnion(children)
        for child in children {
            result.parentOf[child] = item
            if expanded.contains(child) { result.expanded.insert(child) }
            copySubtree(of: child, into: &result)
        }
    }

    private mutating func removeSubtree(of item: Item) {
        for child in childrenOf.removeValue(forKey: item) ?? [] {
            removeSubtree(of: child)
            parentOf[child] = nil
            expanded.remove(child)
            members.remove(child)
        }
    }

    /// Whether `items` are unique and new to the snapshot; if not, says so as UIKit does.
    private func acceptsNew(_ items: [Item]) -> Bool {
        var seen = Set<Item>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            refuse(
                "Supplied item identifiers are not unique. Duplicate identifiers: {(\(item))}. "
                    + "Each item identifier must be unique in the section snapshot.")
            return false
        }
        return true
    }

    private func refuse(_ reason: String) {
        Diagnostics.warning("NSDiffableDataSourceSectionSnapshot: \(reason) The change is ignored.")
    }
}
