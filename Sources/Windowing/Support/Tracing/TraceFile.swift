#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two file formats `WINDOWING_TRACE_FILE` writes.
package enum TraceFileFormat: String, Sendable, CaseIterable {
    /// JSON Lines: one JSON object per event, fields `event`, `ts`, `class`, `object`, `method`, `depth`.
    case jsonl
    /// The Chrome/Perfetto trace-event format: `{"traceEvents":[…]}` with "B"/"E" pairs for calls,
    /// "X" (zero duration) for calls recorded after they returned and "i" for notes.
    case chrome

    /// `WINDOWING_TRACE_FORMAT` wins; otherwise a `.json` file is Chrome's format and anything else JSON Lines.
    static func chosen(path: String, formatValue: String?) -> (format: TraceFileFormat, warning: String?) {
        let byExtension: TraceFileFormat = path.lowercased().hasSuffix(".json") ? .chrome : .jsonl
        guard let value = formatValue, !value.isEmpty else { return (byExtension, nil) }
        if let format = TraceFileFormat(rawValue: value.lowercased()) { return (format, nil) }
        return (
            byExtension,
            "WINDOWING_TRACE_FORMAT: unknown format '\(value)'; use jsonl or chrome "
                + "(writing \(byExtension.rawValue), chosen from the file name \(path))"
        )
    }
}

/// Writes trace events to a file as they happen, through stdio's buffer, so recording costs a
/// formatted line per event; the file is completed (Chrome's closing `]}`) when it is closed, and
/// at the latest when the process calls `exit()` (an `atexit` handler), so every orderly exit
/// leaves a valid file. One file is open at a time (`Trace` closes the last before opening another).
@MainActor
final class TraceFile {
    let path: String
    let format: TraceFileFormat
    private var file: UnsafeMutablePointer<FILE>?
    private var wroteEvent = false
    private let processID = Int(getpid())

    /// Creates a new file at `path` (mode 0600; a link or file already there is replaced, never
    /// written through: `PrivateFile`); the error text names the variable, the path, the reason and a hint.
    init(path: String, format: TraceFileFormat) throws(TraceFileError) {
        self.path = path
        self.format = format
        let descriptor: Int32
        do throws(PrivateFile.WriteError) {
            descriptor = try PrivateFile.openForStreaming(at: path)
        } catch {
            throw TraceFileError(path: path, reason: error.reason)
        }
        guard let file = fdopen(descriptor, "w") else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw TraceFileError(path: path, reason: reason)
        }
        self.file = file
        if format == .chrome { fputs("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n", file) }
        Self.openAtExit = (file, format == .chrome)
        if !Self.hasExitHandler {
            Self.hasExitHandler = true
            atexit(completeTraceFileAtExit)
        }
    }

    func write(_ event: TraceEvent) {
        guard let file else { return }
        switch format {
        case .jsonl:
            fputs(Self.jsonLine(event) + "\n", file)
        case .chrome:
            fputs((wroteEvent ? ",\n" : "") + chromeObject(event), file)
        }
        wroteEvent = true
    }

    /// Completes and closes the file; later events are dropped.
    func close() {
        guard file != nil else { return }
        Self.completeAtExit()
        file = nil
    }

    // The exit handler may run on any thread (a test runner calls exit() from its own), so what it
    // needs is kept outside the main actor; the main thread is done with the file by then, or the
    // process is ending mid-event anyway.
    nonisolated(unsafe) private static var openAtExit: (file: UnsafeMutablePointer<FILE>, chrome: Bool)?
    nonisolated(unsafe) private static var hasExitHandler = false

    fileprivate nonisolated static func completeAtExit() {
        guard let open = openAtExit else { return }
        openAtExit = nil
        if open.chrome { fputs("\n]}\n", open.file) }
        fclose(open.file)
    }

    static func jsonLine(_ event: TraceEvent) -> String {
        "{\"event\":\"\(event.kind.rawValue)\",\"ts\":\(event.timestamp),\"class\":\(quoted(event.className)),"
            + "\"object\":\(quoted(event.object)),\"method\":\(quoted(event.method)),\"depth\":\(event.depth)}"
    }

    private func chromeObject(_ event: TraceEvent) -> String {
        let common = "\"ts\":\(event.timestamp),\"pid\":\(processID),\"tid\":1"
        let args =
            "\"args\":{\"class\":\(Self.quoted(event.className)),"
            + "\"object\":\(Self.quoted(event.object)),\"depth\":\(event.depth)}"
        let name = Self.quoted(event.kind == .note ? event.method : event.className + "::" + event.method)
        switch event.kind {
        case .begin: return "{\"ph\":\"B\",\"name\":\(name),\"cat\":\"call\",\(common),\(args)}"
        case .end: return "{\"ph\":\"E\",\"name\":\(name),\"cat\":\"call\",\(common),\(args)}"
        case .call: return "{\"ph\":\"X\",\"dur\":0,\"name\":\(name),\"cat\":\"call\",\(common),\(args)}"
        case .note: return "{\"ph\":\"i\",\"s\":\"t\",\"name\":\(name),\"cat\":\"note\",\(common),\(args)}"
        }
    }

    /// A JSON string literal (RFC 8259: quote, backslash and control characters escaped).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// A plain function, so the handler carries no actor isolation (a closure written inside the
/// main-actor initializer would check for the main thread and trap on another).
private func completeTraceFileAtExit() {
    TraceFile.completeAtExit()
}

/// `WINDOWING_TRACE_FILE` names a file that cannot be written.
struct TraceFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String {
        "WINDOWING_TRACE_FILE: cannot write the trace to '\(path)' (\(reason)); tracing to a file is off. "
            + "Hint: name a file in an existing, writable folder, e.g. /tmp/trace.jsonl or /tmp/trace.json"
    }
}
