public import Foundation

// iOS apps read and write defaults through key-value coding as often as through `object(forKey:)`
// and `set(_:forKey:)`; Foundation on Linux has no key-value coding, so those two calls would not
// compile. For `UserDefaults` they mean exactly the typed calls, which is what these forward to.
extension UserDefaults {
    /// The value stored for `key`, as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key` (nil removes it), as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
