import Foundation

// Editing a text view: becoming and resigning first responder with the delegate's consent, the
// editing commands, changes the user makes (asked of the delegate, undoable, reported), undo
// grouped by runs of typing, and the clipboard.
extension UITextView {
    // MARK: - First responder

    func becomeFirstResponderAsTextView() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable { guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false } }
        guard super.becomeFirstResponder() else { return false }
        undoRun = nil
        if isEditable {
            setEditingText(true)
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
        restartCaretBlink()
        return true
    }

    func resignFirstResponderAsTextView() -> Bool {
        guard isFirstResponder || isEditing else { return super.resignFirstResponder() }
        if isEditing { guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false } }
        _ = super.resignFirstResponder()
        endEditingSession()
        return true
    }

    /// Ends editing whatever the delegate says (`endEditing(true)`), as UIKit does when forced.
    func forceEndEditing() { endEditingSession() }

    func endEditingSession() {
        markedRange = nil
        undoRun = nil
        dragAnchor = nil
        caretBlink.stop()
        contentView.setNeedsDisplay()
        guard isEditing else { return }
        setEditingText(false)
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: - Commands

    /// Return inserts a line break, so a held Return repeats (see `TextEditingResponder`).
    var editsLines: Bool { true }

    func perform(_ command: TextEditingCommand) {
        switch command {
        case .insert(let string): insertText(string)
        case .insertNewline: insertText("\n")
        case .focusNext: insertText("\t")
        case .focusPrevious: break
        case .deleteBackward, .deleteForward, .deleteWordBackward, .deleteWordForward:
            guard let range = markedRange ?? buffer.rangeToDelete(for: command) else { return }
            replaceByUser(range, with: "", run: .deleting)
        case .move(let motion, let extending): move(motion, extending: extending)
        case .selectAll:
            buffer.selectAll()
            selectionDidChangeByUser()
        case .copy: copySelection()
        case .cut:
            guard isEditable, copySelection() else { return }
            replaceByUser(buffer.selection, with: "", run: nil)
        case .paste:
            guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
            replaceByUser(markedRange ?? buffer.selection, with: string, run: nil)
        case .undo: if isEditable { undoManager?.undo() }
        case .redo: if isEditable { undoManager?.redo() }
        }
    }

    private func move(_ motion: TextEditingCommand.Motion, extending: Bool) {
        unmarkText()
        let keepsGoal = motion == .up || motion == .down
        let target = buffer.target(of: motion, extending: extending) ?? layoutTarget(of: motion)
        let before = buffer
        buffer.moveCaret(to: target, extending: extending)
        if !keepsGoal { verticalGoalX = nil }
        if buffer != before { selectionDidChangeByUser(keepingGoal: keepsGoal) } else { restartCaretBlink() }
    }

    // MARK: - Changing the text

    /// Replaces `range` as the user asked: only while editable; the delegate may refuse; the change
    /// is undoable (grouped with the previous one while `run` continues) and reported.
    @discardableResult
    func replaceByUser(_ range: Range<Int>, with string: String, run: UndoRun?) -> Bool {
        guard isEditable, !(range.isEmpty && string.isEmpty) else { return false }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: nsRange, replacementText: string) ?? true else {
            return false
        }
        registerUndo(continuing: run)
        storage.replaceCharacters(in: nsRange, with: NSAttributedString(string: string, attributes: typingAttributes))
        buffer.replace(range, with: string)
        markedRange = nil
        textDidChange(in: range, to: string)
        contentDidChangeByUser()
        return true
    }

    /// After a change the user made: the layout and content size follow, the caret shows and
    /// scrolls into view, then `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)` and
    /// `textDidChangeNotification`, in UIKit's order.
    func contentDidChangeByUser() {
        verticalGoalX = nil
        restartCaretBlink()
        scrollCaretToVisible()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// After the user moved the caret or the selection: it shows, scrolls into view, becomes
    /// PRIMARY when not empty, the typing attributes follow it and the delegate hears of it.
    func selectionDidChangeByUser(keepingGoal: Bool = false) {
        if !keepingGoal { verticalGoalX = nil }
        undoRun = nil
        scrollCaretToVisible()
        offerPrimarySelection()
        selectionDidChange()
    }

    /// A selection change by any means: the caret restarts, typing takes the attributes of the
    /// character before the selection, and the delegate hears of it.
    func selectionDidChange() {
        undoRun = nil
        let location = buffer.selection.lowerBound
        if storage.length > 0 {
            typingAttributes = storage.attributes(
                at: max(0, min(location - 1, storage.length - 1)), effectiveRange: nil)
        }
        if buffer.hasSelection || contentView.drewSelection { contentView.setNeedsDisplay() }
        restartCaretBlink()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func setAttributedTextFromCode(_ text: NSAttributedString) {
        storage = NSMutableAttributedString(attributedString: text)
        buffer = TextEditingBuffer(text: text.string)
        paragraphs.reset(buffer.text)
        markedRange = nil
        undoRun = nil
        verticalGoalX = nil
        undoManager?.removeAllActions(withTarget: self)
        textDidChangeLayout()
    }

    // MARK: - Undo

    private func registerUndo(continuing run: UndoRun?) {
        guard let manager = undoManager else { return }
        guard UndoRun.startsStep(run, after: undoRun, in: manager) else { return }
        undoRun = run
        let snapshot = (buffer, NSAttributedString(attributedString: storage))
        manager.registerUndo(withTarget: self) { view in view.restore(snapshot) }
    }

    /// Puts back a snapshot for Undo or Redo, registering the opposite step.
    private func restore(_ snapshot: (TextEditingBuffer, NSAttributedString)) {
        let current = (buffer, NSAttributedString(attributedString: storage))
        undoManager?.registerUndo(withTarget: self) { view in view.restore(current) }
        buffer = snapshot.0
        storage = NSMutableAttributedString(attributedString: snapshot.1)
        paragraphs.reset(buffer.text)
        markedRange = nil
        undoRun = nil
        textDidChangeLayout()
        contentDidChangeByUser()
    }

    // MARK: - Clipboard

    /// Copies the selection to `UIPasteboard.general`; works when not editable too.
    @discardableResult
    private func copySelection() -> Bool {
        guard buffer.hasSelection else { return false }
        UIPasteboard.general.string = buffer.selectedText
        return true
    }

    /// Offers the selection as PRIMARY once it is non-empty; it is read when pasted.
    private func offerPrimarySelection() {
        PrimarySelection.offerSelection(of: self) { $0.buffer.hasSelection ? $0.buffer.selectedText : nil }
    }

    /// A middle click pastes PRIMARY only into an editable text view, as it is.
    var acceptsPrimaryPaste: Bool { isEditable && isUserInteractionEnabled }

    func textForPasting(_ text: String) -> String { text }

    // MARK: - Caret

    /// Shows the caret solid and restarts its blinking.
    func restartCaretBlink() {
        caretBlink.restart(blinking: isFirstResponder && isEditable) { [weak self] in self?.redrawCaret() }
        redrawCaret()
    }

    /// Marks the caret's last drawn place and its place now, and nothing else: a blink or a
    /// keystroke does not draw the whole visible text again.
    func redrawCaret() {
        if let drawn = contentView.drawnCaret { contentView.setNeedsDisplay(drawn) }
        guard isFirstResponder, isEditable, !buffer.hasSelection else { return }
        contentView.setNeedsDisplay(contentView.caretArea(for: caretRect(atOffset: buffer.head)))
    }
}
