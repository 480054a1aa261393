extension UIControl {
    /// The events a control reports, with UIKit's raw values (behaviour 8.28).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates an event set from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down: the touch's `tapCount` is greater than one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved inside the control (within the tracking gutter).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside the control to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside the control to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch went up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch went up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action: a button was tapped.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended because the return key was pressed in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the toolkit.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single-bit events in the set, lowest raw value first.
        var bits: [Event] {
            (0..<UInt.bitWidth).compactMap { shift in
                let bit = Event(rawValue: 1 << UInt(shift))
                return contains(bit) ? bit : nil
            }
        }

        /// A name for the trace, such as `touchUpInside`, for a single-bit event.
        var traceName: String {
            let names: [UInt: String] = [
                1 << 0: "touchDown", 1 << 1: "touchDownRepeat", 1 << 2: "touchDragInside", 1 << 3: "touchDragOutside",
                1 << 4: "touchDragEnter", 1 << 5: "touchDragExit", 1 << 6: "touchUpInside", 1 << 7: "touchUpOutside",
                1 << 8: "touchCancel", 1 << 12: "valueChanged", 1 << 13: "primaryActionTriggered",
                1 << 14: "menuActionTriggered", 1 << 16: "editingDidBegin", 1 << 17: "editingChanged",
                1 << 18: "editingDidEnd", 1 << 19: "editingDidEndOnExit",
            ]
            return names[rawValue] ?? "event(0x\(String(rawValue, radix: 16)))"
        }
    }

    /// The state of a control, with UIKit's raw values; a state may combine several flags.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a state from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted (no flags set).
        public static let normal = State([])
        /// A tracked touch is inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        ///
        /// - Note: Differs from UIKit: there is no focus system yet, so `state` never contains it.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the toolkit.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control places its content horizontally.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// How a control places its content vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}
