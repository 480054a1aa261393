import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder XML file into an `IBElement` tree with FoundationXML's `XMLParser`
/// (libxml2), the parser made for the job.
///
/// What Xcode writes is plain XML: no DOCTYPE, no entity declarations. Such documents are refused
/// before parsing, so external entities are never fetched and entity bombs never expand; external
/// entity resolution is off as well. File size, nesting depth and element count are bounded, so a
/// hostile file costs at most a few megabytes and milliseconds.
enum IBXMLReader {
    /// Larger than any real storyboard (a 1,000-view storyboard is about 400 KB).
    static let maximumBytes = 16 << 20
    /// Each view level nests two elements (`subviews`, `view`); 256 allows ~120 levels of views.
    static let maximumDepth = 256
    static let maximumElements = 500_000

    static func read(_ data: Data, file: String) throws(StoryboardError) -> IBElement {
        guard data.count <= maximumBytes else {
            throw .limit(file: file, line: nil, what: "the file is \(data.count) bytes; at most \(maximumBytes) are read")
        }
        if let line = lineOfDeclaration(in: data) {
            throw .refusedDeclaration(file: file, line: line)
        }
        // FoundationXML traps on element and attribute names that are not UTF-8, and Xcode writes
        // only UTF-8 (spec 9.7), so anything else is refused before parsing.
        if let line = lineOfInvalidUTF8(in: data) {
            throw .malformed(file: file, line: line, reason: "the bytes are not UTF-8")
        }
        if let declared = declaredEncoding(in: data), declared.lowercased() != "utf-8" {
            throw .malformed(file: file, line: 1, reason: "the XML declaration names encoding '\(declared)'; Interface Builder files are UTF-8")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { throw failure.error(file: file) }
        guard parsed, let root = builder.root else {
            let reason = (parser.parserError as NSError?).map { Self.describe($0) } ?? "no root element"
            let line = builder.errorLine ?? parser.lineNumber
            throw .malformed(file: file, line: line > 0 ? line : nil, reason: reason)
        }
        return root
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY`, which Xcode never writes, if the bytes hold one.
    static func lineOfDeclaration(in data: Data) -> Int? {
        let patterns: [[UInt8]] = [Array("<!DOCTYPE".utf8), Array("<!ENTITY".utf8)]
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var line = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                if byte == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x21 {
                    for pattern in patterns where index + pattern.count <= bytes.count {
                        if (0..<pattern.count).allSatisfy({ bytes[index + $0] == pattern[$0] }) { return line }
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// The line of the first byte sequence that is not UTF-8 (or is NUL), if any.
    static func lineOfInvalidUTF8(in data: Data) -> Int? {
        guard String(data: data, encoding: .utf8) == nil || data.contains(0) else { return nil }
        var line = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                if scalar == "\0" { return line }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// `encoding="…"` of the XML declaration, if there is one.
    static func declaredEncoding(in data: Data) -> String? {
        let head = String(decoding: data.prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
              let key = head.range(of: "encoding=", range: head.startIndex..<end.lowerBound) else { return nil }
        let rest = head[key.upperBound..<end.lowerBound]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func describe(_ error: NSError) -> String {
        if let detail = error.userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty {
            return detail.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // On Linux the code is libxml2's (xmlerror.h), not XMLParser.ErrorCode's numbering.
        guard let text = libxml2Errors[error.code] else { return "libxml2 error \(error.code)" }
        return "\(text) (libxml2 error \(error.code))"
    }

    private static let libxml2Errors: [Int: String] = [
        3: "the document does not start well", 4: "the document is empty", 5: "extra content after the document",
        8: "an invalid character reference", 9: "an invalid character", 23: "an entity reference without ';'",
        26: "an undeclared entity", 31: "an unknown encoding", 34: "a string that is not closed",
        38: "'<' inside an attribute value", 39: "an attribute value without quotes", 40: "an attribute value that is not closed",
        41: "an attribute without a value", 42: "an attribute given twice", 45: "a comment that is not closed",
        57: "an XML declaration that is not closed", 63: "a CDATA section that is not closed", 65: "a space is required",
        68: "a name is required", 72: "'<' is required", 73: "'>' is required", 76: "a closing tag that does not match its opening tag",
        77: "an element that is not closed", 81: "invalid bytes for the encoding", 85: "unbalanced elements",
        86: "extra content after the root element",
    ]

    /// Collects elements into the tree, stopping the parser at the first limit crossed.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        struct Open {
            var name: String
            var attributes: [String: String]
            var children: [IBElement] = []
            var line: Int
        }

        enum Failure {
            case tooDeep(line: Int)
            case tooMany(line: Int)

            func error(file: String) -> StoryboardError {
                switch self {
                case .tooDeep(let line):
                    .limit(file: file, line: line, what: "elements nest deeper than \(IBXMLReader.maximumDepth) levels")
                case .tooMany(let line):
                    .limit(file: file, line: line, what: "the file has more than \(IBXMLReader.maximumElements) elements")
                }
            }
        }

        var stack: [Open] = []
        var root: IBElement?
        var failure: Failure?
        var count = 0
        /// Where libxml2 first reported an error (after an abort its line has moved on).
        var errorLine: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil { errorLine = parser.lineNumber }
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            count += 1
            if stack.count >= IBXMLReader.maximumDepth {
                failure = .tooDeep(line: parser.lineNumber)
                parser.abortParsing()
                return
            }
            if count > IBXMLReader.maximumElements {
                failure = .tooMany(line: parser.lineNumber)
                parser.abortParsing()
                return
            }
            stack.append(Open(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let open = stack.popLast() else { return }
            let element = IBElement(name: open.name, attributes: open.attributes, children: open.children, line: open.line)
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }
    }
}
