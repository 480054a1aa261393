import Foundation

extension UIWindow {
    /// Whether one damaged rectangle holds the whole window, so that `addDamage(_:)` of any
    /// rectangle would change nothing.
    var damageCoversBounds: Bool {
        let whole = bounds
        return damage.contains { $0.contains(whole) }
    }
}
