/// The compiler's classes of a scene's objects by id, for refusing an id used twice and for
/// checking connections.
///
/// A dictionary of classes by id held a word for each class in every bucket: 2.1 MB of a scene of
/// 100,000 views' 6.3 MB table, at the peak of checking it (issue 21). This one holds an index into
/// the few distinct classes instead, a quarter of that.
struct IBClassTable: ExpressibleByDictionaryLiteral {
    private var indices: [String: UInt32] = [:]
    private var types: [AnyClass] = []
    private var indexOfType: [ObjectIdentifier: UInt32] = [:]

    init(dictionaryLiteral elements: (String, AnyClass)...) {
        for (id, type): (String, AnyClass) in elements { self[id] = type }
    }

    var count: Int { indices.count }

    mutating func reserveCapacity(_ minimumCapacity: Int) { indices.reserveCapacity(minimumCapacity) }

    subscript(id: String) -> AnyClass? {
        get { indices[id].map { types[Int($0)] } }
        set {
            guard let newValue else {
                indices[id] = nil
                return
            }
            if let index = indexOfType[ObjectIdentifier(newValue)] {
                indices[id] = index
            } else {
                // A file names at most 100,000 elements, so the index fits.
                let index = UInt32(clamping: types.count)
                types.append(newValue)
                indexOfType[ObjectIdentifier(newValue)] = index
                indices[id] = index
            }
        }
    }
}
