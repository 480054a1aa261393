import UIKit

/// Fuzz mode's bookkeeping: every touch and press the windows are sent, checked against UIKit's
/// rules as it happens. A touch that begins keeps its view and ends or is cancelled exactly once
/// (behaviour 8.9, 8.14); with one pointer at most one touch is open at a time; a press that begins
/// ends or is cancelled exactly once.
@MainActor
final class InputLedger {
    static let shared = InputLedger()

    /// Open touches with the view each began in.
    private var openTouches: [UITouch: UIView?] = [:]
    private var openPresses: Set<UIPress> = []
    private var touchesBegan = 0
    private var pressesBegan = 0
    /// Every control the windows hold, to find the ones left highlighted.
    var controls: [UIControl] = []

    func record(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            presses.allPresses.forEach(record)
        } else {
            (event.allTouches ?? []).forEach(record)
        }
    }

    private func record(_ touch: UITouch) {
        switch touch.phase {
        case .began:
            touchesBegan += 1
            if !openTouches.isEmpty { Lab.complain("a touch began while \(openTouches.count) touch(es) were open") }
            openTouches.updateValue(touch.view, forKey: touch)
        case .moved, .stationary:
            guard let view = openTouches[touch] else { return Lab.complain("a touch that is not open moved") }
            if view !== touch.view { Lab.complain("a touch changed its view") }
        case .ended, .cancelled:
            if openTouches.removeValue(forKey: touch) == nil {
                Lab.complain("a touch that is not open was \(touch.phase == .ended ? "ended" : "cancelled")")
            }
        case .regionEntered, .regionMoved, .regionExited:
            break
        }
    }

    private func record(_ press: UIPress) {
        switch press.phase {
        case .began:
            pressesBegan += 1
            if !openPresses.insert(press).inserted { Lab.complain("a press began twice") }
        case .changed, .stationary:
            if !openPresses.contains(press) { Lab.complain("a press that is not open changed") }
        case .ended, .cancelled:
            if openPresses.remove(press) == nil { Lab.complain("a press that is not open ended") }
        }
    }

    /// Whether a touch that began in `window` is still open.
    func hasOpenTouch(in window: UIWindow) -> Bool {
        openTouches.keys.contains { $0.window === window }
    }

    /// `leaked <open touches> highlighted <highlighted controls>`: both 0 whenever no button is held.
    var openState: String {
        "leaked \(openTouches.count) highlighted \(controls.filter(\.isHighlighted).count)"
    }

    /// The state and the counts of touches and presses that began; complains about presses still open.
    var summary: String {
        if !openPresses.isEmpty { Lab.complain("\(openPresses.count) press(es) still open at exit") }
        return "\(openState) touches \(touchesBegan) presses \(pressesBegan)"
    }
}
