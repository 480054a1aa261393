/* animationfloor.c: the floor for the animation benchmark (Benchmarks/README.md, "Animation").
 *
 * Animates AnimationLab's scenes with Xlib + Cairo + Pango only, in a 640x480 window with a Cairo
 * RGB24 image surface over an MIT-SHM XImage as back buffer (plain XPutImage if SHM does not
 * attach). Frames are paced at 60 Hz by sleeping to each frame's deadline on CLOCK_MONOTONIC.
 *
 *   grid: ANIMATION_CYCLES (default 4) one-second cycles in which 100 rounded, bordered views
 *         (40x30 on a 10x10 grid, four colours) move, shrink and fade to alpha 0.3 and back on an
 *         ease-in-ease-out curve; every frame repaints and presents the whole window (the views
 *         cover most of it).
 *   push: ANIMATION_PUSHES (default 5) pushes and pops of 0.35 s: a screen of 20 lines of Pango
 *         text slides in over the grid, which drifts left by 30% of the width, and back; every
 *         frame repaints and presents the whole window.
 *
 * A frame's time runs from its start to the end of its present (XSync with MIT-SHM, as the
 * toolkit); each phase prints `<phase> <frames> <p50 ns> <p99 ns> <max ns> <dropped>`, dropped
 * counting the 60 Hz frames missed between frame starts.
 *
 * Build: cc -O2 animationfloor.c -o animationfloor $(pkg-config --cflags --libs x11 xext cairo pangocairo) -lm
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <pango/pangocairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>

enum { WIDTH = 640, HEIGHT = 480 };

#include "backbuffer.h"

enum { VIEWS = 100, MAX_FRAMES = 4096 };
static const double FRAME_NS = 1e9 / 60;

static const double palette[4][3] = {
	{ 0 / 255.0, 122 / 255.0, 255 / 255.0 },
	{ 52 / 255.0, 199 / 255.0, 89 / 255.0 },
	{ 255 / 255.0, 149 / 255.0, 0 / 255.0 },
	{ 255 / 255.0, 59 / 255.0, 48 / 255.0 },
};

static long long
now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static void
sleepUntil(long long deadline)
{
	struct timespec ts = { deadline / 1000000000LL, deadline % 1000000000LL };
	while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0)
		;
}

static int
count(const char *name, int fallback)
{
	const char *value = getenv(name);
	int n = value ? atoi(value) : fallback;
	return n > 0 ? n : fallback;
}

static double
easeInOut(double t)
{
	/* The cubic Bezier (0.42, 0, 0.58, 1), solved for x by Newton's method, as CSS and Core Animation define it. */
	double x = t;
	for (int i = 0; i < 8; i++) {
		double bx = 3 * (1 - x) * (1 - x) * x * 0.42 + 3 * (1 - x) * x * x * 0.58 + x * x * x;
		double dx = 3 * (1 - x) * (1 - x) * 0.42 + 6 * (1 - x) * x * (0.58 - 0.42) + 3 * x * x * (1 - 0.58);
		if (fabs(dx) < 1e-9)
			break;
		x -= (bx - t) / dx;
	}
	return 3 * (1 - x) * x * x + x * x * x;
}

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

/* A translucent bordered view without a group: the inside and the 1-pixel ring do not overlap,
 * so each can be filled with the view's alpha directly. */
static void
drawView(cairo_t *cr, const double *r, const double *c, double alpha)
{
	cairo_set_source_rgba(cr, c[0], c[1], c[2], alpha);
	roundedRect(cr, r[0] + 1, r[1] + 1, r[2] - 2, r[3] - 2, 4);
	cairo_fill(cr);
	cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
	cairo_set_source_rgba(cr, 28 / 255.0, 28 / 255.0, 30 / 255.0, alpha);
	roundedRect(cr, r[0], r[1], r[2], r[3], 5);
	roundedRect(cr, r[0] + 1, r[1] + 1, r[2] - 2, r[3] - 2, 4);
	cairo_fill(cr);
	cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
}

/* View i's rectangle at progress p (0 = home, 1 = moved). */
static void
viewRect(int i, double p, double *r)
{
	double x = 10 + (i % 10) * 60, y = 50 + (i / 10) * 42;
	r[0] = x + 18 * p;
	r[1] = y + 8 * p;
	r[2] = 40 - 10 * p;
	r[3] = 30 - 6 * p;
}

static void
drawGrid(cairo_t *cr, double p, double alpha, double dx)
{
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	for (int i = 0; i < VIEWS; i++) {
		double r[4];
		viewRect(i, p, r);
		r[0] += dx;
		drawView(cr, r, palette[i % 4], alpha);
	}
}

static void
drawDetail(cairo_t *cr, PangoLayout *layout, double dx)
{
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_rectangle(cr, dx, 0, WIDTH, HEIGHT);
	cairo_fill(cr);
	cairo_set_source_rgb(cr, 0, 0, 0);
	for (int row = 0; row < 20; row++) {
		char text[96];
		snprintf(text, sizeof text, "Row %d: a line of text that moves with its screen", row + 1);
		pango_layout_set_text(layout, text, -1);
		cairo_move_to(cr, dx + 20, 54 + row * 20);
		pango_cairo_show_layout(cr, layout);
	}
}

