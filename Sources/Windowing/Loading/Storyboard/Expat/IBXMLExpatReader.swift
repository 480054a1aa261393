import CExpat
import Foundation

/// The storyboard reader's side of expat (with `ExpatParser`, which it shares with the Info.plist
/// reader; scripts/test.sh checks that no other files import CExpat).
///
/// Expat calls C functions without captures; each receives the `IBXMLTreeBuilder` as its user
/// data and builds the `IBElement` tree from start and end tags. Interface Builder keeps nearly
/// everything in attributes; the one text it writes as character content, a `<string>` element's
/// (a text view's text of several lines), is kept as that element's `IBElement.textAttribute`.
/// Other text, comments and processing instructions are skipped. A DOCTYPE, entity or notation declaration stops the parser from its
/// declaration handler before anything is declared, so no entity ever expands; parameter and
/// external entities are never parsed.
enum IBXMLExpatReader {
    static func read(_ source: IBXMLSource, file: String) throws(StoryboardError) -> IBElement {
        // The parser reads UTF-8 whatever the document declares; the declaration handler refuses
        // any other declared encoding with its own message.
        let root = try ExpatParser.withParser(
            handler: { IBXMLTreeBuilder(parser: $0, file: file) },
            { parser, builder throws(StoryboardError) -> IBElement in try read(source, with: parser, builder) })
        guard let root else { throw .unreadable(file: file, reason: "expat could not create a parser (out of memory)") }
        return root
    }

    /// Parses `source` with `parser`, whose handler is `builder`.
    private static func read(
        _ source: IBXMLSource, with parser: XML_Parser, _ builder: IBXMLTreeBuilder
    ) throws(StoryboardError) -> IBElement {
        let file = builder.file
        XML_SetElementHandler(
            parser,
            { userData, name, attributes in
                guard let builder = IBXMLTreeBuilder.from(userData) else { return }
                builder.start(name: name, attributes: attributes, line: IBXMLExpatReader.line(of: builder.parser))
            },
            { userData, _ in
                IBXMLTreeBuilder.from(userData)?.end()
            })
        XML_SetCharacterDataHandler(parser) { userData, text, length in
            guard let text, length > 0 else { return }
            IBXMLTreeBuilder.from(userData)?.characters(UnsafeRawBufferPointer(start: text, count: Int(length)))
        }
        XML_SetXmlDeclHandler(parser) { userData, _, encoding, _ in
            guard let builder = IBXMLTreeBuilder.from(userData), let encoding else { return }
            let declared = String(cString: encoding)
            if declared.lowercased() != "utf-8" {
                builder.fail(
                    .malformed(
                        file: builder.file, line: 1,
                        reason: "the XML declaration names encoding '\(declared)'; Interface Builder files are UTF-8"))
            }
        }
        XML_SetStartDoctypeDeclHandler(parser) { userData, _, _, _, _ in IBXMLExpatReader.refuseDeclaration(userData) }
        XML_SetEntityDeclHandler(parser) { userData, _, _, _, _, _, _, _, _ in
            IBXMLExpatReader.refuseDeclaration(userData)
        }
        XML_SetNotationDeclHandler(parser) { userData, _, _, _, _ in IBXMLExpatReader.refuseDeclaration(userData) }
        var status = XML_STATUS_OK
        do {
            try source.feed { raw, isLast in
                status = ExpatParser.parse(parser, raw, isLast: isLast)
                return status == XML_STATUS_OK
            }
        } catch {
            throw .unreadable(file: file, reason: error.reason)
        }
        if let error = builder.error { throw error }
        guard status == XML_STATUS_OK, let root = builder.root else {
            throw malformed(parser, builder)
        }
        return root
    }

    /// Counts start tags and builds nothing (`IBXMLReader.lineOfElement(after:in:)`): the line of the
    /// element past `limit`, or nil. A declaration stops the count; reading refuses it.
    static func lineOfElement(after limit: Int, in source: IBXMLSource) -> Int? {
        let line = ExpatParser.withParser(
            handler: { IBXMLElementCounter(parser: $0, limit: limit) }, { count(source, with: $0, $1) })
        return line ?? nil
    }

    /// Counts `source`'s start tags with `parser`, whose handler is `counter`.
    private static func count(_ source: IBXMLSource, with parser: XML_Parser, _ counter: IBXMLElementCounter) -> Int? {
        XML_SetStartElementHandler(parser) { userData, _, _ in IBXMLElementCounter.from(userData)?.count() }
        XML_SetStartDoctypeDeclHandler(parser) { userData, _, _, _, _ in IBXMLElementCounter.from(userData)?.stop() }
        XML_SetEntityDeclHandler(parser) { userData, _, _, _, _, _, _, _, _ in
            IBXMLElementCounter.from(userData)?.stop()
        }
        // A file that cannot be read is reported by the reading pass that follows.
        try? source.feed { raw, isLast in ExpatParser.parse(parser, raw, isLast: isLast) == XML_STATUS_OK }
        return counter.line
    }

    /// `XML_GetCurrentLineNumber`: inside a handler, the line the current event starts on.
    fileprivate static func line(of parser: XML_Parser) -> Int {
        Int(clamping: XML_GetCurrentLineNumber(parser))
    }

    fileprivate static func refuseDeclaration(_ userData: UnsafeMutableRawPointer?) {
        guard let builder = IBXMLTreeBuilder.from(userData) else { return }
        builder.fail(.refusedDeclaration(file: builder.file, line: line(of: builder.parser)))
    }

