// The file against Xcode's vocabulary (`IBVocabulary`): an element or attribute Xcode never writes
// is an error naming the file, line and element, with the nearest known name as a hint; a known
// element the toolkit does not support is skipped, with one warning per name and file, or silently
// when it only matters at design time.
extension IBCompiler {
    /// Refuses the first element, in document order, whose name Xcode never writes.
    func checkElementNames(_ element: IBElement, parent: IBElement? = nil) throws(StoryboardError) {
        guard IBVocabulary.elements.contains(element.name) else {
            let place = parent.map { " in <\($0.name)>" } ?? ""
            let hint =
                IBSuggestion.nearest(to: element.name, in: IBVocabulary.elements).map { "did you mean <\($0)>?" }
                ?? "Interface Builder never writes it; remove it, or re-save the file in Xcode"
            throw values.invalid(element, "unknown element <\(element.name)>\(place)", hint: hint)
        }
        for child in element.children { try checkElementNames(child, parent: element) }
    }

    /// Refuses an attribute Xcode never writes on `element`, an element the loader reads; `kind` is
    /// the vocabulary entry when it differs from the element's name.
    func checkAttributes(_ element: IBElement, as kind: String? = nil) throws(StoryboardError) {
        let known = IBVocabulary.attributes[kind ?? element.name] ?? []
        // Sorted only when one is unknown, so that the first refused is the same whatever the order.
        guard element.attributes.contains(where: { !known.contains($0.name) }) else { return }
        for name in element.attributes.map(\.name).sorted() where !known.contains(name) {
            let hint =
                IBSuggestion.nearest(to: name, in: known).map { "did you mean '\($0)'?" }
                ?? "Interface Builder never writes it on <\(element.name)>; remove it, or re-save the file in Xcode"
            throw values.invalid(element, "unknown attribute '\(name)'", hint: hint)
        }
    }

    /// Leaves `element` out of the model: silently when it only matters at design time, else with
    /// `message` once per element name. The ids inside it are kept, so a connection to one of them
    /// is dropped with a warning rather than refused as dangling.
    mutating func skip(_ element: IBElement, warning message: String? = nil, once key: String? = nil) {
        if let message, !IBVocabulary.designTime.contains(element.name) {
            warn(element, message, once: key ?? "skipped.\(element.name)")
        }
        var pending = [element]
        while let next = pending.popLast() {
            if let id = next["id"], skipped[id] == nil { skipped[id] = next.name }
            pending.append(contentsOf: next.children)
        }
    }
}
