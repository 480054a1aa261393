import UIKit

/// Switches that drive the app by itself, for the leak test and the benchmark:
/// - `MULTIWINDOW_CYCLE=N` opens a scene and closes it as soon as it has drawn, N times, then
///   prints `cycle:` lines (objects still alive, resident memory after the 10th and the Nth close,
///   attached segments) and closes the first window, which ends the app (with
///   `MULTIWINDOW_CYCLE_HOLD=1` it stays up instead, for a test to inspect it).
/// - `MULTIWINDOW_BENCH=N` opens N scenes one after another and keeps them; it prints one
///   `bench: activation-to-first-frame <ns>` line per scene and `bench: rss-kib <open windows> <KiB>`
///   before the first and after each, then ends the app.
@MainActor
enum Automation {
    private enum Mode {
        case cycle(total: Int)
        case bench(total: Int)
    }

    private static var mode: Mode?
    private static var closed = 0
    private static var residentAfterTenth = 0
    private static var requestTime: UInt64 = 0

    /// Automated runs print only their results, not every callback.
    static var isQuiet: Bool { mode != nil || Soak.isOn }

    static func startIfAsked() {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["MULTIWINDOW_CYCLE"], let total = Int(value), total > 0 {
            mode = .cycle(total: total)
        } else if let value = environment["MULTIWINDOW_BENCH"], let total = Int(value), total > 0 {
            mode = .bench(total: total)
        }
        Soak.start()
    }

    static func activationRequested() { requestTime = now() }

    /// A scene's first frame is on screen (its root controller's viewDidAppear).
    static func sceneAppeared(_ controller: NoteViewController) {
        switch mode {
        case .cycle:
            if controller.number == 1 {
                open()
            } else if let session = controller.view.window?.windowScene?.session {
                UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
            }
        case .bench(let total):
            if controller.number == 1 {
                print("bench: rss-kib 1 \(Ledger.residentKiB())")
            } else {
                print("bench: activation-to-first-frame \(now() - requestTime)")
                print("bench: rss-kib \(controller.number) \(Ledger.residentKiB())")
            }
            if controller.number <= total {
                open()
            } else {
                UIApplication.shared.terminateForAutomation()
            }
        case nil:
            break
        }
    }

    private static func open() {
        requestTime = now()
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            print("automation: activation refused: \(error)")
        }
    }

    static func sessionsDiscarded(_ count: Int) {
        guard case .cycle(let total) = mode else { return }
        closed += count
        if closed == 10 { residentAfterTenth = Ledger.residentKiB() }
        guard closed == total else {
            // Reopen from the first window once the closed scene's objects had a turn to go.
            DispatchQueue.main.async { MainActor.assumeIsolated { open() } }
            return
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { report(total: total) } }
    }

    private static func report(total: Int) {
        let alive = Ledger.alive()
        print(
            "cycle: closed \(closed) scenes, made \(Ledger.madeCount(.window)) windows, "
                + "\(Ledger.madeCount(.controller)) controllers, \(Ledger.madeCount(.view)) counted views, "
                + "\(Ledger.trackedViewCount) views in all, \(Ledger.madeCount(.scene)) scenes, "
                + "\(Ledger.madeCount(.sceneDelegate)) scene delegates"
        )
        print("cycle: alive " + alive.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        print("cycle: rss-kib after-10th \(residentAfterTenth) after-\(total)th \(Ledger.residentKiB())")
        print("cycle: attached-shm-segments \(Ledger.attachedSharedSegments())")
        fflush(nil)
        // With MULTIWINDOW_CYCLE_HOLD=1 the app stays up (until SIGTERM), so a test can count the
        // X resources it still holds.
        guard ProcessInfo.processInfo.environment["MULTIWINDOW_CYCLE_HOLD"] != "1" else { return }
        UIApplication.shared.terminateForAutomation()
    }

    static func willTerminate() {
        Soak.report()
        if mode != nil { fflush(nil) }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

extension UIApplication {
    /// Closes every scene through the public API; the last one ends the app.
    func terminateForAutomation() {
        for scene in connectedScenes {
            requestSceneSessionDestruction(scene.session, options: nil)
        }
    }
}
