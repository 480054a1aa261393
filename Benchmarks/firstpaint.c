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
 * Build: cc -O2 firstpaint.c -o firstpaint-c $(pkg-config --cflags --libs x11 xext cairo)
 */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>
#include <unistd.h>

enum { WIDTH = 640, HEIGHT = 480 };

/* A back buffer: the XImage the server reads and the Cairo surface over the same bytes. */
typedef struct {
	XImage *image;
	XShmSegmentInfo shm;
	int usesShm;
	cairo_surface_t *surface;
} BackBuffer;

static int shmFailed;

/* Records that MIT-SHM could not attach (remote display, no permission) instead of exiting. */
static int
shmErrorTrap(Display *dpy, XErrorEvent *e)
{
	(void)dpy;
	(void)e;
	shmFailed = 1;
	return 0;
}

/* Tries an MIT-SHM backed XImage; returns 0 (and leaves nothing behind) if it cannot attach. */
static int
createShmImage(Display *dpy, Visual *visual, int depth, BackBuffer *bb)
{
	if (!XShmQueryExtension(dpy))
		return 0;
	memset(&bb->shm, 0, sizeof bb->shm);
	bb->image = XShmCreateImage(dpy, visual, depth, ZPixmap, NULL, &bb->shm, WIDTH, HEIGHT);
	if (!bb->image)
		return 0;
	bb->shm.shmid = shmget(IPC_PRIVATE, (size_t)bb->image->bytes_per_line * HEIGHT, IPC_CREAT | 0600);
	if (bb->shm.shmid < 0) {
		XDestroyImage(bb->image);
		return 0;
	}
	bb->shm.shmaddr = bb->image->data = shmat(bb->shm.shmid, NULL, 0);
	bb->shm.readOnly = False;
	if (bb->shm.shmaddr == (char *)-1) {
		shmctl(bb->shm.shmid, IPC_RMID, NULL);
		bb->image->data = NULL;
		XDestroyImage(bb->image);
		return 0;
	}
	shmFailed = 0;
	XSync(dpy, False);
	int (*old)(Display *, XErrorEvent *) = XSetErrorHandler(shmErrorTrap);
	XShmAttach(dpy, &bb->shm);
	XSync(dpy, False);
	XSetErrorHandler(old);
	/* The server has attached (or failed): the segment goes away once both sides detach. */
	shmctl(bb->shm.shmid, IPC_RMID, NULL);
	if (shmFailed) {
		shmdt(bb->shm.shmaddr);
		bb->image->data = NULL;
		XDestroyImage(bb->image);
		return 0;
	}
	return 1;
}

/* Creates the back buffer: MIT-SHM if possible, else a malloc'ed XImage for XPutImage. */
static int
createBackBuffer(Display *dpy, Visual *visual, int depth, BackBuffer *bb)
{
	int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, WIDTH);

	bb->usesShm = !getenv("FIRSTPAINT_NO_SHM") && createShmImage(dpy, visual, depth, bb);
	if (!bb->usesShm) {
		char *data = calloc((size_t)stride, HEIGHT);
		if (!data)
			return 0;
		bb->image = XCreateImage(dpy, visual, depth, ZPixmap, 0, data, WIDTH, HEIGHT, 32, stride);
		if (!bb->image) {
			free(data);
			return 0;
		}
	}
	/* Cairo's RGB24 is a native-endian 0x00RRGGBB word: the 24-bit TrueColor layout, as is. */
	if (bb->image->bits_per_pixel != 32 || bb->image->bytes_per_line != stride ||
	    bb->image->byte_order != ImageByteOrder(dpy) || visual->red_mask != 0xff0000 ||
	    visual->green_mask != 0x00ff00 || visual->blue_mask != 0x0000ff) {
		fprintf(stderr, "firstpaint: the default visual is not 24-bit xRGB (bpp %d, stride %d)\n",
		        bb->image->bits_per_pixel, bb->image->bytes_per_line);
		return 0;
	}
	bb->surface = cairo_image_surface_create_for_data((unsigned char *)bb->image->data,
	                                                   CAIRO_FORMAT_RGB24, WIDTH, HEIGHT, stride);
	return cairo_surface_status(bb->surface) == CAIRO_STATUS_SUCCESS;
}

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

/* HelloWindow's scene, in painter's order (points = pixels). */
static void
drawScene(cairo_surface_t *surface)
{
	cairo_t *cr = cairo_create(surface);

	fillRect(cr, 0, 0, WIDTH, HEIGHT, 242, 242, 247); /* root view */
	fillRect(cr, 0, 0, 640, 64, 0, 122, 255);         /* header */
	fillRect(cr, 24, 88, 184, 120, 255, 59, 48);      /* card A */
	fillRect(cr, 228, 88, 184, 120, 52, 199, 89);     /* card B */
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

	cairo_destroy(cr);
	cairo_surface_flush(surface);
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
	if (!createBackBuffer(dpy, visual, depth, &bb)) {
		fprintf(stderr, "firstpaint: could not create a %dx%d back buffer\n", WIDTH, HEIGHT);
		return 1;
	}

	XMapWindow(dpy, win);
	XEvent ev;
	do
		XNextEvent(dpy, &ev);
	while (ev.type != Expose || ev.xexpose.window != win);

	drawScene(bb.surface);
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
