public import Foundation

/// A place in the text of a text control: an offset in UTF-16 units from the start.
///
/// - Note: Differs from UIKit: positions are concrete (`offset` is readable), and
///   `UITextInput` is reduced to the position and range methods text fields and text views
///   implement directly.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The offset from the start of the text, in UTF-16 units.
    public let offset: Int

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    nonisolated open override var hash: Int { offset }
}

/// A range of text between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    let range: Range<Int>

    init(range: Range<Int>) {
        self.range = range
        super.init()
    }

    open var isEmpty: Bool { range.isEmpty }
    open var start: UITextPosition { UITextPosition(offset: range.lowerBound) }
    open var end: UITextPosition { UITextPosition(offset: range.upperBound) }

    nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as? UITextRange)?.range == range }
    nonisolated open override var hash: Int { range.hashValue }
}

/// A direction in the text's storage order.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left, up, down
}

/// The position arithmetic text fields and text views share: both count UTF-16 units in a text
/// of `length` units, and refuse what falls outside it.
@MainActor
enum TextPositions {
    static func range(from start: UITextPosition, to end: UITextPosition, length: Int) -> UITextRange? {
        let lower = min(start.offset, end.offset)
        let upper = max(start.offset, end.offset)
        guard lower >= 0, upper <= length else { return nil }
        return UITextRange(range: lower..<upper)
    }

    static func position(from position: UITextPosition, offset: Int, length: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return UITextPosition(offset: target)
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
