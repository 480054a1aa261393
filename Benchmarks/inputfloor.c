/* inputfloor.c: the floor for the input benchmark (inputbench.py), InputLab's two benchmark
 * modes in plain Xlib with nothing else.
 *
 *   inputfloor grid      a 640x480 window of 1,000 cells (16x19, 40 columns, 25 rows). A press
 *                        starts a "touch" on the cell under it; every move while it lasts is
 *                        coalesced as the toolkit does (MotionNotify already in Xlib's queue for
 *                        the same window replaces the one in hand) and then hit-tested over the
 *                        1,000 rectangles, topmost first. Before `ready` it prints
 *                        `hittest <CPU ns of one hit test>`; the release prints `ended <ns>`;
 *                        SIGTERM prints `moved <moves handled> last <x>,<y>` and exits 0.
 *   inputfloor latency   a 640x480 window that is one button: the release of a press that began
 *                        in it prints `action <ns>` at once; press and release repaint it.
 *
 * Both print `ready` after the first Expose has been painted. Times are CLOCK_MONOTONIC in ns.
 * Build: cc -O2 inputfloor.c -o inputfloor $(pkg-config --cflags --libs x11)
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WIDTH = 640, HEIGHT = 480, COLUMNS = 40, ROWS = 25, CELL_W = 16, CELL_H = 19, CELLS = COLUMNS * ROWS };

static XRectangle cells[CELLS];
static volatile sig_atomic_t terminating;

static long long
now(clockid_t clock)
{
	struct timespec t;
	clock_gettime(clock, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void
onTerm(int signal)
{
	(void)signal;
	terminating = 1;
}

/* Topmost (last added) cell containing (x, y), or -1: what UIView's hit test does over siblings. */
static int
hitTest(int x, int y)
{
	for (int i = CELLS - 1; i >= 0; i--) {
		const XRectangle *r = &cells[i];
		if (x >= r->x && y >= r->y && x < r->x + r->width && y < r->y + r->height)
			return i;
	}
	return -1;
}

/* CPU ns of one hit test, over points spread across the grid as the benchmark's flood spreads them. */
static long long
hitTestCost(volatile int *sink)
{
	enum { COUNT = 100000 };
	long long start = now(CLOCK_THREAD_CPUTIME_ID);
	for (int i = 0; i < COUNT; i++)
		*sink = hitTest(4 + (i * 37) % 632, 4 + (i * 23) % 467);
	return (now(CLOCK_THREAD_CPUTIME_ID) - start) / COUNT;
}

static void
paint(Display *dpy, Window win, GC gc, int grid, int pressed)
{
	XSetForeground(dpy, gc, pressed ? 0x0062CC : 0x007AFF);
	XFillRectangle(dpy, win, gc, 0, 0, WIDTH, HEIGHT);
	if (!grid)
		return;
	for (int i = 0; i < CELLS; i++) {
		XSetForeground(dpy, gc, (i / COLUMNS + i % COLUMNS) % 2 ? 0xC7C7CC : 0xE5E5EA);
		XFillRectangles(dpy, win, gc, &cells[i], 1);
	}
}

int
main(int argc, char **argv)
{
	if (argc != 2 || (strcmp(argv[1], "grid") != 0 && strcmp(argv[1], "latency") != 0)) {
		fprintf(stderr, "usage: inputfloor grid|latency\n");
		return 2;
	}
	int grid = strcmp(argv[1], "grid") == 0;
	Display *dpy = XOpenDisplay(NULL);
	if (!dpy) {
		fprintf(stderr, "inputfloor: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	for (int i = 0; i < CELLS; i++)
		cells[i] = (XRectangle){ (short)(i % COLUMNS * CELL_W), (short)(i / COLUMNS * CELL_H), CELL_W, CELL_H };

	XSetWindowAttributes attributes = { .background_pixmap = None,
		.event_mask = ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask };
	Window win = XCreateWindow(dpy, DefaultRootWindow(dpy), 0, 0, WIDTH, HEIGHT, 0, CopyFromParent,
	    InputOutput, CopyFromParent, CWBackPixmap | CWEventMask, &attributes);
	XStoreName(dpy, win, "inputfloor");
	GC gc = XCreateGC(dpy, win, 0, NULL);
	XMapWindow(dpy, win);

	/* SIGTERM is blocked except inside ppoll, so it cannot slip in between a check and the wait. */
	sigset_t blocked, waiting;
	sigemptyset(&blocked);
	sigaddset(&blocked, SIGTERM);
	sigprocmask(SIG_BLOCK, &blocked, &waiting);
	sigdelset(&waiting, SIGTERM);
	struct sigaction action = { .sa_handler = onTerm };
	sigaction(SIGTERM, &action, NULL);
	setvbuf(stdout, NULL, _IOLBF, 0);

	int ready = 0, touching = 0, pressedInside = 0, lastX = 0, lastY = 0;
	long moved = 0;
	volatile int hovered = -1; /* keeps the hit test from being optimised away */
	XEvent event, next;
	while (!terminating) {
		if (!XPending(dpy)) {
			struct pollfd fd = { ConnectionNumber(dpy), POLLIN, 0 };
			if (ppoll(&fd, 1, NULL, &waiting) < 0 && errno != EINTR)
				break;
			continue;
		}
		XNextEvent(dpy, &event);
		switch (event.type) {
		case Expose:
			if (event.xexpose.count == 0) {
				paint(dpy, win, gc, grid, 0);
				XSync(dpy, False);
				if (!ready++) {
					if (grid)
						printf("hittest %lld\n", hitTestCost(&hovered));
					printf("ready\n");
				}
			}
			break;
		case ButtonPress:
			if (event.xbutton.button != 1)
				break;
			touching = grid ? hitTest(event.xbutton.x, event.xbutton.y) >= 0 : 1;
			pressedInside = 1;
			lastX = event.xbutton.x;
			lastY = event.xbutton.y;
			if (!grid)
				paint(dpy, win, gc, grid, 1);
			break;
		case MotionNotify:
			while (XEventsQueued(dpy, QueuedAlready) > 0) {
				XPeekEvent(dpy, &next);
				if (next.type != MotionNotify || next.xmotion.window != event.xmotion.window)
					break;
				XNextEvent(dpy, &event);
			}
			if (!touching || (event.xmotion.x == lastX && event.xmotion.y == lastY))
				break;
			lastX = event.xmotion.x;
			lastY = event.xmotion.y;
			moved++;
			if (grid)
				hovered = hitTest(lastX, lastY);
			break;
		case ButtonRelease:
			if (event.xbutton.button != 1 || !pressedInside)
				break;
			pressedInside = touching = 0;
			printf(grid ? "ended %lld\n" : "action %lld\n", now(CLOCK_MONOTONIC));
			if (!grid)
				paint(dpy, win, gc, grid, 0);
			break;
		}
	}
	(void)hovered;
	if (grid)
		printf("moved %ld last %d,%d\n", moved, lastX, lastY);
	XCloseDisplay(dpy);
	return 0;
}
