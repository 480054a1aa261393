// firstpaint-swift: the Swift floor for the first-paint benchmark, a line-by-line port of
// ../../../firstpaint.c (read that file's header for the what and why).
//
// One 640x480 top-level Xlib window, a Cairo RGB24 (xRGB32) back buffer over an MIT-SHM XImage
// (plain XImage + XPutImage if SHM does not attach, or with FIRSTPAINT_NO_SHM=1), the first
// Expose, one full paint, one present, XSync, then `first-frame <CLOCK_MONOTONIC ns>` on stdout
// and exit 0. FIRSTPAINT_DUMP=path.ppm reads the window back afterwards (off the timed path) so
// its pixels can be `cmp`ed with firstpaint.c's.
//
// Only the Swift standard library and Glibc: no Foundation. That is deliberate. This program is
// what Swift itself costs (runtime start-up, stdlib, no toolkit); the Windowing toolkit must link
// Foundation, and that difference is part of what the comparison with HelloWindow shows.
import CCairoFP
import CPangoFP
import CXlib
import Glibc

let width: Int32 = 640
let height: Int32 = 480

/// A line on stderr (fd 2: Swift 6 rejects Glibc's global `stderr` as shared mutable state).
func complain(_ message: String) {
    let line = "firstpaint-swift: " + message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// A back buffer: the XImage the server reads and the Cairo surface over the same bytes.
struct BackBuffer {
    var image: UnsafeMutablePointer<XImage>
    var shm: UnsafeMutablePointer<XShmSegmentInfo>?  // nil: plain XImage, presented with XPutImage
    var surface: OpaquePointer
}

/// Set by the error handler when MIT-SHM cannot attach (remote display, no permission).
nonisolated(unsafe) var shmFailed = false

/// Tries an MIT-SHM backed XImage; returns nil (and leaves nothing behind) if it cannot attach.
func createShmImage(_ dpy: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>, _ depth: Int32)
    -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)?
{
    guard XShmQueryExtension(dpy) != 0 else { return nil }
    // Stable storage: the XImage keeps a pointer to it (obdata).
    let shm = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    shm.initialize(to: XShmSegmentInfo())
    guard let image = XShmCreateImage(dpy, visual, UInt32(depth), ZPixmap, nil, shm, UInt32(width), UInt32(height))
    else {
        shm.deallocate()
        return nil
    }
    let ipcPrivate: key_t = 0
    shm.pointee.shmid = shmget(ipcPrivate, Int(image.pointee.bytes_per_line) * Int(height), IPC_CREAT | 0o600)
    guard shm.pointee.shmid >= 0 else {
        _ = FP_XDestroyImage(image)
        shm.deallocate()
        return nil
    }
    let address = shmat(shm.pointee.shmid, nil, 0)
    shm.pointee.readOnly = 0  // False
    guard let address, Int(bitPattern: address) != -1 else {
        shmctl(shm.pointee.shmid, IPC_RMID, nil)
        _ = FP_XDestroyImage(image)
        shm.deallocate()
        return nil
    }
    shm.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    image.pointee.data = shm.pointee.shmaddr
    shmFailed = false
    XSync(dpy, 0)
    let old = XSetErrorHandler { _, _ in
        shmFailed = true
        return 0
    }
    XShmAttach(dpy, shm)
    XSync(dpy, 0)
    XSetErrorHandler(old)
    // The server has attached (or failed): the segment goes away once both sides detach.
    shmctl(shm.pointee.shmid, IPC_RMID, nil)
    if shmFailed {
        shmdt(address)
        image.pointee.data = nil
        _ = FP_XDestroyImage(image)
        shm.deallocate()
        return nil
    }
    return (image, shm)
}

