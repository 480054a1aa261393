import Foundation

/// A property-list value with the types the launch reads: Info.plist's values, typed once when
/// the file is read, so reading a key is a `switch` and never a dynamic cast from `Any`.
///
/// A first cast of one of Foundation's values to a Swift type (`as? String` on a bridged string,
/// `as? [String: Any]` on a dictionary) searches every protocol conformance record of a statically
/// linked app; Info.plist's took ~4 M instructions of the launch that way.
enum PlistNode: Equatable {
    case string(String)
    case boolean(Bool)
    case array([PlistNode])
    case dictionary([String: PlistNode])
    /// A number, date, data or anything else, which the launch never reads: only how messages
    /// name its kind ("a number", "a date", "data", …).
    case other(kind: String)

    /// How the value is named in messages, as `PlistValue.kind(of:)` names Foundation's values.
    var kind: String {
        switch self {
        case .string: "a string"
        case .boolean: "a boolean"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .other(let kind): kind
        }
    }

    /// `value`, from `PropertyListSerialization` or a test's dictionary literal, typed with the
    /// casts and in the order `PlistValue.kind(of:)` names values.
    init(converting value: Any) {
        if let text = value as? String {
            self = .string(text)
        } else if let array = value as? [Any] {
            self = .array(array.map(PlistNode.init(converting:)))
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary.mapValues(PlistNode.init(converting:)))
        } else {
            let kind = PlistValue.kind(of: value)
            if kind == "a boolean", let flag = value as? Bool {
                self = .boolean(flag)
            } else {
                self = .other(kind: kind)
            }
        }
    }
}
