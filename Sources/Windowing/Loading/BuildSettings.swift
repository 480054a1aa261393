/// The Xcode build settings an Info.plist names, such as `$(PRODUCT_NAME)`, with the values Xcode
/// would give them for this executable (behaviour 3.19).
///
/// Xcode expands every string of an app's Info.plist when it builds the app; SwiftPM copies the
/// file as it is, so Windowing expands it at launch. `$(NAME)` and `${NAME}` are both accepted,
/// with Xcode's modifiers (`$(PRODUCT_NAME:rfc1034identifier)`); an unknown setting expands to
/// nothing, as in Xcode, with a warning that names the key.
struct BuildSettings: Sendable {
    /// Setting name → value.
    private(set) var values: [String: String]

    /// The settings of an executable named `productName` whose Swift module is `moduleName`.
    ///
    /// `bundleIdentifier` defaults to `local.` and the product name as an RFC 1034 label, and
    /// `developmentLanguage` to `en` (Xcode's default development region).
    init(productName: String, moduleName: String, bundleIdentifier: String? = nil, developmentLanguage: String? = nil) {
        values = [
            "PRODUCT_NAME": productName,
            "TARGET_NAME": productName,
            "EXECUTABLE_NAME": productName,
            "PRODUCT_MODULE_NAME": moduleName,
            "PRODUCT_BUNDLE_IDENTIFIER": bundleIdentifier ?? "local." + Self.rfc1034Identifier(productName),
            "DEVELOPMENT_LANGUAGE": developmentLanguage ?? "en",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
        ]
    }

    /// The settings for an Info.plist's `values`: a literal `CFBundleIdentifier` or
    /// `CFBundleDevelopmentRegion` stands in for the setting Xcode's template would name there.
    init(productName: String, moduleName: String, infoPlistValues: [String: Any]) {
        self.init(
            productName: productName, moduleName: moduleName,
            infoPlist: infoPlistValues.mapValues(PlistNode.init(converting:)))
    }

    /// The settings for an Info.plist's typed `values` (`init(productName:moduleName:infoPlistValues:)`).
    init(productName: String, moduleName: String, infoPlist values: [String: PlistNode]) {
        func literal(_ key: String) -> String? {
            guard case .string(let value)? = values[key], !value.isEmpty, !value.contains("$") else { return nil }
            return value
        }
        self.init(
            productName: productName, moduleName: moduleName, bundleIdentifier: literal("CFBundleIdentifier"),
            developmentLanguage: literal("CFBundleDevelopmentRegion"))
    }

    /// `text` with every setting reference replaced; `warn` hears each reference that could not be
    /// expanded (an unknown setting or modifier, or a reference without its closing bracket).
    func expand(_ text: String, key: String, warn: (String) -> Void) -> String {
        guard text.contains("$") else { return text }
        // `append(contentsOf:)` with a Substring, not `+=`: that is the generic Sequence append,
        // whose first use at launch looks its associated types up at run time.
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result.append(contentsOf: rest[..<dollar])
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closing: Character = rest[afterDollar] == "(" ? ")" : "}"
            let bodyStart = rest.index(after: afterDollar)
            guard let end = rest[bodyStart...].firstIndex(of: closing) else {
                warn(
                    "Info.plist: '\(key)' has '\(rest[dollar...])', a build setting reference without its closing "
                        + "'\(closing)'; it is kept as written")
                result.append(contentsOf: rest[dollar...])
                return result
            }
            result += value(of: rest[bodyStart..<end], reference: String(rest[dollar...end]), key: key, warn: warn)
            rest = rest[rest.index(after: end)...]
        }
        result.append(contentsOf: rest)
        return result
    }

    private func value(of body: Substring, reference: String, key: String, warn: (String) -> Void) -> String {
        var parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts.removeFirst())
        var modifiers = parts.first.map { Self.modifiers(in: $0) } ?? []
        var value = values[name]
        if value == nil || value?.isEmpty == true, let index = modifiers.firstIndex(where: { $0.hasPrefix("default=") })
        {
            value = String(modifiers[index].dropFirst("default=".count))
        }
        modifiers.removeAll { $0.hasPrefix("default=") }
        guard var expanded = value else {
            warn(
                "Info.plist: '\(key)' uses \(reference), but Windowing defines no build setting \(name); it expands "
                    + "to nothing, as in Xcode (known: \(values.keys.sorted().joined(separator: ", ")))")
            return ""
        }
        for modifier in modifiers {
            guard let apply = Self.modifier(modifier) else {
                warn(
                    "Info.plist: '\(key)' uses \(reference) with the unknown modifier ':\(modifier)'; it is ignored "
                        + "(known: \(Self.knownModifiers.joined(separator: ", ")))")
                continue
            }
            expanded = apply(expanded)
        }
        return expanded
    }

    /// A modifier list such as `lower:rfc1034identifier`; `default=` takes the rest, colons included.
    private static func modifiers(in text: Substring) -> [String] {
        var result: [String] = []
        var rest = text
        while !rest.isEmpty {
            if rest.hasPrefix("default=") {
                result.append(String(rest))
                break
            }
            let colon = rest.firstIndex(of: ":") ?? rest.endIndex
            result.append(String(rest[..<colon]))
            rest = colon == rest.endIndex ? "" : rest[rest.index(after: colon)...]
        }
        return result
    }

    static let knownModifiers = ["c99extidentifier", "default=", "identifier", "lower", "rfc1034identifier", "upper"]

    private static func modifier(_ name: String) -> ((String) -> String)? {
        switch name {
        case "rfc1034identifier": rfc1034Identifier
        case "c99extidentifier": c99ExtendedIdentifier
        case "identifier": asciiIdentifier
        case "lower": { $0.lowercased() }
        case "upper": { $0.uppercased() }
        default: nil
        }
    }

    /// Letters, digits, `-` and `.` kept; anything else becomes `-` (a bundle identifier's alphabet).
    static func rfc1034Identifier(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
    }

    /// A C99 identifier allowing non-ASCII letters: other characters become `_`, and a leading
    /// digit gets a `_` before it (what Xcode derives `PRODUCT_MODULE_NAME` with).
    static func c99ExtendedIdentifier(_ text: String) -> String {
        let mapped = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }

    /// Like `c99ExtendedIdentifier`, with ASCII letters and digits only.
    static func asciiIdentifier(_ text: String) -> String {
        let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