/// Creates the back buffer: MIT-SHM if possible, else a calloc'ed XImage for XPutImage.
func createBackBuffer(_ dpy: OpaquePointer, _ visual: UnsafeMutablePointer<Visual>, _ depth: Int32) -> BackBuffer? {
    let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, width)
    var image: UnsafeMutablePointer<XImage>
    var shm: UnsafeMutablePointer<XShmSegmentInfo>? = nil
    if getenv("FIRSTPAINT_NO_SHM") == nil, let (shmImage, info) = createShmImage(dpy, visual, depth) {
        (image, shm) = (shmImage, info)
    } else {
        guard let data = calloc(Int(stride), Int(height)) else { return nil }
        guard
            let plain = XCreateImage(
                dpy, visual, UInt32(depth), ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), 32, stride)
        else {
            free(data)
            return nil
        }
        image = plain
    }
    // Cairo's RGB24 is a native-endian 0x00RRGGBB word: the 24-bit TrueColor layout, as is.
    let i = image.pointee
    let v = visual.pointee
    guard i.bits_per_pixel == 32, i.bytes_per_line == stride, i.byte_order == XImageByteOrder(dpy),
        v.red_mask == 0xff0000, v.green_mask == 0x00ff00, v.blue_mask == 0x0000ff
    else {
        complain("the default visual is not 24-bit xRGB (bpp \(i.bits_per_pixel), stride \(i.bytes_per_line))")
        return nil
    }
    let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(i.data!).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, width, height,
        stride)!
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    return BackBuffer(image: image, shm: shm, surface: surface)
}

func setColor(_ cr: OpaquePointer, _ r: Int, _ g: Int, _ b: Int) {
    cairo_set_source_rgb(cr, Double(r) / 255, Double(g) / 255, Double(b) / 255)
}

func fillRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Int, _ g: Int, _ b: Int) {
    setColor(cr, r, g, b)
    cairo_rectangle(cr, x, y, w, h)
    cairo_fill(cr)
}

/// Adds a rectangle with quarter-circle corners of radius r as a closed sub-path.
func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
}

/// The three odd box widths whose variances, (w*w - 1) / 12 each, add up closest to sigma^2:
/// m boxes of width lo and 3 - m of lo + 2, with m solved from 12 sigma^2 = m (lo^2 - 1) +
/// (3 - m) ((lo + 2)^2 - 1).
func boxWidths(_ sigma: Double) -> [Int] {
    var lo = Int(sqrt(4 * sigma * sigma + 1))
    if lo % 2 == 0 { lo -= 1 }
    lo = max(lo, 1)
    let l = Double(lo)
    let m = round((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4))
    return (0..<3).map { Double($0) < m ? lo : lo + 2 }
}

/// One box blur of width 2 * half + 1 along n samples `step` bytes apart, in place; samples
/// outside the line count as 0. `line` is copied to `tmp` first so the running sum reads
/// unblurred values.
func boxBlurLine(
    _ line: UnsafeMutablePointer<UInt8>, _ n: Int, _ step: Int, _ half: Int, _ tmp: UnsafeMutablePointer<UInt8>
) {
    let w = 2 * half + 1
    var sum = 0
    for i in 0..<n { tmp[i] = line[i * step] }
    for i in 0..<min(half, n) { sum += Int(tmp[i]) }
    for i in 0..<n {
        if i + half < n { sum += Int(tmp[i + half]) }
        line[i * step] = UInt8((sum + w / 2) / w)
        if i - half >= 0 { sum -= Int(tmp[i - half]) }
    }
}

