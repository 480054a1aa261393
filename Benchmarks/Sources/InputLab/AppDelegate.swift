import UIKit

/// InputLab: the app the input benchmark and the input fuzz test run. It is not a sample for
/// learners (HelloWindow is); it is kept small because it also documents how input reaches views.
///
/// `INPUTLAB_MODE` picks what it shows (see Benchmarks/README.md, "Input"):
/// - `grid`: 1,000 small views; a drag hit-tests all of them on every move. Before `ready` it
///   prints `hittest <CPU ns of one hit test>`, when the touch ends `ended <ns>`, and at exit
///   `moved <touchesMoved calls> last <x>,<y>`.
/// - `latency`: one full-window button whose `.touchUpInside` action prints `action <ns>`.
/// - `field`, `textview`, `paste`: a text field or text view that prints `drawn <ns>` once the
///   frame after each change is sent (TypingViewController.swift).
/// - `fuzz` (the default): two windows of buttons, draggable views, nested views and a view that
///   takes keys, with every touch and press checked; at exit it prints
///   `leaked <open touches> highlighted <highlighted controls> touches <began> presses <began>`.
///
/// Every mode prints `ready` once its first frame is on screen. Times are CLOCK_MONOTONIC in ns.
/// Anything that breaks UIKit's input rules is reported on standard error as `InputLab: …`.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // No Info.plist: the scene is configured in code (behaviour 2b.5).
        let configuration = UISceneConfiguration(name: "InputLab", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    /// SIGTERM and a close request both end here, after the scene disconnected.
    func applicationWillTerminate(_ application: UIApplication) {
        Lab.printSummary()
    }
}

/// What the running mode reports, and the clock it reports with.
@MainActor
enum Lab {
    enum Mode: String {
        case grid, latency, fuzz, field, textview, paste
    }

    static let mode: Mode = {
        let name = ProcessInfo.processInfo.environment["INPUTLAB_MODE"] ?? "fuzz"
        guard let mode = Mode(rawValue: name) else {
            FileHandle.standardError.write(
                Data(
                    "InputLab: INPUTLAB_MODE must be grid, latency, fuzz, field, textview or paste, not '\(name)'\n"
                        .utf8))
            exit(2)
        }
        return mode
    }()

    /// Set by the grid's cells: touchesMoved calls and the last location, in window coordinates.
    static var moved = 0
    static var lastLocation = CGPoint.zero

    /// Prints `ready` once every window of the mode has shown its first frame.
    static func viewDidAppear() {
        appeared += 1
        if appeared == (mode == .fuzz ? 2 : 1) { print("ready") }
    }
    private static var appeared = 0

    static func printSummary() {
        switch mode {
        case .grid: print("moved \(moved) last \(Int(lastLocation.x)),\(Int(lastLocation.y))")
        case .latency, .field, .textview, .paste: break
        case .fuzz: print(InputLedger.shared.summary)
        }
    }

    /// CLOCK_MONOTONIC (the clock the benchmark's sender reads too) or another clock, in nanoseconds.
    static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Int64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// Reports a broken rule on standard error, where the fuzz test looks for it.
    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("InputLab: \(message)\n".utf8))
    }
}
