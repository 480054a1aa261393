import Foundation

/// Resolves class names from `UIApplicationMain`, Info.plist and storyboards (`customClass`) the way
/// Xcode apps write them, in one place.
///
/// On Linux a Swift class is found only by its module-qualified name, and Xcode's
/// `$(PRODUCT_MODULE_NAME)` is never expanded by SwiftPM, so the registry expands it with the app's
/// module and tries the qualified and unqualified spellings; failures list every name tried.
struct TypeRegistry {
    /// The app's Swift module: what `$(PRODUCT_MODULE_NAME)` stands for.
    var moduleName: String

    /// The result of looking a name up.
    struct Lookup {
        var type: AnyClass?
        var tried: [String]

        /// The names tried, quoted, for messages.
        var triedList: String { tried.map { "'\($0)'" }.joined(separator: ", ") }
    }

    func lookup(_ name: String) -> Lookup {
        let names = candidates(for: name)
        for candidate in names {
            // The runtime's own lookup: NSClassFromString does the same for Swift classes after
            // consulting Foundation's name tables, which costs ~0.6 ms at launch.
            if let type = _typeByName(candidate) as? AnyClass { return Lookup(type: type, tried: names) }
        }
        return Lookup(type: nil, tried: names)
    }

    func candidates(for name: String) -> [String] {
        let expanded = Self.expandingModuleName(in: name, with: moduleName)
        var names: [String]
        if let dot = expanded.lastIndex(of: ".") {
            let shortName = String(expanded[expanded.index(after: dot)...])
            names = [expanded, "\(moduleName).\(shortName)", "Windowing.\(shortName)"]
        } else {
            names = ["\(moduleName).\(expanded)", "Windowing.\(expanded)", expanded]
        }
        var seen = Set<String>()
        return names.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `name` with Xcode's `$(PRODUCT_MODULE_NAME)` and `${PRODUCT_MODULE_NAME}` replaced by
    /// `moduleName`, without surrounding blanks. Plain Swift: Foundation's `replacingOccurrences`
    /// bridges through NSString, which costs a millisecond at launch for a few short names.
    static func expandingModuleName(in name: String, with moduleName: String) -> String {
        var text = Substring(name)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        var result = ""
        while let dollar = text.firstIndex(of: "$") {
            result += text[..<dollar]
            let rest = text[dollar...]
            if let token = ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"].first(where: { rest.hasPrefix($0) }) {
                result += moduleName
                text = rest.dropFirst(token.count)
            } else {
                result.append("$")
                text = rest.dropFirst()
            }
        }
        return result + text
    }

    /// The module part of a qualified class name such as `NSStringFromClass(AppDelegate.self)`.
    static func moduleName(ofQualifiedName name: String) -> String? {
        guard let dot = name.firstIndex(of: "."), dot != name.startIndex, !name.contains("$(") else { return nil }
        return String(name[..<dot])
    }

    /// The Swift module name SwiftPM derives from a target name (invalid characters become `_`).
    static func moduleName(forExecutable name: String) -> String {
        let mapped = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let module = String(mapped)
        return module.first?.isNumber == true ? "_" + module : module
    }
}
