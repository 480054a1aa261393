import Foundation

/// The layouts of recently drawn or measured strings, so that `draw(_:)` code drawing the same
/// string with the same attributes every time shapes it once.
///
/// Bounded: when it holds `capacity` layouts it forgets them all and starts again, which keeps a
/// steady set of strings cached and a stream of new ones from growing memory.
@MainActor
enum TextLayoutCache {
    static let capacity = 512
    private static var layouts: [TextLayout.Key: TextLayout] = [:]

    /// The layout for `key`, built only if it is not cached.
    static func layout(for key: TextLayout.Key) -> TextLayout {
        if let cached = layouts[key] { return cached }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let built = TextLayout(key)
        layouts[key] = built
        return built
    }
}
