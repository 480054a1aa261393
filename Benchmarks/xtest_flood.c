/* xtest_flood.c: the XTEST sender for the input benchmark (inputbench.py).
 *
 * Plays the user from its own X connection, through XTEST, so events take the server's real
 * input path (send_event = False, implicit grabs, focus). Coordinates are root coordinates; with
 * no window manager a top-level window sits at (0, 0), so they are window coordinates too.
 *
 *   xtest_flood flood COUNT WIDTH HEIGHT
 *       Presses button 1 at (8, 8), moves the pointer COUNT times to points inside
 *       WIDTH x HEIGHT (each differs from the one before) as fast as Xlib can send them,
 *       releases the button at the last point and XSyncs. Prints
 *       `start <ns>` (before the press), `end <ns>` (after the XSync) and
 *       `sent <COUNT> last <x>,<y>`.
 *
 *   xtest_flood clicks X Y HOLD_MS
 *       A click server: moves the pointer to (X, Y), then for each line on stdin presses
 *       button 1, XSyncs, waits HOLD_MS (so the app handles the press on its own, as after a
 *       human press), reads the clock, releases, XSyncs and prints `clicked <ns>`, the time
 *       just before the release was sent. Ends at end of input.
 *
 *   xtest_flood keys X Y HOLD_MS
 *       The same for the Right arrow key (remote.py's keystroke): the pointer at (X, Y), so with
 *       no window manager (focus PointerRoot) the window under it gets the key; each line on
 *       stdin is a press, HOLD_MS, a release; prints `typed <ns>`, the time before the release.
 *
 *   xtest_flood wheel COUNT X Y INTERVAL_US
 *       The table benchmark's wheel (tablebench.py): the pointer at (X, Y), COUNT notches down
 *       (button 5 pressed and released), INTERVAL_US apart, then XSync. Prints
 *       `sent <COUNT> last <ns>`, the time just after the last notch was flushed (remote.py's wheel
 *       measures from it; COUNT 0 only moves the pointer).
 *
 *   xtest_flood drag STROKES X Y0 Y1 STEP INTERVAL_US
 *       The table benchmark's drag: STROKES times, button 1 pressed at (X, Y0), moved in STEP-pixel
 *       moves INTERVAL_US apart to (X, Y1) and released there, then XSync. Prints `sent <STROKES>`.
 *
 *   xtest_flood type X Y HOLD_MS
 *       Typing (inputbench.py's keystroke latency): the pointer at (X, Y) as for `keys`; each line
 *       on stdin names a key as a keysym (`a`, `space`), `ctrl+` before it holding Control
 *       (`ctrl+v`). Prints `pressed <ns>`, the time before the press (text goes in on the press),
 *       then presses, waits HOLD_MS and releases.
 *
 * Times are CLOCK_MONOTONIC in nanoseconds. Exits 1 with a message if the display or XTEST is missing.
 * Build: cc -O2 xtest_flood.c -o xtest-flood $(pkg-config --cflags --libs x11 xtst)
 */
#include <X11/Xlib.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long
now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The i-th point of the flood: strides coprime with the spans, so it sweeps the whole area and
 * never repeats the previous point (a move to the same spot is no move at all). */
static void
floodPoint(long i, int width, int height, int *x, int *y)
{
	*x = 4 + (int)((i * 37) % (width - 8));
	*y = 4 + (int)((i * 23) % (height - 8));
}

static int
flood(Display *dpy, long count, int width, int height)
{
	int x = 8, y = 8;
	long long start = now();
	XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
	XTestFakeButtonEvent(dpy, 1, True, CurrentTime);
	for (long i = 1; i <= count; i++) {
		floodPoint(i, width, height, &x, &y);
		XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
	}
	XTestFakeButtonEvent(dpy, 1, False, CurrentTime);
	XSync(dpy, False);
	long long end = now();
	printf("start %lld\nend %lld\nsent %ld last %d,%d\n", start, end, count, x, y);
	return 0;
}

/* One button 1 click, or one Right arrow key, per line on stdin (see the usage above). */
static int
clicks(Display *dpy, int x, int y, int holdMs, int typesKey)
{
	char line[64];
	unsigned int keycode = XKeysymToKeycode(dpy, XK_Right);
	struct timespec hold = { holdMs / 1000, (long)(holdMs % 1000) * 1000000L };
	XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
	XSync(dpy, False);
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof line, stdin)) {
		if (typesKey)
			XTestFakeKeyEvent(dpy, keycode, True, CurrentTime);
		else
			XTestFakeButtonEvent(dpy, 1, True, CurrentTime);
		XSync(dpy, False);
		nanosleep(&hold, NULL);
		long long released = now();
		if (typesKey)
			XTestFakeKeyEvent(dpy, keycode, False, CurrentTime);
		else
			XTestFakeButtonEvent(dpy, 1, False, CurrentTime);
		XSync(dpy, False);
		printf("%s %lld\n", typesKey ? "typed" : "clicked", released);
	}
	return 0;
}

static void
sleepMicros(long micros)
{
	struct timespec t = { micros / 1000000, (micros % 1000000) * 1000L };
	nanosleep(&t, NULL);
}

