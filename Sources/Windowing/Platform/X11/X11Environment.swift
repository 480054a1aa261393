#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The environment variables the X11 backend reads, gathered in one place so tests can pass their own.
struct X11Environment: Sendable {
    /// `DISPLAY`: the display to open when the caller names none.
    var display: String?
    /// `WINDOWING_SCALE`: device pixels per point (a positive number), overriding the server's `Xft.dpi`.
    var scale: String?
    /// `WINDOWING_NO_SHM=1` turns MIT-SHM off, so back buffers are presented with plain `XPutImage`
    /// as on a remote display; any value other than empty or `0` counts. Tests use it to cover the fallback.
    var disablesSharedMemory: Bool
    /// `WINDOWING_NO_XIM=1` opens no input method: key text comes from `XLookupString`, without dead
    /// keys or Compose (as when Xlib has no IM for the locale). Same values as `WINDOWING_NO_SHM`.
    var disablesInputMethod: Bool
    /// `WINDOWING_NO_XI2=1` keeps pointer input on core X events even where the server has
    /// XInput 2.1: wheel notches only, no smooth scrolling, whole-pixel positions. For debugging
    /// and comparing the two paths. Same values as `WINDOWING_NO_SHM`.
    var disablesXInput2: Bool
    /// `WINDOWING_XI2_POINTER=1` takes pointer input through XInput 2 even when no device scrolls
    /// smoothly (by default XI2 pointer events are selected only while one does, since core events
    /// cost Xlib less). For tests of the XI2 path on servers such as Xvfb, whose devices have no
    /// scroll axes. Same values as `WINDOWING_NO_SHM`.
    var forcesXInput2Pointer: Bool
    /// `WINDOWING_NO_PRESENT=1` paces frames by a run-loop timer even where the server has the
    /// Present extension. Same values as `WINDOWING_NO_SHM`.
    var disablesPresent: Bool
    /// `WINDOWING_LAUNCH_CONNECTION`: `1` launches through a connection of XCB's own while Xlib's
    /// opens beside it (X11LaunchConnection), `0` never does, unset decides by the display
    /// (`X11LaunchConnection.isRemote`). The text as set, read by `usesLaunchConnection(for:)`.
    var launchConnection: String?

    /// Everything explicit, for tests.
    init(
        display: String? = nil, scale: String? = nil, disablesSharedMemory: Bool = false,
        disablesInputMethod: Bool = false, disablesXInput2: Bool = false, forcesXInput2Pointer: Bool = false,
        disablesPresent: Bool = false, launchConnection: String? = nil
    ) {
        self.display = display
        self.scale = scale
        self.disablesSharedMemory = disablesSharedMemory
        self.disablesInputMethod = disablesInputMethod
        self.disablesXInput2 = disablesXInput2
        self.forcesXInput2Pointer = forcesXInput2Pointer
        self.disablesPresent = disablesPresent
        self.launchConnection = launchConnection
    }

    /// The process environment as it is now.
    static func current() -> X11Environment {
        return X11Environment(
            display: ProcessEnvironment.value("DISPLAY"),
            scale: ProcessEnvironment.value("WINDOWING_SCALE"),
            disablesSharedMemory: isSwitchedOn(ProcessEnvironment.value("WINDOWING_NO_SHM")),
            disablesInputMethod: isSwitchedOn(ProcessEnvironment.value("WINDOWING_NO_XIM")),
            disablesXInput2: isSwitchedOn(ProcessEnvironment.value("WINDOWING_NO_XI2")),
            forcesXInput2Pointer: isSwitchedOn(ProcessEnvironment.value("WINDOWING_XI2_POINTER")),
            disablesPresent: isSwitchedOn(ProcessEnvironment.value("WINDOWING_NO_PRESENT")),
            launchConnection: ProcessEnvironment.value("WINDOWING_LAUNCH_CONNECTION"))
    }

    /// Whether the display `name` is launched through a connection of XCB's own: as
    /// `WINDOWING_LAUNCH_CONNECTION` says, else for a display reached over the network. Another
    /// value than `1`, `0` or empty is ignored with a warning.
    func usesLaunchConnection(for name: String, warn: (String) -> Void = Diagnostics.warning) -> Bool {
        switch launchConnection {
        case "1": return true
        case "0": return false
        case nil, "": return X11LaunchConnection.isRemote(name)
        case let other?:
            warn("X11: ignoring WINDOWING_LAUNCH_CONNECTION '\(other)'; use 1 (always) or 0 (never)")
            return X11LaunchConnection.isRemote(name)
        }
    }

    /// Any value other than unset, empty or `0`.
    private static func isSwitchedOn(_ value: String?) -> Bool {
        value != nil && value != "" && value != "0"
    }
}
