import Foundation

/// How `UIFont(name:size:)` reads a font name: an installed fontconfig family, optionally with a
/// style ("DejaVu Serif-BoldItalic"), or one of Apple's fonts by PostScript name
/// ("HelveticaNeue-Light", "ArialMT") or family name ("Avenir Next"), which stands for the
/// installed family nearest to it (the article "Text and fonts" has the table).
struct FontNameMapping: Equatable, Sendable {
    /// The family UIKit reports: the installed family, or Apple's family name.
    var familyName: String
    /// The name UIKit reports: a PostScript name for Apple's fonts.
    var fontName: String?
    /// What fontconfig is asked for: an installed family, or Apple's family with a generic one.
    var request: Request
    var weight: UIFont.Weight
    var italic: Bool

    enum Request: Equatable, Sendable {
        /// An installed family, drawn as it is.
        case installed(String)
        /// One of Apple's families: its name and the generic family fontconfig falls back to.
        case substitute(String, generic: Generic)
        /// The system font (San Francisco).
        case system
        /// The monospaced system font (SF Mono).
        case monospacedSystem
    }

    enum Generic: String, Sendable {
        case sans = "sans-serif"
        case serif, monospace
    }

    /// One of Apple's font families: its name, the PostScript names' prefix, its regular face's
    /// PostScript name, and what stands in for it.
    struct AppleFamily: Sendable {
        var name: String
        var postScriptPrefix: String
        var regularName: String
        var request: Request
    }

    /// Apple's families most apps name, the fonts shipped with iOS.
    static let appleFamilies: [AppleFamily] = [
        sans("Helvetica", "Helvetica", "Helvetica"), sans("Helvetica Neue", "HelveticaNeue", "HelveticaNeue"),
        sans("Arial", "Arial", "ArialMT"), sans("Avenir", "Avenir", "Avenir-Roman"),
        sans("Avenir Next", "AvenirNext", "AvenirNext-Regular"),
        sans("Avenir Next Condensed", "AvenirNextCondensed", "AvenirNextCondensed-Regular"),
        sans("Verdana", "Verdana", "Verdana"), sans("Trebuchet MS", "TrebuchetMS", "TrebuchetMS"),
        sans("Gill Sans", "GillSans", "GillSans"), sans("Futura", "Futura", "Futura-Medium"),
        sans("Optima", "Optima", "Optima-Regular"),
        serif("Times New Roman", "TimesNewRomanPS", "TimesNewRomanPSMT"), serif("Times", "Times", "Times-Roman"),
        serif("Georgia", "Georgia", "Georgia"), serif("Palatino", "Palatino", "Palatino-Roman"),
        serif("Baskerville", "Baskerville", "Baskerville"), serif("Didot", "Didot", "Didot"),
        serif("Hoefler Text", "HoeflerText", "HoeflerText-Regular"), serif("Charter", "Charter", "Charter-Roman"),
        serif("Iowan Old Style", "IowanOldStyle", "IowanOldStyle-Roman"),
        serif("American Typewriter", "AmericanTypewriter", "AmericanTypewriter"),
        mono("Menlo", "Menlo", "Menlo-Regular"), mono("Courier", "Courier", "Courier"),
        mono("Courier New", "CourierNewPS", "CourierNewPSMT"),
        AppleFamily(
            name: "SF Pro Text", postScriptPrefix: "SFProText", regularName: "SFProText-Regular", request: .system),
        AppleFamily(
            name: "SF Pro Display", postScriptPrefix: "SFProDisplay", regularName: "SFProDisplay-Regular",
            request: .system),
        AppleFamily(name: "SF Pro", postScriptPrefix: "SFPro", regularName: "SFPro-Regular", request: .system),
        AppleFamily(name: "San Francisco", postScriptPrefix: ".SFUI", regularName: ".SFUI-Regular", request: .system),
        AppleFamily(
            name: ".SF UI Text", postScriptPrefix: ".SFUIText", regularName: ".SFUIText-Regular", request: .system),
        AppleFamily(
            name: ".SF UI Display", postScriptPrefix: ".SFUIDisplay", regularName: ".SFUIDisplay-Regular",
            request: .system),
        AppleFamily(name: ".SF NS", postScriptPrefix: ".SFNS", regularName: ".SFNS-Regular", request: .system),
        AppleFamily(
            name: ".SF NS Text", postScriptPrefix: ".SFNSText", regularName: ".SFNSText-Regular", request: .system),
        AppleFamily(
            name: ".SF NS Display", postScriptPrefix: ".SFNSDisplay", regularName: ".SFNSDisplay-Regular",
            request: .system),
        AppleFamily(
            name: "SF Mono", postScriptPrefix: "SFMono", regularName: "SFMono-Regular", request: .monospacedSystem),
    ]

