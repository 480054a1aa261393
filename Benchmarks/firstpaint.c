/* firstpaint.c: the floor for the first-paint benchmark.
 *
 * Draws HelloWindow's scene the way the Windowing toolkit does, with nothing else: one 640x480
 * top-level Xlib window, a Cairo RGB24 (xRGB32) image surface as back buffer (MIT-SHM when it
 * attaches, else plain XImage + XPutImage), the first Expose, one full paint, one present, XSync.
 * Then it prints `first-frame <CLOCK_MONOTONIC ns>` on stdout and exits 0. The driver,
 * firstpaint.py, subtracts its spawn time from that number. FIRSTPAINT_NO_SHM=1 forces the
 * XPutImage path. FIRSTPAINT_DUMP=path.ppm reads the window back with XGetImage after the
 * timestamp (off the timed path) and writes it as a binary PPM, so the pixels can be `cmp`ed
 * with FirstPaintSwift's (which has the same switch).
 *
 * Build: cc -O2 firstpaint.c -o firstpaint-c $(pkg-config --cflags --libs x11 xext cairo pangocairo) -lm
 */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>
#include <unistd.h>

enum { WIDTH = 640, HEIGHT = 480 };

/* HelloWindow's header image, relative to the repository's root (firstpaint.py runs there). */
#define ICON_PATH "Resources/HelloWindow/WindowIcon.png"
#define PARAGRAPH "Every step of the launch chain, from UIApplicationMain to this view controller, " \
                  "ran in plain sight. Run with WINDOWING_TRACE=1 to see each call."

#include "backbuffer.h"

static void
setColor(cairo_t *cr, int r, int g, int b)
{
	cairo_set_source_rgb(cr, r / 255.0, g / 255.0, b / 255.0);
}

static void
fillRect(cairo_t *cr, double x, double y, double w, double h, int r, int g, int b)
{
	setColor(cr, r, g, b);
	cairo_rectangle(cr, x, y, w, h);
	cairo_fill(cr);
}

/* Adds a rectangle with quarter-circle corners of radius r as a closed sub-path. */
static void
roundedRect(cairo_t *cr, double x, double y, double w, double h, double r)
{
	cairo_new_sub_path(cr);
	cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
	cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
	cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
	cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
	cairo_close_path(cr);
}

/* The three odd box widths whose variances, (w*w - 1) / 12 each, add up closest to sigma^2:
 * m boxes of width lo and 3 - m of lo + 2, with m solved from 12 sigma^2 = m (lo^2 - 1) +
 * (3 - m) ((lo + 2)^2 - 1). */
static void
boxWidths(double sigma, int widths[3])
{
	int lo = (int)sqrt(4 * sigma * sigma + 1);
	if (lo % 2 == 0)
		lo--;
	if (lo < 1)
		lo = 1;
	double m = round((12 * sigma * sigma - 3.0 * lo * lo - 12.0 * lo - 9) / (-4.0 * lo - 4));
	for (int i = 0; i < 3; i++)
		widths[i] = i < m ? lo : lo + 2;
}

/* One box blur of width 2 * half + 1 along n samples `step` bytes apart, in place; samples
 * outside the line count as 0. `line` is copied to `tmp` first so the running sum reads
 * unblurred values. */
static void
boxBlurLine(unsigned char *line, int n, int step, int half, unsigned char *tmp)
{
	int w = 2 * half + 1, sum = 0;
	for (int i = 0; i < n; i++)
		tmp[i] = line[i * step];
	for (int i = 0; i < half && i < n; i++)
		sum += tmp[i];
	for (int i = 0; i < n; i++) {
		if (i + half < n)
			sum += tmp[i + half];
		line[i * step] = (unsigned char)((sum + w / 2) / w);
		if (i - half >= 0)
			sum -= tmp[i - half];
	}
}

/* A soft shadow under the rounded rect (x, y, w, h, r): the shape in an A8 mask, offset by
 * (dx, dy), blurred by three box blurs per axis (a gaussian of sigma), then painted in black at
 * `opacity` through the mask. */
