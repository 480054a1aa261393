public import Foundation

/// The base class for controls: views that track a touch and report what the user did through
/// target-action and `UIAction`s (behaviour 8.27–8.33).
///
/// Like UIKit, a control takes the touches delivered to it instead of passing them up the
/// responder chain, turns them into control events (`touchDown`, `touchDragExit`,
/// `touchUpInside`…) and sets `isHighlighted` while the touch is inside. Subclasses customize
/// tracking by overriding `beginTracking(_:with:)` and its siblings; the event sequence lives in
/// `UIControl+Tracking.swift`, action bookkeeping in `UIControl+Actions.swift`.
///
/// - Note: A tracked touch counts as inside up to 70 points beyond the bounds, like UIKit's touch
///   tolerance (behaviour 8.29 allows 0 or 70): a release 40 points outside sends `.touchUpInside`.
@preconcurrency @MainActor
open class UIControl: UIView {
    // MARK: - Storage

    /// Every `UIAction` and target-action pair, in the order they were added.
    var registrations: [ControlTargetAction] = []
    /// The touch this control tracks, from its `touchesBegan` until it ends or is cancelled.
    var trackedTouch: UITouch?
    var storedTracking = false
    var storedTouchInside = false
    /// The control's menu behaviour, once any of it is set (`UIControl+Menu.swift`).
    var menuState: ControlMenuState?

    // MARK: - Initializers

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with `frame` and adds `primaryAction`, if any, for
    /// `.primaryActionTriggered` (behaviour 8.33).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State (behaviour 8.30)

    /// Whether the control responds to touches; true by default.
    ///
    /// Like UIKit, a disabled control ignores touch events: it does not track them or send
    /// actions, and the touches travel up the responder chain as a plain view's would. Disabling
    /// a control mid-touch ends its tracking without sending further events.
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && trackedTouch != nil { abandonTracking() }
            stateDidChange()
        }
    }

    /// Whether the control is selected; false by default.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the control is highlighted; set while a tracked touch is inside the control and
    /// cleared when it leaves, ends or is cancelled.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The control's state, derived from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch: `beginTracking(_:with:)` returned true and the
    /// touch has not ended, been cancelled or been refused by `continueTracking(_:with:)`.
    open var isTracking: Bool { storedTracking }

    /// Whether the tracked touch is inside the control's bounds, within the tracking gutter.
    open var isTouchInside: Bool { storedTouchInside }

    /// How content (a title, an image) is placed horizontally; a button without a configuration
    /// places its image and title by it.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { setNeedsLayout() }
    }
    /// How content (a title, an image) is placed vertically; a button without a configuration
    /// places its image and title by it.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { setNeedsLayout() }
    }

    // MARK: - Tracking (behaviour 8.29)

    /// Called when a touch begins in the control; return true to track it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called for each move of the tracked touch; return false to stop tracking. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch ends, before the touch-up event is sent; the default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled, before `.touchCancel` is sent; the default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks the first touch while the control is enabled; otherwise forwards up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        trackingBegan(touch, with: event)
        if showsMenuAsPrimaryAction, storedTracking { showMenuAsPrimaryAction(for: touch, with: event) }
    }

    /// Continues tracking the control's touch; touches it does not own go up the responder chain.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownedTouch(in: touches) else { return super.touchesMoved(touches, with: event) }
        if followMenu(with: touch, ended: false) { return }
        trackingMoved(touch, with: event)
    }

    /// Ends tracking with `.touchUpInside` or `.touchUpOutside`; touches it does not own go up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = ownedTouch(in: touches) else { return super.touchesEnded(touches, with: event) }
        if followMenu(with: touch, ended: true) { return }
        trackingEnded(touch, with: event)
    }

    /// Ends tracking with `.touchCancel`; touches it does not own go up the chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard ownedTouch(in: touches) != nil else { return super.touchesCancelled(touches, with: event) }
        trackingCancelled(with: event)
    }

    // MARK: - Actions (behaviour 8.31–8.33)

    /// Adds `action` for `controlEvents`; an action with the same identifier already added for
    /// any of those events is replaced there (behaviour 8.33).
    open func addAction(_ action: UIAction, for controlEvents: Event) { registerAction(action, for: controlEvents) }

    /// Removes the action with `action`'s identifier from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        unregisterActions(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        unregisterActions(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Adds a target-action pair for `controlEvents`; a nil `target` sends `action` up the
    /// responder chain to the first object of the method's type (behaviour 8.31).
    ///
    /// Like UIKit, the target is not retained: once it is deallocated its actions are dropped.
    /// The generic overloads in `UIControl+Actions.swift` take the method directly.
    ///
    /// - Note: Differs from UIKit: the action is an `ActionMessage` (a method reference), not a
    ///   selector; adding the same pair twice sends it twice, since closures cannot be compared.
    open func addTarget(_ target: AnyObject?, action: ActionMessage, for controlEvents: Event) {
        registerTarget(target, action: action, for: controlEvents)
    }

    /// Removes `target`'s actions from `controlEvents`; a nil target removes every target-action
    /// pair for them. `UIAction`s stay (remove them with `removeAction(_:for:)`).
    ///
    /// - Note: Differs from UIKit: there is no `action:` parameter: without selectors one action
    ///   of a target cannot be told from another, so all of the target's actions are removed.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        unregisterTarget(target, for: controlEvents)
    }

    /// The targets of the control's target-action pairs, each once, in the order first added;
    /// `NSNull` stands for pairs sent up the responder chain.
    ///
    /// - Note: Differs from UIKit: an array of objects rather than a `Set<AnyHashable>`, since
    ///   targets need not be hashable; `UIAction`s are not listed.
    open var allTargets: [AnyObject] { liveTargets }

    /// The events for which the control has actions or target-action pairs.
    open var allControlEvents: Event { liveEvents }

    /// The names of the actions sent to `target` (nil: up the responder chain) for `controlEvent`,
    /// or nil if there are none.
    ///
    /// - Note: Differs from UIKit: the names are `ActionMessage.name`s, not selector names.
    open func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        actionNames(forTarget: target, forControlEvent: controlEvent)
    }

    /// Sends the actions registered for each event in `controlEvents`, in order of raw value.
    open func sendActions(for controlEvents: Event) { dispatchActions(for: controlEvents, with: nil) }

    /// Sends `action` to `target` through `UIApplication.shared.sendAction(_:to:from:for:)`, with
    /// the control as sender (behaviour 8.32); a nil target goes up the responder chain.
    ///
    /// Without an application object (in unit tests), the action is performed directly on the
    /// target, or on the first responder in the chain that starts at the window's first responder
    /// or else at the control.
    open func sendAction(_ action: ActionMessage, to target: AnyObject?, for event: UIEvent?) {
        forwardAction(action, to: target, for: event)
    }

    /// Runs `action`'s handler with the control as the action's `sender`.
    open func sendAction(_ action: UIAction) { performHandler(of: action) }

    // MARK: - Menus

    /// The configuration for the control's menu (a button's `menu`), which the control's own
    /// context menu interaction asks for; nil when it has none.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu = controlMenu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    // MARK: - Toolkit hooks (overridden by UIButton)

    /// The menu a press (with `showsMenuAsPrimaryAction`) or a secondary click shows.
    var controlMenu: UIMenu? { nil }

    /// Sets up a menu the control opened: a pop-up button's selection.
    func prepare(_ presentation: MenuPresentation) {}

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changes value.
    func stateDidChange() {}

    /// Whether a touch-up inside also sends `.primaryActionTriggered`, as buttons do.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }
}
