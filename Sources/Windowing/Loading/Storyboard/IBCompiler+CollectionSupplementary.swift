import Foundation

// A collection view's section header and footer: the `<collectionReusableView>`s Xcode writes
// inside a `<collectionView>` when the flow layout's Section Header or Section Footer accessory is
// on, with the key `sectionHeaderView` or `sectionFooterView`:
//   <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center"
//       reuseIdentifier="SectionHeader" id="…" customClass="SectionHeader" customModule="App" …>
//     <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
//     <subviews>…</subviews> <constraints>…</constraints>
//     <connections> <outlet property="titleLabel" destination="…"/> </connections>
//   </collectionReusableView>
// Like a prototype cell, each is made afresh for each dequeue, with its own outlets connected.
extension IBCompiler {
    // Written out rather than read from UICollectionView, whose statics belong to the main actor.
    static let supplementaryKinds: [String: String] = [
        "sectionHeaderView": "UICollectionElementKindSectionHeader",
        "sectionFooterView": "UICollectionElementKindSectionFooter",
    ]

    /// A section header or footer of a collection view, which joins the prototypes already read.
    /// One without a reuse identifier can never be dequeued, which Xcode warns about too; a second
    /// header (or footer) would make the first unreachable.
    mutating func supplementaryView(
        _ element: IBElement, after prototypes: [IBViewSpec]
    ) throws(StoryboardError) -> IBViewSpec? {
        guard let key = element["key"], let kind = Self.supplementaryKinds[key] else {
            throw values.invalid(
                element, "key=\"\(element["key"] ?? "")\" is not a section header or footer of the collection view",
                hint: "Xcode writes key=\"sectionHeaderView\" or key=\"sectionFooterView\"")
        }
        let role = key == "sectionHeaderView" ? "section header" : "section footer"
        let view = try self.view(element)
        guard case .collectionCell(let content) = view.content, let identifier = content.reuseIdentifier else {
            warn(
                element,
                "the \(role) has no reuseIdentifier, so "
                    + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) never makes it; skipped. "
                    + "Hint: give it an Identifier in Interface Builder",
                once: "collection.noReuse.\(view.id)")
            return nil
        }
        for other in prototypes {
            guard case .collectionCell(let otherContent) = other.content, otherContent.kind == kind else { continue }
            if otherContent.reuseIdentifier == identifier {
                throw values.invalid(
                    element, "the reuseIdentifier '\(identifier)' is also the one of the \(role) '\(other.id)'",
                    hint: "give each \(role) its own Identifier in Interface Builder")
            }
            throw values.invalid(
                element, "the collection view already has a \(role), '\(other.id)'",
                hint: "a flow layout has one \(role); remove one of them")
        }
        return view
    }
}
