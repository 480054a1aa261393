import Foundation

// Keys that reach the scroll view through the responder chain scroll it, animated, as a desktop
// scroll area does: arrows by a line, Page Up/Down and the space bar by a screenful less a line,
// Home and End to the top and bottom. Repeated keys add up from where the last one was heading.
extension UIScrollView {
    /// Scrolls for `press` if it is a scrolling key; false leaves it to the next responder.
    func handleKey(_ press: UIPress) -> Bool {
        guard isScrollEnabled, let key = press.key else { return false }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let shift = modifiers == [.shift]
        guard modifiers.isEmpty || (shift && key.keyCode == .keyboardSpacebar) else { return false }
        let line = Self.pointsPerArrowKey
        let visible = storedBounds.inset(by: adjustedContentInset).size
        let page = CGPoint(x: max(line, visible.width - line), y: max(line, visible.height - line))
        let start = restingTarget
        let range = offsetRange
        var target = start
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= line
        case .keyboardDownArrow: target.y += line
        case .keyboardLeftArrow: target.x -= line
        case .keyboardRightArrow: target.x += line
        case .keyboardPageUp: target.y -= page.y
        case .keyboardPageDown: target.y += page.y
        case .keyboardSpacebar: target.y += shift ? -page.y : page.y
        case .keyboardHome: target.y = range.min.y
        case .keyboardEnd: target.y = range.max.y
        default: return false
        }
        if target.x != start.x && !scrollsHorizontally { return false }
        if target.y != start.y && !scrollsVertically { return false }
        let clamped = clampedOffset(target)
        if clamped != start { moveContent(to: clamped, animated: true) }
        return true
    }
}
