import Foundation

/// Polls `condition` until it holds or `timeout` seconds passed, sleeping `step` seconds between tries.
///
/// Sleeping is only the step of this bounded loop, never a way to synchronise by itself.
///
/// - Returns: The condition's last value: false means the deadline passed first.
@discardableResult
public func waitUntil(timeout: Double = 5, step: Double = 0.005, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        Thread.sleep(forTimeInterval: step)
    }
}
