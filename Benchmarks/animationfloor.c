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

/* The frames of one phase: when each began and how long it took, and the next 60 Hz deadline. */
typedef struct {
	long long starts[MAX_FRAMES], durations[MAX_FRAMES];
	int n;
	long long next;
} Frames;

/* One eased movement of `duration` ns from `start`, forwards or back. */
typedef struct {
	Frames *frames;
	long long start, frameStart;
	double duration;
	int reversed, done;
} Move;

/* Sleeps to the next frame's deadline and gives the eased progress; 0 once the move has ended. */
static int
nextFrame(Move *move, double *progress)
{
	if (move->done)
		return 0;
	sleepUntil(move->frames->next);
	move->frameStart = now();
	double t = (move->frameStart - move->start) / move->duration;
	if (t >= 1) {
		t = 1;
		move->done = 1;
	}
	double e = easeInOut(t);
	*progress = move->reversed ? 1 - e : e;
	return 1;
}

/* Records the frame and sets the next deadline, skipping the ones already missed. */
static void
endFrame(Move *move)
{
	Frames *f = move->frames;
	if (f->n < MAX_FRAMES) {
		f->starts[f->n] = move->frameStart;
		f->durations[f->n++] = now() - move->frameStart;
	}
	f->next += (long long)FRAME_NS;
	while (f->next < now())
		f->next += (long long)FRAME_NS;
}

static void
report(const char *phase, Frames *f)
{
	int n = f->n, dropped = 0;
	for (int i = 1; i < n; i++) {
		int missed = (int)llround((f->starts[i] - f->starts[i - 1]) / FRAME_NS) - 1;
		dropped += missed > 0 ? missed : 0;
	}
	qsort(f->durations, n, sizeof *f->durations, compare);
	int p50 = (int)ceil(n * 0.5) - 1, p99 = (int)ceil(n * 0.99) - 1;
	printf("%s %d %lld %lld %lld %d\n", phase, n, f->durations[p50 < 0 ? 0 : p50],
	       f->durations[p99 < 0 ? 0 : p99], f->durations[n - 1], dropped);
	fflush(stdout);
}


int
main(void)
{
	Display *dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "animationfloor: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	FloorWindow fw;
	if (!openFloorWindow(dpy, &fw, "animationfloor", 1))
		return 1;
	Window win = fw.win;
	GC gc = fw.gc;
	BackBuffer bb = fw.bb;

	cairo_t *cr = cairo_create(bb.surface);
	PangoLayout *layout = pango_cairo_create_layout(cr);
	PangoFontDescription *font = pango_font_description_from_string("Sans 13px");
	pango_layout_set_font_description(layout, font);
	drawGrid(cr, 0, 1, 0);
	present(dpy, win, gc, &bb);

	Frames frames = { .next = now() };
	int cycles = count("ANIMATION_CYCLES", 4);
	for (int cycle = 0; cycle < cycles; cycle++) {
		Move move = { .frames = &frames, .start = frames.next, .duration = 1e9, .reversed = cycle % 2 };
		double p;
		while (nextFrame(&move, &p)) {
			drawGrid(cr, p, 1 - 0.7 * p, 0);
			present(dpy, win, gc, &bb);
			endFrame(&move);
		}
	}
	report("grid", &frames);

	frames.n = 0;
	int pushes = count("ANIMATION_PUSHES", 5);
	for (int i = 0; i < pushes * 2; i++) {
		Move move = { .frames = &frames, .start = frames.next, .duration = 0.35e9, .reversed = i % 2 };
		double p;
		while (nextFrame(&move, &p)) {
			drawGrid(cr, 0, 1, -0.3 * WIDTH * p);
			drawDetail(cr, layout, WIDTH * (1 - p));
			present(dpy, win, gc, &bb);
			endFrame(&move);
		}
	}
	report("push", &frames);

	pango_font_description_free(font);
	g_object_unref(layout);
	cairo_destroy(cr);
	closeFloorWindow(&fw);
	return 0;
}