static void
drawShadow(cairo_t *cr, double x, double y, double w, double h, double r, double dx, double dy,
           double sigma, double opacity)
{
	int reach = (int)ceil(3 * sigma) + 1; /* the blur spreads the shape this far */
	int mx = (int)floor(x + dx) - reach, my = (int)floor(y + dy) - reach;
	int mw = (int)ceil(x + dx + w) + reach - mx, mh = (int)ceil(y + dy + h) + reach - my;
	cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh);
	cairo_t *mcr = cairo_create(mask);
	roundedRect(mcr, x + dx - mx, y + dy - my, w, h, r);
	cairo_fill(mcr);
	cairo_destroy(mcr);
	cairo_surface_flush(mask);

	unsigned char *data = cairo_image_surface_get_data(mask);
	int stride = cairo_image_surface_get_stride(mask), widths[3];
	unsigned char *tmp = malloc((size_t)(mw > mh ? mw : mh));
	boxWidths(sigma, widths);
	for (int pass = 0; pass < 3; pass++)
		for (int row = 0; row < mh; row++)
			boxBlurLine(data + row * stride, mw, 1, widths[pass] / 2, tmp);
	for (int pass = 0; pass < 3; pass++)
		for (int col = 0; col < mw; col++)
			boxBlurLine(data + col, mh, stride, widths[pass] / 2, tmp);
	free(tmp);
	cairo_surface_mark_dirty(mask);

	cairo_set_source_rgba(cr, 0, 0, 0, opacity);
	cairo_mask_surface(cr, mask, mx, my);
	cairo_surface_destroy(mask);
}

/* Text is set up as the toolkit sets it up: 72 dpi (a point is a pixel), unrounded glyph
 * positions and metrics hinting off, DejaVu Sans at an absolute size. */
static PangoContext *
createTextContext(cairo_t *cr)
{
	PangoContext *context = pango_cairo_create_context(cr);
	cairo_font_options_t *options = cairo_font_options_create();

	pango_cairo_context_set_resolution(context, 72);
	pango_context_set_round_glyph_positions(context, FALSE);
	cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
	pango_cairo_context_set_font_options(context, options);
	cairo_font_options_destroy(options);
	return context;
}

/* A label's text: wrapped at `width`, cut with an ellipsis at `height` (or after one line when
 * `height` is 0), in DejaVu Sans (bold or regular) of `size` points. */
static PangoLayout *
createLayout(PangoContext *context, const char *text, double size, int bold, double width,
             double height, PangoAlignment alignment)
{
	PangoLayout *layout = pango_layout_new(context);
	PangoFontDescription *font = pango_font_description_new();

	pango_font_description_set_family(font, "DejaVu Sans");
	pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
	pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
	pango_layout_set_font_description(layout, font);
	pango_font_description_free(font);
	pango_layout_set_text(layout, text, -1);
	pango_layout_set_width(layout, width > 0 ? (int)(width * PANGO_SCALE) : -1);
	pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
	pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
	pango_layout_set_height(layout, height > 0 ? (int)(height * PANGO_SCALE) : -1);
	pango_layout_set_alignment(layout, alignment);
	return layout;
}

/* The layout's logical size in points. */
static void
layoutSize(PangoLayout *layout, double *w, double *h)
{
	PangoRectangle logical;
	pango_layout_get_extents(layout, NULL, &logical);
	*w = (double)logical.width / PANGO_SCALE;
	*h = (double)logical.height / PANGO_SCALE;
}

/* Draws `layout` at x, centred vertically (whole pixels) in the `boxHeight` tall box at y. */
static void
showLayout(cairo_t *cr, PangoLayout *layout, double x, double y, double boxHeight,
           double r, double g, double b, double a)
{
	double w, h;
	layoutSize(layout, &w, &h);
	cairo_set_source_rgba(cr, r, g, b, a);
	cairo_move_to(cr, x, y + (h < boxHeight ? round((boxHeight - h) / 2) : 0));
	pango_cairo_show_layout(cr, layout);
	cairo_new_path(cr);
	g_object_unref(layout);
}

/* The header's colour. remote_gtk.c, which includes this file, changes it on a click. */
static int headerColor[3] = { 0, 122, 255 };

/* HelloWindow's scene, in painter's order (points = pixels), with `cr`. Returns 0 if the icon is
 * missing. */
