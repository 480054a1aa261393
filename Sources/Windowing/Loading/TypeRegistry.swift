import Foundation

/// Resolves class names from `UIApplicationMain`, Info.plist and storyboards (`customClass`) the way
/// Xcode apps write them, in one place (behaviour 3.12, 3.20).
///
/// On Linux a Swift class is found only by its module-qualified name. A qualified name is looked up
/// as written and nowhere else, as `NSClassFromString` does on iOS: `WrongModule.SceneDelegate`
/// does not find the app's `SceneDelegate`. An unqualified name is looked up in the app's module,
/// then in Windowing's (`UIWindowScene`), then as written. `$(PRODUCT_MODULE_NAME)` is expanded
/// with the app's module; any other `$` left in a name means it is not a class name, so nothing
/// is tried. Failures list every name tried and, where it helps, what the app does declare.
struct TypeRegistry {
    /// The app's Swift module: what `$(PRODUCT_MODULE_NAME)` stands for.
    var moduleName: String

    /// The result of looking a name up.
    struct Lookup {
        var type: AnyClass?
        var tried: [String]
        /// Why the lookup failed beyond "no such class", for messages: a name that is no class name,
        /// or a qualified name whose class the app's module does declare.
        var hint: String?

        /// The names tried, quoted, for messages.
        var triedList: String { tried.isEmpty ? "nothing" : tried.map { "'\($0)'" }.joined(separator: ", ") }

        /// `triedList`, then the hint after a semicolon when there is one.
        var explanation: String { hint.map { "\(triedList); \($0)" } ?? triedList }
    }

    func lookup(_ name: String) -> Lookup {
        let names = candidates(for: name)
        for candidate in names {
            // The runtime's own lookup: NSClassFromString does the same for Swift classes after
            // consulting Foundation's name tables, which costs ~0.6 ms at launch.
            if let type = _typeByName(candidate) as? AnyClass { return Lookup(type: type, tried: names) }
        }
        return Lookup(type: nil, tried: names, hint: hint(for: name))
    }

    func candidates(for name: String) -> [String] {
        let expanded = Self.expandingModuleName(in: name, with: moduleName)
        guard Self.isClassName(expanded) else { return [] }
        if expanded.contains(".") { return [expanded] }
        var seen = Set<String>()
        return ["\(moduleName).\(expanded)", "Windowing.\(expanded)", expanded].filter { seen.insert($0).inserted }
    }

    private func hint(for name: String) -> String? {
        let expanded = Self.expandingModuleName(in: name, with: moduleName)
        guard Self.isClassName(expanded) else {
            return "'\(expanded)' is not a class name: a Swift class is named Module.Class, or "
                + "$(PRODUCT_MODULE_NAME).Class in Info.plist"
        }
        guard let dot = expanded.lastIndex(of: "."), expanded[..<dot] != moduleName else { return nil }
        let shortName = expanded[expanded.index(after: dot)...]
        let local = "\(moduleName).\(shortName)"
        guard _typeByName(local) as? AnyClass != nil else { return nil }
        return "the app's module is '\(moduleName)', which has '\(local)'; write $(PRODUCT_MODULE_NAME).\(shortName)"
    }

    /// Whether `name` is dot-separated Swift identifiers, as a class's qualified name is.
    static func isClassName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, !first.isNumber else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
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
            result.append(contentsOf: text[..<dollar])
            let rest = text[dollar...]
            if let token = ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"].first(where: { rest.hasPrefix($0) }) {
                result += moduleName
                text = rest.dropFirst(token.count)
            } else {
                result.append("$")
                text = rest.dropFirst()
            }
        }
        result.append(contentsOf: text)
        return result
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
