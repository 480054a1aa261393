import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a whole file the toolkit was pointed at (an image, Info.plist), refusing what is not a
/// regular file.
///
/// A FIFO or a device named as a file would block the main thread forever (a FIFO with no writer)
/// or never end (`/dev/zero`); they are refused by type before any byte is read, and opened
/// without blocking in case one replaced the file between the check and the open.
enum RegularFile {
    /// Why the file was not read, as a reason for a message ("no such file", "permission denied").
    struct ReadError: Error, Equatable {
        var reason: String
    }

    /// The file's bytes; files longer than `maxBytes` are refused without reading them, with a
    /// reason that names the file as `what` ("image").
    static func read(atPath path: String, maxBytes: Int, what: String) throws(ReadError) -> Data {
        let (descriptor, info) = try openRegular(path)
        defer { close(descriptor) }
        let size = Int(info.st_size)
        guard size <= maxBytes else {
            throw ReadError(reason: "the file is \(size) bytes, more than the \(maxBytes) read for one \(what)")
        }
        var data = Data(count: size)
        var offset = 0
        // A file that grows while it is read is cut at the size it had; one that shrinks ends early.
        while offset < size {
            let count = data.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + offset, size - offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(reason: reason(errno)) }
            if count == 0 { break }
            offset += count
        }
        return offset == size ? data : data.prefix(offset)
    }

    /// Reads the file `chunkSize` bytes at a time and hands each piece to `body`, flagging the
    /// last (an empty one at the end), so that a large file is never held whole; `body` returns
    /// false to stop. What is not a regular file is refused as `read` refuses it, and a file that
    /// grows past `maxBytes` while it is read is refused then.
    static func readChunks(
        atPath path: String, maxBytes: Int, chunkSize: Int = 1 << 16,
        _ body: (UnsafeRawBufferPointer, _ isLast: Bool) -> Bool
    ) throws(ReadError) {
        let (descriptor, _) = try openRegular(path)
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 1)
        defer { buffer.deallocate() }
        guard let base = buffer.baseAddress else { throw ReadError(reason: "no memory for a read buffer") }
        var total = 0
        while true {
            let count = readBytes(descriptor, base, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(reason: reason(errno)) }
            total += count
            guard total <= maxBytes else {
                throw ReadError(reason: "the file grew past \(maxBytes) bytes while it was read")
            }
            let isLast = count == 0
            guard body(UnsafeRawBufferPointer(start: base, count: count), isLast), !isLast else { return }
        }
    }

    /// Opens a regular file for reading, checked by type before and after the open: a FIFO or a
    /// device swapped in between is refused too, and the open itself never blocks.
    private static func openRegular(_ path: String) throws(ReadError) -> (descriptor: Int32, info: stat) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw ReadError(reason: reason(errno)) }
        try requireRegular(info)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: reason(errno)) }
        guard fstat(descriptor, &info) == 0 else {
            let failure = ReadError(reason: reason(errno))
            close(descriptor)
            throw failure
        }
        do {
            try requireRegular(info)
        } catch {
            close(descriptor)
            throw error
        }
        return (descriptor, info)
    }

    private static func requireRegular(_ info: stat) throws(ReadError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw ReadError(reason: "it is a folder")
        case S_IFIFO: throw ReadError(reason: "not a regular file (it is a FIFO)")
        case S_IFCHR, S_IFBLK: throw ReadError(reason: "not a regular file (it is a device)")
        case S_IFSOCK: throw ReadError(reason: "not a regular file (it is a socket)")
        default: throw ReadError(reason: "not a regular file")
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }
}

/// `read(2)`, outside the enum, whose `read` would shadow it.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
