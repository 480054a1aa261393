import Foundation

// MARK: - Target-action with method references

extension UIControl {
    /// Adds `action`, a method of `Target` that takes no arguments, for `controlEvents`:
    /// `addTarget(self, action: ViewController.didTap, for: .touchUpInside)`.
    ///
    /// A nil `target` sends the action up the responder chain to the first `Target` (behaviour 8.31).
    /// Like UIKit, the target is not retained.
    /// - Parameters:
    ///   - target: The object to send the action to, or nil for the responder chain.
    ///   - action: An unapplied instance method of `Target`.
    ///   - controlEvents: The events that send the action.
    ///   - name: The action's name in the trace and in `actions(forTarget:forControlEvent:)`;
    ///     `"<Target>.action"` when nil.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        addTarget(target, action: ActionMessage(action, name: name), for: controlEvents)
    }

    /// Adds `action`, a method of `Target` that takes the sender, for `controlEvents`.
    ///
    /// See `addTarget(_:action:for:name:)` for the parameters; the sender is the control.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Any?) -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        addTarget(target, action: ActionMessage(action, name: name), for: controlEvents)
    }

    /// Adds `action`, a method of `Target` that takes the sender as a specific type, such as
    /// `func tapped(_ sender: UIButton)`, for `controlEvents`.
    ///
    /// See `addTarget(_:action:for:name:)` for the parameters. The method runs only when the
    /// sender is a `Sender`, which it is when the control sends its own actions.
    public func addTarget<Target: AnyObject, Sender>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Sender) -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        let typed: @MainActor (Target) -> (Any?) -> Void = { target in
            { sender in
                guard let sender = sender as? Sender else { return }
                action(target)(sender)
            }
        }
        addTarget(target, action: ActionMessage(typed, name: name), for: controlEvents)
    }

    /// Adds `action`, a method of `Target` that takes the sender and the event, for `controlEvents`.
    ///
    /// See `addTarget(_:action:for:name:)` for the parameters; the sender is the control and the
    /// event is the touch event that caused the action (nil for `sendActions(for:)`).
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> (Any?, UIEvent?) -> Void, for controlEvents: Event,
        name: String? = nil
    ) {
        addTarget(target, action: ActionMessage(action, name: name), for: controlEvents)
    }
}

// MARK: - Registrations

extension UIControl {
    func registerAction(_ action: UIAction, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action?.identifier == action.identifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
        guard !controlEvents.isEmpty else { return }
        registrations.append(ControlTargetAction(handler: .action(action), events: controlEvents))
    }

    func unregisterActions(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action?.identifier == identifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    func registerTarget(_ target: AnyObject?, action: ActionMessage, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        let weakTarget = target.map { ControlTargetAction.WeakTarget(object: $0) }
        registrations.append(ControlTargetAction(handler: .message(action, target: weakTarget), events: controlEvents))
    }

    func unregisterTarget(_ target: AnyObject?, for controlEvents: Event) {
        for index in registrations.indices {
            let registration = registrations[index]
            guard target == nil ? registration.isTargetAction : registration.isMessage(to: target) else { continue }
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty || $0.isDead }
    }

    var liveTargets: [AnyObject] {
        var targets: [AnyObject] = []
        var hasChainTarget = false
        for registration in registrations where !registration.isDead {
            guard case .message(_, let weak) = registration.handler else { continue }
            if let object = weak?.object {
                if !targets.contains(where: { $0 === object }) { targets.append(object) }
            } else if !hasChainTarget {
                hasChainTarget = true
                targets.append(NSNull())
            }
        }
        return targets
    }

    var liveEvents: Event {
        registrations.filter { !$0.isDead }.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    func actionNames(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registrations.compactMap { registration -> String? in
            guard !registration.isDead, registration.isMessage(to: target),
                !registration.events.isDisjoint(with: controlEvent),
                case .message(let message, _) = registration.handler
            else { return nil }
            return message.name
        }
        return names.isEmpty ? nil : names
    }
}

// MARK: - Sending (behaviour 8.32)

extension UIControl {
    /// Sends, event by event in order of raw value, everything registered for that event, in the
    /// order it was added. The registrations are read before any runs, so a handler that adds or
    /// removes actions affects the next event, not this one.
    func dispatchActions(for controlEvents: Event, with event: UIEvent?) {
        registrations.removeAll { $0.isDead }
        for bit in controlEvents.bits {
            let matching = registrations.filter { $0.events.contains(bit) }
            guard !matching.isEmpty else { continue }
            Trace.note("\(Trace.className(of: self)) sends actions for .\(bit.traceName)")
            for registration in matching { send(registration, with: event) }
        }
    }

    private func send(_ registration: ControlTargetAction, with event: UIEvent?) {
        switch registration.handler {
        case .action(let action):
            Trace.call(self, "sendAction(_:)") { sendAction(action) }
        case .message(let message, nil):
            Trace.call(self, "sendAction(_:to:for:)") { sendAction(message, to: nil, for: event) }
        case .message(let message, let weak?):
            guard let target = weak.object else { return }
            Trace.call(self, "sendAction(_:to:for:)") { sendAction(message, to: target, for: event) }
        }
    }

    func forwardAction(_ action: ActionMessage, to target: AnyObject?, for event: UIEvent?) {
        if let application = UIApplication.current {
            Trace.call(application, "sendAction(_:to:from:for:)") {
                application.sendAction(action, to: target, from: self, for: event)
            }
            return
        }
        if let target {
            Trace.note("action \(action.name) sent to \(Trace.className(of: target))")
            _ = action.perform(on: target, sender: self, event: event)
            return
        }
        var responder: UIResponder? = window?.firstResponderStorage ?? self
        while let candidate = responder {
            if action.perform(on: candidate, sender: self, event: event) {
                Trace.note("action \(action.name) reached \(Trace.className(of: candidate)) up the responder chain")
                return
            }
            responder = candidate.next
        }
        Trace.note("action \(action.name) found no responder")
    }

    func performHandler(of action: UIAction) {
        Trace.note("UIAction \(action.identifier.rawValue) runs its handler")
        action.perform(from: self)
    }
}
