/// The last traced calls and notes, kept in memory while the live inspector is open, so its call
/// log can show them in order with their times.
///
/// A ring of fixed capacity: the oldest event goes when a new one arrives and the ring is full, so
/// a long-running app keeps a bounded amount. `end` events are not kept: the log shows each call
/// once, where it began, indented by its depth, like the text trace.
@MainActor
final class TraceLog {
    let capacity: Int
    private var storage: [TraceEvent] = []
    /// Where the oldest event is in `storage` once the ring has wrapped.
    private var start = 0
    /// How many events were ever appended, dropped ones included.
    private(set) var appendedCount = 0
    /// Called after each append (the inspector schedules a redraw, coalesced per run-loop turn).
    var didAppend: (() -> Void)?

    init(capacity: Int = 500) {
        precondition(capacity > 0, "TraceLog(capacity:): the capacity must be positive, not \(capacity)")
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    func append(_ event: TraceEvent) {
        guard event.kind != .end else { return }
        appendedCount += 1
        if storage.count < capacity {
            storage.append(event)
        } else {
            storage[start] = event
            start = (start + 1) % capacity
        }
        didAppend?()
    }

    /// The kept events, oldest first.
    var events: [TraceEvent] {
        Array(storage[start...] + storage[..<start])
    }

    /// The newest `count` kept events, oldest first.
    func last(_ count: Int) -> [TraceEvent] {
        Array(events.suffix(count))
    }
}
