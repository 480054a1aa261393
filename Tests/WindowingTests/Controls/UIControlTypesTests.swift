import Foundation
import Testing

@testable import Windowing

/// The control event and state values (behaviour 8.28, 8.30).
@Suite @MainActor struct UIControlTypesTests {
    // behaviour 8.28
    @Test func eventRawValuesMatchUIKit() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
            (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
            (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
            (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17),
            (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF),
            (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw) }
    }

    @Test func allTouchEventsCoversTheTouchEventsOnly() {
        let touches: UIControl.Event = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        #expect(UIControl.Event.allTouchEvents.isSuperset(of: touches))
        #expect(UIControl.Event.allTouchEvents.isDisjoint(with: [.primaryActionTriggered, .editingChanged]))
    }

    @Test func stateRawValuesMatchUIKit() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 << 0)
        #expect(UIControl.State.disabled.rawValue == 1 << 1)
        #expect(UIControl.State.selected.rawValue == 1 << 2)
        #expect(UIControl.State.focused.rawValue == 1 << 3)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    // behaviour 8.30
    @Test func aNewControlIsEnabledUnselectedAndNormal() {
        let control = UIControl(frame: .zero)
        #expect(control.isEnabled)
        #expect(!control.isSelected)
        #expect(!control.isHighlighted)
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        #expect(control.state == .normal)
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }
}
