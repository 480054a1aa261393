import Foundation

/// The animations on screen: which property of which view animates, the presentation values
/// they give at each frame, the damage those values cause, and the completions that are due.
///
/// Each frame (`tick(at:)`, from the `FrameClock` after the display links) computes every
/// running group's progress and the presentation value of each of its animations, damages where
/// the animated views were and where they are now, retires the groups that ended and then calls
/// their completions in the order the groups began. The render pass draws with the presentation
/// values (`withPresentationValues(of:scale:_:)`); everything else sees the model values.
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()

    /// Every group that has animations or waits to end, in the order they began.
    private(set) var groups: [AnimationGroup] = []
    /// The animation of each property that animates; a new one replaces it (see `add`).
    private var active: [AnimationKey: PropertyAnimation] = [:]
    /// The presentation values of the animated views, as of the last frame.
    private var presented: [ObjectIdentifier: PresentedView] = [:]
    /// Completions to call at the next frame: groups that ended, were interrupted or had nothing to animate.
    private var dueCompletions: [() -> Void] = []
    /// How many views hit testing passes over while they animate (without `allowUserInteraction`);
    /// static so hit testing checks it without reaching the shared engine.
    private(set) static var nonInteractiveViewCount = 0

    /// Whether any animation runs or any completion is due.
    var hasWork: Bool { !groups.isEmpty || !dueCompletions.isEmpty }

    /// Forgets every animation without calling anything: for tests that start afresh.
    func reset() {
        groups.removeAll()
        active.removeAll()
        presented.removeAll()
        dueCompletions.removeAll()
        Self.nonInteractiveViewCount = 0
        LayerAnimator.shared.reset()
        CATransaction.reset()
    }

    // MARK: - Adding

    /// Adds `animation` to its group, replacing (interrupting) the animation of the same property.
    func add(_ animation: PropertyAnimation) {
        let group = animation.group
        if let old = active[animation.key] { detach(old, interrupted: true) }
        active[animation.key] = animation
        group.animations.append(animation)
        if !groups.contains(where: { $0 === group }) { groups.append(group) }
        let id = ObjectIdentifier(animation.view)
        var entry = presented[id] ?? PresentedView(view: animation.view)
        if entry.values[animation.property.rawValue] == nil {
            entry.values[animation.property.rawValue] = animation.from
        }
        if !group.options.contains(.allowUserInteraction) && group.animator == nil {
            entry.nonInteractiveAnimations += 1
            if entry.nonInteractiveAnimations == 1 { Self.nonInteractiveViewCount += 1 }
        }
        presented[id] = entry
        FrameClock.shared.setNeedsFrames()
    }

    /// Tracks a group that has no animations yet (a property animator not yet given any).
    func track(_ group: AnimationGroup) {
        if !groups.contains(where: { $0 === group }) { groups.append(group) }
        FrameClock.shared.setNeedsFrames()
    }

    /// Queues `completion` for the next frame.
    func enqueueCompletion(_ completion: @escaping () -> Void) {
        dueCompletions.append(completion)
        FrameClock.shared.setNeedsFrames()
    }

    // MARK: - Reading

    /// The presentation value of `property` of `view`, nil when it does not animate.
    func presentationValue(of view: UIView, _ property: AnimatedProperty) -> AnimatedValue? {
        presented[ObjectIdentifier(view)]?.values[property.rawValue]
    }

    /// Whether hit testing passes over `view` because it animates without `allowUserInteraction`.
    func suspendsInteraction(with view: UIView) -> Bool {
        Self.nonInteractiveViewCount > 0 && (presented[ObjectIdentifier(view)]?.nonInteractiveAnimations ?? 0) > 0
    }

    // MARK: - Frames

    /// Computes the frame at `time`, damages what moved, ends finished groups and calls the due completions.
    func tick(at time: TimeInterval) {
        if !presented.isEmpty { damagePresentedViews() }
        var ended: [AnimationGroup] = []
        for group in groups {
            let (fraction, didEnd) = group.fraction(at: time)
            let progress = group.progress(atFraction: fraction)
            for animation in group.animations {
                presented[ObjectIdentifier(animation.view)]?.values[animation.property.rawValue] =
                    animation.value(atProgress: progress)
            }
            if didEnd { ended.append(group) }
        }
        interruptAnimationsOfRemovedViews()
        // Queued before this frame, or by the interruptions just above.
        let due = dueCompletions
        dueCompletions.removeAll()
        for group in ended { end(group, at: time) }
        if !presented.isEmpty { damagePresentedViews() }
        for completion in due { completion() }
        runDueCompletionsOfEndedGroups()
    }

    /// Removes `group` and its animations; the model values stay, so the views show them.
    /// A property animator's group reports to the animator, which sets its position's values.
    func end(_ group: AnimationGroup, at time: TimeInterval) {
        let animations = group.animations
        // The whole group goes: emptied once, not searched once per animation (a grid of 100
        // views animating frame and alpha ends 300 animations in one frame).
        group.animations.removeAll()
        for animation in animations { detach(animation, interrupted: false, fromGroup: false) }
        groups.removeAll { $0 === group }
        if let animator = group.animator {
            endedCompletions.append { animator.groupDidReachEnd(with: animations) }
        } else if let completion = group.completion {
            group.completion = nil
            let finished = !group.wasInterrupted
            endedCompletions.append { completion(finished) }
        }
    }

    /// Recomputes the presentation values of `group` alone at `time` (a scrubbed property
    /// animator), with the damage, and calls nothing.
    func refresh(_ group: AnimationGroup, at time: TimeInterval) {
        let views = group.animations.map(\.view)
        withPresentationValues(of: views, scale: nil) { for view in views { view.invalidateVisual() } }
        let progress = group.progress(atFraction: group.fraction(at: time).fraction)
        for animation in group.animations where active[animation.key] === animation {
            presented[ObjectIdentifier(animation.view)]?.values[animation.property.rawValue] =
                animation.value(atProgress: progress)
        }
        withPresentationValues(of: views, scale: nil) { for view in views { view.invalidateVisual() } }
    }

    /// Interrupts every animation of `view`, which shows its model values from now on: a
    /// controller transition cut short by the next one.
    func interruptAnimations(of view: UIView) {
        for animation in active.values where animation.view === view { detach(animation, interrupted: true) }
    }

    /// Removes `group` without ending it: a stopped property animator.
    func remove(_ group: AnimationGroup) {
        let animations = group.animations
        group.animations.removeAll()
        for animation in animations { detach(animation, interrupted: false, fromGroup: false) }
        groups.removeAll { $0 === group }
    }

    /// The completions of the groups that ended in this frame, in the order the groups began.
    private var endedCompletions: [() -> Void] = []

    private func runDueCompletionsOfEndedGroups() {
        let completions = endedCompletions
        endedCompletions.removeAll()
        for completion in completions { completion() }
    }

    /// Takes `animation` off screen; an interrupted group that has nothing left ends unfinished.
    /// `fromGroup` false: the caller has emptied the group already.
    private func detach(_ animation: PropertyAnimation, interrupted: Bool, fromGroup: Bool = true) {
        let key = animation.key
        if active[key] === animation { active[key] = nil }
        let group = animation.group
        if fromGroup { group.animations.removeAll { $0 === animation } }
        let id = ObjectIdentifier(animation.view)
        if var entry = presented[id] {
            if active[key] == nil {
                entry.values[animation.property.rawValue] = nil
                // The model value shows from now on, where the presentation value was.
                animation.view.invalidateVisual()
            }
            if !group.options.contains(.allowUserInteraction) && group.animator == nil {
                entry.nonInteractiveAnimations -= 1
                if entry.nonInteractiveAnimations == 0 { Self.nonInteractiveViewCount -= 1 }
            }
            presented[id] = entry.values.allSatisfy({ $0 == nil }) ? nil : entry
        }
        guard interrupted else { return }
        group.wasInterrupted = true
        if group.animations.isEmpty && group.animator == nil {
            groups.removeAll { $0 === group }
            if let completion = group.completion {
                group.completion = nil
                enqueueCompletion { completion(false) }
            }
        }
    }

    /// UIKit drops the animations of a layer that leaves the window; their completions report unfinished.
    private func interruptAnimationsOfRemovedViews() {
        let removed = active.values.filter { $0.beganInWindow && $0.view.hostWindow == nil }
        for animation in removed { detach(animation, interrupted: true) }
    }

    // MARK: - Presentation values for the render pass

    /// Damages the area each animated view covers with the presentation values now in effect.
    private func damagePresentedViews() {
        let views = presented.values.map(\.view)
        withPresentationValues(of: views, scale: nil) {
            for view in views { view.invalidateVisual() }
        }
    }

    /// Runs `body` with the presentation values of the animated views among `views` (all of them
    /// when nil) written into their storage, then puts the model values back. Nothing else is
    /// notified, so layout, hit testing and the app never see the swap. With `scale`, contents
    /// that need drawing are drawn first, at the model size, as UIKit draws before it animates.
    func withPresentationValues(of views: [UIView]?, scale: CGFloat?, _ body: () -> Void) {
        guard !presented.isEmpty else { return body() }
        let entries: [PresentedView]
        if let views {
            entries = views.compactMap { view in presented[ObjectIdentifier(view)] }
        } else {
            entries = Array(presented.values)
        }
        if let scale { for entry in entries { entry.view.updateContentsIfNeeded(scale: scale) } }
        let saved = entries.map { ModelState(of: $0.view) }
        for entry in entries { entry.apply() }
        body()
        for state in saved.reversed() { state.restore() }
    }

    /// The animated views in `window`, for its render pass.
    func presentedViews(in window: UIWindow) -> [UIView] {
        presented.values.compactMap { $0.view.hostWindow === window ? $0.view : nil }
    }
}
