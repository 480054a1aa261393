import Foundation
import Testing

@testable import Windowing

/// Target-action pairs and UIActions on a control (behaviour 8.31, 8.33). Targets here are non-nil, so
/// the actions reach them the same way with or without an application object.
@Suite @MainActor struct UIControlTargetActionTests {
    let control = UIControl(frame: .zero)
    let driver: ControlTouchDriver

    init() {
        driver = ControlTouchDriver(control)
    }

    // behaviour 8.31
    @Test func twoTargetsBothFire() {
        let first = ActionTarget("first")
        let second = ActionTarget("second")
        control.addTarget(first, action: ActionTarget.tapped, for: .touchUpInside)
        control.addTarget(second, action: ActionTarget.tapped, for: .touchUpInside)
        driver.tap()
        #expect(first.calls == ["first.tapped"])
        #expect(second.calls == ["second.tapped"])
    }

    // behaviour 8.31: "The action message may optionally include the sender and the event".
    @Test func actionsMayTakeTheSenderAndTheEvent() {
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.tapped, for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.tappedWithSender, for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.tappedWithEvent, for: .touchUpInside)
        driver.tap()
        #expect(target.calls == ["target.tapped", "target.tappedWithSender", "target.tappedWithEvent"])
        #expect(target.senders.count == 1 && target.senders[0] === control)
        #expect(target.events.count == 1 && target.events[0]?.allTouches?.first === driver.touch)
    }

    @Test func anActionMayTakeTheSenderAsItsOwnType() {
        let button = UIButton(type: .system)
        let driver = ControlTouchDriver(button)
        let target = ActionTarget()
        button.addTarget(target, action: ActionTarget.tappedWithButton, for: .touchUpInside)
        driver.tap()
        #expect(target.calls == ["target.tappedWithButton"])
        #expect(target.senders.count == 1 && target.senders[0] === button)
        control.addTarget(target, action: ActionTarget.tappedWithButton, for: .touchUpInside)
        self.driver.tap()
        #expect(target.calls == ["target.tappedWithButton"])
    }

    @Test func aTargetReceivesOnlyItsEvents() {
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.tapped, for: [.touchDown, .touchUpOutside])
        driver.tap()
        #expect(target.calls == ["target.tapped"])
    }

    // behaviour 8.31
    @Test func removeTargetStopsDelivery() {
        let kept = ActionTarget("kept")
        let removed = ActionTarget("removed")
        control.addTarget(kept, action: ActionTarget.tapped, for: .touchUpInside)
        control.addTarget(removed, action: ActionTarget.tapped, for: [.touchUpInside, .touchDown])
        control.removeTarget(removed, for: .touchUpInside)
        driver.tap()
        #expect(kept.calls == ["kept.tapped"])
        #expect(removed.calls == ["removed.tapped"])
        control.removeTarget(removed, for: .allEvents)
        driver.tap()
        #expect(removed.calls == ["removed.tapped"])
    }

    @Test func removingTheNilTargetRemovesEveryTargetActionButNotUIActions() {
        let target = ActionTarget()
        var ran = false
        control.addTarget(target, action: ActionTarget.tapped, for: .touchUpInside)
        control.addAction(UIAction { _ in ran = true }, for: .touchUpInside)
        control.removeTarget(nil, for: .allEvents)
        driver.tap()
        #expect(target.calls.isEmpty)
        #expect(ran)
    }

    // behaviour 8.31: "target is not retained".
    @Test func targetsAreNotRetained() {
        weak var released: ActionTarget?
        do {
            let target = ActionTarget()
            released = target
            control.addTarget(target, action: ActionTarget.tapped, for: .touchUpInside)
            #expect(control.allTargets.count == 1)
        }
        #expect(released == nil)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        driver.tap()
    }

    @Test func allTargetsListsEachTargetOnceAndNSNullForTheChain() {
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.tapped, for: .touchUpInside)
        control.addTarget(target, action: ActionTarget.tappedWithSender, for: .touchDown)
        control.addTarget(nil, action: ActionReceivingView.receive, for: .touchDown)
        let targets = control.allTargets
        #expect(targets.count == 2)
        #expect(targets.first === target)
        #expect(targets.last is NSNull)
        #expect(control.allControlEvents == [.touchUpInside, .touchDown])
    }

    @Test func actionsForTargetNamesTheActionsForThatEvent() {
        let target = ActionTarget()
        control.addTarget(target, action: ActionTarget.tapped, for: .touchUpInside, name: "ActionTarget.tapped")
        control.addTarget(target, action: ActionTarget.tappedWithSender, for: .touchUpInside)
        control.addTarget(nil, action: ActionReceivingView.receive, for: .touchDown, name: "receive")
        #expect(
            control.actions(forTarget: target, forControlEvent: .touchUpInside) == [
                "ActionTarget.tapped", "ActionTarget.action",
            ])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["receive"])
        #expect(control.actions(forTarget: ActionTarget(), forControlEvent: .touchUpInside) == nil)
    }

    // behaviour 8.33: `UIControl.init(frame:primaryAction:)`.
    @Test func primaryActionIsAddedForPrimaryActionTriggered() {
        var senders: [Any?] = []
        let control = UIControl(
            frame: .zero, primaryAction: UIAction(title: "Go") { action in senders.append(action.sender) })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1 && (senders[0] as AnyObject?) === control)
    }

    @Test func aUIActionsSenderIsTheControlOnlyWhileItsHandlerRuns() {
        let action = UIAction { _ in }
        var seen: Any?
        control.addAction(UIAction { _ in seen = action.sender }, for: .touchDown)
        control.addAction(action, for: .touchUpInside)
        control.sendAction(action)
        #expect(action.sender == nil)
        #expect(seen == nil)
    }

    // behaviour 8.33: "subsequent actions with the same identifier replace previously added actions".
    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        var fired: [String] = []
        let id = UIAction.Identifier("shared")
        control.addAction(UIAction(title: "first", identifier: id) { _ in fired.append("first") }, for: .touchUpInside)
        control.addAction(
            UIAction(title: "second", identifier: id) { _ in fired.append("second") }, for: .touchUpInside)
        driver.tap()
        #expect(fired == ["second"])
    }

    @Test func oneActionMayServeSeveralEventsAndBeRemovedFromOne() {
        var fired: [String] = []
        let action = UIAction { _ in fired.append("fired") }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        driver.tap()
        #expect(fired.count == 2)
        control.removeAction(action, for: .touchDown)
        driver.tap()
        #expect(fired.count == 3)
        control.removeAction(identifiedBy: action.identifier, for: .touchUpInside)
        driver.tap()
        #expect(fired.count == 3)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test func actionsRunInTheOrderTheyWereAdded() {
        var order: [String] = []
        let target = ActionTarget()
        control.addAction(UIAction { _ in order.append("action 1") }, for: .touchUpInside)
        control.addTarget(target, action: { (target: ActionTarget) in { order.append("target") } }, for: .touchUpInside)
        control.addAction(UIAction { _ in order.append("action 2") }, for: .touchUpInside)
        driver.tap()
        #expect(order == ["action 1", "target", "action 2"])
    }

    @Test func newActionIdentifiersAreUnique() {
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
        #expect(UIAction(identifier: .init("x")) { _ in }.identifier.rawValue == "x")
    }
}
