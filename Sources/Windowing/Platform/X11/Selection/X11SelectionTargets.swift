import Foundation

/// The ICCCM target negotiation by atom name, with no connection: what an owner lists in its
/// TARGETS reply, the bytes it sends for a target, the targets a requestor asks for in turn and
/// how it decodes the reply (ICCCM §2.6; `text/plain;charset=utf-8` is the MIME name other
/// toolkits offer too). Kept apart from the Xlib code so that it is tested without a server.
enum X11SelectionTargets {
    static let targets = "TARGETS"
    static let multiple = "MULTIPLE"
    static let timestamp = "TIMESTAMP"
    static let utf8String = "UTF8_STRING"
    static let string = "STRING"
    static let textPlainUTF8 = "text/plain;charset=utf-8"
    static let png = "image/png"

    /// Every name the X code interns for selections, in one list.
    static let names = [targets, multiple, timestamp, utf8String, string, textPlainUTF8, png]

    /// The text targets a requestor tries, best first: the two that carry any Unicode text, then
    /// Latin-1, which every X client since X11R1 offers.
    static let textPreference = [utf8String, textPlainUTF8, string]

    /// The most a paste reads; larger offers are refused before their bytes are fetched.
    static let readLimit = 64 << 20

    /// What an owner lists for TARGETS. STRING is listed only when the text is all Latin-1, so a
    /// requestor that finds it listed is not refused.
    static func offered(text: String?, hasImage: Bool) -> [String] {
        var names = [targets, multiple, timestamp]
        if let text {
            names += [utf8String, textPlainUTF8]
            if latin1(text) != nil { names.append(string) }
        }
        if hasImage { names.append(png) }
        return names
    }

    /// The bytes an owner sends for a text target; nil refuses the request (no text, a target
    /// that is not text, or text STRING cannot carry).
    static func convert(text: String?, to target: String) -> [UInt8]? {
        guard let text else { return nil }
        switch target {
        case utf8String, textPlainUTF8: return Array(text.utf8)
        case string: return latin1(text)
        default: return nil
        }
    }

    /// ICCCM's STRING encoding, ISO Latin-1; nil when a character lies outside it.
    static func latin1(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }

    /// The kinds a requestor can read from the names an owner listed for TARGETS.
    static func kinds(offered names: [String]) -> PlatformSelectionKinds {
        var kinds: PlatformSelectionKinds = []
        if names.contains(where: textPreference.contains) { kinds.insert(.text) }
        if names.contains(png) { kinds.insert(.image) }
        return kinds
    }

    /// Decodes a reply to a text target: STRING as Latin-1 (every byte is a character), the
    /// others as UTF-8, which must be valid.
    ///
    /// - Throws: `PlatformSelectionError.invalidText` with the offset of the first bad byte.
    static func decodeText(_ bytes: [UInt8], target: String, selection: String) throws(PlatformSelectionError)
        -> String
    {
        if target == string {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
            return String(scalars)
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error:
                throw .invalidText(selection: selection, target: target, bytes: bytes.count, offset: offset)
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// MULTIPLE's (target, property) pairs with each refused pair's property set to None (0), as
    /// ICCCM §2.6.2 asks; `refuses` says which targets failed. An odd last item is dropped.
    static func answerPairs(_ items: [UInt], refuses: (UInt, UInt) -> Bool) -> [UInt] {
        var answer: [UInt] = []
        var index = 0
        while index + 1 < items.count {
            let (target, property) = (items[index], items[index + 1])
            answer += [target, refuses(target, property) ? 0 : property]
            index += 2
        }
        return answer
    }
}
