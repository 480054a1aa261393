import Foundation

// The live inspector's switches: `WINDOWING_INSPECTOR=1` opens it at launch and Ctrl+Alt+I opens
// or closes it in any running app. Like the overlay's key, it is taken before key commands and the
// responder chain, so the app never sees it. (F12 is InputLab's; Ctrl+Alt+D the overlay's.)
extension UIApplication {
    /// I on the USB HID keyboard page, pressed with Control and Alt.
    nonisolated static let inspectorToggleUsage = 0x0C

    /// Whether `WINDOWING_INSPECTOR`'s value asks for the inspector at launch; a value that is not
    /// a switch value is warned about and ignored.
    nonisolated static func inspectorRequested(by value: String?, warn: (String) -> Void = Diagnostics.warning) -> Bool {
        switchValue(value, variable: "WINDOWING_INSPECTOR",
                    hint: "use 1 to open the live inspector at launch (Ctrl+Alt+I opens and closes it at run time)", warn: warn)
    }

    /// "1", "true" or "yes" turn a switch on; unset, empty, "0", "false" or "no" leave it off;
    /// anything else gives one warning naming the variable, the value and `hint`, and leaves it off.
    nonisolated static func switchValue(
        _ value: String?, variable: String, hint: String, warn: (String) -> Void = Diagnostics.warning
    ) -> Bool {
        guard let value else { return false }
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "", "0", "false", "no": return false
        default:
            warn("\(variable): '\(value)' is not a switch value; \(hint)")
            return false
        }
    }

    /// Whether `key` is the inspector's key: I going down with Control and Alt, without Shift or Super.
    func isInspectorToggle(_ key: PlatformKeyEvent) -> Bool {
        key.hidUsage == Self.inspectorToggleUsage && key.isDown
            && key.modifiers.intersection([.shift, .control, .alternate, .command]) == [.control, .alternate]
    }

    /// Opens the inspector, or closes it when it is open.
    func toggleInspector() {
        if let inspector = Inspector.current {
            inspector.close()
        } else {
            Inspector.open(for: self)
        }
    }

    /// A scene, window, controller or subview came or went: an open inspector redraws its graph
    /// in this run-loop turn's commit. Closed, this is one nil test.
    static func inspectorGraphMayHaveChanged() {
        Inspector.current?.setNeedsGraphUpdate()
    }
}
