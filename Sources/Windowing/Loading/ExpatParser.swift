import CExpat

/// What the storyboard reader and the Info.plist reader set up alike in expat: a parser that
/// reads its input as UTF-8 whatever the document declares, never reads parameter entities, and
/// hands each callback the reader's handler object as its user data.
enum ExpatParser {
    /// Calls `body` with a new parser and the handler `makeHandler` made for it, which is the
    /// parser's user data until `body` returns; nil when expat cannot make a parser (out of memory).
    static func withParser<Handler: AnyObject, Result, Failure: Error>(
        handler makeHandler: (XML_Parser) -> Handler, _ body: (XML_Parser, Handler) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard let parser = XML_ParserCreate("UTF-8") else { return nil }
        defer { XML_ParserFree(parser) }
        let handler = makeHandler(parser)
        // Retained for the callbacks, which receive it unretained through the user data.
        let unmanaged = Unmanaged.passRetained(handler)
        defer { unmanaged.release() }
        XML_SetUserData(parser, unmanaged.toOpaque())
        _ = XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
        return try body(parser, handler)
    }

    /// One `XML_Parse` call on `raw`. An empty buffer may have no address; expat is given a valid
    /// one with length 0. A chunk longer than an Int32 counts is clamped: expat then sees a cut
    /// document and fails, which both readers report rather than trust (storyboards are read in
    /// chunks under their 16 MB limit).
    static func parse(_ parser: XML_Parser, _ raw: UnsafeRawBufferPointer, isLast: Bool) -> XML_Status {
        let final: Int32 = isLast ? 1 : 0
        guard let base = raw.baseAddress else { return XML_Parse(parser, "", 0, final) }
        return XML_Parse(parser, base.assumingMemoryBound(to: CChar.self), Int32(clamping: raw.count), final)
    }
}
