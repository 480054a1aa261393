import CExpat

/// Reads an XML property list as Xcode writes Info.plist files, with expat, straight into
/// `PlistNode`s.
///
/// It takes the part of the format Info.plist files use: `<dict>`, `<key>`, `<array>`,
/// `<string>`, `<true/>` and `<false/>` under `<plist>`, in UTF-8, with a DOCTYPE that has no
/// internal subset. For anything else (numbers, dates, data, a duplicate key, a carriage return
/// in text, an entity expat cannot resolve, another encoding, a binary plist, a malformed file)
/// `read` returns nil and `InfoPlist` reads the file with `PropertyListSerialization` as before,
/// so every file still gives Foundation's values and Foundation's error messages. The reader only
/// skips Foundation's `Any` values, whose first casts in a statically linked app cost more than
/// the rest of the launch's reading (each searches every protocol conformance record).
enum PlistXMLReader {
    /// Deeper nesting is left to Foundation.
    static let maximumDepth = 64

    /// The root value of `bytes`, or nil when the file is outside that part (see the type).
    static func read(_ bytes: [UInt8]) -> PlistNode? {
        // XML turns a carriage return into a line feed; whether Foundation does is its own business.
        guard !bytes.contains(0x0D) else { return nil }
        let root = ExpatParser.withParser(handler: PlistTreeBuilder.init(parser:)) { parser, builder -> PlistNode? in
            XML_SetElementHandler(
                parser,
                { userData, name, _ in
                    guard let name else { return }
                    PlistTreeBuilder.from(userData)?.start(String(cString: name))
                },
                { userData, _ in PlistTreeBuilder.from(userData)?.end() })
            XML_SetCharacterDataHandler(parser) { userData, text, length in
                guard let text, length > 0 else { return }
                PlistTreeBuilder.from(userData)?.characters(UnsafeRawBufferPointer(start: text, count: Int(length)))
            }
            XML_SetXmlDeclHandler(parser) { userData, _, encoding, _ in
                guard let encoding, String(cString: encoding).lowercased() != "utf-8" else { return }
                PlistTreeBuilder.from(userData)?.refuse()
            }
            // Xcode's DOCTYPE names the external DTD, which is never read; an internal subset could
            // declare entities, and a reference expat skips (it cannot know an external entity) would
            // silently lose text.
            XML_SetStartDoctypeDeclHandler(parser) { userData, _, _, _, hasInternalSubset in
                if hasInternalSubset != 0 { PlistTreeBuilder.from(userData)?.refuse() }
            }
            XML_SetEntityDeclHandler(parser) { userData, _, _, _, _, _, _, _, _ in
                PlistTreeBuilder.from(userData)?.refuse()
            }
            XML_SetSkippedEntityHandler(parser) { userData, _, _ in PlistTreeBuilder.from(userData)?.refuse() }
            let status = bytes.withUnsafeBytes { ExpatParser.parse(parser, $0, isLast: true) }
            guard status == XML_STATUS_OK, !builder.refused else { return nil }
            return builder.root
        }
        return root ?? nil
    }
}

/// Builds the values while expat parses; anything outside the subset stops the parser.
private final class PlistTreeBuilder {
    private let parser: XML_Parser
    private(set) var refused = false
    private(set) var root: PlistNode?
    private var stack: [Open] = []

    private enum Open {
        case plist
        case dictionary([String: PlistNode], pendingKey: String?)
        case array([PlistNode])
        /// `<key>`, `<string>`, `<true/>` or `<false/>` and the text read inside it so far.
        case text(element: String, [UInt8])
    }

    init(parser: XML_Parser) { self.parser = parser }

    static func from(_ userData: UnsafeMutableRawPointer?) -> PlistTreeBuilder? {
        guard let userData else { return nil }
        let builder = Unmanaged<PlistTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
        // After `XML_StopParser` expat may still deliver an event or two; they are ignored.
        return builder.refused ? nil : builder
    }

    func refuse() {
        guard !refused else { return }
        refused = true
        _ = XML_StopParser(parser, XML_Bool(0))
    }

    func start(_ name: String) {
        guard stack.count < PlistXMLReader.maximumDepth else { return refuse() }
        switch (name, stack.last) {
        case ("plist", nil) where root == nil:
            stack.append(.plist)
        case ("key", .dictionary(_, nil)?):
            stack.append(.text(element: name, []))
        case ("dict", let parent?) where accepts(parent):
            stack.append(.dictionary([:], pendingKey: nil))
        case ("array", let parent?) where accepts(parent):
            stack.append(.array([]))
        case ("string", let parent?), ("true", let parent?), ("false", let parent?):
            guard accepts(parent) else { return refuse() }
            stack.append(.text(element: name, []))
        default:
            refuse()
        }
    }

    /// Whether a value may start inside `parent`: the plist's one value, a dictionary's value
    /// after its key, or an array's item.
    private func accepts(_ parent: Open) -> Bool {
        switch parent {
        case .plist: root == nil
        case .dictionary(_, let key): key != nil
        case .array: true
        case .text: false
        }
    }

    func characters(_ bytes: UnsafeRawBufferPointer) {
        guard case .text(let element, var text)? = stack.last else {
            // Between elements only the indentation is allowed.
            if bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A }) { refuse() }
            return
        }
        // Off the stack while it grows, so that the text read so far is not copied for each piece.
        stack.removeLast()
        text.append(contentsOf: bytes)
        stack.append(.text(element: element, text))
    }

    func end() {
        guard let open = stack.popLast() else { return refuse() }
        let value: PlistNode
        switch open {
        case .plist:
            if root == nil { refuse() }
            return
        case .text("key", let text):
            guard let key = Self.string(text), case .dictionary(let entries, nil)? = stack.last, entries[key] == nil
            else { return refuse() }
            stack[stack.count - 1] = .dictionary(entries, pendingKey: key)
            return
        case .text("string", let text):
            guard let string = Self.string(text) else { return refuse() }
            value = .string(string)
        case .text(let element, let text):
            guard text.isEmpty else { return refuse() }
            value = .boolean(element == "true")
        case .dictionary(let entries, nil):
            value = .dictionary(entries)
        case .dictionary:
            return refuse()
        case .array(let items):
            value = .array(items)
        }
        add(value)
    }

    /// Puts `value` into the open container. The container is taken off the stack while it
    /// changes, so that its storage is not copied for each value.
    private func add(_ value: PlistNode) {
        switch stack.popLast() {
        case .plist?:
            root = value
            stack.append(.plist)
        case .dictionary(var entries, let key?)?:
            entries[key] = value
            stack.append(.dictionary(entries, pendingKey: nil))
        case .array(var items)?:
            items.append(value)
            stack.append(.array(items))
        default:
            refuse()
        }
    }

    /// Expat hands over UTF-8 it has checked; a carriage return from a character reference is refused.
    private static func string(_ text: [UInt8]) -> String? {
        text.contains(0x0D) ? nil : String(decoding: text, as: UTF8.self)
    }
}
