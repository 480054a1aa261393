import Foundation

/// Reads the JSON Lines trace `WINDOWING_TRACE_FILE` writes back into events.
public enum TraceEventReader {
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    public static func events(fromJSONLines text: String, source: String) throws(ReadError) -> [RecordedEvent] {
        var events: [RecordedEvent] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            let fail = { (what: String) in
                ReadError(
                    description: "TraceDiagram: \(source):\(index + 1): \(what); hint: record the trace with "
                        + "WINDOWING_TRACE_FILE=<file>.jsonl (JSON Lines, not the Chrome .json format)")
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw fail("not a JSON object")
            }
            guard let kind = (object["event"] as? String).flatMap(RecordedEvent.Kind.init(rawValue:)),
                let timestamp = (object["ts"] as? NSNumber)?.int64Value,
                let className = object["class"] as? String, let identity = object["object"] as? String,
                let method = object["method"] as? String, let depth = object["depth"] as? Int
            else { throw fail("missing or mistyped field (event, ts, class, object, method, depth)") }
            events.append(
                RecordedEvent(
                    kind: kind, timestamp: timestamp, className: className, object: identity, method: method,
                    depth: depth))
        }
        return events
    }
}
