// The debug switches: `WINDOWING_DEBUG_OVERLAY` turns the view debugger overlay on at launch and
// Ctrl+Alt+D toggles it in a running app; `WINDOWING_INSPECTOR=1` opens the live inspector at
// launch and Ctrl+Alt+I opens or closes it in any running app. The keys are taken before key
// commands and the responder chain, so an app never sees them. UIKit apps bind Command
// shortcuts, rarely Control+Option ones; F12 was the first choice but the input fuzz lab (and
// debuggers' habits) already use it.

/// The debug tools' switches, as the environment set them at launch and the toolkit's keys
/// toggle them; a plain value the application owns and the debug tools read.
struct DebugSwitches: Equatable, Sendable {
    /// Whether windows draw the view debugger overlay (`WINDOWING_DEBUG_OVERLAY`, toggled by Ctrl+Alt+D).
    var showsOverlay = false
    /// Whether the live inspector opens at launch (`WINDOWING_INSPECTOR`).
    var opensInspector = false

    init(showsOverlay: Bool = false, opensInspector: Bool = false) {
        self.showsOverlay = showsOverlay
        self.opensInspector = opensInspector
    }

    /// The switches `environment` asks for; a value that is not a switch value is warned about
    /// and leaves its switch off.
    init(environment: [String: String]) {
        showsOverlay = Self.overlayRequested(by: environment["WINDOWING_DEBUG_OVERLAY"])
        opensInspector = Self.inspectorRequested(by: environment["WINDOWING_INSPECTOR"])
    }

    // MARK: - Environment values

    /// Whether `WINDOWING_DEBUG_OVERLAY`'s value asks for the overlay: "1", "true" or "yes" do;
    /// unset, empty, "0", "false" or "no" do not; anything else is warned about and ignored.
    static func overlayRequested(by value: String?) -> Bool {
        switchValue(value, variable: "WINDOWING_DEBUG_OVERLAY", hint: "use 1 to turn the view debugger overlay on")
    }

    /// Whether `WINDOWING_INSPECTOR`'s value asks for the inspector at launch; a value that is not
    /// a switch value is warned about and ignored.
    static func inspectorRequested(by value: String?, warn: (String) -> Void = Diagnostics.warning) -> Bool {
        switchValue(
            value, variable: "WINDOWING_INSPECTOR",
            hint: "use 1 to open the live inspector at launch (Ctrl+Alt+I opens and closes it at run time)", warn: warn)
    }

    /// "1", "true" or "yes" turn a switch on; unset, empty, "0", "false" or "no" leave it off;
    /// anything else gives one warning naming the variable, the value and `hint`, and leaves it off.
    static func switchValue(
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

    // MARK: - Keys

    /// D on the USB HID keyboard page, pressed with Control and Alt.
    static let overlayToggleUsage = 0x07
    /// I on the USB HID keyboard page, pressed with Control and Alt.
    static let inspectorToggleUsage = 0x0C

    /// Whether `key` is the overlay's key: D going down with Control and Alt, without Shift or
    /// Super (Caps Lock does not matter).
    static func isOverlayToggle(_ key: PlatformKeyEvent) -> Bool {
        isToggle(key, usage: overlayToggleUsage)
    }

    /// Whether `key` is the inspector's key: I going down with Control and Alt, without Shift or Super.
    static func isInspectorToggle(_ key: PlatformKeyEvent) -> Bool {
        isToggle(key, usage: inspectorToggleUsage)
    }

    private static func isToggle(_ key: PlatformKeyEvent, usage: Int) -> Bool {
        key.hidUsage == usage && key.isDown
            && key.modifiers.intersection([.shift, .control, .alternate, .command]) == [.control, .alternate]
    }
}