static int
paintScene(cairo_t *cr)
{
	cairo_surface_t *icon = cairo_image_surface_create_from_png(ICON_PATH);
	if (cairo_surface_status(icon) != CAIRO_STATUS_SUCCESS) {
		fprintf(stderr, "firstpaint: cannot load %s (%s); run from the repository's root\n", ICON_PATH,
		        cairo_status_to_string(cairo_surface_status(icon)));
		cairo_surface_destroy(icon);
		return 0;
	}
	PangoContext *text = createTextContext(cr);
	double w, h;

	fillRect(cr, 0, 0, WIDTH, HEIGHT, 242, 242, 247); /* root view */
	fillRect(cr, 0, 0, 640, 64, headerColor[0], headerColor[1], headerColor[2]); /* header */
	cairo_set_source_surface(cr, icon, 16, 8);        /* its 48x48 icon */
	cairo_paint(cr);
	cairo_surface_destroy(icon);
	/* its title, in a 400x64 label at x 76 */
	showLayout(cr, createLayout(text, "Hello, Window", 24, 1, 400, 0, PANGO_ALIGN_LEFT), 76, 0, 64, 1, 1, 1, 1);

	/* card A, a button whose title label is sized to the text (whole points) and centred */
	fillRect(cr, 24, 88, 184, 120, 255, 59, 48);
	PangoLayout *title = createLayout(text, "Recolour", 20, 1, -1, 0, PANGO_ALIGN_LEFT);
	layoutSize(title, &w, &h);
	showLayout(cr, title, 24 + 92 - ceil(w) / 2, 88 + 60 - ceil(h) / 2, ceil(h), 1, 1, 1, 1);

	/* card B: a shadow, rounded corners, a caption in a 160x28 label at (12, 84), a border */
	drawShadow(cr, 228, 88, 184, 120, 16, 0, 4, 6, 0.35);
	setColor(cr, 52, 199, 89);
	roundedRect(cr, 228, 88, 184, 120, 16);
	cairo_fill(cr);
	showLayout(cr, createLayout(text, "Rounded card", 16, 1, 160, 0, PANGO_ALIGN_CENTER), 240, 172, 28,
	           1, 1, 1, 1);
	cairo_set_source_rgb(cr, 0.1, 0.5, 0.2);
	roundedRect(cr, 228, 88, 184, 120, 16);
	roundedRect(cr, 230, 90, 180, 116, 14);
	cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
	cairo_fill(cr);
	cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
	/* the purple view at (268, 108, 60, 60) is hidden: not drawn */
	fillRect(cr, 432, 88, 184, 120, 255, 149, 0);     /* card C */

	/* BadgeView at (24, 232, 592, 224), drawn in its own coordinates */
	cairo_save(cr);
	cairo_translate(cr, 24, 232);
	fillRect(cr, 0, 0, 592, 224, 255, 255, 255);
	cairo_save(cr);
	cairo_translate(cr, 16 + 192 / 2.0, 16 + 192 / 2.0);
	cairo_scale(cr, 192 / 2.0, 192 / 2.0);
	cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
	cairo_restore(cr);
	setColor(cr, 88, 86, 214);
	cairo_fill(cr);
	fillRect(cr, 240, 40, 336, 48, 255, 204, 0);
	setColor(cr, 28, 28, 30);
	cairo_set_line_width(cr, 4);
	cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
	cairo_move_to(cr, 240, 128);
	cairo_line_to(cr, 576, 128);
	cairo_stroke(cr);
	cairo_restore(cr);

	/* a paragraph wrapped in a 330x72 label at (264, 372), in secondaryLabel grey */
	showLayout(cr, createLayout(text, PARAGRAPH, 14, 0, 330, 72, PANGO_ALIGN_LEFT), 264, 372, 72,
	           60 / 255.0, 60 / 255.0, 67 / 255.0, 0.6);

	g_object_unref(text);
	return 1;
}

/* The scene into the back buffer. */
static int
drawScene(cairo_surface_t *surface)
{
	cairo_t *cr = cairo_create(surface);
	int ok = paintScene(cr);
	cairo_destroy(cr);
	cairo_surface_flush(surface);
	return ok;
}

