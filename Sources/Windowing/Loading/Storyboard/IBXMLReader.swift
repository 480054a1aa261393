import Foundation

/// Reads an Interface Builder XML file into an `IBElement` tree.
///
/// Interface Builder writes a small, regular subset of XML: UTF-8, one XML declaration, elements
/// with quoted attributes, the five predefined entities and character references, comments, and
/// no DOCTYPE, entity declarations, namespaces or mixed content. This reader accepts exactly
/// well-formed documents of that subset (`IBXMLScanner`). It replaced FoundationXML's
/// `XMLParser`, for two reasons measured here: linking FoundationXML makes every app, storyboard
/// or not, load libxml2 and ICU at start-up (+1.0 MB peak RSS for HelloWindow, first paint within
/// noise), and `XMLParser` traps on element names that are not UTF-8 (found by the fuzz run), so
/// file input could end the process.
///
/// A DOCTYPE or entity declaration is refused, so nothing external is ever fetched and no entity
/// expands; file size, nesting depth and element count are bounded.
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
        // Interface Builder writes only UTF-8 (spec 9.7); names and values are decoded as such.
        if let line = lineOfInvalidUTF8(in: data) {
            throw .malformed(file: file, line: line, reason: "the bytes are not UTF-8")
        }
        if let declared = declaredEncoding(in: data), declared.lowercased() != "utf-8" {
            throw .malformed(file: file, line: 1, reason: "the XML declaration names encoding '\(declared)'; Interface Builder files are UTF-8")
        }
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer throws(StoryboardError) -> IBElement in
            var scanner = IBXMLScanner(bytes: buffer, file: file)
            return try scanner.document()
        }
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
}