/* Paced, so that the app sees input at a steady rate rather than one burst it could coalesce. */
static int
wheel(Display *dpy, long count, int x, int y, long intervalUs)
{
	long long last = now();
	XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
	for (long i = 0; i < count; i++) {
		XTestFakeButtonEvent(dpy, 5, True, CurrentTime);
		XTestFakeButtonEvent(dpy, 5, False, CurrentTime);
		XFlush(dpy);
		last = now();
		if (i + 1 < count)
			sleepMicros(intervalUs);
	}
	XSync(dpy, False);
	printf("sent %ld last %lld\n", count, last);
	return 0;
}

static int
drag(Display *dpy, long strokes, int x, int y0, int y1, int step, long intervalUs)
{
	if (step < 1)
		step = 1;
	int direction = y1 < y0 ? -1 : 1;
	for (long i = 0; i < strokes; i++) {
		XTestFakeMotionEvent(dpy, -1, x, y0, CurrentTime);
		XTestFakeButtonEvent(dpy, 1, True, CurrentTime);
		XFlush(dpy);
		sleepMicros(intervalUs);
		for (int y = y0 + direction * step; direction * (y1 - y) >= 0; y += direction * step) {
			XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
			XFlush(dpy);
			sleepMicros(intervalUs);
		}
		XTestFakeButtonEvent(dpy, 1, False, CurrentTime);
		XFlush(dpy);
		sleepMicros(intervalUs);
	}
	XSync(dpy, False);
	printf("sent %ld\n", strokes);
	return 0;
}

/* One key per line on stdin, named as above, timed before its press. */
static int
type(Display *dpy, int x, int y, int holdMs)
{
	char line[64];
	unsigned int control = XKeysymToKeycode(dpy, XK_Control_L);
	struct timespec hold = { holdMs / 1000, (long)(holdMs % 1000) * 1000000L };
	XTestFakeMotionEvent(dpy, -1, x, y, CurrentTime);
	XSync(dpy, False);
	setvbuf(stdout, NULL, _IOLBF, 0);
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = 0;
		int withControl = strncmp(line, "ctrl+", 5) == 0;
		KeySym keysym = XStringToKeysym(line + (withControl ? 5 : 0));
		unsigned int keycode = keysym == NoSymbol ? 0 : XKeysymToKeycode(dpy, keysym);
		if (keycode == 0) {
			fprintf(stderr, "xtest_flood: no key for '%s'\n", line);
			return 1;
		}
		if (withControl) {
			XTestFakeKeyEvent(dpy, control, True, CurrentTime);
			XSync(dpy, False);
		}
		long long pressed = now();
		XTestFakeKeyEvent(dpy, keycode, True, CurrentTime);
		XSync(dpy, False);
		printf("pressed %lld\n", pressed);
		nanosleep(&hold, NULL);
		XTestFakeKeyEvent(dpy, keycode, False, CurrentTime);
		if (withControl)
			XTestFakeKeyEvent(dpy, control, False, CurrentTime);
		XSync(dpy, False);
	}
	return 0;
}

int
main(int argc, char **argv)
{
	int event, error, major, minor;
	Display *dpy;

	int isWheel = argc == 6 && strcmp(argv[1], "wheel") == 0;
	int isDrag = argc == 8 && strcmp(argv[1], "drag") == 0;
	if (!isWheel && !isDrag && (argc != 5 || (strcmp(argv[1], "flood") != 0 && strcmp(argv[1], "clicks") != 0
	    && strcmp(argv[1], "keys") != 0 && strcmp(argv[1], "type") != 0))) {
		fprintf(stderr, "usage: xtest_flood flood COUNT WIDTH HEIGHT | clicks X Y HOLD_MS | keys X Y HOLD_MS"
		    " | type X Y HOLD_MS | wheel COUNT X Y INTERVAL_US | drag STROKES X Y0 Y1 STEP INTERVAL_US\n");
		return 2;
	}
	if (!(dpy = XOpenDisplay(NULL))) {
		fprintf(stderr, "xtest_flood: cannot open display '%s'\n", XDisplayName(NULL));
		return 1;
	}
	if (!XTestQueryExtension(dpy, &event, &error, &major, &minor)) {
		fprintf(stderr, "xtest_flood: the server has no XTEST extension\n");
		return 1;
	}
	int status = isWheel ? wheel(dpy, atol(argv[2]), atoi(argv[3]), atoi(argv[4]), atol(argv[5]))
	    : isDrag ? drag(dpy, atol(argv[2]), atoi(argv[3]), atoi(argv[4]), atoi(argv[5]), atoi(argv[6]), atol(argv[7]))
	    : strcmp(argv[1], "flood") == 0
	    ? flood(dpy, atol(argv[2]), atoi(argv[3]), atoi(argv[4]))
	    : strcmp(argv[1], "type") == 0 ? type(dpy, atoi(argv[2]), atoi(argv[3]), atoi(argv[4]))
	    : clicks(dpy, atoi(argv[2]), atoi(argv[3]), atoi(argv[4]), strcmp(argv[1], "keys") == 0);
	XCloseDisplay(dpy);
	return status;
}
