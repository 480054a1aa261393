import Foundation

// The view debugger overlay's switches: `WINDOWING_DEBUG_OVERLAY` turns it on at launch and
// Ctrl+Alt+D toggles it in a running app. The key is taken before key commands and the responder
// chain, so an app never sees it. UIKit apps bind Command shortcuts, rarely Control+Option ones;
// F12 was the first choice but the input fuzz lab (and debuggers' habits) already use it.
extension UIApplication {
    /// D on the USB HID keyboard page, pressed with Control and Alt.
    nonisolated static let debugOverlayToggleUsage = 0x07

    /// Whether `WINDOWING_DEBUG_OVERLAY`'s value asks for the overlay: "1", "true" or "yes" do;
    /// unset, empty, "0", "false" or "no" do not; anything else is warned about and ignored.
    nonisolated static func debugOverlayRequested(by value: String?) -> Bool {
        switchValue(value, variable: "WINDOWING_DEBUG_OVERLAY", hint: "use 1 to turn the view debugger overlay on")
    }

    /// Whether `key` is the toggle: D going down with Control and Alt, without Shift or Super
    /// (Caps Lock does not matter).
    func isDebugOverlayToggle(_ key: PlatformKeyEvent) -> Bool {
        key.hidUsage == Self.debugOverlayToggleUsage && key.isDown
            && key.modifiers.intersection([.shift, .control, .alternate, .command]) == [.control, .alternate]
    }

    /// Turns the overlay on or off and repaints every window whole, so what it covered (or will
    /// cover) is drawn again from the views' cached contents.
    func setShowsDebugOverlay(_ shows: Bool) {
        guard shows != showsDebugOverlay else { return }
        showsDebugOverlay = shows
        Trace.note("view debugger overlay \(shows ? "on" : "off")")
        for entry in windowsByPlatformID.values {
            guard let window = entry.window else { continue }
            window.needsFullDisplay = true
            window.scheduleCommit()
        }
    }
}

extension UIView {
    /// A label the overlay shows changed: with the overlay on, the view's area is repainted.
    func debugOverlayLabelDidChange() {
        // The inspector's rows show the identifier and the tag too.
        UIApplication.inspectorGraphMayHaveChanged()
        guard UIApplication.current?.showsDebugOverlay == true else { return }
        invalidateVisual()
    }
}
