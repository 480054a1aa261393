#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The launch chain made visible: with `WINDOWING_TRACE=1`, every lifecycle call the toolkit makes
/// is printed to standard output as `Type::method`, indented by how deeply it is nested, so a run
/// of any app can be read next to a description of the launch such as docs/lessons.
///
/// Lines go through the same buffered standard output as `print`, so an app's own `print` lines
/// (in the `String(describing: type(of: self)) + "::" + #function` style) stay in order
/// with the trace.
///
/// With `WINDOWING_TRACE_FILE=path` the same calls are also recorded as timestamped events
/// (`TraceEvent`: begin and end of each call, receiver class and identity, depth, notes) and
/// written to `path` as JSON Lines or in Chrome's trace-event format (`TraceFileFormat`). Both
/// switches are independent. While the live inspector is open, events are also kept in memory
/// (`log`, a bounded ring) for its call log. With none of these (and no test `sink`) a traced call
/// costs a few tests of flags: no allocation, no clock read.
@MainActor
enum Trace {
    /// Whether tracing is on; read once from `WINDOWING_TRACE` (`1`, `true` or `yes`).
    static var isEnabled: Bool = {
        guard let value = getenv("WINDOWING_TRACE").map({ String(cString: $0).lowercased() }) else { return false }
        return ["1", "true", "yes"].contains(value)
    }()

    /// Receives every trace line; tests replace it to assert call order.
    static var sink: ((String) -> Void)?

    /// Where events are written; nil unless recording to a file (`startRecording`).
    static var file: TraceFile?

    /// The last events, kept in memory for the live inspector's call log; nil while it is closed.
    static var log: TraceLog?

    /// Whether anything receives trace lines or events; tested first by every traced call.
    private static var isActive: Bool { isEnabled || sink != nil || file != nil || log != nil }
    /// Whether anything keeps events (a file or the inspector's log), not only text lines.
    private static var keepsEvents: Bool { file != nil || log != nil }

    private static var depth = 0
    /// The optional call whose begin is held back; at most one, as anything traced inside it
    /// writes it.
    private static var held: Held?
    private static var heldCount = 0
    private static var origin = timespec()
    private static var identities: [ObjectIdentifier: Int] = [:]

    /// Records that the toolkit calls `method` on `receiver`, then runs `body` one level deeper.
    @discardableResult
    static func call<T>(_ receiver: AnyObject, _ method: StaticString, _ body: () throws -> T) rethrows -> T {
        guard isActive else { return try body() }
        writeHeld()
        begin(receiver, method, timestamp: nil, depth: depth)
        depth += 1
        defer {
            depth -= 1
            record(.end, receiver, method)
        }
        return try body()
    }

    /// Like `call`, for an optional delegate method: UIKit calls one only when the app implements
    /// it, so the trace shows it only then. The begin is held back until the call is known to be
    /// the app's: something else is traced inside it, or it returns without its protocol's default
    /// implementation having called `defaultImplementationRan`. A held begin keeps its timestamp
    /// and depth; what the app prints meanwhile is held with it (`StandardOutputHold`), so the
    /// app's own lines still follow the call's line.
    @discardableResult
    static func callOptional<T>(_ receiver: AnyObject, _ method: StaticString, _ body: () throws -> T) rethrows -> T {
        guard isActive else { return try body() }
        // A default implementation traces nothing, so an enclosing held call is the app's.
        writeHeld()
        heldCount += 1
        let number = heldCount
        held = Held(
            number: number, receiver: receiver, method: method, timestamp: keepsEvents ? microseconds() : 0,
            depth: depth, output: isEnabled && sink == nil ? StandardOutputHold() : nil)
        depth += 1
        defer {
            depth -= 1
            if let pending = held, pending.number == number, pending.defaultRan {
                held = nil
                pending.output?.release()
            } else {
                writeHeld()
                record(.end, receiver, method)
            }
        }
        return try body()
    }

    /// Called first by a protocol's default implementation of an optional method: the app does not
    /// implement `method`, so the held call to it leaves no trace. Without a held call (tracing
    /// off) this is one test.
    static func defaultImplementationRan(_ receiver: AnyObject, _ method: StaticString = #function) {
        guard let pending = held, pending.receiver === receiver, pending.method.isSameText(as: method) else { return }
        held?.defaultRan = true
    }

    /// Records a step of the toolkit's own (an X event, a window mapped) at the current depth.
    static func note(_ text: @autoclosure () -> String) {
        guard isActive else { return }
        writeHeld()
        let line = text()
        emit("· " + line, depth: depth)
        guard keepsEvents else { return }
        keep(TraceEvent(kind: .note, timestamp: microseconds(), className: "", object: "", method: line, depth: depth))
    }

