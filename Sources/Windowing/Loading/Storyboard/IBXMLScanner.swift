/// A strict scanner for the XML subset Interface Builder writes (see `IBXMLReader`), over UTF-8
/// bytes already checked: elements, attributes, comments, processing instructions, CDATA and
/// text (skipped: Interface Builder keeps everything in attributes), predefined entities and
/// character references. Anything else is an error naming the line.
struct IBXMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0
    private var line = 1
    private var elementCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private struct Open {
        var name: String
        var attributes: [String: String]
        var children: [IBElement] = []
        var line: Int
    }

    private func fail(_ reason: String) -> StoryboardError {
        .malformed(file: file, line: line, reason: reason)
    }

    mutating func document() throws(StoryboardError) -> IBElement {
        if starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }  // a UTF-8 byte-order mark
        var stack: [Open] = []
        var root: IBElement?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                try text(insideElement: !stack.isEmpty)
                continue
            }
            let markupLine = line
            if starts(with: "<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                guard !stack.isEmpty else { throw fail("CDATA outside the root element") }
                try skip(past: "]]>", what: "a CDATA section")
            } else if starts(with: "<!") {
                throw fail("a markup declaration ('<!'), which Interface Builder never writes")
            } else if starts(with: "</") {
                index += 2
                let name = try self.name()
                skipSpace()
                try expect(">", after: "</\(name)")
                guard let open = stack.popLast() else { throw fail("the closing tag </\(name)> has no opening tag") }
                guard open.name == name else {
                    throw fail("the closing tag </\(name)> does not match <\(open.name)> opened on line \(open.line)")
                }
                let element = IBElement(name: open.name, attributes: open.attributes, children: open.children, line: open.line)
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else {
                guard root == nil || !stack.isEmpty else { throw fail("extra content after the root element") }
                index += 1
                let name = try self.name()
                let attributes = try self.attributes(of: name)
                elementCount += 1
                guard stack.count < IBXMLReader.maximumDepth else {
                    throw .limit(file: file, line: markupLine, what: "elements nest deeper than \(IBXMLReader.maximumDepth) levels")
                }
                guard elementCount <= IBXMLReader.maximumElements else {
                    throw .limit(file: file, line: markupLine, what: "the file has more than \(IBXMLReader.maximumElements) elements")
                }
                if starts(with: "/>") {
                    index += 2
                    let element = IBElement(name: name, attributes: attributes, children: [], line: markupLine)
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    try expect(">", after: "<\(name)")
                    stack.append(Open(name: name, attributes: attributes, line: markupLine))
                }
            }
        }
        if let open = stack.last { throw fail("the element <\(open.name)> opened on line \(open.line) is not closed") }
        guard let root else { throw .malformed(file: file, line: nil, reason: "no root element") }
        return root
    }

    // MARK: - Pieces

    private func starts(with text: StaticString) -> Bool {
        starts(with: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private func starts<C: Collection<UInt8>>(with prefix: C) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        var position = index
        for byte in prefix {
            if bytes[position] != byte { return false }
            position += 1
        }
        return true
    }

    private mutating func advance() {
        if bytes[index] == 0x0A { line += 1 }
        index += 1
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(StoryboardError) {
        let startLine = line
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            advance()
        }
        throw fail("\(what) opened on line \(startLine) is not closed")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    private mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { advance() }
    }

    private mutating func expect(_ character: Character, after context: String) throws(StoryboardError) {
        guard index < bytes.count, bytes[index] == character.asciiValue else {
            throw fail("'\(character)' is required after \(context)")
        }
        index += 1
    }

    /// An XML name: a letter, '_' or ':' (or any non-ASCII character), then also digits, '-' and '.'.
    private mutating func name() throws(StoryboardError) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let letter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
            let other = (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
            guard letter || (other && index > start) else { break }
            index += 1
        }
        guard index > start else { throw fail("a name is required") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func attributes(of element: String) throws(StoryboardError) -> [String: String] {
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = index < bytes.count && Self.isSpace(bytes[index])
            skipSpace()
            guard index < bytes.count else { throw fail("the tag <\(element)> is not closed") }
            if bytes[index] == UInt8(ascii: ">") || starts(with: "/>") { return attributes }
            guard hadSpace else { throw fail("a space is required between the attributes of <\(element)>") }
            let name = try self.name()
            skipSpace()
            try expect("=", after: "the attribute '\(name)'")
            skipSpace()
            let value = try attributeValue(name)
            guard attributes.updateValue(value, forKey: name) == nil else {
                throw fail("the attribute '\(name)' is given twice on <\(element)>")
            }
        }
    }

    /// A quoted value with entities and character references decoded, and white space characters
    /// normalised to spaces, as XML specifies.
    private mutating func attributeValue(_ name: String) throws(StoryboardError) -> String {
        guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
            throw fail("the value of '\(name)' is not quoted")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("the value of '\(name)' is not closed") }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            switch byte {
            case 0x3C: throw fail("'<' inside the value of '\(name)'")
            case 0x26: value.append(contentsOf: try reference())
            case 0x09, 0x0A, 0x0D:
                advance()
                value.append(0x20)
            default:
                value.append(byte)
                index += 1
            }
        }
    }

    private static let predefined: [String: UInt8] = ["amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27]

    /// `&amp;` and the other four, `&#N;` and `&#xH;`: the UTF-8 bytes they stand for.
    private mutating func reference() throws(StoryboardError) -> [UInt8] {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != 0x3B, index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == 0x3B else { throw fail("an entity reference without ';'") }
        let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        if let byte = Self.predefined[body] { return [byte] }
        guard body.hasPrefix("#") else { throw fail("the entity '&\(body);' is not defined (only XML's five are)") }
        let digits = body.dropFirst()
        let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let code, let scalar = Unicode.Scalar(code), Self.isXMLCharacter(code) else {
            throw fail("the character reference '&\(body);' is not a character XML allows")
        }
        return Array(String(Character(scalar)).utf8)
    }

    private static func isXMLCharacter(_ code: UInt32) -> Bool {
        code == 0x09 || code == 0x0A || code == 0x0D || (0x20...0xD7FF).contains(code)
            || (0xE000...0xFFFD).contains(code) || (0x10000...0x10FFFF).contains(code)
    }

    /// Text between tags: allowed (and skipped) inside the root element; only white space outside it.
    private mutating func text(insideElement: Bool) throws(StoryboardError) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if !insideElement && !Self.isSpace(byte) {
                throw fail(line == 1 && index == 0 ? "the document does not start with '<'" : "text outside the root element")
            }
            if byte == 0x26 {
                _ = try reference()
            } else {
                advance()
            }
        }
    }
}
