/// One element of an Interface Builder XML file, as read: its name, attributes, children and the
/// line it starts on, so every later error can point at the file and line.
///
/// The reader (`IBXMLReader`) builds this plain tree once; the compiler (`IBCompiler`) checks it
/// and turns it into the typed model that instantiation reads.
///
/// The attributes are stored in the element's own allocation, after its name, children and line:
/// a dense file has 100,000 elements, and an array of them beside each element cost 80 bytes more
/// an element (issue 21). Not `Sendable`, as no `ManagedBuffer` is; the reader and compiler use
/// it on one thread.
final class IBElement: ManagedBuffer<IBElementHeader, IBAttribute> {
    /// An element with `attributes` in file order (expat has refused a name given twice).
    static func make(name: String, attributes: [IBAttribute], children: [IBElement], line: Int) -> IBElement {
        let buffer = IBElement.create(minimumCapacity: attributes.count) { _ in
            IBElementHeader(
                name: name, children: children, line: Int32(clamping: line), attributeCount: Int32(attributes.count))
        }
        let element = unsafeDowncast(buffer, to: IBElement.self)
        element.withUnsafeMutablePointerToElements { storage in
            for (index, attribute) in attributes.enumerated() { (storage + index).initialize(to: attribute) }
        }
        return element
    }

    deinit {
        _ = withUnsafeMutablePointers { header, attributes in
            attributes.deinitialize(count: Int(header.pointee.attributeCount))
        }
    }

    var name: String { header.name }
    var children: [IBElement] { header.children }
    /// The line; a file has at most 16 MB, so far fewer than 2^31 lines.
    var line: Int { Int(header.line) }

    /// In file order. An element has a few, found by a look along them.
    var attributes: Attributes { Attributes(element: self) }

    /// The attributes stored after the header.
    struct Attributes: RandomAccessCollection {
        let element: IBElement
        var startIndex: Int { 0 }
        var endIndex: Int { Int(element.header.attributeCount) }
        subscript(position: Int) -> IBAttribute {
            element.withUnsafeMutablePointerToElements { $0[position] }
        }
    }

    subscript(attribute: String) -> String? {
        withUnsafeMutablePointers { header, attributes in
            for index in 0..<Int(header.pointee.attributeCount) where attributes[index].name == attribute {
                return attributes[index].value
            }
            return nil
        }
    }

    /// The name under which a `<string>` element's character content is kept among its
    /// attributes: no XML attribute can have it, and other elements pay nothing for the text
    /// only `<string>` has.
    static let textAttribute = "#text"

    /// A `<string>` element's character content (the reader keeps no other element's).
    var text: String? { self[Self.textAttribute] }

    /// The first child with the element name and, when given, the `key` attribute.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// How messages name the element: `<label id="abc-12-xyz">`.
    var label: String {
        if let id = self["id"] { return "<\(name) id=\"\(id)\">" }
        if let key = self["key"] { return "<\(name) key=\"\(key)\">" }
        return "<\(name)>"
    }
}

/// What an `IBElement` stores before its attributes.
struct IBElementHeader {
    let name: String
    let children: [IBElement]
    let line: Int32
    let attributeCount: Int32
}

/// One attribute of an element, as read (expat has refused a name given twice).
struct IBAttribute: Sendable {
    let name: String
    let value: String
}
