internal import CX11

/// Reads the default screen: its pixel size, its scale, and whether its visual can show a back buffer.
enum X11Screen {
    /// The dpi X11 toolkits treat as scale 1.
    private static let baseDPI = 96.0

    /// Checks that the default visual is 24-bit TrueColor stored as 32-bit 0x00RRGGBB words, the
    /// layout of a Cairo RGB24 surface, so back buffers are presented without conversion.
    ///
    /// - Throws: `PlatformError.unsupportedVisual` with the visual's depth and bits per pixel.
    static func requireXRGBVisual(on display: OpaquePointer) throws(PlatformError) {
        let screen = XDefaultScreen(display)
        let depth = Int(XDefaultDepth(display, screen))
        let bitsPerPixel = self.bitsPerPixel(forDepth: depth, on: display)
        guard let visual = XDefaultVisual(display, screen), depth == 24, bitsPerPixel == 32,
            visual.pointee.`class` == TrueColor, visual.pointee.red_mask == 0xFF0000,
            visual.pointee.green_mask == 0xFF00, visual.pointee.blue_mask == 0xFF
        else { throw .unsupportedVisual(depth: depth, bitsPerPixel: bitsPerPixel) }
    }

    /// The ZPixmap bits per pixel the server uses for `depth`, or 0 if it lists none.
    private static func bitsPerPixel(forDepth depth: Int, on display: OpaquePointer) -> Int {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return 0 }
        defer { XFree(formats) }
        let match = UnsafeBufferPointer(start: formats, count: Int(count)).first { Int($0.depth) == depth }
        return match.map { Int($0.bits_per_pixel) } ?? 0
    }

    /// The default screen's size and scale; `WINDOWING_SCALE` wins over the server's `Xft.dpi`.
    static func describe(on display: OpaquePointer, environment: X11Environment) -> PlatformScreen {
        let screen = XDefaultScreen(display)
        let size = PlatformSize(
            width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
        let scale = scaleOverride(environment.scale) ?? dpiScale(on: display) ?? 1
        return PlatformScreen(size: size, scale: scale)
    }

    /// `WINDOWING_SCALE` as a number kept in ``ScreenScale/range``, or nil (with a warning) if it
    /// is set but not a positive number.
    static func scaleOverride(_ text: String?, warn: (String) -> Void = Diagnostics.warning) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value > 0 else {
            warn("X11: ignoring WINDOWING_SCALE '\(text)'; use a positive number such as 2")
            return nil
        }
        return ScreenScale.clamped(value, source: "WINDOWING_SCALE '\(text)'", warn: warn)
    }

    /// `Xft.dpi / 96`, from the root window's `RESOURCE_MANAGER` property, or nil if absent.
    ///
    /// `XResourceManagerString` is the property as `XOpenDisplay` read it. The screen is described
    /// only right after the display opens, so that copy is current, and reading the property again
    /// would cost a round trip of its own on a remote display (issue 20).
    static func dpiScale(on display: OpaquePointer) -> Double? {
        rootResources(on: display).flatMap { dpiScale(resources: $0) }
    }

    /// `Xft.dpi / 96` from the text of a resource database, kept in ``ScreenScale/range``; nil if
    /// `Xft.dpi` is absent, or (with a warning) not a positive number.
    ///
    /// Any client on the display can write `RESOURCE_MANAGER`, so its value is untrusted input.
    static func dpiScale(resources: String, warn: (String) -> Void = Diagnostics.warning) -> Double? {
        guard let text = xftDPI(in: resources) else { return nil }
        let source = "Xft.dpi '\(text)' in RESOURCE_MANAGER"
        guard let dpi = Double(text), dpi > 0 else {
            warn("X11: ignoring \(source); use dots per inch such as 96 or 192")
            return nil
        }
        return ScreenScale.clamped(dpi / baseDPI, source: source, warn: warn)
    }

    /// The `Xft.dpi` resource's text in a resource database, trimmed, or nil if it is absent.
    private static func xftDPI(in resources: String) -> String? {
        let database = XrmGetStringDatabase(resources)
        defer { if let database { XrmDestroyDatabase(database) } }
        var type: UnsafeMutablePointer<CChar>?
        var value = XrmValue()
        guard let database, XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
            let address = value.addr
        else { return nil }
        return String(cString: address).trimmed
    }

    /// The text of the root window's `RESOURCE_MANAGER` property when the display opened, or nil.
    private static func rootResources(on display: OpaquePointer) -> String? {
        XResourceManagerString(display).map { String(cString: $0) }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
