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
/// never ordered with `print`'s buffer anyway). Used only on the main actor, by `Trace`.
final class StandardOutputHold {
    private let real: UnsafeMutablePointer<FILE>?
    private let memory: UnsafeMutablePointer<FILE>
    private let buffer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    private let size = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    /// The hold in place, if any, for the exit handler: a process that exits inside a held call
    /// still shows what it printed.
    nonisolated(unsafe) private static var current: StandardOutputHold?
    nonisolated(unsafe) private static var hasExitHandler = false

    /// Starts holding standard output; nil (and nothing held) when no memory stream can be opened.
    init?() {
        buffer.initialize(to: nil)
        size.initialize(to: 0)
        guard let memory = open_memstream(buffer, size) else {
            buffer.deallocate()
            size.deallocate()
            return nil
        }
        self.memory = memory
        real = stdout
        stdout = memory
        Self.current = self
        if !Self.hasExitHandler {
            Self.hasExitHandler = true
            atexit(releaseStandardOutputAtExit)
        }
    }

    /// Gives standard output back, calls `before` (whose `print`s now reach the real output), then
    /// writes what was held.
    func release(after before: () -> Void = {}) {
        stdout = real
        Self.current = nil
        before()
        Self.writeAndClose(memory, buffer, size, to: real)
    }

    fileprivate static func releaseAtExit() {
        guard let hold = current else { return }
        current = nil
        stdout = hold.real
        writeAndClose(hold.memory, hold.buffer, hold.size, to: hold.real)
    }

    private static func writeAndClose(
        _ memory: UnsafeMutablePointer<FILE>, _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        _ size: UnsafeMutablePointer<Int>, to real: UnsafeMutablePointer<FILE>?
    ) {
        // The buffer and size are only final after fclose.
        fclose(memory)
        if let bytes = buffer.pointee {
            if size.pointee > 0, let real { fwrite(bytes, 1, size.pointee, real) }
            free(bytes)
        }
        buffer.deallocate()
        size.deallocate()
    }
}

/// A plain function, so the handler carries no actor isolation.
private func releaseStandardOutputAtExit() {
    StandardOutputHold.releaseAtExit()
}
