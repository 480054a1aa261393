import Foundation

extension UIWindow {
    /// Whether one damaged rectangle holds the whole window, so that `addDamage(_:)` of any
    /// rectangle would change nothing.
    var damageCoversBounds: Bool {
        let whole = bounds
        // A loop, not `contains(where:)`: a closure made on the main actor and passed to the
        // standard library checks its executor on every call, and this runs for every frame set.
        for rect in damage where rect.contains(whole) { return true }
        return false
    }
}
