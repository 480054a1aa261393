import Foundation

// Editing a text field: becoming and resigning first responder with the delegate's consent,
// the keys, the pointer (click, drag, double- and triple-click, the clear button), the
// clipboard (PRIMARY in UITextField+PrimarySelection), undo grouped by runs of typing, and Tab
// between fields.
extension UITextField {
    // MARK: - First responder

    func becomeFirstResponderAsTextField() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    func resignFirstResponderAsTextField() -> Bool {
        guard isFirstResponder || isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        _ = super.resignFirstResponder()
        endEditingSession(reason: .committed)
        return true
    }

    private func beginEditingSession() {
        setEditing(true)
        if clearsOnBeginEditing, !buffer.text.isEmpty { buffer = TextEditingBuffer() }
        clearsOnNextEdit = isSecureTextEntry && !buffer.text.isEmpty
        buffer.moveCaret(to: buffer.length)
        undoRun = nil
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        restartCaretBlink()
    }

    /// Ends editing whatever the delegate says (`endEditing(true)`), as UIKit does when forced.
    func forceEndEditing() {
        guard isEditing else { return }
        endEditingSession(reason: .committed)
    }

    private func endEditingSession(reason: DidEndEditingReason) {
        markedRange = nil
        undoRun = nil
        scrollOffset = 0
        stopCaretBlink()
        setEditing(false)
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: - Keys

    func textPressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = keyPresses.began(presses, accepting: isFirstResponder) { perform($0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    func textPressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = keyPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    func textPressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = keyPresses.ended(presses)
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    /// A field has one line: a held Return does not repeat (see `TextEditingResponder`).
    var editsLines: Bool { false }

    func perform(_ command: TextEditingCommand) {
        switch command {
        case .insert(let string): insertText(string)
        case .deleteBackward: deleteBackward()
        case .deleteForward, .deleteWordBackward, .deleteWordForward:
            guard let range = buffer.rangeToDelete(for: command) else { return }
            replaceByUser(range, with: "", run: .deleting)
        case .move(let motion, let extending): move(motion, extending: extending)
        case .selectAll:
            buffer.selectAll()
            selectionDidChangeByUser()
        case .copy: copySelection()
        case .cut:
            guard copySelection() else { return }
            replaceByUser(buffer.selection, with: "", run: nil)
        case .paste: paste()
        case .undo: undoManager?.undo()
        case .redo: undoManager?.redo()
        case .insertNewline: returnPressed()
        case .focusNext: moveFocus(forward: true)
        case .focusPrevious: moveFocus(forward: false)
        }
    }

    private func move(_ motion: TextEditingCommand.Motion, extending: Bool) {
        // A field has one line: its line motions go to the text's ends.
        let lineTarget = motion == .lineStart || motion == .up ? 0 : buffer.length
        let target = buffer.target(of: motion, extending: extending) ?? lineTarget
        let before = buffer
        buffer.moveCaret(to: target, extending: extending)
        if buffer != before { selectionDidChangeByUser() } else { restartCaretBlink() }
    }

    /// Return: `textFieldShouldReturn(_:)`, then `.editingDidEndOnExit`; a field with a target
    /// for that event resigns, as UIKit's does.
    private func returnPressed() {
        unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns, isFirstResponder { resignFirstResponder() }
    }

    // MARK: - Changing the text

    /// Replaces `range` as the user asked: the delegate may refuse; the change is undoable
    /// (grouped with the previous one while `run` continues) and reported.
    @discardableResult
    func replaceByUser(_ range: Range<Int>, with string: String, run: UndoRun?) -> Bool {
        var range = range
        if clearsOnNextEdit || clearsOnInsertion {
            clearsOnNextEdit = false
            range = 0..<buffer.length
        }
        guard !(range.isEmpty && string.isEmpty) else { return false }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string) ?? true else {
            return false
        }
        registerUndo(continuing: run)
        buffer.replace(range, with: string)
        markedRange = nil
        contentDidChangeByUser()
        return true
    }

    /// After a change the user made: the caret shows, the size follows the text (a field in a
    /// stack view grows as the user types), the delegate hears of the new selection,
    /// `.editingChanged` goes out and `textDidChangeNotification` is posted.
    func contentDidChangeByUser() {
        restartCaretBlink()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func selectionDidChangeByUser() {
        undoRun = nil
        restartCaretBlink()
        offerPrimarySelection()
        delegate?.textFieldDidChangeSelection(self)
    }

    func setTextFromCode(_ string: String) {
        buffer = TextEditingBuffer(text: string)
        markedRange = nil
        undoRun = nil
        scrollOffset = 0
        undoManager?.removeAllActions(withTarget: self)
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    // MARK: - Undo

    private func registerUndo(continuing run: UndoRun?) {
        guard let manager = undoManager, UndoRun.startsStep(run, after: undoRun, in: manager) else { return }
        undoRun = run
        let snapshot = buffer
        manager.registerUndo(withTarget: self) { field in field.restore(snapshot) }
    }

    /// Puts back a snapshot for Undo or Redo, registering the opposite step.
    private func restore(_ snapshot: TextEditingBuffer) {
        let current = buffer
        undoManager?.registerUndo(withTarget: self) { field in field.restore(current) }
        buffer = snapshot
        markedRange = nil
        undoRun = nil
        contentDidChangeByUser()
    }

    // MARK: - Clipboard

    /// Copies the selection; a secure field never copies out.
    @discardableResult
    private func copySelection() -> Bool {
        guard buffer.hasSelection, !isSecureTextEntry else { return false }
        UIPasteboard.general.string = buffer.selectedText
        return true
    }

    /// Pastes the pasteboard's string, its line breaks as spaces since a field has one line.
    private func paste() {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        replaceByUser(markedRange ?? buffer.selection, with: Self.singleLine(string), run: nil)
    }

    // MARK: - Pointer

    func beginTextTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(point) {
            clearButtonTracked = true
            return true
        }
        if !isFirstResponder { guard becomeFirstResponder() else { return false } }
        unmarkText()
        let offset = textOffset(at: point)
        let drags = buffer.select(forClickAt: offset, tapCount: touch.tapCount, whole: 0..<buffer.length)
        dragAnchor = drags ? offset : nil
        selectionDidChangeByUser()
        return true
    }

    func continueTextTracking(_ touch: UITouch) -> Bool {
        guard !clearButtonTracked, dragAnchor != nil else { return true }
        let before = buffer
        buffer.moveCaret(to: textOffset(at: touch.location(in: self)), extending: true)
        if buffer != before { selectionDidChangeByUser() }
        return true
    }

    func endTextTracking(_ touch: UITouch?) {
        defer {
            clearButtonTracked = false
            dragAnchor = nil
        }
        guard clearButtonTracked, let touch else { return }
        guard clearButtonRect(forBounds: bounds).insetBy(dx: -4, dy: -4).contains(touch.location(in: self)) else {
            return
        }
        clearByButton()
    }

    func cancelTextTracking() {
        clearButtonTracked = false
        dragAnchor = nil
    }

    /// The clear button: `textFieldShouldClear(_:)`, then the text empties with `.editingChanged`.
    private func clearByButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        registerUndo(continuing: nil)
        buffer = TextEditingBuffer()
        markedRange = nil
        contentDidChangeByUser()
    }

    // MARK: - Tab

    /// Tab and Shift+Tab: the next or previous enabled, visible field of the window in reading
    /// order, wrapping around.
    private func moveFocus(forward: Bool) {
        guard let window else { return }
        var fields: [(field: UITextField, frame: CGRect)] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let field = view as? UITextField, field.canBecomeFirstResponder {
                fields.append((field, field.convert(field.bounds, to: window)))
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(window)
        fields.sort { lhs, rhs in
            lhs.frame.minY != rhs.frame.minY ? lhs.frame.minY < rhs.frame.minY : lhs.frame.minX < rhs.frame.minX
        }
        guard let index = fields.firstIndex(where: { $0.field === self }), fields.count > 1 else { return }
        let next = fields[(index + (forward ? 1 : fields.count - 1)) % fields.count].field
        next.becomeFirstResponder()
    }
}
