/* redrawfloor.c: the floor for the redraw benchmark (Benchmarks/README.md, "Redraw").
 *
 * Draws RedrawLab's scene with Xlib + Cairo only: a 640x480 window, a Cairo RGB24 image surface
 * over an MIT-SHM XImage as back buffer (plain XPutImage if SHM does not attach, or with
 * REDRAW_NO_SHM=1), a white root and 1,000 20x20 cells on a 16x19 grid, each a rounded
 * rectangle (radius 5) filled in one of four colours with a 1-pixel dark border inside it.
 * The shapes are built exactly as the toolkit builds them: four lines and four quarter-circle
 * Beziers, and the border as the ring between the shape and the shape inset by 1, filled at once.
 *
 *   full: REDRAW_FULL_FRAMES (default 300) frames, each repaints the whole window, puts it and
 *         XSyncs; prints `full <frames> <wall ns> <CPU ns>`.
 *   cell: REDRAW_CELL_FRAMES (default 1000) frames, each changes cell 500's colour and repaints
 *         only its 20x20 rectangle (clipped, drawing the cells that overlap it), puts that
 *         rectangle and XSyncs; prints `cell <frames> <wall ns> <CPU ns>`.
 *   scroll: the window becomes a scrolled list of the same cells, 40 to a row on the same grid,
 *         as many rows as the scrolling needs. REDRAW_SCROLL_STEPS (default 600) steps of
 *         REDRAW_SCROLL_STEP pixels (default 8), the first half down, the rest back up. Each
 *         step moves what is already drawn: the back buffer's rows with memmove and the
 *         window's with one XCopyArea; then it draws only the strip that came into view
 *         (clipped, white, the cells of the rows that meet it), puts that strip and XSyncs;
 *         prints `scroll <steps> <wall ns> <CPU ns>`.
 *
 * Wall times are CLOCK_MONOTONIC, CPU times CLOCK_PROCESS_CPUTIME_ID (this process only, not
 * the X server's). REDRAW_DUMP=path.ppm writes the window as the server shows it after
 * the full frames (off the timed path), to compare with RedrawLab's pixels.
 *
 * Build: cc -O2 redrawfloor.c -o redrawfloor $(pkg-config --cflags --libs x11 xext cairo) -lm
 */
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>

enum { WIDTH = 640, HEIGHT = 480 };

#include "backbuffer.h"

enum { CELLS = 1000, COLUMNS = 40, CELL = 20, STEP_X = 16, STEP_Y = 19, TARGET = 500 };

static const double palette[5][3] = {
	{ 0 / 255.0, 122 / 255.0, 255 / 255.0 },  /* systemBlue */
	{ 52 / 255.0, 199 / 255.0, 89 / 255.0 },  /* systemGreen */
	{ 255 / 255.0, 149 / 255.0, 0 / 255.0 },  /* systemOrange */
	{ 255 / 255.0, 59 / 255.0, 48 / 255.0 },  /* systemRed */
	{ 175 / 255.0, 82 / 255.0, 222 / 255.0 }, /* systemPurple: the target's second colour */
};
static int colorOf[CELLS];

static void
roundedRect(cairo_t *cr, double x0, double y0, double x1, double y1, double r, int reversed)
{
	double k = r * (1 - 0.552284749831);
	cairo_new_sub_path(cr);
	cairo_move_to(cr, x0 + r, y0);
	if (!reversed) {
		cairo_line_to(cr, x1 - r, y0);
		cairo_curve_to(cr, x1 - k, y0, x1, y0 + k, x1, y0 + r);
		cairo_line_to(cr, x1, y1 - r);
		cairo_curve_to(cr, x1, y1 - k, x1 - k, y1, x1 - r, y1);
		cairo_line_to(cr, x0 + r, y1);
		cairo_curve_to(cr, x0 + k, y1, x0, y1 - k, x0, y1 - r);
		cairo_line_to(cr, x0, y0 + r);
		cairo_curve_to(cr, x0, y0 + k, x0 + k, y0, x0 + r, y0);
	} else {
		cairo_curve_to(cr, x0 + k, y0, x0, y0 + k, x0, y0 + r);
		cairo_line_to(cr, x0, y1 - r);
		cairo_curve_to(cr, x0, y1 - k, x0 + k, y1, x0 + r, y1);
		cairo_line_to(cr, x1 - r, y1);
		cairo_curve_to(cr, x1 - k, y1, x1, y1 - k, x1, y1 - r);
		cairo_line_to(cr, x1, y0 + r);
		cairo_curve_to(cr, x1, y0 + k, x1 - k, y0, x1 - r, y0);
	}
	cairo_close_path(cr);
}

