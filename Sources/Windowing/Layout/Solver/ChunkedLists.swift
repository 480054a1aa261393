/// Many short lists of `Int32` that grow by appending, all kept in one storage array in chunks
/// linked in order, with emptied lists' chunks reused.
///
/// The tableau keeps a list of rows for every symbol (`SolverTableau.columns`), about 8,000 in a
/// first layout of 1,000 views: as an array each, every new symbol's list was an allocation of
/// its own (and a free later), and every entry appended checked that array's uniqueness and
/// capacity. Here a list costs nothing until it holds something, a new chunk comes from the free
/// chain or the end of the storage, and a row's slot is appended to all its symbols' lists
/// through one pair of buffers.
struct ChunkedLists {
    /// A chunk is `chunkLength` storage places: the index of the next chunk of its list (or of
    /// the free chain; -1 at the end), then `chunkCapacity` elements. Sixteen rather than eight:
    /// the root's width is in a thousand rows, and a pass that moves every frame walks its column;
    /// fewer links to follow there ran fewer instructions than the room short lists leave empty.
    private static let chunkLength = 16
    private static let chunkCapacity = chunkLength - 1

    private struct Header {
        var head: Int32 = -1
        var tail: Int32 = -1
        var count: Int32 = 0
    }

    /// What the storage's header holds: how many places are in chunks, and how many there is room
    /// for (kept here: asking the allocator for a block's size is a call each time).
    fileprivate struct Extent {
        var used = 0
        var capacity = 0
    }

    /// The chunks, in a buffer of their own rather than an array: a new chunk is taken by moving
    /// `used` on, with no element written until it is used, and growing copies only what is used.
    /// Copied on write, as an array is: the tableau is a value, and the solver keeps a copy of it
    /// to go back to.
    private var storage = ManagedBuffer<Extent, Int32>.create(minimumCapacity: 0) { _ in Extent() }
    private var headers: [Header] = []
    /// The first chunk of the free chain, -1 when it is empty.
    private var freeChunk: Int32 = -1

    /// A chunk for a list's end: the free chain's first, else the next unused one (the caller made
    /// room for it); its link is -1.
    @inline(__always)
    private static func takeChunk(free: inout Int32, used: inout Int, places: UnsafeMutablePointer<Int32>) -> Int32 {
        let fresh: Int32
        if free >= 0 {
            fresh = free
            free = places[Int(fresh) * chunkLength]
        } else {
            fresh = Int32(used / chunkLength)
            used += chunkLength
        }
        places[Int(fresh) * chunkLength] = -1
        return fresh
    }

    mutating func addList() {
        headers.append(Header())
    }

    func count(_ list: Int) -> Int { Int(headers[list].count) }

    /// Appends `element` to each list in `lists` (each list once).
    mutating func append(_ element: Int32, toEachOf lists: some Collection<Int32>) {
        // Room for a new chunk for every list, so that the loop below never grows the storage.
        makeUniqueWithRoom(forChunks: lists.count)
        var free = freeChunk
        headers.withUnsafeMutableBufferPointer { headers in
            // Through pointers, the header too: the header as a property is a class's stored
            // property, and each access to it a dynamic exclusivity check.
            storage.withUnsafeMutablePointers { extent, places in
                var used = extent.pointee.used
                defer { extent.pointee.used = used }
                for list in lists {
                    let header = headers[Int(list)]
                    let offset = Int(header.count) % Self.chunkCapacity
                    var chunk = header.tail
                    if offset == 0 {
                        let fresh = Self.takeChunk(free: &free, used: &used, places: places)
                        if chunk < 0 {
                            headers[Int(list)].head = fresh
                        } else {
                            places[Int(chunk) * Self.chunkLength] = fresh
                        }
                        headers[Int(list)].tail = fresh
                        chunk = fresh
                    }
                    places[Int(chunk) * Self.chunkLength + 1 + offset] = element
                    headers[Int(list)].count = header.count + 1
                }
            }
        }
        freeChunk = free
    }

    /// Makes the storage this value's own, with room for `chunks` more chunks past those in use.
    private mutating func makeUniqueWithRoom(forChunks chunks: Int) {
        let extent = storage.withUnsafeMutablePointerToHeader { $0.pointee }
        let needed = extent.used + chunks * Self.chunkLength
        let unique = isKnownUniquelyReferenced(&storage)
        guard !unique || needed > extent.capacity else { return }
        let capacity =
            needed > extent.capacity ? max(needed, 2 * extent.capacity, 64 * Self.chunkLength) : extent.capacity
        let copy = ManagedBuffer<Extent, Int32>.create(minimumCapacity: capacity) { _ in
            Extent(used: extent.used, capacity: capacity)
        }
        storage.withUnsafeMutablePointerToElements { from in
            copy.withUnsafeMutablePointerToElements { to in
                to.initialize(from: from, count: extent.used)
            }
        }
        storage = copy
    }

    /// Makes room for about `count` more elements, so that a large pass grows the storage once.
    mutating func reserveCapacity(elements count: Int) {
        makeUniqueWithRoom(forChunks: count / Self.chunkCapacity + 1)
    }

    /// Empties the list; its chunks go to the free chain.
    mutating func removeAll(_ list: Int) {
        release(detach(list))
    }

    /// Empties every list, keeping the storage's capacity.
    mutating func removeAllElements() {
        makeUniqueWithRoom(forChunks: 0)
        storage.withUnsafeMutablePointerToHeader { $0.pointee.used = 0 }
        freeChunk = -1
        for list in headers.indices {
            headers[list] = Header()
        }
    }

