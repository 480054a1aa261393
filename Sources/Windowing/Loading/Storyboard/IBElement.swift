/// One element of an Interface Builder XML file, as read: its name, attributes, children and the
/// line it starts on, so every later error can point at the file and line.
///
/// The reader (`IBXMLReader`) builds this plain tree once; the compiler (`IBCompiler`) checks it
/// and turns it into the typed model that instantiation reads.
final class IBElement: Sendable {
    let name: String
    /// In file order. An element has a few, found by a look along them; a dictionary of them cost
    /// twice as much memory, and a dense file has 100,000 elements.
    let attributes: [IBAttribute]
    let children: [IBElement]
    let line: Int

    init(name: String, attributes: [IBAttribute], children: [IBElement], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

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

/// One attribute of an element, as read (expat has refused a name given twice).
struct IBAttribute: Sendable {
    let name: String
    let value: String
}
