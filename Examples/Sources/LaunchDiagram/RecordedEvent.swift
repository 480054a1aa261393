/// One line of a JSON Lines trace (`WINDOWING_TRACE_FILE=<file>.jsonl`), as read back from the
/// file: the diagram depends on the file's documented fields, not on Windowing's recorder, so it
/// reads traces from any build of the toolkit.
public struct RecordedEvent: Sendable, Equatable {
    /// The `event` field.
    public enum Kind: String, Sendable {
        /// A traced call started; its `end` follows after the calls it made.
        case begin
        case end
        /// A call recorded after it returned (a `draw(_:)` that drew), with no `end`.
        case call
        /// A line of text about what the toolkit did, such as creating the app delegate.
        case note
    }

    public var kind: Kind
    /// The `ts` field: microseconds since recording started.
    public var timestamp: Int64
    /// The `class` field: the receiver's class; empty for notes.
    public var className: String
    /// The `object` field: the receiver's identity in the trace (`#1`, `#2`, …); empty for notes.
    public var object: String
    /// The `method` field: the method (`viewDidLoad()`), or a note's text.
    public var method: String
    /// The `depth` field: how deeply the call is nested in other traced calls.
    public var depth: Int

    public init(kind: Kind, timestamp: Int64, className: String, object: String, method: String, depth: Int) {
        self.kind = kind
        self.timestamp = timestamp
        self.className = className
        self.object = object
        self.method = method
        self.depth = depth
    }
}