/* FIRSTPAINT_DUMP: writes what the server now shows in the window as a binary PPM. */
static int
dumpWindow(Display *dpy, Window win, const char *path)
{
	XImage *image = XGetImage(dpy, win, 0, 0, WIDTH, HEIGHT, AllPlanes, ZPixmap);
	FILE *f = image ? fopen(path, "wb") : NULL;
	int ok = f != NULL;

	if (f) {
		fprintf(f, "P6\n%d %d\n255\n", WIDTH, HEIGHT);
		for (int y = 0; y < HEIGHT; y++)
			for (int x = 0; x < WIDTH; x++) {
				unsigned long p = XGetPixel(image, x, y);
				unsigned char rgb[3] = { p >> 16 & 0xff, p >> 8 & 0xff, p & 0xff };
				ok &= fwrite(rgb, 1, 3, f) == 3;
			}
		ok &= fclose(f) == 0;
	}
	if (image)
		XDestroyImage(image);
	return ok;
}

/* Sets the properties the toolkit sets on every top-level window. */
static void
setWindowProperties(Display *dpy, Window win)
{
	char *names[] = { "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING", "_NET_WM_PID" };
	Atom atoms[5];
	const char *title = "HelloWindow";
	long pid = getpid(); /* format 32 means C long */
	XClassHint classHint = { .res_name = "HelloWindow", .res_class = "HelloWindow" };

	XInternAtoms(dpy, names, 5, False, atoms); /* one round trip; also fills Xlib's atom cache */
	XSetWMProtocols(dpy, win, &atoms[1], 1);
	XStoreName(dpy, win, title);
	XChangeProperty(dpy, win, atoms[2], atoms[3], 8, PropModeReplace,
	                (const unsigned char *)title, (int)strlen(title));
	XSetClassHint(dpy, win, &classHint);
	XChangeProperty(dpy, win, atoms[4], XA_CARDINAL, 32, PropModeReplace, (unsigned char *)&pid, 1);
}

int
main(void)
{
	Display *dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "firstpaint: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	int screen = DefaultScreen(dpy);
	Visual *visual = DefaultVisual(dpy, screen);
	int depth = DefaultDepth(dpy, screen);

	XSetWindowAttributes wa = {
		.background_pixmap = None,
		.border_pixel = 0,
		.event_mask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask |
		              ButtonPressMask | ButtonReleaseMask | PointerMotionMask |
		              EnterWindowMask | LeaveWindowMask | FocusChangeMask,
	};
	Window win = XCreateWindow(dpy, RootWindow(dpy, screen), 0, 0, WIDTH, HEIGHT, 0, depth,
	                           InputOutput, visual, CWBackPixmap | CWBorderPixel | CWEventMask, &wa);
	setWindowProperties(dpy, win);
	GC gc = XCreateGC(dpy, win, 0, NULL);

	BackBuffer bb = { 0 };
	if (!createBackBuffer(dpy, visual, depth, &bb, "firstpaint", !getenv("FIRSTPAINT_NO_SHM"))) {
		fprintf(stderr, "firstpaint: could not create a %dx%d back buffer\n", WIDTH, HEIGHT);
		return 1;
	}

	XMapWindow(dpy, win);
	XEvent ev;
	do
		XNextEvent(dpy, &ev);
	while (ev.type != Expose || ev.xexpose.window != win);

	if (!drawScene(bb.surface))
		return 1;
	if (bb.usesShm)
		XShmPutImage(dpy, win, gc, bb.image, 0, 0, 0, 0, WIDTH, HEIGHT, False);
	else
		XPutImage(dpy, win, gc, bb.image, 0, 0, 0, 0, WIDTH, HEIGHT);
	XSync(dpy, False);

	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	printf("first-frame %lld\n", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
	fflush(stdout);

	int status = 0;
	const char *dump = getenv("FIRSTPAINT_DUMP");
	if (dump && !dumpWindow(dpy, win, dump)) {
		fprintf(stderr, "firstpaint: could not dump the window to '%s'\n", dump);
		status = 1;
	}

	/* Tidy up after the measurement, as a well-behaved client would. */
	cairo_surface_destroy(bb.surface);
	if (bb.usesShm) {
		XShmDetach(dpy, &bb.shm);
		XSync(dpy, False);
		shmdt(bb.shm.shmaddr);
		bb.image->data = NULL;
	}
	XDestroyImage(bb.image); /* frees the malloc'ed pixels in the XPutImage case */
	XFreeGC(dpy, gc);
	XDestroyWindow(dpy, win);
	XCloseDisplay(dpy);
	return status;
}
