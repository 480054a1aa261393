/// One recorded step of the trace, as written to `WINDOWING_TRACE_FILE`.
///
/// Package-wide rather than public: apps read traces from the file (whose fields are documented
/// with `WINDOWING_TRACE_FILE`), not from these values.
///
/// The same call produces a `begin` and an `end` event, so a viewer can show how long it took and
/// what ran inside it; a call that is only known after it returned (a `draw(_:)` that drew) is one
/// `call` event. An optional delegate method the app does not implement has no event at all.
package struct TraceEvent: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case begin, end, call, note
    }

    package var kind: Kind
    /// Microseconds on `CLOCK_MONOTONIC` since recording started (at the start of `UIApplicationMain`).
    package var timestamp: Int64
    /// The receiver's class (`String(describing: type(of:))`); empty for notes.
    package var className: String
    /// A short identity for the receiver, `#1`, `#2`, … in order of first appearance, so two
    /// windows of one class are told apart; empty for notes.
    package var object: String
    /// The method as the text trace prints it (`viewDidLoad()`); the note's text for notes.
    package var method: String
    /// How deeply the call is nested in other traced calls (0 for the outermost).
    package var depth: Int

    package init(kind: Kind, timestamp: Int64, className: String, object: String, method: String, depth: Int) {
        self.kind = kind
        self.timestamp = timestamp
        self.className = className
        self.object = object
        self.method = method
        self.depth = depth
    }

    /// The line the text trace prints for this event (without the `[trace]` prefix and indent);
    /// nil for `end`, which the text trace does not show.
    package var textLine: String? {
        switch kind {
        case .begin, .call: return className + "::" + method
        case .note: return "· " + method
        case .end: return nil
        }
    }
}
