/// Something that happened in the window system, reported by a backend as a plain value.
///
/// Cases are named for what happened, not for what to do about it. A backend coalesces where the
/// protocol floods: one `.exposed` per damaged rectangle once a batch is complete, one `.resized`
/// with the newest size of a ConfigureNotify storm.
enum PlatformEvent: Equatable, Sendable {
    /// Part of the window needs its pixels again (from the back buffer, not a redraw).
    case exposed(PlatformWindowID, PlatformRect)
    /// The window's size changed to this many device pixels.
    case resized(PlatformWindowID, PlatformSize)
    /// The window became viewable (mapped, de-iconified).
    case mapped(PlatformWindowID)
    /// The window stopped being viewable (unmapped, iconified, hidden by the window manager).
    case unmapped(PlatformWindowID)
    /// The window received keyboard focus.
    case focusIn(PlatformWindowID)
    /// The window lost keyboard focus.
    case focusOut(PlatformWindowID)
    /// Keys stopped reaching the window without a focus event (the pointer left it under
    /// PointerRoot focus): the keys held in it will send no release.
    case keysLost(PlatformWindowID)
    /// The user asked to close the window (WM_DELETE_WINDOW).
    case closeRequested(PlatformWindowID)
    /// The window is gone from the window system: another client destroyed it (`XKillClient`,
    /// `XDestroyWindow`). The backend has already forgotten it.
    case destroyed(PlatformWindowID)
    /// The connection to the window system is gone; nothing else will arrive.
    case connectionLost(String)
    /// A pointer button, motion, enter or leave in the window.
    case pointer(PlatformWindowID, PlatformPointerEvent)
    /// A key press or release while the window has keyboard focus.
    case key(PlatformWindowID, PlatformKeyEvent)
    /// A scroll over the window.
    case scroll(PlatformWindowID, PlatformScrollEvent)
    /// The input method's composition in the window changed (on-the-spot input).
    case composition(PlatformWindowID, PlatformComposition)
}
