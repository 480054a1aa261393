// Without MIT-SHM a window's pixels cross the link, and much of what a present changes changes
// back soon after: a button highlighted on press is plain again on release, a toggled header takes
// its old colour on the next click. So before a present overwrites a sizeable change, the backend
// copies the server's old pixels of that rectangle into a pixmap on the server (a 28-byte
// CopyArea, no pixels on the link), and keeps the same pixels here to compare against. A later
// present whose new pixels equal a saved rectangle's copies it back instead of sending them.
// Pure bookkeeping on pixel words, so the unit tests run it without X.

/// Rectangles of pixels the server holds in pixmaps (slots), with a copy of each to compare with.
///
/// The slots are numbers; the backend maps them to pixmaps, makes one when a plan saves into a
/// new slot and frees it when a plan lists the slot as released. Least recently used slots go
/// first when the pixels held would pass `budget`.
final class X11PresentCache {
    struct Entry {
        let slot: Int
        let width: Int
        let height: Int
        /// Row after row, 0x00RRGGBB.
        let pixels: [UInt32]
    }

    /// A present saves the old pixels of a rectangle only when at least this many of them change:
    /// below it sending them again costs little, and the slot would push out a more useful one.
    static let minimumChange = 256

    /// The most pixels kept, here and on the server together (each side holds them once).
    let budget: Int
    /// Most recently used last.
    private(set) var entries: [Entry] = []
    private var nextSlot = 0

    init(budget: Int) {
        self.budget = max(0, budget)
    }

    var pixelCount: Int { entries.reduce(0) { $0 + $1.width * $1.height } }

    /// The slot holding exactly `rect`'s pixels of `rows` (any position, same size), marked as used.
    func slot(matching rect: PlatformRect, rows: UnsafeRawPointer, bytesPerRow: Int) -> Int? {
        guard let index = entries.firstIndex(where: { Self.equal($0, rect, rows, bytesPerRow) }) else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.slot
    }

    /// Keeps `rect`'s pixels of `rows` in a new slot; returns it and the slots evicted to make
    /// room, or nil if the rectangle alone exceeds the budget.
    func insert(
        _ rect: PlatformRect, rows: UnsafeRawPointer, bytesPerRow: Int
    ) -> (slot: Int, evicted: [Int])? {
        let area = rect.width * rect.height
        guard area > 0, area <= budget else { return nil }
        var evicted: [Int] = []
        var held = pixelCount
        while held + area > budget, !entries.isEmpty {
            let oldest = entries.removeFirst()
            held -= oldest.width * oldest.height
            evicted.append(oldest.slot)
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(area)
        for y in rect.y..<(rect.y + rect.height) {
            let row = (rows + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in rect.x..<(rect.x + rect.width) { pixels.append(row[x] & 0x00FF_FFFF) }
        }
        let slot = nextSlot
        nextSlot += 1
        entries.append(Entry(slot: slot, width: rect.width, height: rect.height, pixels: pixels))
        return (slot, evicted)
    }

    /// Forgets every slot (the server's pixmaps went with a new back buffer); returns them.
    func removeAll() -> [Int] {
        defer { entries.removeAll() }
        return entries.map(\.slot)
    }

    private static func equal(_ entry: Entry, _ rect: PlatformRect, _ rows: UnsafeRawPointer, _ stride: Int) -> Bool {
        guard entry.width == rect.width, entry.height == rect.height else { return false }
        return entry.pixels.withUnsafeBufferPointer { saved in
            for y in 0..<rect.height {
                let row = (rows + (rect.y + y) * stride).assumingMemoryBound(to: UInt32.self) + rect.x
                let base = y * rect.width
                for x in 0..<rect.width where (row[x] & 0x00FF_FFFF) != saved[base + x] { return false }
            }
            return true
        }
    }
}
