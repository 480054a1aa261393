import Foundation

/// The state of a list's data: its sections and the items in each, by identifier, in order.
/// A diffable data source shows a snapshot, and `apply(_:)` moves the list to a new one.
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
///
/// Identifiers must be unique across the snapshot, items and sections alike, and items go into
/// a section that exists.
///
/// - Note: Differs from UIKit: where UIKit stops the app (a duplicate identifier, items appended
///   with no section, an identifier the snapshot does not hold), the snapshot prints UIKit's
///   reason as a warning and leaves itself unchanged.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    private(set) var sections: [Section] = []
    private(set) var items: [[Item]] = []
    /// Which section (by position) holds each item, kept with every change.
    private var sectionOfItem: [Item: Int] = [:]
    public private(set) var reloadedItemIdentifiers: [Item] = []
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [Section] { sections }
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: Section) -> Int {
        position(of: identifier).map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        position(of: identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    /// The item's index in the whole snapshot, counting every section before its own.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let index = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return items[..<section].reduce(0) { $0 + $1.count } + index
    }

    public func indexOfSection(_ identifier: Section) -> Int? { position(of: identifier) }

    /// The item's section and row.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let row = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return IndexPath(item: row, section: section)
    }

    private func position(of section: Section) -> Int? { sections.firstIndex(of: section) }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when it is nil.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        let target = sectionIdentifier.map(position(of:)) ?? (sections.isEmpty ? nil : sections.count - 1)
        guard let section = target else {
            return refuse(
                sectionIdentifier == nil
                    ? "There are currently no sections in the data source. Please add a section first."
                    : "Invalid section identifier \(String(describing: sectionIdentifier)): the snapshot has no such section."
            )
        }
        guard acceptsNew(identifiers) else { return }
        insert(identifiers, in: section, at: items[section].count)
    }

    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let place = indexPath(of: beforeIdentifier) else { return refuseUnknown(beforeIdentifier) }
        guard acceptsNew(identifiers) else { return }
        insert(identifiers, in: place.section, at: place.item)
    }

    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let place = indexPath(of: afterIdentifier) else { return refuseUnknown(afterIdentifier) }
        guard acceptsNew(identifiers) else { return }
        insert(identifiers, in: place.section, at: place.item + 1)
    }

    /// Removes the items the snapshot holds; others are ignored, as in UIKit.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var removed: [Int: Set<Item>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            removed[section, default: []].insert(identifier)
        }
        for (section, gone) in removed { items[section].removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: Item, next other: Item, after: Bool) {
        guard indexPath(of: identifier) != nil else { return refuseUnknown(identifier) }
        guard indexPath(of: other) != nil, identifier != other else { return refuseUnknown(other) }
        deleteItems([identifier])
        guard let place = indexPath(of: other) else { return }
        insert([identifier], in: place.section, at: place.item + (after ? 1 : 0))
    }

    /// Marks items whose cells the data source makes again at the next apply.
    public mutating func reloadItems(_ identifiers: [Item]) {
        let known = identifiers.filter { sectionOfItem[$0] != nil }
        if known.count < identifiers.count {
            refuse("Attempted to reload item identifiers that do not exist in the snapshot.")
        }
        reloadedItemIdentifiers += known
    }

    /// Marks items whose existing cells the data source configures again at the next apply.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        let known = identifiers.filter { sectionOfItem[$0] != nil }
        if known.count < identifiers.count {
            refuse("Attempted to reconfigure item identifiers that do not exist in the snapshot.")
        }
        reconfiguredItemIdentifiers += known
    }

    private mutating func insert(_ identifiers: [Item], in section: Int, at index: Int) {
        items[section].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Whether `identifiers` are unique and new to the snapshot; if not, says so as UIKit does.
    private func acceptsNew(_ identifiers: [Item]) -> Bool {
        var seen = Set<Item>()
        for identifier in identifiers where sectionOfItem[identifier] != nil || !seen.insert(identifier).inserted {
            refuse(
                "Supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}. "
                    + "Each item identifier must be unique in the snapshot.")
            return false
        }
        return true
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [Section]) {
        guard acceptsNew(identifiers) else { return }
        placeSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = position(of: toIdentifier) else { return refuseUnknown(toIdentifier) }
        guard acceptsNew(identifiers) else { return }
        placeSections(identifiers, at: index)
    }

    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = position(of: toIdentifier) else { return refuseUnknown(toIdentifier) }
        guard acceptsNew(identifiers) else { return }
        placeSections(identifiers, at: index + 1)
    }

    /// Removes the sections and their items; unknown sections are ignored.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        rebuild(sections: kept.map { sections[$0] }, items: kept.map { items[$0] })
    }

    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: Section, next other: Section, after: Bool) {
        guard let from = position(of: identifier) else { return refuseUnknown(identifier) }
        guard position(of: other) != nil, identifier != other else { return refuseUnknown(other) }
        var order = sections
        var contents = items
        let moved = (order.remove(at: from), contents.remove(at: from))
        let to = (order.firstIndex(of: other) ?? order.count) + (after ? 1 : 0)
        order.insert(moved.0, at: to)
        contents.insert(moved.1, at: to)
        rebuild(sections: order, items: contents)
    }

    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { position(of: $0) != nil }
    }

    private mutating func placeSections(_ identifiers: [Section], at index: Int) {
        var order = sections
        var contents = items
        order.insert(contentsOf: identifiers, at: index)
        contents.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        rebuild(sections: order, items: contents)
    }

    private mutating func rebuild(sections newSections: [Section], items newItems: [[Item]]) {
        sections = newSections
        items = newItems
        sectionOfItem = [:]
        for (section, list) in items.enumerated() { for item in list { sectionOfItem[item] = section } }
    }

    private func acceptsNew(_ identifiers: [Section]) -> Bool {
        var seen = Set(sections)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            refuse(
                "Supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}. "
                    + "Each section identifier must be unique in the snapshot.")
            return false
        }
        return true
    }

    /// The snapshot without its reload and reconfigure marks, as a data source keeps it once applied.
    func withoutMarks() -> Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Refusals

    private func refuseUnknown(_ identifier: some Hashable) {
        refuse("Invalid identifier \(identifier): the snapshot does not contain it.")
    }

    private func refuse(_ reason: String) {
        Diagnostics.warning("NSDiffableDataSourceSnapshot: \(reason) The change is ignored.")
    }
}
