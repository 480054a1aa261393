/* drawcount.c: counts what a program draws and pushes per frame, the same way for any program
 * (redrawbench.py's scroll case runs RedrawLab and redrawfloor.c under it).
 *
 * An LD_PRELOAD library that wraps the calls every program here draws and presents with, counts
 * them and passes them on unchanged:
 *   XCopyArea                  pixels copied on the server (a scroll's move),
 *   XShmPutImage, XPutImage    pixels pushed from the back buffer to the server,
 *   cairo_fill(_preserve)      shapes filled (each rounded cell is two: its fill and its border).
 * A frame ends at XSync, which both programs call once after every present; frames in which
 * nothing was copied, pushed or filled are not recorded. At exit it writes one line per frame,
 * the last 4,096, to the file DRAWCOUNT_FILE names:
 *   <pixels copied> <pixels pushed> <fills>
 * Without DRAWCOUNT_FILE it writes nothing. It changes no behaviour and no timing worth
 * measuring (a counter per call); the timed rounds run without it all the same.
 *
 * Build: cc -O2 -shared -fPIC -o drawcount.so drawcount.c -ldl $(pkg-config --cflags x11 xext cairo)
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

enum { KEPT = 4096 };

typedef struct {
	long long copied, pushed, fills;
} Frame;

static Frame frames[KEPT];
static long long frameCount;
static Frame current;

static void *
next(const char *name)
{
	void *symbol = dlsym(RTLD_NEXT, name);
	if (!symbol) {
		fprintf(stderr, "drawcount: no %s to wrap\n", name);
		abort();
	}
	return symbol;
}

int
XCopyArea(Display *dpy, Drawable src, Drawable dst, GC gc, int sx, int sy, unsigned w, unsigned h, int dx, int dy)
{
	static int (*real)(Display *, Drawable, Drawable, GC, int, int, unsigned, unsigned, int, int);
	if (!real)
		real = next("XCopyArea");
	current.copied += (long long)w * h;
	return real(dpy, src, dst, gc, sx, sy, w, h, dx, dy);
}

Bool
XShmPutImage(Display *dpy, Drawable d, GC gc, XImage *image, int sx, int sy, int dx, int dy, unsigned w,
	     unsigned h, Bool event)
{
	static Bool (*real)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned, unsigned, Bool);
	if (!real)
		real = next("XShmPutImage");
	current.pushed += (long long)w * h;
	return real(dpy, d, gc, image, sx, sy, dx, dy, w, h, event);
}

int
XPutImage(Display *dpy, Drawable d, GC gc, XImage *image, int sx, int sy, int dx, int dy, unsigned w, unsigned h)
{
	static int (*real)(Display *, Drawable, GC, XImage *, int, int, int, int, unsigned, unsigned);
	if (!real)
		real = next("XPutImage");
	current.pushed += (long long)w * h;
	return real(dpy, d, gc, image, sx, sy, dx, dy, w, h);
}

void
cairo_fill(cairo_t *cr)
{
	static void (*real)(cairo_t *);
	if (!real)
		real = next("cairo_fill");
	current.fills++;
	real(cr);
}

void
cairo_fill_preserve(cairo_t *cr)
{
	static void (*real)(cairo_t *);
	if (!real)
		real = next("cairo_fill_preserve");
	current.fills++;
	real(cr);
}

int
XSync(Display *dpy, Bool discard)
{
	static int (*real)(Display *, Bool);
	if (!real)
		real = next("XSync");
	if (current.copied || current.pushed || current.fills) {
		frames[frameCount % KEPT] = current;
		frameCount++;
		current = (Frame){ 0, 0, 0 };
	}
	return real(dpy, discard);
}

__attribute__((destructor)) static void
writeFrames(void)
{
	const char *path = getenv("DRAWCOUNT_FILE");
	FILE *f = path ? fopen(path, "w") : NULL;
	if (!f)
		return;
	long long first = frameCount > KEPT ? frameCount - KEPT : 0;
	for (long long i = first; i < frameCount; i++) {
		Frame *frame = &frames[i % KEPT];
		fprintf(f, "%lld %lld %lld\n", frame->copied, frame->pushed, frame->fills);
	}
	fclose(f);
}