static void
drawCell(cairo_t *cr, int i)
{
	double x = (i % COLUMNS) * STEP_X, y = (i / COLUMNS) * STEP_Y;
	const double *c = palette[colorOf[i]];
	cairo_set_source_rgb(cr, c[0], c[1], c[2]);
	roundedRect(cr, x, y, x + CELL, y + CELL, 5, 0);
	cairo_fill(cr);
	cairo_set_source_rgb(cr, 28 / 255.0, 28 / 255.0, 30 / 255.0);
	roundedRect(cr, x, y, x + CELL, y + CELL, 5, 0);
	roundedRect(cr, x + 1, y + 1, x + CELL - 1, y + CELL - 1, 4, 1);
	cairo_fill(cr);
}

/* The scrolled list: cell i of row r (40 to a row) at (i * 16, r * 19) in the content, scrolled by
 * `offset`; its colour is that of cell r * 40 + i in the grid's order. Repaints the window's
 * rectangle (x, y, w, h): white, then the cells of the rows that meet it. */
static void
drawScrolledRect(cairo_t *cr, int offset, int rows, int x, int y, int w, int h)
{
	cairo_save(cr);
	cairo_rectangle(cr, x, y, w, h);
	cairo_clip(cr);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_rectangle(cr, x, y, w, h);
	cairo_fill(cr);
	int first = (y + offset - CELL) / STEP_Y, last = (y + h + offset) / STEP_Y;
	for (int r = first < 0 ? 0 : first; r <= last && r < rows; r++) {
		int cy = r * STEP_Y - offset;
		if (cy >= y + h || cy + CELL <= y)
			continue;
		for (int c = 0; c < COLUMNS; c++) {
			int cx = c * STEP_X;
			if (cx >= x + w || cx + CELL <= x)
				continue;
			const double *color = palette[(r * COLUMNS + c) % 4];
			cairo_set_source_rgb(cr, color[0], color[1], color[2]);
			roundedRect(cr, cx, cy, cx + CELL, cy + CELL, 5, 0);
			cairo_fill(cr);
			cairo_set_source_rgb(cr, 28 / 255.0, 28 / 255.0, 30 / 255.0);
			roundedRect(cr, cx, cy, cx + CELL, cy + CELL, 5, 0);
			roundedRect(cr, cx + 1, cy + 1, cx + CELL - 1, cy + CELL - 1, 4, 1);
			cairo_fill(cr);
		}
	}
	cairo_restore(cr);
}

/* Moves the window's pixels by `dy` rows (negative: up), in the back buffer and on the server. */
static void
moveRows(Display *dpy, Window win, GC gc, BackBuffer *bb, int dy)
{
	int bpl = bb->image->bytes_per_line, kept = HEIGHT - abs(dy);
	char *data = bb->image->data;
	cairo_surface_flush(bb->surface);
	if (dy < 0)
		memmove(data, data + (size_t)-dy * bpl, (size_t)kept * bpl);
	else
		memmove(data + (size_t)dy * bpl, data, (size_t)kept * bpl);
	cairo_surface_mark_dirty(bb->surface);
	XCopyArea(dpy, win, win, gc, 0, dy < 0 ? -dy : 0, WIDTH, kept, 0, dy < 0 ? 0 : dy);
}

/* Repaints the window's rectangle (x, y, w, h): the root's white, then every cell that meets it. */
static void
drawRect(cairo_t *cr, int x, int y, int w, int h)
{
	int full = x == 0 && y == 0 && w == WIDTH && h == HEIGHT;
	if (!full) {
		cairo_save(cr);
		cairo_rectangle(cr, x, y, w, h);
		cairo_clip(cr);
	}
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_rectangle(cr, x, y, w, h);
	cairo_fill(cr);
	for (int i = 0; i < CELLS; i++) {
		int cx = (i % COLUMNS) * STEP_X, cy = (i / COLUMNS) * STEP_Y;
		if (cx < x + w && cx + CELL > x && cy < y + h && cy + CELL > y)
			drawCell(cr, i);
	}
	if (!full)
		cairo_restore(cr);
}

