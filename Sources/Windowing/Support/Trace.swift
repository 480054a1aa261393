#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The launch chain made visible: with `WINDOWING_TRACE=1`, every lifecycle call the toolkit makes
/// is printed to standard output as `Type::method`, indented by how deeply it is nested, so a run
/// of any app can be read next to the seeds' description of the launch.
///
/// Lines go through the same buffered standard output as `print`, so an app's own `print` lines
/// (in the seeds' `String(describing: type(of: self)) + "::" + #function` style) stay in order
/// with the trace.
@MainActor
enum Trace {
    /// Whether tracing is on; read once from `WINDOWING_TRACE` (`1`, `true` or `yes`).
    static var isEnabled: Bool = {
        guard let value = getenv("WINDOWING_TRACE").map({ String(cString: $0).lowercased() }) else { return false }
        return ["1", "true", "yes"].contains(value)
    }()

    /// Receives every trace line; tests replace it to assert call order.
    static var sink: ((String) -> Void)?

    private static var depth = 0

    /// Records that the toolkit calls `method` on `receiver`, then runs `body` one level deeper.
    @discardableResult
    static func call<T>(_ receiver: AnyObject, _ method: StaticString, _ body: () throws -> T) rethrows -> T {
        guard isEnabled || sink != nil else { return try body() }
        emit(className(of: receiver) + "::" + String(describing: method))
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Records a step of the toolkit's own (an X event, a window mapped) at the current depth.
    static func note(_ text: @autoclosure () -> String) {
        guard isEnabled || sink != nil else { return }
        emit("· " + text())
    }

    /// Records a call whose line can only be written after it returned (a probe of an optional
    /// delegate method that turned out to be implemented).
    static func record(_ receiver: AnyObject, _ method: StaticString) {
        guard isEnabled || sink != nil else { return }
        emit(className(of: receiver) + "::" + String(describing: method))
    }

    static func className(of object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    private static func emit(_ line: String) {
        let text = "[trace] " + String(repeating: "  ", count: depth) + line
        if let sink {
            sink(text)
        } else {
            print(text)
        }
    }
}
