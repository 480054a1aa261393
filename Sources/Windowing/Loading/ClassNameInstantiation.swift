import Foundation

/// The coder the app delegate, scene delegates and a principal `UIApplication` subclass are
/// created with, from their class names: Swift on Linux can make an instance of a class found by
/// name only through a `required` initializer, and `UIResponder.init(coder:)` (which calls
/// `init()`) is the one every UIKit subclass already has.
///
/// It holds nothing: `containsValue(forKey:)` is false and the `decode…` methods return nil, 0 or
/// false (NSCoder's own would trap), so an `init?(coder:)` that looks for keys runs.
final class ClassNameCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
}

extension UIResponder {
    /// A new instance of the class named in `UIApplicationMain` or Info.plist, or nil when its
    /// `init?(coder:)` returned nil.
    @MainActor
    static func instantiateFromClassName() -> Self? {
        self.init(coder: ClassNameCoder())
    }
}
