import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program under test, run in its own process with its output captured to files, and stopped
/// only by the PID it was started with.
///
/// It is spawned with `posix_spawn` and an empty signal mask: children of the test runner would
/// otherwise inherit blocked signals, and an app's SIGTERM handling could not be tested.
public final class AppProcess {
    public struct SpawnError: Error, CustomStringConvertible {
        public let description: String
    }

    public let pid: pid_t
    private let outputPath: String
    private let errorPath: String
    private var exitStatus: Int32?

    /// Starts `executable` with `arguments` and exactly `environment`.
    public init(executable: String, arguments: [String] = [], environment: [String: String]) throws {
        let base = NSTemporaryDirectory() + "app-\(UUID().uuidString)"
        outputPath = base + ".out"
        errorPath = base + ".err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw SpawnError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    /// Waits up to `timeout` seconds for the process to exit; its exit status, or nil if it is still running.
    @discardableResult
    public func wait(timeout: Double) -> Int32? {
        _ = waitUntil(timeout: timeout, step: 0.01) { !isRunning }
        return exitStatus
    }

    /// Whether the process has not exited yet (reaps it once it has).
    public var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        // WIFEXITED/WEXITSTATUS are macros; a signal death is reported as 128 + signal, as shells do.
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return false
    }

    /// Sends `signal` to the process (by its PID).
    public func send(_ signal: Int32) { if isRunning { kill(pid, signal) } }

    /// Everything the process wrote to standard output so far.
    public var standardOutput: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
    /// Everything the process wrote to standard error so far.
    public var standardError: String { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = wait(timeout: 5)
        }
        unlink(outputPath)
        unlink(errorPath)
    }

    /// A product built beside the running test binary (`.build/<config>/<name>`).
    public static func builtProduct(named name: String) -> String {
        let runner =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
        // The runner may live inside a bundle directory (`…/WindowingPackageTests.xctest/…`).
        while directory.pathComponents.count > 1,
            !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent(name).path
    }
}
