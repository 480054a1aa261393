// What making `UIResponder` an `NSObject` costs (issue 15): the heap block of a `UIView` and a
// `UIViewController`, the time to create and free one, and the time HelloWindow takes from exec to
// the end of its first frame on the headless backend.
//
//   swift build -c release --product ResponderBench
//   .build/release/ResponderBench [PATH-TO-HelloWindow]
//
// Built against the library before and after the change, the figures go in Benchmarks/README.md.
import Foundation
import Windowing

#if canImport(Glibc)
import Glibc
#endif

func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The usable size of the heap block `object` lives in (glibc's malloc_usable_size, which the
/// Glibc module does not import).
func blockSize(_ object: AnyObject) -> Int {
    typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
    guard let symbol = dlsym(nil, "malloc_usable_size") else { return -1 }
    return unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(object).toOpaque())
}

/// Nanoseconds per object to create `count` objects with `make` and free them, median of 7 rounds.
@MainActor
func creationTime(count: Int, _ make: () -> AnyObject) -> Double {
    var rounds: [Double] = []
    for _ in 0..<7 {
        var objects: [AnyObject] = []
        objects.reserveCapacity(count)
        let start = nanoseconds()
        for _ in 0..<count { objects.append(make()) }
        objects.removeAll(keepingCapacity: true)
        rounds.append(Double(nanoseconds() - start) / Double(count))
    }
    return median(rounds)
}

/// Milliseconds from spawn to exit of `path` with the headless backend and
/// WINDOWING_EXIT_AFTER_FIRST_FRAME=1, median of `runs`.
func launchTime(_ path: String, runs: Int) -> Double? {
    var environment = ProcessInfo.processInfo.environment
    environment["WINDOWING_BACKEND"] = "headless"
    environment["WINDOWING_EXIT_AFTER_FIRST_FRAME"] = "1"
    environment["WINDOWING_TRACE"] = nil
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var times: [Double] = []
    for _ in 0..<runs {
        var pid = pid_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
        let start = nanoseconds()
        let status = posix_spawn(&pid, path, &actions, nil, argv, envp)
        posix_spawn_file_actions_destroy(&actions)
        free(argv[0])
        guard status == 0 else { return nil }
        var exitStatus: Int32 = 0
        waitpid(pid, &exitStatus, 0)
        times.append(Double(nanoseconds() - start) / 1e6)
        guard exitStatus == 0 else { return nil }
    }
    return median(times)
}

@MainActor
func main() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let controller = UIViewController()
    print("UIView: heap block \(blockSize(view)) bytes")
    print("UIViewController: heap block \(blockSize(controller)) bytes")
    let viewTime = creationTime(count: 100_000) { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    print(String(format: "UIView(frame:) created and freed: %.1f ns", viewTime))
    let controllerTime = creationTime(count: 100_000) { UIViewController() }
    print(String(format: "UIViewController() created and freed: %.1f ns", controllerTime))
    if let path = CommandLine.arguments.dropFirst().first {
        if let time = launchTime(path, runs: 21) {
            print(String(format: "HelloWindow headless, exec to first frame and exit: %.1f ms (median of 21)", time))
        } else {
            print("HelloWindow headless: \(path) did not run to its first frame")
        }
    }
}

MainActor.assumeIsolated { main() }
