import Foundation

// Entry points for tests (reached with @testable import): launching without UIApplicationMain's
// process exit and run loop, and turning the loop by hand.
extension UIApplication {
    /// Launches like `UIApplicationMain` does, on `backend`, and returns the application object.
    static func launchForTesting(
        principal: UIApplication.Type = UIApplication.self, delegate: UIResponder.Type?,
        infoPlist: InfoPlist? = nil, backend: PlatformBackend = HeadlessBackend(),
        moduleName: String = "WindowingTests",
        terminationHandler: @escaping (Int32) -> Void = { _ in }
    ) -> UIApplication {
        resetForTesting()
        var plan = LaunchPlan(
            principalClass: principal, delegateClass: delegate, infoPlist: infoPlist, moduleName: moduleName)
        plan.registry = TypeRegistry(moduleName: moduleName)
        TerminationOverride.handler = terminationHandler
        do {
            return try launch(plan, backend: backend)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Forgets the application object so the next test can create one.
    static func resetForTesting() {
        if let current, !current.isTerminating {
            current.isTerminating = true
            current.backend?.shutdown()
        }
        // Released after the assignment: a window going with the old app reads `current` in its deinit.
        let previous = current
        current = nil
        Inspector.current = nil
        Trace.log = nil
        ControllerTransition.discardRunning()
        withExtendedLifetime(previous) {}
    }

    /// Handles queued window-system events and commits until nothing is left (at most `turns` times).
    func runUntilIdle(turns: Int = 50) {
        for _ in 0..<turns {
            guard !isTerminating, let backend else { return }
            let events = backend.drainEvents()
            handle(events)
            let hadWork = frameScheduler.hasWork || debugObserver?.hasPendingWork == true
            commitIfNeeded()
            if events.isEmpty && !hadWork { return }
        }
    }
}

/// The termination handler a test launch installs (the default one ends the process).
@MainActor
enum TerminationOverride {
    static var handler: ((Int32) -> Void)?
}
