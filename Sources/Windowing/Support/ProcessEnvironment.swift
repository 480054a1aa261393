#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolkit's reads of the process environment, straight from the C library.
///
/// `ProcessInfo.processInfo.environment` copies every variable into a new dictionary on each
/// call (about 0.4 million instructions here, with a full conformance scan the first time); the
/// toolkit wants a handful of names, so it asks `getenv` for each.
enum ProcessEnvironment {
    /// The variable's value, or nil when it is unset.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables launch reads through a dictionary (so tests can pass their own), with the
    /// values they have now; unset ones are absent.
    static func launchVariables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in [
            "DISPLAY", "WINDOWING_BACKEND", "WINDOWING_RESOURCES", "WINDOWING_DEBUG_OVERLAY", "WINDOWING_INSPECTOR",
        ] {
            variables[name] = value(name)
        }
        return variables
    }
}
