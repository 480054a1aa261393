import Foundation

/// Runs the animations added to layers (`CALayer.add(_:forKey:)`, and the implicit ones of
/// layers the app made): once a frame it works out what each shows, damages what moved, and
/// calls the delegates; the window's render pass draws with those values in place of the model's.
@MainActor
final class LayerAnimator {
    static let shared = LayerAnimator()

    /// An animation on a layer.
    @MainActor
    final class Running {
        /// Weak: an animation does not keep its layer (or the layer's view) alive; one whose
        /// layer is gone is dropped at the next frame.
        weak var layer: CALayer?
        /// Whether the layer was in a window when the animation was added: leaving it removes
        /// the animation, as UIKit's does for a layer taken out of the window.
        let beganInWindow: Bool
        let key: String
        let animation: CAAnimation
        let begin: TimeInterval
        var started = false
        var ended = false
        /// What it shows at the last frame.
        var shown: [(LayerKey, LayerValue)] = []

        init(layer: CALayer, key: String, animation: CAAnimation, begin: TimeInterval) {
            self.layer = layer
            beganInWindow = layer.hostView?.hostWindow != nil
            self.key = key
            self.animation = animation
            self.begin = begin
        }
    }

    private(set) var running: [Running] = []
    private var serial = 0
    private var warnedKeyPaths: Set<String> = []
    /// Set while presentation values are written into layers: their setters then damage nothing.
    static var isApplyingPresentation = false

    /// Whether frames are needed: an animation has not yet ended (ended ones kept by their fill
    /// mode show fixed values).
    var hasWork: Bool { running.contains { !$0.ended } }

    func reset() {
        running.removeAll()
        warnedKeyPaths.removeAll()
    }

