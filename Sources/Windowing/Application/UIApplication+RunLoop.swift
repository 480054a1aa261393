import Foundation

#if canImport(Glibc)
import Glibc
#endif

// The run loop: RunLoop.main runs with the X connection as a Dispatch read source on the main
// queue, so DispatchQueue.main.async, Task { @MainActor in }, Timer and RunLoop.main.perform all
// work, and X events are handled as soon as they arrive. Layout and display run once per turn,
// after the event batch, for the windows that marked work.
extension UIApplication {
    /// Runs the event loop until the app terminates (`UIApplicationMain` never sees it return,
    /// because termination ends the process; tests replace that and get control back).
    func run() {
        isRunning = true
        if let descriptor = backend?.eventFileDescriptor {
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { UIApplication.current?.pumpPlatformEvents() } }
            source.resume()
            runLoopSources.append(source)
        }
        // Work queued before the loop started (by launch callbacks) runs in the first turn.
        commitIfNeeded()
        while !isTerminating {
            pumpPlatformEvents()
            commitIfNeeded()
            // Xlib may have queued events while we worked; they must be read before sleeping. The
            // run loop still gets a non-blocking pass, so timers and the main queue are not starved
            // by a flood of input.
            let hasQueuedEvents = backend?.flush() == true
            if !hasQueuedEvents { prepareWindowsWaitingForMap() }
            _ = RunLoop.main.run(mode: .default, before: hasQueuedEvents ? Date() : .distantFuture)
        }
        isRunning = false
    }

    /// Reads and handles everything the window system has, then commits.
    func pumpPlatformEvents() {
        guard !isTerminating, let backend else { return }
        let events = backend.drainEvents()
        guard !events.isEmpty else { return }
        handle(events)
        commitIfNeeded()
    }

    /// SIGTERM, SIGINT and SIGHUP end the app in order: its scenes disconnect, then
    /// applicationWillTerminate, and the trace file is completed. Installed before launch, so a
    /// signal that arrives during the launch callbacks waits for the run loop instead of killing
    /// the process. SIGHUP is what a closed terminal or an ended login session sends; its default
    /// action would end the process with no callback and a trace cut short.
    static func installTerminationSignals() {
        for signalNumber in [SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { UIApplication.current?.terminateFromSignal() } }
            source.resume()
            signalSources.append(source)
        }
    }

    func terminateFromSignal() {
        Trace.note("termination signal received")
        disconnectAllScenes()
        terminate(status: 0)
    }

    /// Ending the whole app: each scene resigns and disconnects (behaviour 4.7's termination order).
    func disconnectAllScenes() {
        for scene in sceneRegistry.scenes {
            scene.resignActive()
            scene.disconnect()
        }
    }

    // MARK: - Once per turn

    func windowNeedsAppearance(_ window: UIWindow) {
        frameScheduler.windowNeedsAppearance(window)
        scheduleCommitPass()
    }

    /// `viewWillAppear` and the map request for windows shown since the last launch step or turn.
    func startPendingAppearances() {
        for window in frameScheduler.takeAppearances() { window.beginAppearance(in: self) }
    }

    func scheduleCommit(of window: UIWindow) {
        frameScheduler.windowNeedsCommit(window)
        scheduleCommitPass()
    }

    func scheduleSceneRequests() { scheduleCommitPass() }

    func scheduleCommitPass() {
        guard isRunning, frameScheduler.claimPass() else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { UIApplication.current?.commitIfNeeded() } }
    }

    /// Starts pending appearances, then lays out and displays every window that marked work.
    func commitIfNeeded() {
        frameScheduler.beginPass()
        guard !isTerminating else { return }
        runPendingSceneRequests()
        guard !isTerminating else { return }
        startPendingAppearances()
        for window in frameScheduler.takeCommits() { window.commit() }
        debugObserver?.applicationDidCommit(self)
    }

    // MARK: - First frame

    /// Called after every present; the first one serves the screenshot and benchmark switches.
    func windowDidPresent(_ window: UIWindow) {
        guard frameScheduler.didPresent() else { return }
        if let path = ProcessEnvironment.value("WINDOWING_SCREENSHOT"), !path.isEmpty {
            saveScreenshot(of: window, to: path)
        }
        if ProcessEnvironment.value("WINDOWING_EXIT_AFTER_FIRST_FRAME") == "1" {
            // The benchmark contract: the monotonic time of the first presented frame, once the
            // server has it (without MIT-SHM a present only flushes), then exit.
            backend?.synchronize()
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            print("first-frame \(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))")
            fflush(nil)
            exit(0)
        }
    }

    private func saveScreenshot(of window: UIWindow, to path: String) {
        guard let id = window.platformWindow, let image = backend?.capture(id) else {
            Diagnostics.warning("WINDOWING_SCREENSHOT: could not read the window back from the window system")
            return
        }
        do throws(PrivateFile.WriteError) {
            try image.writePNG(to: path)
            Trace.note("screenshot of the first frame written to \(path)")
        } catch {
            Diagnostics.warning(
                "WINDOWING_SCREENSHOT: cannot write '\(path)' (\(error.reason)); check that its folder exists and "
                    + "is writable")
        }
    }
}