    /// Records a call whose line can only be written after it returned (a `draw(_:)` that turned
    /// out to draw).
    static func record(_ receiver: AnyObject, _ method: StaticString) {
        guard isActive else { return }
        writeHeld()
        emit(className(of: receiver) + "::" + String(describing: method), depth: depth)
        record(.call, receiver, method)
    }

    /// What `String(describing: type(of: object))` prints, without its dynamic casts: for a
    /// metatype those casts scan every protocol conformance in the binary once per class, about
    /// 0.3 ms per class at launch, and can never succeed.
    static func className(of object: AnyObject) -> String {
        _typeName(type(of: object), qualified: false)
    }

    // MARK: - Recording to a file

    /// Starts recording when `WINDOWING_TRACE_FILE` is set (called first thing by `UIApplicationMain`);
    /// a path that cannot be written gives one warning and the app runs untraced.
    static func startRecordingFromEnvironment(
        _ variable: (String) -> String? = ProcessEnvironment.value, warn: (String) -> Void = Diagnostics.warning
    ) {
        guard let path = variable("WINDOWING_TRACE_FILE"), !path.isEmpty else { return }
        let (format, warning) = TraceFileFormat.chosen(path: path, formatValue: variable("WINDOWING_TRACE_FORMAT"))
        if let warning { warn(warning) }
        do {
            try startRecording(to: path, format: format)
        } catch {
            warn(error.description)
        }
    }

    /// Records every later event to `path`, timestamps counted from now; the file is completed by
    /// `stopRecording()` or, at the latest, when the process exits.
    static func startRecording(to path: String, format: TraceFileFormat) throws(TraceFileError) {
        stopRecording()
        file = try TraceFile(path: path, format: format)
        startClock()
        identities = [:]
    }

    /// Counts timestamps from now: called when `UIApplicationMain` starts, so the inspector's call
    /// log and a trace file agree on the times.
    static func startClock() {
        clock_gettime(CLOCK_MONOTONIC, &origin)
    }

    /// Completes and closes the trace file, if one is open.
    static func stopRecording() {
        file?.close()
        file = nil
    }

    /// The event of a call on `receiver`, at `timestamp` (nil for now) and `depth` (nil for the current one).
    private static func record(
        _ kind: TraceEvent.Kind, _ receiver: AnyObject, _ method: StaticString, timestamp: Int64? = nil,
        depth: Int? = nil
    ) {
        guard keepsEvents else { return }
        keep(
            TraceEvent(
                kind: kind, timestamp: timestamp ?? microseconds(), className: className(of: receiver),
                object: identity(of: receiver), method: String(describing: method), depth: depth ?? self.depth))
    }

    private static func keep(_ event: TraceEvent) {
        file?.write(event)
        log?.append(event)
    }

    /// The line and begin event of a call; `timestamp` nil for now.
    private static func begin(_ receiver: AnyObject, _ method: StaticString, timestamp: Int64?, depth: Int) {
        emit(className(of: receiver) + "::" + String(describing: method), depth: depth)
        record(.begin, receiver, method, timestamp: timestamp, depth: depth)
    }

    /// Writes the held begin, if any, as of when the call started, then what the app printed since.
    private static func writeHeld() {
        guard let pending = held else { return }
        held = nil
        let write = { begin(pending.receiver, pending.method, timestamp: pending.timestamp, depth: pending.depth) }
        if let output = pending.output {
            output.release(after: write)
        } else {
            write()
        }
    }

    /// `#n`, numbered by first appearance: stable across runs, unlike addresses. An identifier
    /// reused after its object was freed keeps its number (the trace shows the same slot). The live
    /// inspector numbers the objects it shows here too, so its graph and the trace agree.
    static func identity(of object: AnyObject) -> String {
        let key = ObjectIdentifier(object)
        if let number = identities[key] { return "#\(number)" }
        let number = identities.count + 1
        identities[key] = number
        return "#\(number)"
    }

    private static func microseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return (Int64(now.tv_sec) - Int64(origin.tv_sec)) * 1_000_000 + (Int64(now.tv_nsec) - Int64(origin.tv_nsec))
            / 1_000
    }

    private static func emit(_ line: String, depth: Int) {
        guard isEnabled || sink != nil else { return }
        let text = "[trace] " + String(repeating: "  ", count: depth) + line
        if let sink {
            sink(text)
        } else {
            print(text)
        }
    }
}

/// An optional delegate call whose trace is not written yet (`Trace.callOptional`).
private struct Held {
    var number: Int
    var receiver: AnyObject
    var method: StaticString
    var timestamp: Int64
    var depth: Int
    var output: StandardOutputHold?
    var defaultRan = false
}

extension StaticString {
    fileprivate func isSameText(as other: StaticString) -> Bool {
        withUTF8Buffer { mine in other.withUTF8Buffer { mine.elementsEqual($0) } }
    }
}
