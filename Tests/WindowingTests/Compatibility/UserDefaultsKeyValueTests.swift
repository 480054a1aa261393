import Foundation
import Testing

@testable import Windowing

/// `value(forKey:)` and `setValue(_:forKey:)` on defaults, as iOS apps call them.
@Suite struct UserDefaultsKeyValue {
    @Test func keyValueCallsReadAndWriteTheDefaults() throws {
        let suite = "windowing-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue("Buy milk", forKey: "title")
        #expect(defaults.string(forKey: "title") == "Buy milk")
        #expect(defaults.value(forKey: "title") as? String == "Buy milk")
        defaults.set(3, forKey: "count")
        #expect(defaults.value(forKey: "count") as? Int == 3)
        defaults.setValue(nil, forKey: "title")
        #expect(defaults.value(forKey: "title") == nil)
    }
}
