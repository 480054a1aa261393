internal import CX11

/// One top-level X window the backend created, and what the toolkit was last told about it.
@MainActor
final class X11Window {
    let xid: UInt
    /// Xlib's GC for the window; nil for a window the launch connection made, until Xlib's
    /// connection takes it over (X11Backend+Launch).
    var gc: OpaquePointer?
    /// The newest size the server reported (ConfigureNotify), in pixels.
    var size: PlatformSize
    /// The size last reported with `.resized`; the creation size counts as reported.
    var reportedSize: PlatformSize
    /// Expose rectangles collected until the server says the batch is complete (`count == 0`).
    var exposedDamage: PlatformRect?
    /// The window is mapped (MapNotify without a later UnmapNotify).
    var isMapped = false
    /// The window manager lists `_NET_WM_STATE_HIDDEN` (minimised) for it.
    var isHidden = false
    /// The window manager set `WM_STATE` to IconicState for it.
    var isIconic = false
    /// Whether the last `.mapped`/`.unmapped` said the window is viewable.
    var reportedViewable = false
    /// The back buffer, created on demand at `size`.
    var backBuffer: X11BackBuffer?
    /// Pointer buttons reported down (`.buttonDown`) and not yet up or cancelled.
    var heldButtons: Set<Int> = []

    var id: PlatformWindowID { PlatformWindowID(rawValue: UInt64(xid)) }
    /// Viewable means mapped and not minimised.
    var isViewable: Bool { isMapped && !isHidden && !isIconic }

    init(xid: UInt, gc: OpaquePointer?, size: PlatformSize) {
        self.xid = xid
        self.gc = gc
        self.size = size
        self.reportedSize = size
    }

    /// Adds an Expose rectangle to the pending damage.
    func addDamage(_ rect: PlatformRect) {
        guard let damage = exposedDamage else {
            exposedDamage = rect
            return
        }
        let left = min(damage.x, rect.x)
        let top = min(damage.y, rect.y)
        let right = max(damage.x + damage.width, rect.x + rect.width)
        let bottom = max(damage.y + damage.height, rect.y + rect.height)
        exposedDamage = PlatformRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension PlatformWindowID {
    /// The X window id this backend uses as the raw value.
    var xid: UInt { UInt(truncatingIfNeeded: rawValue) }
}

/// A window's position and size as `CreateWindow` carries them: 16-bit fields, so values beyond
/// them are clamped rather than wrapped, and the size is at least 1×1 (0 is a BadValue).
struct X11WindowGeometry: Equatable {
    var x: Int16
    var y: Int16
    var width: UInt16
    var height: UInt16

    init(x: Int, y: Int, size: PlatformSize) {
        self.x = Int16(clamping: x)
        self.y = Int16(clamping: y)
        width = UInt16(clamping: max(1, size.width))
        height = UInt16(clamping: max(1, size.height))
    }
}
