import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Files the toolkit writes where a user or a test named them: traces, screenshots, golden images.
///
/// Such paths are often in a shared temporary folder, where another user can plant a symbolic
/// link at the name or a file of their own. So the bytes never go through the name: a new file is
/// created beside it under a fresh temporary name (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600,
/// so nothing that exists is opened), then renamed onto the name. A rename replaces the directory
/// entry (a planted link is replaced, not followed), and no file but the one named is touched.
package enum PrivateFile {
    /// Why a file could not be written: the C library's reason, e.g. "No such file or directory".
    package struct WriteError: Error, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { reason }
    }

    /// Writes `data` to `path` in one step: readers see the old file or the whole new one.
    package static func write(_ data: Data, to path: String) throws(WriteError) {
        let (descriptor, temporary) = try createBeside(path)
        let written = data.withUnsafeBytes { writeAll(descriptor, $0) }
        let closed = close(descriptor) == 0
        guard written, closed else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
        try moveIntoPlace(temporary, path)
    }

    /// A new, empty file at `path` open for writing, for output written as it is produced (a trace):
    /// it takes the name at once, so what was written is there even if the process dies mid-way.
    package static func openForStreaming(at path: String) throws(WriteError) -> Int32 {
        let (descriptor, temporary) = try createBeside(path)
        do throws(WriteError) {
            try moveIntoPlace(temporary, path)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// A file of our own beside `path`, under a name nobody else has: its descriptor and its path.
    private static func createBeside(_ path: String) throws(WriteError) -> (Int32, String) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        // A clash with a name someone else made is retried under another; anything else is final.
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = folder + "/." + url.lastPathComponent + "." + suffix + ".tmp"
            let descriptor = open(temporary, flags, 0o600)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { break }
        }
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
    }

    private static func moveIntoPlace(_ temporary: String, _ path: String) throws(WriteError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}

/// Writes every byte, through interruptions; outside the enum, whose `write` would shadow the C one.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += count
    }
    return true
}
