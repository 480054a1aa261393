import Foundation

/// Where the reader's bytes come from: bytes already in memory, or a file read a chunk at a time,
/// so that a storyboard's bytes are never held whole while it is counted and read (issue 21: a
/// refused 2 MB file of 100,001 elements peaked 2 MB higher for them).
enum IBXMLSource {
    case bytes(Data)
    /// A file of `size` bytes when it was looked at (nil when unknown).
    case file(path: String, size: Int?)

    /// How many bytes there are, as far as known before reading.
    var expectedByteCount: Int? {
        switch self {
        case .bytes(let data): data.count
        case .file(_, let size): size
        }
    }

    /// Hands the bytes to `consume` in order, flagging the last piece; `consume` returns false to
    /// stop. A file that cannot be read gives the reason.
    func feed(_ consume: (UnsafeRawBufferPointer, _ isLast: Bool) -> Bool) throws(RegularFile.ReadError) {
        switch self {
        case .bytes(let data):
            _ = data.withUnsafeBytes { consume($0, true) }
        case .file(let path, _):
            try RegularFile.readChunks(atPath: path, maxBytes: IBXMLReader.maximumBytes, consume)
        }
    }
}
