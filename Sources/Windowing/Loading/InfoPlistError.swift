/// A problem with the app's Info.plist, naming the file and the key, with a hint.
public enum InfoPlistError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not a property list.
    case malformed(file: String, reason: String)
    /// A key holds a value of the wrong type.
    case wrongType(file: String, key: String, expected: String, found: String)
    /// A required key is missing.
    case missingKey(file: String, key: String, hint: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "Info.plist: cannot read '\(file)' (\(reason)); set WINDOWING_RESOURCES to the folder holding Info.plist"
        case .malformed(let file, let reason):
            "Info.plist: '\(file)' is not a property list (\(reason))"
        case .wrongType(let file, let key, let expected, let found):
            "Info.plist: '\(key)' in '\(file)' must be \(expected), not \(found)"
        case .missingKey(let file, let key, let hint):
            "Info.plist: '\(file)' is missing '\(key)'; \(hint)"
        }
    }
}
