import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A private Xvfb for one test, which picks its own display number and is stopped by PID.
///
/// The server is started with `-displayfd`, so no display number is guessed (this machine may
/// already run servers on fixed numbers), and with `-noreset`, so clients disconnecting do not make
/// it regenerate (20 ms per later connection, and lost root properties).
public final class XvfbServer {
    /// Why Xvfb could not be started, with the install hint.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The X display name clients connect to, such as ":1".
    public let displayName: String
    private let process: Process
    private let logURL: URL

    /// The server's process id.
    public var pid: Int32 { process.processIdentifier }
    /// False once the server exited.
    public var isRunning: Bool { process.isRunning }

    /// Starts `/usr/bin/Xvfb` with one screen of `width`×`height` at depth 24 and waits until it listens.
    ///
    /// - Throws: `StartError` if the binary is missing or the server does not report a display within 10 s.
    public init(width: Int = 800, height: Int = 600, executable: String = "/usr/bin/Xvfb") throws {
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let readiness = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // Foundation closes every descriptor above 2 in the child, so the display number comes back on stdout.
        process.arguments = ["-displayfd", "1", "-noreset", "-nolisten", "tcp", "-screen", "0", "\(width)x\(height)x24"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = readiness
        process.standardError = try FileHandle(forWritingTo: logURL)
        do {
            try process.run()
        } catch {
            throw StartError(description: Self.failure("\(executable) did not start (\(error))"))
        }
        let number = Self.readDisplayNumber(from: readiness.fileHandleForReading.fileDescriptor, timeout: 10)
        guard let number else {
            let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
            Self.terminate(process)
            try? FileManager.default.removeItem(at: logURL)
            throw StartError(description: Self.failure("it reported no display within 10 s; its log:\n\(log)"))
        }
        displayName = ":\(number)"
        FileHandle.standardError.write("STARTED \(Date())\n".data(using: .utf8)!)
    }

    private static func failure(_ reason: String) -> String {
        "Xvfb could not be started: \(reason); install it with `apt-get install xvfb`"
    }

    /// Reads digits from `descriptor` until a newline, or nil at end of file or after `timeout` seconds.
    private static func readDisplayNumber(from descriptor: Int32, timeout: Double) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < deadline {
            var pollDescriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let waitMilliseconds = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&pollDescriptor, 1, waitMilliseconds) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(UnicodeScalar(byte)))
        }
        return nil
    }

    /// Stops the server: SIGTERM, up to 5 s to exit, then SIGKILL. Safe to call more than once.
    public func stop() {
        Self.terminate(process)
        try? FileManager.default.removeItem(at: logURL)
    }

    private static func terminate(_ process: Process) {
        FileHandle.standardError.write("STOP \(Date()) \(process.isRunning) \((try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? "")\n".data(using: .utf8)!)
        defer { FileHandle.standardError.write("STOPPED \(Date()) \(process.isRunning)\n".data(using: .utf8)!) }
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        if waitUntil(timeout: 5, { !process.isRunning }) { return }
        kill(process.processIdentifier, SIGKILL)
        waitUntil(timeout: 5) { !process.isRunning }
    }

    deinit {
        stop()
    }
}
