/// Reads an XML property list as Xcode writes Info.plist files, straight into `PlistNode`s.
///
/// It reads only a strict subset of the format: the XML declaration (UTF-8), a DOCTYPE without
/// an internal subset, comments outside `<plist>`, and inside it only `<dict>`, `<key>`,
/// `<array>`, `<string>`, `<true/>` and `<false/>` with whitespace between elements and the five
/// predefined entities in text. For anything else (numbers, dates, data, comments or other
/// markup inside the plist, a duplicate key, a carriage return in text, invalid UTF-8, a binary
/// plist, a malformed file) `read` returns nil and `InfoPlist` reads the file with
/// `PropertyListSerialization` as before, so every file still gives Foundation's values and
/// Foundation's error messages; this reader only skips Foundation's `Any` values, whose first
/// casts cost more than the whole rest of the launch's reading.
struct PlistXMLReader {
    private let bytes: [UInt8]
    private var index = 0

    /// Deeper nesting is left to Foundation.
    static let maximumDepth = 64

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The root value of `bytes`, or nil when the file is outside the subset (see the type).
    static func read(_ bytes: [UInt8]) -> PlistNode? {
        var reader = PlistXMLReader(bytes)
        return reader.document()
    }

    private mutating func document() -> PlistNode? {
        skipWhitespace()
        if starts(with: "<?xml") {
            guard declarationIsUTF8() else { return nil }
        }
        skipMisc()
        if starts(with: "<!DOCTYPE") {
            guard skipDoctype() else { return nil }
        }
        skipMisc()
        guard starts(with: "<plist"), let root = plistElement() else { return nil }
        skipMisc()
        return index == bytes.count ? root : nil
    }

    // MARK: - Prolog

    /// Consumes `<?xml … ?>`; false when it names an encoding other than UTF-8.
    private mutating func declarationIsUTF8() -> Bool {
        guard let end = find("?>", from: index) else { return false }
        defer { index = end + 2 }
        guard let name = find("encoding", from: index), name < end else { return true }
        var position = name + "encoding".utf8.count
        while position < end, bytes[position] == 0x20 || bytes[position] == UInt8(ascii: "=") { position += 1 }
        guard position < end, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            return false
        }
        let quote = bytes[position]
        var encoding: [UInt8] = []
        position += 1
        while position < end, bytes[position] != quote {
            // ASCII lower case: encoding names are ASCII.
            let byte = bytes[position]
            encoding.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
            position += 1
        }
        return encoding == Array("utf-8".utf8)
    }

    /// Consumes `<!DOCTYPE …>`; false when it has an internal subset (which may declare entities).
    private mutating func skipDoctype() -> Bool {
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "[") { return false }
            index += 1
        }
        guard index < bytes.count else { return false }
        index += 1
        return true
    }

    /// Whitespace and comments, outside `<plist>` only.
    private mutating func skipMisc() {
        while true {
            skipWhitespace()
            guard starts(with: "<!--"), let end = find("-->", from: index + 4) else { return }
            index = end + 3
        }
    }

    /// `<plist …>` with one value, then `</plist>`; its attributes (`version`) are not read.
    private mutating func plistElement() -> PlistNode? {
        index += "<plist".utf8.count
        guard let end = find(">", from: index), bytes[end - 1] != UInt8(ascii: "/"),
            end == index || bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A,
            !bytes[index..<end].contains(UInt8(ascii: "<"))
        else { return nil }
        index = end + 1
        skipWhitespace()
        guard let root = value(depth: 0) else { return nil }
        skipWhitespace()
        return consume("</plist>") ? root : nil
    }

    // MARK: - Values

    private mutating func value(depth: Int) -> PlistNode? {
        guard depth < Self.maximumDepth else { return nil }
        if consume("<dict>") { return dictionary(depth: depth) }
        if consume("<array>") { return array(depth: depth) }
        if consume("<string>") { return text(closing: "</string>").map(PlistNode.string) }
        if consume("<true/>") { return .boolean(true) }
        if consume("<false/>") { return .boolean(false) }
        return nil
    }

    private mutating func dictionary(depth: Int) -> PlistNode? {
        var result: [String: PlistNode] = [:]
        while true {
            skipWhitespace()
            if consume("</dict>") { return .dictionary(result) }
            guard consume("<key>"), let key = text(closing: "</key>"), result[key] == nil else { return nil }
            skipWhitespace()
            guard let item = value(depth: depth + 1) else { return nil }
            result[key] = item
        }
    }

    private mutating func array(depth: Int) -> PlistNode? {
        var result: [PlistNode] = []
        while true {
            skipWhitespace()
            if consume("</array>") { return .array(result) }
            guard let item = value(depth: depth + 1) else { return nil }
            result.append(item)
        }
    }

    /// Character content up to `closing`, with the predefined entities replaced; nil for any
    /// markup, other reference, carriage return or invalid UTF-8 in it.
    private mutating func text(closing: String) -> String? {
        var content: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                guard consume(closing) else { return nil }
                return String(validating: content, as: UTF8.self)
            case UInt8(ascii: "&"):
                guard let entity = entity() else { return nil }
                content.append(entity.byte)
                index += entity.length
            // A carriage return (which XML turns into a line feed) or a control character.
            case 0..<0x09, 0x0B..<0x20:
                return nil
            default:
                content.append(byte)
                index += 1
            }
        }
        return nil
    }

    private static let entities: [(name: String, byte: UInt8)] = [
        ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
        ("&quot;", UInt8(ascii: "\"")), ("&apos;", UInt8(ascii: "'")),
    ]

    private func entity() -> (byte: UInt8, length: Int)? {
        for entity in Self.entities where starts(with: entity.name) {
            return (entity.byte, entity.name.utf8.count)
        }
        return nil
    }

    // MARK: - Bytes

    private mutating func skipWhitespace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            index += 1
        }
    }

    private func starts(with literal: String) -> Bool {
        var position = index
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard starts(with: literal) else { return false }
        index += literal.utf8.count
        return true
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        let pattern = Array(literal.utf8)
        guard pattern.count <= bytes.count else { return nil }
        var position = start
        while position + pattern.count <= bytes.count {
            if bytes[position..<position + pattern.count].elementsEqual(pattern) { return position }
            position += 1
        }
        return nil
    }
}