static void
present(Display *dpy, Window win, GC gc, BackBuffer *bb)
{
	cairo_surface_flush(bb->surface);
	if (bb->usesShm) {
		XShmPutImage(dpy, win, gc, bb->image, 0, 0, 0, 0, WIDTH, HEIGHT, False);
		XSync(dpy, False);
	} else {
		XPutImage(dpy, win, gc, bb->image, 0, 0, 0, 0, WIDTH, HEIGHT);
		XFlush(dpy);
	}
}

static int
compare(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

static void
report(const char *phase, long long *starts, long long *durations, int n)
{
	int dropped = 0;
	for (int i = 1; i < n; i++) {
		int missed = (int)llround((starts[i] - starts[i - 1]) / FRAME_NS) - 1;
		dropped += missed > 0 ? missed : 0;
	}
	qsort(durations, n, sizeof *durations, compare);
	int p50 = (int)ceil(n * 0.5) - 1, p99 = (int)ceil(n * 0.99) - 1;
	printf("%s %d %lld %lld %lld %d\n", phase, n, durations[p50 < 0 ? 0 : p50], durations[p99 < 0 ? 0 : p99],
	       durations[n - 1], dropped);
	fflush(stdout);
}

static long long starts[MAX_FRAMES], durations[MAX_FRAMES];

int
main(void)
{
	Display *dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "animationfloor: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	int screen = DefaultScreen(dpy);
	Visual *visual = DefaultVisual(dpy, screen);
	int depth = DefaultDepth(dpy, screen);
	XSetWindowAttributes wa = { .background_pixmap = None, .border_pixel = 0, .event_mask = ExposureMask };
	Window win = XCreateWindow(dpy, RootWindow(dpy, screen), 0, 0, WIDTH, HEIGHT, 0, depth, InputOutput,
	                           visual, CWBackPixmap | CWBorderPixel | CWEventMask, &wa);
	GC gc = XCreateGC(dpy, win, 0, NULL);
	BackBuffer bb = { 0 };
	if (!createBackBuffer(dpy, visual, depth, &bb, "animationfloor", 1)) {
		fprintf(stderr, "animationfloor: could not create a %dx%d back buffer\n", WIDTH, HEIGHT);
		return 1;
	}
	XMapWindow(dpy, win);
	XEvent ev;
	do
		XNextEvent(dpy, &ev);
	while (ev.type != Expose || ev.xexpose.window != win);

	cairo_t *cr = cairo_create(bb.surface);
	PangoLayout *layout = pango_cairo_create_layout(cr);
	PangoFontDescription *font = pango_font_description_from_string("Sans 13px");
	pango_layout_set_font_description(layout, font);
	drawGrid(cr, 0, 1, 0);
	present(dpy, win, gc, &bb);

	int cycles = count("ANIMATION_CYCLES", 4), n = 0;
	long long begin = now(), next = begin;
	for (int cycle = 0; cycle < cycles; cycle++) {
		long long cycleStart = next;
		for (;;) {
			sleepUntil(next);
			long long frameStart = now();
			double t = (frameStart - cycleStart) / 1e9;
			if (t > 1)
				t = 1;
			double e = easeInOut(t), p = cycle % 2 == 0 ? e : 1 - e;
			drawGrid(cr, p, 1 - 0.7 * p, 0);
			present(dpy, win, gc, &bb);
			if (n < MAX_FRAMES) {
				starts[n] = frameStart;
				durations[n++] = now() - frameStart;
			}
			next += (long long)FRAME_NS;
			while (next < now())
				next += (long long)FRAME_NS;
			if (t >= 1)
				break;
		}
	}
	report("grid", starts, durations, n);

	int pushes = count("ANIMATION_PUSHES", 5);
	n = 0;
	for (int move = 0; move < pushes * 2; move++) {
		long long moveStart = next;
		for (;;) {
			sleepUntil(next);
			long long frameStart = now();
			double t = (frameStart - moveStart) / 0.35e9;
			if (t > 1)
				t = 1;
			double e = easeInOut(t), p = move % 2 == 0 ? e : 1 - e;
			drawGrid(cr, 0, 1, -0.3 * WIDTH * p);
			drawDetail(cr, layout, WIDTH * (1 - p));
			present(dpy, win, gc, &bb);
			if (n < MAX_FRAMES) {
				starts[n] = frameStart;
				durations[n++] = now() - frameStart;
			}
			next += (long long)FRAME_NS;
			while (next < now())
				next += (long long)FRAME_NS;
			if (t >= 1)
				break;
		}
	}
	report("push", starts, durations, n);

	pango_font_description_free(font);
	g_object_unref(layout);
	cairo_destroy(cr);
	cairo_surface_destroy(bb.surface);
	if (bb.usesShm) {
		XShmDetach(dpy, &bb.shm);
		XSync(dpy, False);
		shmdt(bb.shm.shmaddr);
		bb.image->data = NULL;
	}
	XDestroyImage(bb.image);
	XFreeGC(dpy, gc);
	XDestroyWindow(dpy, win);
	XCloseDisplay(dpy);
	return 0;
}
