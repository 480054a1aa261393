/// A view spec's subviews in file order, stored compactly: a plain `<view id="…"/>`, with no
/// attribute but its id, costs a few bytes (its id's length, its line as a step from the line
/// before and the id's bytes) rather than a 48-byte `IBViewSpec`. A dense file has 100,000 such
/// views, and the storyboard keeps their specs while their views are made, and after, as
/// `instantiateViewController(withIdentifier:)` may make the scene again (issue 21: 4.8 MB, 2.4× the
/// file). Any other subview is kept whole.
///
/// A forward collection of specs, each made when read; its index carries the place in the bytes.
/// One word in a spec: empty subviews store nothing.
struct IBSubviews: Sendable {
    private var storage: Storage?

    private final class Storage: @unchecked Sendable {
        // Not changed once shared: `append` copies a storage that is not uniquely referenced.
        var count = 0
        /// Each subview: a length byte 0…254 then the line step (LEB128) and the id's UTF-8 bytes,
        /// or `Self.whole` for the next spec of `whole`.
        var bytes: [UInt8] = []
        var whole: [IBViewSpec] = []
        /// The line of the last compact subview, from which the next one's step is counted.
        var lastLine = 0

        func copy() -> Storage {
            let copy = Storage()
            copy.count = count
            copy.bytes = bytes
            copy.whole = whole
            copy.lastLine = lastLine
            return copy
        }
    }

    /// The byte that stands for a subview kept whole; a compact id is shorter.
    private static let whole: UInt8 = 0xFF

    init() {}

    init(_ specs: some Sequence<IBViewSpec>) {
        for spec in specs { append(spec) }
    }

    /// What the subviews hold: the compact bytes and the specs kept whole (for memory tests).
    var storedBytes: Int {
        (storage?.bytes.count ?? 0) + (storage?.whole.count ?? 0) * MemoryLayout<IBViewSpec>.stride
    }

    /// The compact bytes' capacity (for memory tests).
    var reservedBytes: Int { storage?.bytes.capacity ?? 0 }

    var isEmpty: Bool { (storage?.count ?? 0) == 0 }
    var count: Int { storage?.count ?? 0 }

    /// Room for `count` more subviews whose ids have `idBytes` bytes in all, as plain views on
    /// nearby lines take: an array grown by doubling holds its old and new storage at once.
    mutating func reserveCapacity(adding count: Int, idBytes: Int) {
        let storage = uniqueStorage()
        storage.bytes.reserveCapacity(storage.bytes.count + 2 * count + idBytes)
    }

    /// Gives back what `reserveCapacity` set aside for subviews that were kept whole (a group of
    /// labels uses one byte each of the bytes reserved for plain views), as the model keeps it.
    mutating func releaseUnusedCapacity() {
        guard let bytes = storage?.bytes, bytes.capacity - bytes.count > 4096 else { return }
        // Copied element by element: `Array(bytes)` would share the same buffer.
        let copy = bytes.withUnsafeBufferPointer { Array($0) }
        uniqueStorage().bytes = copy
    }

    mutating func append(_ spec: IBViewSpec) {
        let storage = uniqueStorage()
        storage.count += 1
        let id = spec.id
        guard spec.isPlainView, id.utf8.count < Int(Self.whole), spec.line >= storage.lastLine else {
            storage.bytes.append(Self.whole)
            storage.whole.append(spec)
            return
        }
        let utf8 = id.utf8
        storage.bytes.append(UInt8(utf8.count))
        var step = UInt(spec.line - storage.lastLine)
        while step >= 0x80 {
            storage.bytes.append(UInt8(step & 0x7F) | 0x80)
            step >>= 7
        }
        storage.bytes.append(UInt8(step))
        storage.bytes.append(contentsOf: utf8)
        storage.lastLine = spec.line
    }

    /// Every subview changed by `change`, in order (a walk that sets each one's layout).
    mutating func modifyEach(_ change: (inout IBViewSpec) -> Void) {
        guard !isEmpty else { return }
        var changed = IBSubviews()
        for var spec in self {
            change(&spec)
            changed.append(spec)
        }
        self = changed
    }

    private mutating func uniqueStorage() -> Storage {
        if let storage, isKnownUniquelyReferenced(&self.storage) { return storage }
        let made = storage?.copy() ?? Storage()
        storage = made
        return made
    }
}

extension IBSubviews: Collection {
    struct Index: Comparable {
        /// Where the subview's entry starts in `bytes`.
        fileprivate var offset: Int
        /// The index in `whole` of the next subview kept whole.
        fileprivate var wholeIndex: Int
        /// The line the next compact subview's step counts from.
        fileprivate var line: Int

        static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
        static func == (lhs: Index, rhs: Index) -> Bool { lhs.offset == rhs.offset }
    }

    var startIndex: Index { Index(offset: 0, wholeIndex: 0, line: 0) }
    var endIndex: Index { Index(offset: storage?.bytes.count ?? 0, wholeIndex: storage?.whole.count ?? 0, line: 0) }

    subscript(position: Index) -> IBViewSpec {
        guard let storage else { preconditionFailure("IBSubviews: no subview at an index of empty subviews") }
        let length = storage.bytes[position.offset]
        if length == Self.whole { return storage.whole[position.wholeIndex] }
        let (line, start) = decodeLine(storage, after: position)
        let id = String(decoding: storage.bytes[start..<start + Int(length)], as: UTF8.self)
        return IBViewSpec(plainViewID: id, line: line)
    }

    /// The subview at `offset` in file order, found by walking from the first (for checks of a
    /// few subviews; a loop over them all goes by `Index`).
    subscript(offset: Int) -> IBViewSpec {
        self[index(startIndex, offsetBy: offset)]
    }

    func index(after position: Index) -> Index {
        guard let storage else { return position }
        let length = storage.bytes[position.offset]
        if length == Self.whole {
            return Index(offset: position.offset + 1, wholeIndex: position.wholeIndex + 1, line: position.line)
        }
        let (line, start) = decodeLine(storage, after: position)
        return Index(offset: start + Int(length), wholeIndex: position.wholeIndex, line: line)
    }

    /// The line of the compact subview at `position` and where its id's bytes start.
    private func decodeLine(_ storage: Storage, after position: Index) -> (line: Int, idStart: Int) {
        var offset = position.offset + 1
        var step = 0
        var shift = 0
        while true {
            let byte = storage.bytes[offset]
            offset += 1
            step |= Int(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return (position.line + step, offset)
    }
}