/// A soft shadow under the rounded rect (x, y, w, h, r): the shape in an A8 mask, offset by
/// (dx, dy), blurred by three box blurs per axis (a gaussian of sigma), then painted in black at
/// `opacity` through the mask.
func drawShadow(
    _ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double,
    _ dx: Double, _ dy: Double, _ sigma: Double, _ opacity: Double
) {
    let reach = Int(ceil(3 * sigma)) + 1  // the blur spreads the shape this far
    let mx = Int(floor(x + dx)) - reach
    let my = Int(floor(y + dy)) - reach
    let mw = Int(ceil(x + dx + w)) + reach - mx
    let mh = Int(ceil(y + dy + h)) + reach - my
    let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh))!
    let mcr = cairo_create(mask)!
    roundedRect(mcr, x + dx - Double(mx), y + dy - Double(my), w, h, r)
    cairo_fill(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(mask)

    let data = cairo_image_surface_get_data(mask)!
    let stride = Int(cairo_image_surface_get_stride(mask))
    let tmp = UnsafeMutablePointer<UInt8>.allocate(capacity: max(mw, mh))
    let widths = boxWidths(sigma)
    for pass in 0..<3 {
        for row in 0..<mh { boxBlurLine(data + row * stride, mw, 1, widths[pass] / 2, tmp) }
    }
    for pass in 0..<3 {
        for col in 0..<mw { boxBlurLine(data + col, mh, stride, widths[pass] / 2, tmp) }
    }
    tmp.deallocate()
    cairo_surface_mark_dirty(mask)

    cairo_set_source_rgba(cr, 0, 0, 0, opacity)
    cairo_mask_surface(cr, mask, Double(mx), Double(my))
    cairo_surface_destroy(mask)
}

/// Text is set up as the toolkit sets it up: 72 dpi (a point is a pixel), unrounded glyph
/// positions and metrics hinting off, DejaVu Sans at an absolute size.
func createTextContext(_ cr: OpaquePointer) -> OpaquePointer {
    let context = pango_cairo_create_context(cr)!
    let options = cairo_font_options_create()!
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    return context
}

