import Foundation

// Explicit animations on layers, and the implicit ones Core Animation gives a layer the app made
// when one of its animatable properties changes.
extension CALayer {
    /// Adds a copy of `anim`, replacing the animation for `key` (whose delegate hears it stopped
    /// unfinished). It begins at its `beginTime`, or now; the layer's properties keep their values.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        LayerAnimator.shared.add(anim, to: self, forKey: key)
    }

    /// Removes the animation for `key`; its delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        LayerAnimator.shared.remove(from: self, key: key)
    }

    public func removeAllAnimations() {
        LayerAnimator.shared.removeAll(from: self)
    }

    /// The copy of the animation added for `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        LayerAnimator.shared.animation(of: self, forKey: key)
    }

    /// The keys of the layer's animations, in the order added; nil when it has none.
    public func animationKeys() -> [String]? {
        let keys = LayerAnimator.shared.keys(of: self)
        return keys.isEmpty ? nil : keys
    }

    /// A copy of the layer as it is on screen now: while animations run, the values they show,
    /// where the layer itself already has the new ones. Without animations it equals the layer.
    ///
    /// The copy is a snapshot: it does not follow the animation, and setting its properties
    /// changes nothing on screen. Nil for a view's layer whose view is gone.
    /// - Note: Differs from UIKit: nil for a layer of a `CALayer` subclass of the app's own, whose
    ///   copy cannot be made without a `required` initializer.
    public func presentation() -> Self? {
        let copy: CALayer
        if let view = owner {
            guard let viewCopy = viewPresentation(of: view) else { return nil }
            copy = viewCopy
        } else {
            guard frozen == nil, !wasViewLayer else { return nil }
            copy = makePresentationCopy()
        }
        let shown = LayerAnimator.shared.shownValues(of: self)
        guard !shown.isEmpty else { return copy as? Self }
        if let frozen = copy.frozen {
            copy.own = OwnLayerValues(copyingViewOf: copy)
            copy.own.backgroundColor = frozen.backgroundColor
            copy.frozen = nil
        }
        for (key, value) in shown { key.show(value, in: copy) }
        return copy as? Self
    }

    /// The layer a presentation copy was made from; the layer itself otherwise.
    public func model() -> CALayer { modelLayer ?? self }

    // MARK: - Implicit animations

    /// What a change of `keys` animates from: what the screen shows now. Nil when the change
    /// makes no implicit animation (a view's layer, whose view animates it; a layer never drawn;
    /// actions disabled).
    func implicitStarts(for keys: [LayerKey]) -> [(LayerKey, LayerValue)]? {
        guard owner == nil, hasBeenDrawn, !LayerAnimator.isApplyingPresentation, CATransaction.actionsEnabled,
            !keys.isEmpty
        else { return nil }
        let shown = LayerAnimator.shared.shownValues(of: self)
        return keys.compactMap { key in
            if let value = shown.last(where: { $0.0 == key })?.1 { return (key, value) }
            return key.value(of: self).map { (key, $0) }
        }
    }

    /// Animates each of `starts`' properties from its start to the layer's new value.
    func animateImplicitly(from starts: [(LayerKey, LayerValue)]?) {
        guard let starts else { return }
        let (duration, timing) = CATransaction.implicitTiming
        for (key, from) in starts {
            guard let to = key.value(of: self), to != from else { continue }
            let animation = CABasicAnimation(keyPath: key.keyPath)
            animation.fromValue = from
            animation.duration = duration
            animation.timingFunction = timing ?? CAMediaTimingFunction(name: .default)
            add(animation, forKey: key.keyPath)
        }
    }

    /// Adds the implicit animation a property's `willSet` prepared (`pendingImplicitStarts`).
    func animatePendingImplicitly() {
        let starts = pendingImplicitStarts
        pendingImplicitStarts = nil
        animateImplicitly(from: starts)
    }

    /// Runs `change`, animating `keys` implicitly as Core Animation would.
    func changeAnimatably(_ keys: [LayerKey], _ change: () -> Void) {
        let starts = implicitStarts(for: keys)
        change()
        animateImplicitly(from: starts)
    }
}

extension LayerKey {
    /// The key path that names this whole property.
    var keyPath: String {
        switch self {
        case .opacity: "opacity"
        case .position: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        case .shadowOpacity: "shadowOpacity"
        case .shadowRadius: "shadowRadius"
        case .shadowOffset: "shadowOffset"
        case .shadowColor: "shadowColor"
        case .strokeStart: "strokeStart"
        case .strokeEnd: "strokeEnd"
        case .lineWidth: "lineWidth"
        case .fillColor: "fillColor"
        case .strokeColor: "strokeColor"
        case .path: "path"
        case .lineDashPhase: "lineDashPhase"
        case .startPoint: "startPoint"
        case .endPoint: "endPoint"
        default: base.keyPath
        }
    }
}
