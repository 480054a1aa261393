import Foundation

// The user's ways of moving a component: a vertical drag carries its rows with the pointer and,
// on release, settles on the row nearest the band (no momentum); a press that does not move
// past the slop is a tap, which selects the row under it; a wheel notch over a component moves it
// one row (+y, towards the user, to the next row). An action that settles on a row other than
// the one selected before it tells the delegate once, with `pickerView(_:didSelectRow:inComponent:)`.

/// A press on a component: where it began and the rows' position then.
struct PickerPress {
    var component: Int
    var startY: CGFloat
    var startPosition: CGFloat
    var isDrag = false
}

extension UIPickerView {
    /// How far the pointer must move before a press becomes a drag, in points.
    static let dragSlop: CGFloat = 4

    func trackTouchBegan(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        layoutIfNeeded()
        let location = touch.location(in: self)
        guard let component = component(at: location.x), numberOfRows(inComponent: component) > 0 else {
            press = nil
            return
        }
        press = PickerPress(component: component, startY: location.y, startPosition: positions[component])
    }

    func trackTouchMoved(_ touches: Set<UITouch>) {
        guard var current = press, let touch = touches.first else { return }
        let y = touch.location(in: self).y
        if !current.isDrag && abs(y - current.startY) >= Self.dragSlop { current.isDrag = true }
        press = current
        guard current.isDrag else { return }
        let component = current.component
        let lastRow = CGFloat(max(numberOfRows(inComponent: component) - 1, 0))
        // A reload in the middle of the drag may have taken the component away.
        guard positions.indices.contains(component) else { return }
        let moved = current.startPosition - (y - current.startY) / rowHeight(of: component)
        positions[component] = min(max(moved, 0), lastRow)
        layoutRows(of: component)
    }

    func trackTouchEnded(_ touches: Set<UITouch>) {
        guard let ended = press else { return }
        press = nil
        let component = ended.component
        guard componentViews.indices.contains(component) else { return }
        if ended.isDrag {
            userSettle(component, on: Int(positions[component].rounded()))
        } else if let touch = touches.first {
            // A tap selects the row under it; outside the rows it changes nothing.
            let offset = (touch.location(in: self).y - bounds.midY) / rowHeight(of: component)
            let row = Int((positions[component] + offset).rounded())
            guard row >= 0, row < numberOfRows(inComponent: component) else { return }
            userSettle(component, on: row)
        }
    }

    func trackTouchCancelled() {
        guard let cancelled = press else { return }
        press = nil
        let component = cancelled.component
        guard selectedRows.indices.contains(component) else { return }
        settle(component, on: selectedRows[component])
    }

    /// `notches` of the wheel (+y towards the user) at `location`, in this view's coordinates.
    func scroll(byWheelNotches notches: CGFloat, at location: CGPoint) {
        layoutIfNeeded()
        guard press == nil, let component = component(at: location.x), numberOfRows(inComponent: component) > 0
        else { return }
        // Fractions from a precise device add up until they make a whole row.
        let total = wheelRemainders[component, default: 0] + notches
        let rows = Int(total.rounded(.towardZero))
        wheelRemainders[component] = total - CGFloat(rows)
        guard rows != 0 else { return }
        userSettle(component, on: selectedRows[component] + rows)
    }

    /// Settles `component` on `row` for the user, telling the delegate when the row changed.
    private func userSettle(_ component: Int, on row: Int) {
        let before = selectedRows[component]
        let settled = settle(component, on: row)
        guard settled != before, settled >= 0 else { return }
        guard let delegate else { return }
        Trace.callOptional(delegate, "pickerView(_:didSelectRow:inComponent:)") {
            delegate.pickerView(self, didSelectRow: settled, inComponent: component)
        }
    }
}

/// Takes the wheel over a picker. A vertical drag of a component is the picker's own touches'
/// work; this recognizer only claims it, so that an enclosing scroll view's pan fails rather than
/// cancelling the picker's touches. It leaves those touches to the picker.
final class PickerWheelRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    private weak var picker: UIPickerView?

    init(picker: UIPickerView) {
        self.picker = picker
        super.init(target: nil, action: nil)
        allowedScrollTypesMask = .all
        cancelsTouchesInView = false
        delegate = self
    }

    /// A drag is claimed when it is mostly vertical and the picker is tracking a component with
    /// rows; a sideways one is left to a scroll view of that direction. The wheel always may.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard numberOfTouches > 0 else { return true }
        guard let picker, picker.press != nil else { return false }
        let moved = translation(in: picker)
        return abs(moved.y) >= abs(moved.x)
    }

    override func performScroll(notches: CGPoint, at location: CGPoint, in window: UIWindow) {
        guard let picker else { return }
        picker.scroll(byWheelNotches: notches.y, at: picker.convert(location, from: window))
    }
}