static void
present(Display *dpy, Window win, GC gc, BackBuffer *bb, int x, int y, int w, int h)
{
	cairo_surface_flush(bb->surface);
	if (bb->usesShm)
		XShmPutImage(dpy, win, gc, bb->image, x, y, x, y, w, h, False);
	else
		XPutImage(dpy, win, gc, bb->image, x, y, x, y, w, h);
	XSync(dpy, False);
}

static long long
clockNs(clockid_t clock)
{
	struct timespec ts;
	clock_gettime(clock, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static long long now(void) { return clockNs(CLOCK_MONOTONIC); }
static long long cpu(void) { return clockNs(CLOCK_PROCESS_CPUTIME_ID); }

static int
frames(const char *name, int fallback)
{
	const char *value = getenv(name);
	int n = value ? atoi(value) : fallback;
	return n > 0 ? n : fallback;
}

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

int
main(void)
{
	Display *dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "redrawfloor: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	FloorWindow fw;
	if (!openFloorWindow(dpy, &fw, "redrawfloor", !getenv("REDRAW_NO_SHM")))
		return 1;
	Window win = fw.win;
	GC gc = fw.gc;
	BackBuffer bb = fw.bb;
	for (int i = 0; i < CELLS; i++)
		colorOf[i] = i % 4;

	cairo_t *cr = cairo_create(bb.surface);
	drawRect(cr, 0, 0, WIDTH, HEIGHT);
	present(dpy, win, gc, &bb, 0, 0, WIDTH, HEIGHT);

	int fullFrames = frames("REDRAW_FULL_FRAMES", 300);
	long long start = now(), startCPU = cpu();
	for (int f = 0; f < fullFrames; f++) {
		drawRect(cr, 0, 0, WIDTH, HEIGHT);
		present(dpy, win, gc, &bb, 0, 0, WIDTH, HEIGHT);
	}
	printf("full %d %lld %lld\n", fullFrames, now() - start, cpu() - startCPU);
	fflush(stdout);

	const char *dump = getenv("REDRAW_DUMP");
	if (dump && !dumpWindow(dpy, win, dump))
		fprintf(stderr, "redrawfloor: could not dump the window to '%s'\n", dump);

	int cellFrames = frames("REDRAW_CELL_FRAMES", 1000);
	int tx = (TARGET % COLUMNS) * STEP_X, ty = (TARGET / COLUMNS) * STEP_Y;
	start = now();
	startCPU = cpu();
	for (int f = 0; f < cellFrames; f++) {
		colorOf[TARGET] = f % 2 ? TARGET % 4 : 4;
		drawRect(cr, tx, ty, CELL, CELL);
		present(dpy, win, gc, &bb, tx, ty, CELL, CELL);
	}
	printf("cell %d %lld %lld\n", cellFrames, now() - start, cpu() - startCPU);
	fflush(stdout);

	int steps = frames("REDRAW_SCROLL_STEPS", 600), step = frames("REDRAW_SCROLL_STEP", 8);
	if (step > HEIGHT / 2)
		step = HEIGHT / 2;
	int down = (steps + 1) / 2;
	int rows = (down * step + HEIGHT) / STEP_Y + 2, offset = 0;
	drawScrolledRect(cr, offset, rows, 0, 0, WIDTH, HEIGHT);
	present(dpy, win, gc, &bb, 0, 0, WIDTH, HEIGHT);
	start = now();
	startCPU = cpu();
	for (int s = 0; s < steps; s++) {
		int dy = s < down ? step : -step; /* the content offset's change */
		offset += dy;
		moveRows(dpy, win, gc, &bb, -dy);
		int y = dy > 0 ? HEIGHT - dy : 0;
		drawScrolledRect(cr, offset, rows, 0, y, WIDTH, abs(dy));
		present(dpy, win, gc, &bb, 0, y, WIDTH, abs(dy));
		while (XPending(dpy)) { /* NoExpose for each copy: nothing covers the window */
			XEvent event;
			XNextEvent(dpy, &event);
		}
	}
	printf("scroll %d %lld %lld\n", steps, now() - start, cpu() - startCPU);
	fflush(stdout);

	cairo_destroy(cr);
	closeFloorWindow(&fw);
	return 0;
}
