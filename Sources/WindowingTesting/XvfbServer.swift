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
///
/// It is spawned with `posix_spawn` rather than Foundation's `Process`: under the test runner,
/// `Process` children inherit a mask that blocks SIGTERM, so Xvfb could only be stopped with SIGKILL
/// (leaving its lock file behind) after a long wait.
public final class XvfbServer {
    /// Why Xvfb could not be started, with the install hint.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The X display name clients connect to, such as ":1".
    public let displayName: String
    /// The server's process id.
    public let pid: pid_t
    private let logPath: String
    private var hasExited = false

    /// Starts Xvfb with one screen of `width`×`height` at `depth` and waits until it accepts clients.
    ///
    /// - Throws: `StartError` if the binary is missing or the server reports no display within 10 s.
    public init(width: Int = 800, height: Int = 600, depth: Int = 24, executable: String = "/usr/bin/Xvfb") throws {
        logPath = NSTemporaryDirectory() + "xvfb-\(UUID().uuidString).log"
        var readiness: [Int32] = [0, 0]
        guard pipe(&readiness) == 0 else {
            throw StartError(description: Self.failure("pipe failed with errno \(errno)"))
        }
        // Neither end may leak into other children; the child gets the write end through dup2.
        readiness.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
        defer { close(readiness[0]) }
        // The write end becomes the child's stdout, so the display number arrives on fd 1.
        let arguments = [
            executable, "-displayfd", "1", "-noreset", "-nolisten", "tcp", "-screen", "0",
            "\(width)x\(height)x\(depth)",
        ]
        let spawned = Self.spawn(arguments, stdout: readiness[1], stderrPath: logPath)
        close(readiness[1])
        switch spawned {
        case .success(let pid):
            self.pid = pid
        case .failure(let error):
            let reason = String(cString: strerror(error.code))
            throw StartError(description: Self.failure("\(executable) did not start (\(reason))"))
        }
        guard let number = Self.readDisplayNumber(from: readiness[0], timeout: 10) else {
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            Self.terminate(self.pid)
            unlink(logPath)
            throw StartError(description: Self.failure("it reported no display within 10 s; its log:\n\(log)"))
        }
        displayName = ":\(number)"
    }

    private static func failure(_ reason: String) -> String {
        "Xvfb could not be started: \(reason); install it with `apt-get install xvfb`"
    }

    /// Stops the server: SIGTERM, up to 5 s to exit, then SIGKILL. Safe to call more than once.
    public func stop() {
        guard !hasExited else { return }
        hasExited = true
        Self.terminate(pid)
        unlink(logPath)
    }

    deinit {
        stop()
    }
}

extension XvfbServer {
    /// A `posix_spawn` failure, as its errno value.
    struct SpawnError: Error {
        let code: Int32
    }

    /// Spawns `arguments` with default signal handling and an empty signal mask, stdout on
    /// `stdout` and stderr appended to `stderrPath`.
    static func spawn(_ arguments: [String], stdout: Int32, stderrPath: String) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        // Default dispositions matter: an Xvfb that inherits SIGUSR1 ignored signals its parent when ready.
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, &envp)
        return status == 0 ? .success(pid) : .failure(SpawnError(code: status))
    }

    /// Reads digits from `descriptor` until a newline; nil at end of file or after `timeout` seconds.
    static func readDisplayNumber(from descriptor: Int32, timeout: Double) -> Int? {
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

    /// SIGTERM, then SIGKILL if the process has not exited within 5 s; reaps it either way.
    static func terminate(_ pid: pid_t) {
        kill(pid, SIGTERM)
        if waitUntil(timeout: 5, { hasExited(pid) }) { return }
        kill(pid, SIGKILL)
        waitUntil(timeout: 5) { hasExited(pid) }
    }

    /// Reaps `pid` if it exited; true once it is gone (or was reaped by someone else).
    private static func hasExited(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        return result == pid || (result == -1 && errno == ECHILD)
    }
}
