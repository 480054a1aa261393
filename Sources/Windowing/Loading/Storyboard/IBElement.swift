/// One element of an Interface Builder XML file, as read: its name, attributes, children and the
/// line it starts on, so every later error can point at the file and line.
///
/// The reader (`IBXMLReader`) builds this plain tree once; the compiler (`IBCompiler`) checks it
/// and turns it into the typed model that instantiation reads.
final class IBElement: Sendable {
    let name: String
    let attributes: [String: String]
    let children: [IBElement]
    let line: Int

    init(name: String, attributes: [String: String], children: [IBElement], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with the element name and, when given, the `key` attribute.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// How messages name the element: `<label id="abc-12-xyz">`.
    var label: String {
        if let id = attributes["id"] { return "<\(name) id=\"\(id)\">" }
        if let key = attributes["key"] { return "<\(name) key=\"\(key)\">" }
        return "<\(name)>"
    }
}
