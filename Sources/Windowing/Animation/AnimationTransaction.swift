import Foundation

/// The animation block being run: while `UIView.animate(…)`'s `animations` closure (or a property
/// animator's) runs, every animatable property set on a view reports here first, with its old
/// value still in place, and the block's end turns each change into an animation.
///
/// Blocks nest: an inner block inherits the outer one's duration and curve unless its options
/// override them, as UIKit's do. `performWithoutAnimation` pushes a block that records nothing.
@MainActor
final class AnimationTransaction {
    /// The innermost block being run, nil outside every block.
    private(set) static var current: AnimationTransaction?
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled = true

    struct Change {
        let view: UIView
        let property: AnimatedProperty
        let from: AnimatedValue
        let fromBackground: UIColor?
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let timing: AnimationTiming
    let options: UIView.AnimationOptions
    /// False for `performWithoutAnimation` and while animations are disabled: nothing is recorded.
    let records: Bool
    /// How a keyframe block's values are blended; nil for other blocks.
    let keyframeMode: KeyframeTrack.Mode?
    private let parent: AnimationTransaction?
    private(set) var changes: [Change] = []
    private var recorded: Set<AnimationKey> = []
    /// What each `UIView.addKeyframe` block in this block did to each property it changed.
    private var keyframes: [AnimationKey: [KeyframeTrack.Keyframe]] = [:]
    /// The properties the keyframe block being run changed, in order, while one runs.
    private var keyframeTouches: [(key: AnimationKey, view: UIView, property: AnimatedProperty)]?

    private init(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions,
        records: Bool, keyframeMode: KeyframeTrack.Mode? = nil, parent: AnimationTransaction?
    ) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.records = records
        self.keyframeMode = keyframeMode
        self.parent = parent
    }

    /// Runs `block` as an animation block and returns the changes it made. Duration and curve
    /// come from the enclosing block unless `options` override them.
    static func record(
        duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions,
        keyframeMode: KeyframeTrack.Mode? = nil, _ block: () -> Void
    ) -> AnimationTransaction {
        let parent = current
        var duration = duration
        var timing = timing
        if let parent, parent.records {
            if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
            if !options.contains(.overrideInheritedCurve), case .cubic = timing { timing = parent.timing }
        }
        let transaction = AnimationTransaction(
            duration: duration, delay: delay, timing: timing, options: options,
            records: animationsEnabled && (parent?.records ?? true), keyframeMode: keyframeMode, parent: parent)
        current = transaction
        block()
        current = parent
        return transaction
    }

    /// Runs `block` with nothing animated, even inside an animation block.
    static func withoutAnimation(_ block: () -> Void) {
        let parent = current
        current = AnimationTransaction(
            duration: 0, delay: 0, timing: .cubic(.linear), options: [], records: false, parent: parent)
        block()
        current = parent
    }

    /// Called by the setters of the animatable properties before they change `property` of `view`.
    static func willChange(_ view: UIView, _ property: AnimatedProperty) {
        guard let transaction = current, transaction.records else { return }
        transaction.note(view, property)
    }

    private func note(_ view: UIView, _ property: AnimatedProperty) {
        let key = AnimationKey(view: ObjectIdentifier(view), property: property)
        if keyframeTouches != nil, keyframeTouches?.contains(where: { $0.key == key }) == false {
            keyframeTouches?.append((key, view, property))
        }
        guard recorded.insert(key).inserted else { return }
        let engine = AnimationEngine.shared
        let from =
            options.contains(.beginFromCurrentState)
            ? engine.presentationValue(of: view, property) ?? view.modelValue(of: property)
            : view.modelValue(of: property)
        changes.append(
            Change(
                view: view, property: property, from: from,
                fromBackground: property == .backgroundColor ? view.backgroundColor : nil))
    }

    /// Runs one keyframe of a keyframe block: `block`'s changes, each property's value after it
    /// kept as a keyframe from `start` for `duration` (fractions of the whole animation).
    func recordKeyframe(start: Double, duration: Double, _ block: () -> Void) {
        let outer = keyframeTouches
        keyframeTouches = []
        block()
        let touched = keyframeTouches ?? []
        keyframeTouches = outer
        for (key, view, property) in touched {
            keyframes[key, default: []].append(
                KeyframeTrack.Keyframe(start: start, duration: duration, value: view.modelValue(of: property)))
        }
    }

    /// The recorded changes whose model value really changed (or, with keyframes, changed on the
    /// way), as animations of `group`.
    func animations(in group: AnimationGroup, startProgress: Double = 0) -> [PropertyAnimation] {
        changes.compactMap { change in
            let key = AnimationKey(view: ObjectIdentifier(change.view), property: change.property)
            var track: KeyframeTrack?
            if let keyframeMode, let frames = keyframes[key], !frames.isEmpty {
                guard frames.contains(where: { $0.value != change.from }) else { return nil }
                track = KeyframeTrack(from: change.from, keyframes: frames, mode: keyframeMode)
            } else if change.view.modelValue(of: change.property) == change.from {
                return nil
            }
            return PropertyAnimation(
                view: change.view, property: change.property, from: change.from,
                fromBackground: change.fromBackground, group: group, startProgress: startProgress, track: track)
        }
    }
}
