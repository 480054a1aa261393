#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the toolkit's warnings and errors to standard error as single lines.
///
/// Swift 6 forbids touching C's `stderr` global, so lines go through `write(2)`, which also keeps
/// them whole when the trace is interleaved on a terminal.
enum Diagnostics {
    /// Prints `Windowing: <message>` to standard error; UIKit logs such lines to the console too.
    static func warning(_ message: String) {
        writeLine("Windowing: " + message, to: 2)
    }

    /// Prints `message` as it is to standard error (used by `UIApplicationMain` for fatal input errors).
    static func error(_ message: String) {
        writeLine(message, to: 2)
    }

    static func writeLine(_ line: String, to descriptor: Int32) {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
