#if canImport(Glibc)
// `stdout` is a C global; it is swapped only on the main actor, between two whole `print`s.
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// What the app prints to standard output while an optional delegate call's trace line is held
/// back (`Trace.callOptional`), kept in memory so that the line, once known to be due, is written
/// before the app's own lines from inside the call, in the order the two really happened.
///
/// glibc documents `stdout` as an ordinary variable that may be assigned, and Swift's `print`
/// reads it on every call, so pointing it at an `open_memstream` stream catches the app's `print`s
/// without touching them. Output written to file descriptor 1 directly is not caught (and was
/// never ordered with `print`'s buffer anyway). Holds are made and ended on the main actor
/// (`Trace`, and tests that read what a launch prints); a hold made while another is in place
/// keeps its own part of the stream and gives it back to the outer one.
final class StandardOutputHold {
    private let real: UnsafeMutablePointer<FILE>?
    private let memory: MemoryStream
    /// Where this hold's part of the stream begins.
    private let start: Int
    /// The hold in place when this one began, in place again when this one ends.
    private let outer: StandardOutputHold?

    /// The hold in place, if any, for the exit handler: a process that exits inside a held call
    /// still shows what it printed.
    nonisolated(unsafe) private static var current: StandardOutputHold?
    nonisolated(unsafe) private static var hasExitHandler = false

    /// Starts holding standard output; nil (and nothing held) when no memory stream can be opened.
    init?() {
        guard let memory = MemoryStream.shared else { return nil }
        self.memory = memory
        real = stdout
        start = memory.position()
        outer = Self.current
        stdout = memory.file
        Self.current = self
        if !Self.hasExitHandler {
            Self.hasExitHandler = true
            atexit(releaseStandardOutputAtExit)
        }
    }

    /// Gives standard output back, calls `before` (whose `print`s now reach the real output), then
    /// writes what was held.
    func release(after before: () -> Void = {}) {
        let held = take()
        before()
        guard !held.isEmpty, let real else { return }
        held.withUnsafeBytes { _ = fwrite($0.baseAddress, 1, $0.count, real) }
    }

    /// Gives standard output back and returns what was held instead of writing it.
    func take() -> [UInt8] {
        stdout = real
        if Self.current === self { Self.current = outer }
        return memory.take(from: start)
    }

    fileprivate static func releaseAtExit() {
        while let hold = current { hold.release() }
    }
}

/// The process's one memory stream for held output, opened at the first hold and never closed.
///
/// Another thread may read `stdout` while a hold is in place and write to the stream after the
/// hold ended. Closing the stream would free the `FILE` under that write; kept open, the write
/// lands in the stream (where the next hold's reading or nobody finds it) and the stream's own
/// lock orders it with `take(from:)`.
private final class MemoryStream: @unchecked Sendable {
    let file: UnsafeMutablePointer<FILE>
    // `open_memstream` writes the buffer's address and the stream's position here at each flush,
    // for as long as the stream is open: for the process's life.
    private let buffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let size: UnsafeMutablePointer<Int>

    static let shared = MemoryStream()

    private init?() {
        buffer = .allocate(capacity: 1)
        size = .allocate(capacity: 1)
        buffer.initialize(to: nil)
        size.initialize(to: 0)
        guard let file = open_memstream(buffer, size) else {
            buffer.deallocate()
            size.deallocate()
            return nil
        }
        self.file = file
    }

    /// Where the next byte written goes.
    func position() -> Int {
        flockfile(file)
        defer { funlockfile(file) }
        return Int(ftello(file))
    }

    /// The bytes from `start` to the end, which are then dropped: the stream goes on from `start`.
    func take(from start: Int) -> [UInt8] {
        flockfile(file)
        defer { funlockfile(file) }
        fflush(file)
        // The size is the stream's position: the end of what this hold and those inside it wrote.
        let end = size.pointee
        var bytes: [UInt8] = []
        if end > start, let base = buffer.pointee {
            bytes = Array(UnsafeRawBufferPointer(start: base + start, count: end - start))
        }
        fseeko(file, off_t(min(start, end)), SEEK_SET)
        return bytes
    }
}

/// A plain function, so the handler carries no actor isolation.
private func releaseStandardOutputAtExit() {
    StandardOutputHold.releaseAtExit()
}
