import Foundation

/// The part of a text view that draws: the text, the selection, the marked text's underline and
/// the caret, over the visible area only. The text view keeps it over its bounds as it scrolls
/// (UIKit draws into a container view too), so a long text never needs a bitmap of its whole
/// height.
@MainActor
final class TextViewContentView: UIView {
    static let caretWidth: CGFloat = 2

    weak var textView: UITextView?
    /// Where the caret was last drawn (in this view's coordinates), so it can be erased alone.
    private(set) var drawnCaret: CGRect?
    /// Whether the last drawing showed a selection, which a selection change must then erase.
    private(set) var drewSelection = false

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        // Content coordinates are shifted by the visible area's origin.
        let shift = CGPoint(x: -frame.minX, y: -frame.minY)
        let buffer = textView.buffer
        let tint = textView.tintColor ?? .systemBlue
        drewSelection = textView.isFirstResponder && buffer.hasSelection
        drawnCaret = nil
        if drewSelection {
            tint.withAlphaComponent(0.3).setFill()
            for band in selectionBands(buffer.selection, in: textView) {
                UIBezierPath(rect: band.offsetBy(dx: shift.x, dy: shift.y)).fill()
            }
        }
        if !buffer.text.isEmpty {
            drawParagraphs(of: textView, in: context, shift: shift)
            context.notePainted()
        }
        if let marked = textView.markedRange {
            (textView.textColor ?? .label).setFill()
            for band in selectionBands(marked, in: textView) {
                UIBezierPath(
                    rect: CGRect(x: band.minX + shift.x, y: band.maxY + shift.y - 2, width: band.width, height: 1)
                )
                .fill()
            }
        }
        let showsCaret = textView.isFirstResponder && textView.isEditable && textView.caretBlink.isOn
        if showsCaret, !buffer.hasSelection {
            let caret = textView.caretRect(atOffset: buffer.head)
            tint.setFill()
            UIBezierPath(
                rect: CGRect(
                    x: caret.minX - Self.caretWidth / 2 + shift.x, y: caret.minY + shift.y, width: Self.caretWidth,
                    height: caret.height)
            ).fill()
            drawnCaret = caretArea(for: caret)
        }
    }

    /// The area the caret at `caret` (content coordinates) covers in this view, with a point to
    /// spare for antialiasing.
    func caretArea(for caret: CGRect) -> CGRect {
        CGRect(
            x: caret.minX - Self.caretWidth / 2 - frame.minX, y: caret.minY - frame.minY, width: Self.caretWidth,
            height: caret.height
        )
        .insetBy(dx: -1, dy: -1)
    }

    /// Draws the paragraphs that cross the area being drawn, each from its own layout.
    private func drawParagraphs(of textView: UITextView, in context: CGContext, shift: CGPoint) {
        let paragraphs = textView.paragraphs
        let origin = textView.layoutOrigin
        let color = (textView.textColor ?? .label).cgColor
        let area = context.boundingBoxOfClipPath.offsetBy(dx: -shift.x - origin.x, dy: -shift.y - origin.y)
        var index = paragraphs.index(atY: area.minY)
        while index < paragraphs.count {
            let layout = paragraphs.layout(at: index)
            let top = paragraphs.top(of: index)
            guard top < area.maxY else { break }
            layout.draw(
                in: context.canvas, at: CGPoint(x: origin.x + shift.x, y: origin.y + top + shift.y), color: color)
            index += 1
        }
    }

    /// The rectangles, one per line on screen, that cover `range` in content coordinates: the
    /// first line from the range's start to the text's right edge, the lines between in full,
    /// and the last line up to the range's end.
    private func selectionBands(_ range: Range<Int>, in textView: UITextView) -> [CGRect] {
        let start = textView.caretRect(atOffset: range.lowerBound)
        let end = textView.caretRect(atOffset: range.upperBound)
        let left = textView.layoutOrigin.x
        let right = left + textView.wrappingWidth
        if abs(start.minY - end.minY) < 0.5 {
            return [
                CGRect(
                    x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height
                )
            ]
        }
        var bands = [CGRect(x: start.minX, y: start.minY, width: max(0, right - start.minX), height: start.height)]
        if end.minY > start.maxY {
            bands.append(CGRect(x: left, y: start.maxY, width: right - left, height: end.minY - start.maxY))
        }
        bands.append(CGRect(x: left, y: end.minY, width: max(0, end.minX - left), height: end.height))
        return bands
    }
}
