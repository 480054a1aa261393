import Foundation

// A text field's geometry and drawing: the border, the text scrolled to keep the caret in view,
// the selection, the blinking caret, the placeholder, the clear button and the overlay views.
extension UITextField {
    static let caretWidth: CGFloat = 2
    static let clearButtonSize: CGFloat = 19

    var horizontalInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    var verticalInset: CGFloat { borderStyle == .none ? 0 : 2 }

    // MARK: - Rectangles (UIKit's overridable geometry)

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalInset, dy: verticalInset)
        if leftView != nil, shows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(0, left - rect.minX)
            rect.origin.x = max(rect.minX, left)
        }
        let trailing: CGRect? =
            showsClearButton
            ? clearButtonRect(forBounds: bounds)
            : (rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds) : nil)
        if let trailing { rect.size.width = max(0, min(rect.maxX, trailing.minX) - rect.minX) }
        return rect
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        return CGRect(x: bounds.maxX - size - 5, y: bounds.midY - size / 2, width: size, height: size)
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Drawing

    func drawField() {
        drawBorder(in: borderRect(forBounds: bounds))
        let textArea = storedIsEditingRect
        if buffer.text.isEmpty && markedRange == nil {
            if let placeholder = attributedPlaceholder, placeholder.length > 0 {
                drawPlaceholder(in: placeholderRect(forBounds: bounds))
            }
        } else {
            drawText(in: textArea)
        }
        if isFirstResponder { drawCaretAndSelection(in: textArea) }
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    private var storedIsEditingRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    func drawFieldText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = textLayout() else { return }
        let origin = textOrigin(in: rect, layout: layout)
        context.saveGState()
        context.clip(to: rect)
        let color = isEnabled ? storedTextColorForDrawing : storedTextColorForDrawing.withAlphaComponent(0.5)
        if let marked = markedRange {
            let lower = caretX(at: marked.lowerBound, layout: layout) + origin.x
            let upper = caretX(at: marked.upperBound, layout: layout) + origin.x
            let baseline = origin.y + layout.firstBaseline + 2
            color.setFill()
            UIBezierPath(rect: CGRect(x: min(lower, upper), y: baseline, width: abs(upper - lower), height: 1)).fill()
        }
        layout.draw(in: context.canvas, at: origin, color: color.cgColor)
        context.notePainted()
        context.restoreGState()
    }

    private var storedTextColorForDrawing: UIColor { textColor ?? .label }

    func drawFieldPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder, let context = UIGraphicsGetCurrentContext(),
            let layout = placeholderLayout()
        else { return }
        let attributes = placeholder.attributes(at: 0, effectiveRange: nil)
        let color = (attributes[.foregroundColor] as? UIColor) ?? .placeholderText
        let x = alignedX(width: layout.size.width, in: rect)
        context.saveGState()
        context.clip(to: rect)
        layout.draw(in: context.canvas, at: CGPoint(x: x, y: rect.midY - layout.size.height / 2), color: color.cgColor)
        context.notePainted()
        context.restoreGState()
    }

    private func drawBorder(in rect: CGRect) {
        switch borderStyle {
        case .none: return
        case .line:
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.white.setFill()
            UIBezierPath(rect: rect).fill()
            UIColor.gray.setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.stroke()
            UIColor.darkGray.setFill()
            UIBezierPath(rect: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)).fill()
        case .roundedRect:
            UIColor.white.setFill()
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            path.fill()
            UIColor.systemGray4.setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }

    private func drawClearButton(in rect: CGRect) {
        UIColor.systemGray2.setFill()
        UIBezierPath(ovalIn: rect).fill()
        UIColor.white.setStroke()
        let cross = UIBezierPath()
        let inset = rect.insetBy(dx: 6, dy: 6)
        cross.move(to: CGPoint(x: inset.minX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.maxX, y: inset.maxY))
        cross.move(to: CGPoint(x: inset.maxX, y: inset.minY))
        cross.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        cross.lineWidth = 1.5
        cross.stroke()
    }

    private func drawCaretAndSelection(in rect: CGRect) {
        let layout = textLayout()
        let origin = layout.map { textOrigin(in: rect, layout: $0) } ?? CGPoint(x: alignedX(width: 0, in: rect), y: 0)
        let lineHeight = layout?.size.height ?? effectiveFont.lineHeight
        let top = rect.midY - lineHeight / 2
        let tint = tintColor ?? .systemBlue
        if buffer.hasSelection, let layout {
            let lower = caretX(at: buffer.selection.lowerBound, layout: layout) + origin.x
            let upper = caretX(at: buffer.selection.upperBound, layout: layout) + origin.x
            tint.withAlphaComponent(0.3).setFill()
            let band = CGRect(x: min(lower, upper), y: top, width: abs(upper - lower), height: lineHeight)
            UIBezierPath(rect: band.intersection(rect)).fill()
        } else if caretBlink.isOn {
            let x = (layout.map { caretX(at: buffer.head, layout: $0) } ?? 0) + origin.x
            tint.setFill()
            UIBezierPath(rect: CGRect(x: x - Self.caretWidth / 2, y: top, width: Self.caretWidth, height: lineHeight))
                .fill()
        }
    }

    // MARK: - Text layout

    var singleLineOptions: TextLayout.Options { TextLayout.Options(lineBreakMode: .byClipping, alignment: .left) }

    /// The font the text is drawn with: `font`, shrunk to fit when `adjustsFontSizeToFitWidth`.
    var effectiveFont: UIFont {
        let base = font ?? .systemFont(ofSize: 17)
        guard adjustsFontSizeToFitWidth, !buffer.text.isEmpty else { return base }
        let available = textRect(forBounds: bounds).width
        let width = measuredWidth(of: displayText(for: buffer.text), font: base)
        guard width > available, width > 0, available > 0 else { return base }
        let smallest = minimumFontSize > 0 ? minimumFontSize : 4
        return base.withSize(max(smallest, floor(base.pointSize * available / width)))
    }

    /// The shaped placeholder in its first run's attributes (the field's font where it sets none),
    /// or nil without one.
    func placeholderLayout() -> TextLayout? {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return nil }
        var attributes = placeholder.attributes(at: 0, effectiveRange: nil)
        if attributes[.font] == nil { attributes[.font] = font }
        let styled = StyledText(
            string: placeholder.string, attributes: attributes, defaultFont: font ?? .systemFont(ofSize: 17))
        return TextLayoutCache.layout(for: TextLayout.Key(text: styled, options: singleLineOptions))
    }

    func measuredWidth(of string: String, font: UIFont? = nil) -> CGFloat {
        guard !string.isEmpty else { return 0 }
        let styled = StyledText(string: string, font: font ?? self.font ?? .systemFont(ofSize: 17))
        return TextLayoutCache.layout(for: TextLayout.Key(text: styled, options: singleLineOptions)).size.width
    }

    /// The shaped display text, or nil when there is none.
    func textLayout() -> TextLayout? {
        let shown = displayText(for: buffer.text)
        guard !shown.isEmpty else { return nil }
        let styled = StyledText(string: shown, font: effectiveFont)
        return TextLayoutCache.layout(for: TextLayout.Key(text: styled, options: singleLineOptions))
    }

    func alignedX(width: CGFloat, in rect: CGRect) -> CGFloat {
        switch textAlignment {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
    }

    /// Where the layout's top-left goes: aligned, and while editing scrolled so the caret shows.
    func textOrigin(in rect: CGRect, layout: TextLayout) -> CGPoint {
        let y = rect.midY - layout.size.height / 2
        guard layout.size.width > rect.width else {
            return CGPoint(x: alignedX(width: layout.size.width, in: rect), y: y)
        }
        let caret = caretX(at: buffer.head, layout: layout)
        var offset = scrollOffset
        if caret - offset > rect.width - Self.caretWidth { offset = caret - rect.width + Self.caretWidth }
        if caret - offset < 0 { offset = caret }
        offset = max(0, min(offset, layout.size.width - rect.width + Self.caretWidth))
        scrollOffset = offset
        return CGPoint(x: rect.minX - offset, y: y)
    }

    /// The caret's x in the layout for the text offset `offset` (UTF-16), through Pango.
    func caretX(at offset: Int, layout: TextLayout) -> CGFloat {
        layout.caretRect(atUTF8Offset: displayUTF8Offset(for: offset)).minX
    }

    /// The text offset (UTF-16) nearest to `point` in the field's coordinates.
    func textOffset(at point: CGPoint) -> Int {
        let rect = storedIsEditingRect
        guard let layout = textLayout() else { return 0 }
        let origin = textOrigin(in: rect, layout: layout)
        let local = CGPoint(x: point.x - origin.x, y: min(max(point.y - origin.y, 0), layout.size.height - 1))
        let hit = layout.utf8Offset(at: local)
        let offset = textOffset(forDisplayUTF8Offset: hit.offset)
        return hit.trailing ? buffer.nextBoundary(after: offset) : offset
    }

    /// The byte offset in the displayed text of the text offset `offset`.
    private func displayUTF8Offset(for offset: Int) -> Int {
        let text = buffer.text
        guard isSecureTextEntry else { return text.utf8Offset(ofUTF16Offset: offset) }
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: max(0, min(offset, text.utf16.count)))
        // One three-byte bullet per character.
        return text[..<index].count * 3
    }

    private func textOffset(forDisplayUTF8Offset bytes: Int) -> Int {
        let text = buffer.text
        if isSecureTextEntry {
            let characters = max(0, bytes / 3)
            let index = text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex) ?? text.endIndex
            return text.utf16.distance(from: text.utf16.startIndex, to: index)
        }
        return buffer.boundary(atOrBefore: text.utf16Offset(ofUTF8Offset: bytes))
    }

    // MARK: - Caret blinking

    /// Shows the caret solid and restarts the blinking (after an edit, a move or focus).
    func restartCaretBlink() {
        caretBlink.restart(blinking: isFirstResponder) { [weak self] in self?.setNeedsDisplay() }
        setNeedsDisplay()
    }

    func stopCaretBlink() {
        caretBlink.stop()
        setNeedsDisplay()
    }
}