    // MARK: - Walking

    /// The elements a list held when it was detached, still in their chunks.
    struct Detached {
        fileprivate let head: Int32
        fileprivate let tail: Int32
        let count: Int
    }

    /// Empties the list but leaves its chunks to the caller, who walks them (while other lists,
    /// and this one, change) and then hands them back with `release(_:)`.
    mutating func detach(_ list: Int) -> Detached {
        let header = headers[list]
        headers[list] = Header()
        return Detached(head: header.head, tail: header.tail, count: Int(header.count))
    }

    mutating func release(_ detached: Detached) {
        guard detached.head >= 0 else { return }
        makeUniqueWithRoom(forChunks: 0)
        let free = freeChunk
        storage.withUnsafeMutablePointerToElements { places in
            places[Int(detached.tail) * Self.chunkLength] = free
        }
        freeChunk = detached.head
    }

    /// A position in a list or a detached chain. A walk reads one element at a time, so that the
    /// lists may change between two reads; it sees the elements there were when it started.
    struct Cursor {
        fileprivate var chunk: Int32
        fileprivate var offset = 0
        fileprivate var left: Int
    }

    func cursor(_ list: Int) -> Cursor {
        Cursor(chunk: headers[list].head, left: Int(headers[list].count))
    }

    func cursor(_ detached: Detached) -> Cursor {
        Cursor(chunk: detached.head, left: detached.count)
    }

    func next(_ cursor: inout Cursor) -> Int32? {
        guard cursor.left > 0 else { return nil }
        return storage.withUnsafeMutablePointerToElements { places in
            if cursor.offset == Self.chunkCapacity {
                cursor.chunk = places[Int(cursor.chunk) * Self.chunkLength]
                cursor.offset = 0
            }
            let element = places[Int(cursor.chunk) * Self.chunkLength + 1 + cursor.offset]
            cursor.offset += 1
            cursor.left -= 1
            return element
        }
    }

    // MARK: - Whole lists

    /// The list's chunks in order, each as a buffer of its elements. The lists must not change
    /// while the buffers are read: a caller that changes what holds them walks a copy of them
    /// (which shares the storage, since nothing writes to either).
    func chunks(of list: Int) -> Chunks {
        Chunks(storage: storage, chunk: Int(headers[list].head), left: Int(headers[list].count))
    }

    struct Chunks: IteratorProtocol {
        /// Held so that the storage the buffers point into outlives the walk.
        fileprivate let storage: ManagedBuffer<Extent, Int32>
        fileprivate var chunk: Int
        fileprivate var left: Int

        mutating func next() -> UnsafeBufferPointer<Int32>? {
            guard left > 0 else { return nil }
            let count = min(ChunkedLists.chunkCapacity, left)
            let (start, following) = storage.withUnsafeMutablePointerToElements { places in
                let start = places + chunk * ChunkedLists.chunkLength
                return (UnsafePointer(start + 1), Int(start[0]))
            }
            left -= count
            chunk = following
            return UnsafeBufferPointer(start: start, count: count)
        }
    }

    /// Writes the list's elements, in order, to the start of `elements` (lengthened if it is too
    /// short, never shortened) and returns how many there are: a walk of a long list a chunk at
    /// a time, for callers that change the lists or the tableau while they go through it.
    func copy(_ list: Int, into elements: inout [Int32]) -> Int {
        let header = headers[list]
        let count = Int(header.count)
        if elements.count < count {
            elements.append(contentsOf: repeatElement(-1, count: max(count, 2 * elements.count) - elements.count))
        }
        elements.withUnsafeMutableBufferPointer { out in
            storage.withUnsafeMutablePointerToElements { places in
                var chunk = Int(header.head)
                var written = 0
                while written < count {
                    let first = chunk * Self.chunkLength + 1
                    for offset in 0..<min(Self.chunkCapacity, count - written) {
                        out[written + offset] = places[first + offset]
                    }
                    written += Self.chunkCapacity
                    chunk = Int(places[chunk * Self.chunkLength])
                }
            }
        }
        return count
    }

    /// Makes the list the first `count` of `elements`.
    mutating func replace(_ list: Int, with elements: [Int32], count: Int) {
        removeAll(list)
        guard count > 0 else { return }
        let chunks = (count + Self.chunkCapacity - 1) / Self.chunkCapacity
        makeUniqueWithRoom(forChunks: chunks)
        var free = freeChunk
        var head: Int32 = -1
        var tail: Int32 = -1
        elements.withUnsafeBufferPointer { elements in
            storage.withUnsafeMutablePointers { extent, places in
                var used = extent.pointee.used
                defer { extent.pointee.used = used }
                var read = 0
                while read < count {
                    let fresh = Self.takeChunk(free: &free, used: &used, places: places)
                    if tail < 0 {
                        head = fresh
                    } else {
                        places[Int(tail) * Self.chunkLength] = fresh
                    }
                    tail = fresh
                    let first = Int(fresh) * Self.chunkLength + 1
                    for offset in 0..<min(Self.chunkCapacity, count - read) {
                        places[first + offset] = elements[read + offset]
                    }
                    read += Self.chunkCapacity
                }
            }
        }
        freeChunk = free
        headers[list] = Header(head: head, tail: tail, count: Int32(count))
    }
}