    /// Expat's own description and line; for a missing or mismatched end tag, also the element
    /// still open and where it was opened (expat names neither).
    private static func malformed(_ parser: XML_Parser, _ builder: IBXMLTreeBuilder) -> StoryboardError {
        let code = XML_GetErrorCode(parser)
        var reason = XML_ErrorString(code).map { String(cString: $0) } ?? "expat error \(code.rawValue)"
        if code == XML_ERROR_TAG_MISMATCH || code == XML_ERROR_NO_ELEMENTS,
            let open = builder.openElement
        {
            reason += " (<\(open.name)> opened on line \(open.line) is not closed)"
        }
        return .malformed(file: builder.file, line: line(of: parser), reason: reason)
    }
}

/// Collects the tree while expat parses; the first error stops the parser and is kept.
private final class IBXMLTreeBuilder {
    let parser: XML_Parser
    let file: String
    private(set) var root: IBElement?
    private(set) var error: StoryboardError?
    private var stack: [Open] = []
    private var elementCount = 0

    struct Open {
        var name: String
        var attributes: [IBAttribute]
        var children: [IBElement] = []
        var line: Int
        /// The character content, kept for `<string>` elements only.
        var text: [UInt8]?
    }

    init(parser: XML_Parser, file: String) {
        self.parser = parser
        self.file = file
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> IBXMLTreeBuilder? {
        guard let userData else { return nil }
        let builder = Unmanaged<IBXMLTreeBuilder>.fromOpaque(userData).takeUnretainedValue()
        // After `XML_StopParser` expat may still deliver an event or two; they are ignored.
        return builder.error == nil ? builder : nil
    }

    var openElement: (name: String, line: Int)? { stack.last.map { ($0.name, $0.line) } }

    func fail(_ error: StoryboardError) {
        guard self.error == nil else { return }
        self.error = error
        _ = XML_StopParser(parser, XML_Bool(0))
    }

    func start(name: UnsafePointer<CChar>?, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?, line: Int) {
        guard let name else { return }
        elementCount += 1
        guard stack.count < IBXMLReader.maximumDepth else {
            return fail(
                .limit(file: file, line: line, what: "elements nest deeper than \(IBXMLReader.maximumDepth) levels"))
        }
        guard elementCount <= IBXMLReader.maximumElements else {
            return fail(
                .limit(file: file, line: line, what: "the file has more than \(IBXMLReader.maximumElements) elements"))
        }
        // Expat passes name, value, name, value, …, then NULL; it has already refused duplicates.
        var values: [IBAttribute] = []
        var index = 0
        while let attributes, let key = attributes[index], let value = attributes[index + 1] {
            let length = strlen(value)
            guard length <= IBXMLReader.maximumAttributeBytes else {
                let element = String(cString: name)
                let id = values.first { $0.name == "id" }.map { " id=\"\($0.value)\"" } ?? ""
                return fail(
                    .invalid(
                        file: file, line: line, element: "<\(element)\(id)>",
                        problem:
                            "the attribute '\(String(cString: key))' is \(length) bytes long, more than the "
                            + "\(IBXMLReader.maximumAttributeBytes) bytes Windowing reads in one attribute",
                        hint: "keep long text in the app's code or resources, not in the storyboard"))
            }
            values.append(IBAttribute(name: String(cString: key), value: String(cString: value)))
            index += 2
        }
        let elementName = String(cString: name)
        stack.append(
            Open(
                name: elementName, attributes: values, line: line,
                text: elementName == "string" || elementName == "mutableString" ? [] : nil))
    }

    /// Character content: kept only inside a `<string>` or `<mutableString>`, within the attribute limit.
    func characters(_ bytes: UnsafeRawBufferPointer) {
        guard let last = stack.indices.last, stack[last].text != nil else { return }
        stack[last].text?.append(contentsOf: bytes)
        let length = stack[last].text?.count ?? 0
        guard length <= IBXMLReader.maximumAttributeBytes else {
            stack[last].text = nil
            let key = stack[last].attributes.first { $0.name == "key" }.map { " key=\"\($0.value)\"" } ?? ""
            return fail(
                .invalid(
                    file: file, line: stack[last].line, element: "<string\(key)>",
                    problem:
                        "its text is more than \(IBXMLReader.maximumAttributeBytes) bytes long, the most Windowing "
                        + "reads in one attribute or text",
                    hint: "keep long text in the app's code or resources, not in the storyboard"))
        }
    }

    func end() {
        guard var open = stack.popLast() else { return }
        if let text = open.text {
            open.attributes.append(
                IBAttribute(name: IBElement.textAttribute, value: String(decoding: text, as: UTF8.self)))
        }
        let element = IBElement.make(
            name: open.name, attributes: open.attributes, children: open.children, line: open.line)
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}

/// The state of `IBXMLExpatReader.lineOfElement(after:in:)`'s pass.
private final class IBXMLElementCounter {
    let parser: XML_Parser
    let limit: Int
    private var elements = 0
    private var stopped = false
    private(set) var line: Int?

    init(parser: XML_Parser, limit: Int) {
        self.parser = parser
        self.limit = limit
    }

    static func from(_ userData: UnsafeMutableRawPointer?) -> IBXMLElementCounter? {
        guard let userData else { return nil }
        let counter = Unmanaged<IBXMLElementCounter>.fromOpaque(userData).takeUnretainedValue()
        return counter.stopped ? nil : counter
    }

    func count() {
        elements += 1
        if elements > limit {
            line = IBXMLExpatReader.line(of: parser)
            stop()
        }
    }

    func stop() {
        stopped = true
        _ = XML_StopParser(parser, XML_Bool(0))
    }
}