    private static func sans(_ name: String, _ prefix: String, _ regular: String) -> AppleFamily {
        AppleFamily(
            name: name, postScriptPrefix: prefix, regularName: regular, request: .substitute(name, generic: .sans))
    }
    private static func serif(_ name: String, _ prefix: String, _ regular: String) -> AppleFamily {
        AppleFamily(
            name: name, postScriptPrefix: prefix, regularName: regular, request: .substitute(name, generic: .serif))
    }
    private static func mono(_ name: String, _ prefix: String, _ regular: String) -> AppleFamily {
        AppleFamily(
            name: name, postScriptPrefix: prefix, regularName: regular,
            request: .substitute(name, generic: .monospace))
    }

    /// Style words of PostScript names and fontconfig styles, with the weight each gives; a
    /// name's style is a run of these ("BoldItalic", "DemiBoldItalic", "BoldMT").
    static let weightWords: [(word: String, weight: UIFont.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("regular", .regular), ("roman", .regular), ("book", .regular), ("normal", .regular), ("plain", .regular),
        ("medium", .medium), ("demibold", .semibold), ("semibold", .semibold), ("extrabold", .heavy),
        ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black), ("bold", .bold),
    ]
    static let slantWords = ["italic", "oblique", "it"]
    /// Words that change no weight or slant: Monotype's "MT", the "PS" of some PostScript names,
    /// and "Condensed" (drawn at the substitute's width).
    static let ignoredWords = ["condensed", "mt", "ps"]

    /// The mapping of `name`, or nil when it names neither an installed family nor one of Apple's.
    static func map(_ name: String, installedFamily: (String) -> String?) -> FontNameMapping? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let family = installedFamily(trimmed) {
            return FontNameMapping(
                familyName: family, fontName: nil, request: .installed(family), weight: .regular, italic: false)
        }
        if let apple = appleFamilies.first(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return FontNameMapping(
                familyName: apple.name, fontName: apple.regularName, request: apple.request, weight: .regular,
                italic: false)
        }
        // "Family-Style": an installed family's style, or an Apple PostScript name.
        let dash = trimmed.lastIndex(of: "-")
        let base = dash.map { String(trimmed[..<$0]) } ?? trimmed
        let style = dash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? ""
        if dash != nil, let family = installedFamily(base), let parsed = parseStyle(style) {
            return FontNameMapping(
                familyName: family, fontName: nil, request: .installed(family), weight: parsed.weight,
                italic: parsed.italic)
        }
        // Longest prefix first, so "AvenirNextCondensed" is not read as "AvenirNext".
        let byPrefix = appleFamilies.sorted { $0.postScriptPrefix.count > $1.postScriptPrefix.count }
        for apple in byPrefix {
            guard base.lowercased().hasPrefix(apple.postScriptPrefix.lowercased()) else { continue }
            // What follows the prefix without a dash ("ArialMT", "Arial-BoldMT", "TimesNewRomanPSMT").
            let rest = String(base.dropFirst(apple.postScriptPrefix.count))
            guard let parsed = parseStyle(rest + style) else { continue }
            return FontNameMapping(
                familyName: apple.name, fontName: trimmed, request: apple.request, weight: parsed.weight,
                italic: parsed.italic)
        }
        return nil
    }

    /// Reads a style made only of style words, in any case ("BoldItalicMT", "Light"); nil when
    /// anything else is left. An empty style is regular.
    static func parseStyle(_ style: String) -> (weight: UIFont.Weight, italic: Bool)? {
        var rest = Substring(style.lowercased())
        var weight = UIFont.Weight.regular
        var italic = false
        while !rest.isEmpty {
            if let word = weightWords.first(where: { rest.hasPrefix($0.word) }) {
                if word.weight != .regular { weight = word.weight }
                rest = rest.dropFirst(word.word.count)
            } else if let word = slantWords.first(where: { rest.hasPrefix($0) }) {
                italic = true
                rest = rest.dropFirst(word.count)
            } else if let word = ignoredWords.first(where: { rest.hasPrefix($0) }) {
                rest = rest.dropFirst(word.count)
            } else if rest.first == " " || rest.first == "-" {
                rest = rest.dropFirst()
            } else {
                return nil
            }
        }
        return (weight, italic)
    }
}