    // MARK: - Adding and removing

    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String?) {
        let copy = animation.makeCopy()
        warnAboutUnknownKeyPaths(in: copy)
        let name = key ?? nextKey()
        if key != nil { remove(from: layer, key: name) }
        let now = FrameClock.shared.now
        let begin = copy.beginTime > 0 && copy.beginTime.isFinite ? copy.beginTime : now
        let entry = Running(layer: layer, key: name, animation: copy, begin: begin)
        // What it shows before its first frame, so a repaint before then shows it too.
        entry.shown = copy.evaluate(at: now - begin) { $0.value(of: layer) }.values
        running.append(entry)
        CATransaction.animationWasAdded(copy)
        damage([layer])
        FrameClock.shared.setNeedsFrames()
    }

    private func nextKey() -> String {
        serial += 1
        return "windowing.animation.\(serial)"
    }

    /// Removes the animation for `key`; its delegate hears it stopped unfinished.
    func remove(from layer: CALayer, key: String) {
        let removed = running.filter { $0.layer === layer && $0.key == key }
        guard !removed.isEmpty else { return }
        running.removeAll { $0.layer === layer && $0.key == key }
        stopped(removed, finished: false)
    }

    func removeAll(from layer: CALayer) {
        let removed = running.filter { $0.layer === layer }
        guard !removed.isEmpty else { return }
        running.removeAll { $0.layer === layer }
        stopped(removed, finished: false)
    }

    func animation(of layer: CALayer, forKey key: String) -> CAAnimation? {
        running.first { $0.layer === layer && $0.key == key }?.animation
    }

    /// What the animations of `layer` show at the last frame, in the order they were added.
    func shownValues(of layer: CALayer) -> [(LayerKey, LayerValue)] {
        running.filter { $0.layer === layer }.flatMap(\.shown)
    }

    func keys(of layer: CALayer) -> [String] { running.filter { $0.layer === layer }.map(\.key) }

    private func stopped(_ entries: [Running], finished: Bool) {
        damage(entries.compactMap(\.layer), withPresentation: false)
        for entry in entries {
            let animation = entry.animation
            animation.delegate?.animationDidStop(animation, finished: finished)
            CATransaction.animationDidStop(animation)
        }
    }

    private func warnAboutUnknownKeyPaths(in animation: CAAnimation) {
        let paths: [String?]
        if let property = animation as? CAPropertyAnimation {
            paths = [property.keyPath]
        } else if let group = animation as? CAAnimationGroup {
            paths = (group.animations ?? []).compactMap { ($0 as? CAPropertyAnimation)?.keyPath }
        } else {
            paths = []
        }
        for path in paths where LayerKey(keyPath: path) == nil {
            let name = path ?? "nil"
            guard warnedKeyPaths.insert(name).inserted else { continue }
            LayerWarnings.warn(
                "CAAnimation: the key path \"\(name)\" is not animated by Windowing; the animation shows nothing. "
                    + "Animatable: \(LayerKey.knownKeyPaths.joined(separator: ", "))")
        }
    }

    // MARK: - Frames

    /// Works out what every animation shows at `time`, damages what moved, and tells delegates
    /// which animations started and which ended.
    func tick(at time: TimeInterval) {
        guard !running.isEmpty else { return }
        dropAnimationsOfLayersGone()
        let layers = running.compactMap(\.layer)
        damage(layers)
        var started: [CAAnimation] = []
        var ended: [Running] = []
        for entry in running where !entry.ended {
            guard let layer = entry.layer else { continue }
            let (values, didEnd) = entry.animation.evaluate(at: time - entry.begin) { key in key.value(of: layer) }
            entry.shown = values
            if !entry.started, time >= entry.begin {
                entry.started = true
                started.append(entry.animation)
            }
            if didEnd {
                entry.ended = true
                ended.append(entry)
            }
        }
        running.removeAll { $0.ended && $0.animation.isRemovedOnCompletion }
        damage(layers)
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for entry in ended {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            CATransaction.animationDidStop(entry.animation)
        }
    }

    /// Drops the animations of layers that are gone, and (unfinished, telling their delegates)
    /// of layers that left the window they were added in.
    private func dropAnimationsOfLayersGone() {
        let gone = running.filter { entry in
            guard let layer = entry.layer else { return true }
            return entry.beganInWindow && layer.hostView?.hostWindow == nil
        }
        guard !gone.isEmpty else { return }
        running.removeAll { entry in gone.contains { $0 === entry } }
        // Nobody is told of a layer that is gone, but its transaction stops waiting; the delegate of
        // one taken out of its window is told.
        for entry in gone where entry.layer == nil { CATransaction.animationDidStop(entry.animation) }
        stopped(gone.filter { $0.layer != nil }, finished: false)
    }

    /// Damages what each of `layers` covers, with the presentation values in place.
    private func damage(_ layers: [CALayer], withPresentation: Bool = true) {
        let hosts = layers.compactMap(\.hostView)
        guard !hosts.isEmpty else { return }
        if withPresentation {
            withPresentationValues(in: nil) { for host in hosts { host.invalidateVisual() } }
        } else {
            for host in hosts { host.invalidateVisual() }
        }
    }

    /// Whether an animation shows something in `window` (the window then repaints rather than moves pixels).
    func animates(in window: UIWindow) -> Bool {
        running.contains { !$0.shown.isEmpty && $0.layer?.hostView?.hostWindow === window }
    }

    /// Runs `body` with what the animations show (those in `window`, or all when nil) written
    /// into their layers, then puts the model values back.
    func withPresentationValues(in window: UIWindow?, _ body: () -> Void) {
        let entries = running.filter { entry in
            !entry.shown.isEmpty && entry.layer != nil
                && (window == nil || entry.layer?.hostView?.hostWindow === window)
        }
        guard !entries.isEmpty, !Self.isApplyingPresentation else { return body() }
        Self.isApplyingPresentation = true
        var restores: [() -> Void] = []
        var saved: Set<SavedProperty> = []
        for entry in entries {
            guard let layer = entry.layer else { continue }
            for (key, value) in entry.shown {
                if saved.insert(SavedProperty(layer: ObjectIdentifier(layer), key: key.base)).inserted {
                    restores.append(key.base.saved(from: layer))
                }
                key.show(value, in: layer)
            }
        }
        Self.isApplyingPresentation = false
        body()
        Self.isApplyingPresentation = true
        for restore in restores.reversed() { restore() }
        Self.isApplyingPresentation = false
    }

    private struct SavedProperty: Hashable {
        let layer: ObjectIdentifier
        let key: LayerKey
    }
}
