import Foundation

/// Drawing siblings by their layers' `zPosition`: a stable sort, so that siblings at equal
/// positions keep their order. Until some layer is given a position the render path does not look.
@MainActor
enum LayerZOrder {
    /// Set once any layer has had a non-zero `zPosition`; never cleared, so the cost of looking
    /// is only paid by apps that use positions.
    static var isInUse = false

    /// `items` back to front by `z`, or nil when all are at 0 (their order stands).
    static func ordered<Item>(_ items: [Item], by z: (Item) -> CGFloat) -> [Item]? {
        guard isInUse, items.count > 1, items.contains(where: { z($0) != 0 }) else { return nil }
        return items.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
    }
}

extension UIView {
    /// The view's layer's `zPosition`, without making the layer.
    var layerZPosition: CGFloat { storedLayer?.zPosition ?? 0 }
}

@MainActor
extension LayerStackEntry {
    /// The entry's layer's `zPosition`.
    var zPosition: CGFloat {
        switch self {
        case .sublayer(let layer): layer.zPosition
        case .subview(let view): view.layerZPosition
        }
    }
}