/// A label's text: wrapped at `width`, cut with an ellipsis at `height` (or after one line when
/// `height` is 0), in DejaVu Sans (bold or regular) of `size` points.
func createLayout(
    _ context: OpaquePointer, _ text: String, _ size: Double, _ bold: Bool, _ width: Double,
    _ height: Double, _ alignment: PangoAlignment
) -> OpaquePointer {
    let layout = pango_layout_new(context)!
    let font = pango_font_description_new()!
    pango_font_description_set_family(font, "DejaVu Sans")
    pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_width(layout, width > 0 ? Int32(width * Double(PANGO_SCALE)) : -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    pango_layout_set_height(layout, height > 0 ? Int32(height * Double(PANGO_SCALE)) : -1)
    pango_layout_set_alignment(layout, alignment)
    return layout
}

/// The layout's logical size in points.
func layoutSize(_ layout: OpaquePointer) -> (w: Double, h: Double) {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
}

/// Draws `layout` at x, centred vertically (whole pixels) in the `boxHeight` tall box at y.
func showLayout(
    _ cr: OpaquePointer, _ layout: OpaquePointer, _ x: Double, _ y: Double, _ boxHeight: Double,
    _ r: Double, _ g: Double, _ b: Double, _ a: Double
) {
    let h = layoutSize(layout).h
    cairo_set_source_rgba(cr, r, g, b, a)
    cairo_move_to(cr, x, y + (h < boxHeight ? round((boxHeight - h) / 2) : 0))
    pango_cairo_show_layout(cr, layout)
    cairo_new_path(cr)
    g_object_unref(UnsafeMutableRawPointer(layout))
}

/// HelloWindow's header image, relative to the repository's root (firstpaint.py runs there).
let iconPath = "Resources/HelloWindow/WindowIcon.png"
let paragraph =
    "Every step of the launch chain, from UIApplicationMain to this view controller, "
    + "ran in plain sight. Run with WINDOWING_TRACE=1 to see each call."

/// HelloWindow's scene, in painter's order (points = pixels). Returns false if the icon is missing.
func drawScene(_ surface: OpaquePointer) -> Bool {
    let icon = cairo_image_surface_create_from_png(iconPath)!
    guard cairo_surface_status(icon) == CAIRO_STATUS_SUCCESS else {
        complain(
            "cannot load \(iconPath) (\(String(cString: cairo_status_to_string(cairo_surface_status(icon)))));"
                + " run from the repository's root")
        cairo_surface_destroy(icon)
        return false
    }
    let cr = cairo_create(surface)!
    let text = createTextContext(cr)

    fillRect(cr, 0, 0, Double(width), Double(height), 242, 242, 247)  // root view
    fillRect(cr, 0, 0, 640, 64, 0, 122, 255)  // header
    cairo_set_source_surface(cr, icon, 16, 8)  // its 48x48 icon
    cairo_paint(cr)
    cairo_surface_destroy(icon)
    // its title, in a 400x64 label at x 76
    showLayout(cr, createLayout(text, "Hello, Window", 24, true, 400, 0, PANGO_ALIGN_LEFT), 76, 0, 64, 1, 1, 1, 1)

    // card A, a button whose title label is sized to the text (whole points) and centred
    fillRect(cr, 24, 88, 184, 120, 255, 59, 48)
    let title = createLayout(text, "Recolour", 20, true, -1, 0, PANGO_ALIGN_LEFT)
    let (w, h) = layoutSize(title)
    showLayout(cr, title, 24 + 92 - ceil(w) / 2, 88 + 60 - ceil(h) / 2, ceil(h), 1, 1, 1, 1)

    // card B: a shadow, rounded corners, a caption in a 160x28 label at (12, 84), a border
    drawShadow(cr, 228, 88, 184, 120, 16, 0, 4, 6, 0.35)
    setColor(cr, 52, 199, 89)
    roundedRect(cr, 228, 88, 184, 120, 16)
    cairo_fill(cr)
    showLayout(cr, createLayout(text, "Rounded card", 16, true, 160, 0, PANGO_ALIGN_CENTER), 240, 172, 28, 1, 1, 1, 1)
    cairo_set_source_rgb(cr, 0.1, 0.5, 0.2)
    roundedRect(cr, 228, 88, 184, 120, 16)
    roundedRect(cr, 230, 90, 180, 116, 14)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    // the purple view at (268, 108, 60, 60) is hidden: not drawn
    fillRect(cr, 432, 88, 184, 120, 255, 149, 0)  // card C

    // BadgeView at (24, 232, 592, 224), drawn in its own coordinates
    cairo_save(cr)
    cairo_translate(cr, 24, 232)
    fillRect(cr, 0, 0, 592, 224, 255, 255, 255)
    cairo_save(cr)
    cairo_translate(cr, 16 + 192 / 2.0, 16 + 192 / 2.0)
    cairo_scale(cr, 192 / 2.0, 192 / 2.0)
    cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
    cairo_restore(cr)
    setColor(cr, 88, 86, 214)
    cairo_fill(cr)
    fillRect(cr, 240, 40, 336, 48, 255, 204, 0)
    setColor(cr, 28, 28, 30)
    cairo_set_line_width(cr, 4)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_move_to(cr, 240, 128)
    cairo_line_to(cr, 576, 128)
    cairo_stroke(cr)
    cairo_restore(cr)

    // a paragraph wrapped in a 330x72 label at (264, 372), in secondaryLabel grey
    showLayout(
        cr, createLayout(text, paragraph, 14, false, 330, 72, PANGO_ALIGN_LEFT), 264, 372, 72,
        60 / 255.0, 60 / 255.0, 67 / 255.0, 0.6)

    g_object_unref(UnsafeMutableRawPointer(text))
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return true
}

/// Sets the properties the toolkit sets on every top-level window.
func setWindowProperties(_ dpy: OpaquePointer, _ win: Window) {
    let atomNames: [String] = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PID"]
    var names = atomNames.map { strdup($0) }  // Xlib wants char **
    var atoms = [Atom](repeating: 0, count: 5)
    let title = "HelloWindow"
    var pid = Int(getpid())  // format 32 means C long
    let className = strdup(title)

    XInternAtoms(dpy, &names, 5, 0, &atoms)  // one round trip; also fills Xlib's atom cache
    XSetWMProtocols(dpy, win, &atoms[1], 1)
    XStoreName(dpy, win, title)
    let utf8 = Array(title.utf8)
    XChangeProperty(dpy, win, atoms[2], atoms[3], 8, PropModeReplace, utf8, Int32(utf8.count))
    var classHint = XClassHint(res_name: className, res_class: className)
    XSetClassHint(dpy, win, &classHint)
    _ = withUnsafeBytes(of: &pid) { bytes in
        XChangeProperty(
            dpy, win, atoms[4], XA_CARDINAL, 32, PropModeReplace,
            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
    names.forEach { free($0) }
    free(className)
}

/// FIRSTPAINT_DUMP: writes what the server now shows in the window as a binary PPM.
func dumpWindow(_ dpy: OpaquePointer, _ win: Window, to path: UnsafePointer<CChar>) -> Bool {
    let allPlanes = UInt.max
    guard let image = XGetImage(dpy, win, 0, 0, UInt32(width), UInt32(height), allPlanes, ZPixmap),
        let file = fopen(path, "wb")
    else { return false }
    var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
    for y in 0..<height {
        for x in 0..<width {
            let p = FP_XGetPixel(image, x, y)
            bytes += [
                UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p),
            ]
        }
    }
    let written = fwrite(bytes, 1, bytes.count, file)
    _ = FP_XDestroyImage(image)
    return fclose(file) == 0 && written == bytes.count
}

guard let dpy = XOpenDisplay(nil) else {
    complain("cannot open display '\(String(cString: XDisplayName(nil)))'")
    exit(1)
}
let screen = XDefaultScreen(dpy)
let visual = XDefaultVisual(dpy, screen)!
let depth = XDefaultDepth(dpy, screen)

var wa = XSetWindowAttributes()
wa.background_pixmap = 0  // None
wa.border_pixel = 0
wa.event_mask =
    ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask
    | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
    | EnterWindowMask | LeaveWindowMask | FocusChangeMask
let win = XCreateWindow(
    dpy, XRootWindow(dpy, screen), 0, 0, UInt32(width), UInt32(height), 0, depth,
    UInt32(InputOutput), visual, UInt(CWBackPixmap | CWBorderPixel | CWEventMask), &wa)
setWindowProperties(dpy, win)
let gc = XCreateGC(dpy, win, 0, nil)

guard let bb = createBackBuffer(dpy, visual, depth) else {
    complain("could not create a \(width)x\(height) back buffer")
    exit(1)
}

XMapWindow(dpy, win)
var ev = XEvent()
repeat {
    XNextEvent(dpy, &ev)
} while ev.type != Expose || ev.xexpose.window != win

guard drawScene(bb.surface) else { exit(1) }
if bb.shm != nil {
    XShmPutImage(dpy, win, gc, bb.image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
} else {
    XPutImage(dpy, win, gc, bb.image, 0, 0, 0, 0, UInt32(width), UInt32(height))
}
XSync(dpy, 0)

var ts = timespec()
clock_gettime(CLOCK_MONOTONIC, &ts)
print("first-frame \(Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec))")
fflush(nil)  // all output streams: Swift 6 rejects the global `stdout` as shared mutable state

var status: Int32 = 0
if let path = getenv("FIRSTPAINT_DUMP"), !dumpWindow(dpy, win, to: path) {
    complain("could not dump the window to '\(String(cString: path))'")
    status = 1
}

// Tidy up after the measurement, as a well-behaved client would.
cairo_surface_destroy(bb.surface)
if let shm = bb.shm {
    XShmDetach(dpy, shm)
    XSync(dpy, 0)
    shmdt(shm.pointee.shmaddr)
    bb.image.pointee.data = nil
}
_ = FP_XDestroyImage(bb.image)  // frees the calloc'ed pixels in the XPutImage case
bb.shm?.deallocate()
XFreeGC(dpy, gc)
XDestroyWindow(dpy, win)
XCloseDisplay(dpy)
exit(status)
