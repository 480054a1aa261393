import Foundation

/// Reads an Interface Builder XML file into an `IBElement` tree, with libexpat
/// (`Expat/IBXMLExpatReader.swift`).
///
/// Expat checks well-formedness and UTF-8 itself and reports the line of every error. It is the
/// parser fontconfig already loads into every Windowing process, so reading storyboards costs no
/// extra library at launch, unlike FoundationXML (libxml2 and ICU, +1.0 MB peak RSS measured for
/// HelloWindow), whose `XMLParser` also trapped on element names that are not UTF-8.
///
/// A DOCTYPE, entity or notation declaration, which Xcode never writes, is refused as expat
/// reports it, so nothing external is ever fetched and no entity expands; file size, nesting
/// depth and element count are bounded.
enum IBXMLReader {
    /// Larger than any real storyboard (a 1,000-view storyboard is about 400 KB).
    static let maximumBytes = 16 << 20
    /// Each view level nests two elements (`subviews`, `view`); 256 allows ~120 levels of views.
    static let maximumDepth = 256
    /// A 1,000-view storyboard has some 8,000 elements; each costs about 1 KB once checked and
    /// instantiated, so 100,000 keeps the worst file near 100 MB (499,000 cost 515 MB).
    static let maximumElements = 100_000
    /// The longest attribute value read, in bytes: a label's text in Xcode's editor is a line or a
    /// paragraph, and 64 KiB of it would fill many screens. A 16 MB attribute would otherwise be
    /// copied, checked and laid out whole.
    static let maximumAttributeBytes = 1 << 16

    static func read(_ data: Data, file: String) throws(StoryboardError) -> IBElement {
        guard data.count <= maximumBytes else {
            throw .limit(
                file: file, line: nil, what: "the file is \(data.count) bytes; at most \(maximumBytes) are read")
        }
        return try read(.bytes(data), file: file)
    }

    /// Reads the file at `path` a chunk at a time (its size, `size` bytes, was checked by the
    /// caller; one that grows past the limit while it is read is refused as unreadable).
    static func read(fileAt path: String, size: Int?, file: String) throws(StoryboardError) -> IBElement {
        try read(.file(path: path, size: size), file: file)
    }

    /// The fewest bytes an element takes (`<a/>`), so a file of `n` bytes has at most `n / 4`.
    static let minimumElementBytes = 4

    private static func read(_ source: IBXMLSource, file: String) throws(StoryboardError) -> IBElement {
        // Counted before any tree is built: building the 100,000 elements before the one past the
        // limit took 330-885 ms and 44.5 MB only to throw them away. A file too small to hold more
        // than the limit (every storyboard under 400 KB) is read once, without counting; should it
        // grow before it is read, the reader still refuses the element past the limit, the same way.
        let mayHoldTooMany = source.expectedByteCount.map { $0 / minimumElementBytes > maximumElements } ?? true
        if mayHoldTooMany, let line = lineOfElement(after: maximumElements, in: source) {
            throw .limit(file: file, line: line, what: "the file has more than \(maximumElements) elements")
        }
        return try IBXMLExpatReader.read(source, file: file)
    }

    /// The line of the first element past `limit`, or nil when the file has at most `limit` (or is
    /// malformed before that, which reading then reports).
    ///
    /// Every start tag is a `<` followed by a name, so counting those bytes bounds the elements from
    /// above in a few milliseconds; comments and CDATA sections may hold such text, so only a file
    /// over that bound is counted exactly, by expat with nothing built.
    static func lineOfElement(after limit: Int, in data: Data) -> Int? {
        lineOfElement(after: limit, in: .bytes(data))
    }

    private static func lineOfElement(after limit: Int, in source: IBXMLSource) -> Int? {
        var bound = 0
        var afterOpen = false
        // A file that cannot be read is reported by the reading pass.
        try? source.feed { raw, _ in
            for byte in raw {
                // "/": an end tag; "!": a comment, CDATA or declaration; "?": a processing instruction.
                if afterOpen && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "?") {
                    bound += 1
                }
                afterOpen = byte == UInt8(ascii: "<")
            }
            return true
        }
        guard bound > limit else { return nil }
        return IBXMLExpatReader.lineOfElement(after: limit, in: source)
    }
}
