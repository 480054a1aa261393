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
import CXlib
import Glibc

let width: Int32 = 640, height: Int32 = 480

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
    else { shm.deallocate(); return nil }
    shm.pointee.shmid = shmget(0 /* IPC_PRIVATE */, Int(image.pointee.bytes_per_line) * Int(height), IPC_CREAT | 0o600)
    guard shm.pointee.shmid >= 0 else { _ = FP_XDestroyImage(image); shm.deallocate(); return nil }
    let address = shmat(shm.pointee.shmid, nil, 0)
    shm.pointee.readOnly = 0  // False
    guard let address, Int(bitPattern: address) != -1 else {
        shmctl(shm.pointee.shmid, IPC_RMID, nil)
        _ = FP_XDestroyImage(image); shm.deallocate()
        return nil
    }
    shm.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    image.pointee.data = shm.pointee.shmaddr
    shmFailed = false
    XSync(dpy, 0)
    let old = XSetErrorHandler { _, _ in shmFailed = true; return 0 }
    XShmAttach(dpy, shm)
    XSync(dpy, 0)
    XSetErrorHandler(old)
    // The server has attached (or failed): the segment goes away once both sides detach.
    shmctl(shm.pointee.shmid, IPC_RMID, nil)
    if shmFailed {
        shmdt(address)
        image.pointee.data = nil
        _ = FP_XDestroyImage(image); shm.deallocate()
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
        guard let plain = XCreateImage(dpy, visual, UInt32(depth), ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, stride)
        else { free(data); return nil }
        image = plain
    }
    // Cairo's RGB24 is a native-endian 0x00RRGGBB word: the 24-bit TrueColor layout, as is.
    let i = image.pointee, v = visual.pointee
    guard i.bits_per_pixel == 32, i.bytes_per_line == stride, i.byte_order == XImageByteOrder(dpy),
        v.red_mask == 0xff0000, v.green_mask == 0x00ff00, v.blue_mask == 0x0000ff
    else {
        complain("the default visual is not 24-bit xRGB (bpp \(i.bits_per_pixel), stride \(i.bytes_per_line))")
        return nil
    }
    let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(i.data!).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24, width, height, stride)!
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

/// HelloWindow's scene, in painter's order (points = pixels).
func drawScene(_ surface: OpaquePointer) {
    let cr = cairo_create(surface)!

    fillRect(cr, 0, 0, Double(width), Double(height), 242, 242, 247)  // root view
    fillRect(cr, 0, 0, 640, 64, 0, 122, 255)  // header
    fillRect(cr, 24, 88, 184, 120, 255, 59, 48)  // card A
    fillRect(cr, 228, 88, 184, 120, 52, 199, 89)  // card B
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

    cairo_destroy(cr)
    cairo_surface_flush(surface)
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
        XChangeProperty(dpy, win, atoms[4], XA_CARDINAL, 32, PropModeReplace,
                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
    }
    names.forEach { free($0) }
    free(className)
}

/// FIRSTPAINT_DUMP: writes what the server now shows in the window as a binary PPM.
func dumpWindow(_ dpy: OpaquePointer, _ win: Window, to path: UnsafePointer<CChar>) -> Bool {
    guard let image = XGetImage(dpy, win, 0, 0, UInt32(width), UInt32(height), UInt.max /* AllPlanes */, ZPixmap),
        let file = fopen(path, "wb")
    else { return false }
    var bytes = Array("P6\n\(width) \(height)\n255\n".utf8)
    for y in 0..<height {
        for x in 0..<width {
            let p = FP_XGetPixel(image, x, y)
            bytes += [UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p)]
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
wa.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask
    | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
    | EnterWindowMask | LeaveWindowMask | FocusChangeMask
let win = XCreateWindow(dpy, XRootWindow(dpy, screen), 0, 0, UInt32(width), UInt32(height), 0, depth,
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

drawScene(bb.surface)
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
