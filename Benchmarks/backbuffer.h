/* backbuffer.h: the back buffer the C floors present from (firstpaint.c, redrawfloor.c,
 * animationfloor.c): a Cairo
 * RGB24 image surface over an MIT-SHM XImage, or over a malloc'ed XImage for plain XPutImage when
 * SHM cannot attach or the caller turns it off. Include after defining WIDTH and HEIGHT.
 */
#ifndef WINDOWING_BENCHMARK_BACKBUFFER_H
#define WINDOWING_BENCHMARK_BACKBUFFER_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>

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
createBackBuffer(Display *dpy, Visual *visual, int depth, BackBuffer *bb, const char *program, int allowsShm)
{
	int stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, WIDTH);

	bb->usesShm = allowsShm && createShmImage(dpy, visual, depth, bb);
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
		fprintf(stderr, "%s: the default visual is not 24-bit xRGB (bpp %d, stride %d)\n", program,
		        bb->image->bits_per_pixel, bb->image->bytes_per_line);
		return 0;
	}
	bb->surface = cairo_image_surface_create_for_data((unsigned char *)bb->image->data,
	                                                   CAIRO_FORMAT_RGB24, WIDTH, HEIGHT, stride);
	return cairo_surface_status(bb->surface) == CAIRO_STATUS_SUCCESS;
}

/* A floor's window, with its GC and back buffer, mapped and exposed: what redrawfloor.c and
 * animationfloor.c start with. Returns 0 (after a message) if the back buffer cannot be made. */
typedef struct {
	Display *dpy;
	Window win;
	GC gc;
	BackBuffer bb;
} FloorWindow;

static int
openFloorWindow(Display *dpy, FloorWindow *fw, const char *program, int allowsShm)
{
	int screen = DefaultScreen(dpy);
	Visual *visual = DefaultVisual(dpy, screen);
	int depth = DefaultDepth(dpy, screen);
	XSetWindowAttributes wa = { .background_pixmap = None, .border_pixel = 0, .event_mask = ExposureMask };
	fw->dpy = dpy;
	fw->win = XCreateWindow(dpy, RootWindow(dpy, screen), 0, 0, WIDTH, HEIGHT, 0, depth, InputOutput, visual,
	                        CWBackPixmap | CWBorderPixel | CWEventMask, &wa);
	fw->gc = XCreateGC(dpy, fw->win, 0, NULL);
	if (!createBackBuffer(dpy, visual, depth, &fw->bb, program, allowsShm)) {
		fprintf(stderr, "%s: could not create a %dx%d back buffer\n", program, WIDTH, HEIGHT);
		return 0;
	}
	XMapWindow(dpy, fw->win);
	XEvent ev;
	do
		XNextEvent(dpy, &ev);
	while (ev.type != Expose || ev.xexpose.window != fw->win);
	return 1;
}

/* Frees what openFloorWindow made and closes the display. */
static void
closeFloorWindow(FloorWindow *fw)
{
	cairo_surface_destroy(fw->bb.surface);
	if (fw->bb.usesShm) {
		XShmDetach(fw->dpy, &fw->bb.shm);
		XSync(fw->dpy, False);
		shmdt(fw->bb.shm.shmaddr);
		fw->bb.image->data = NULL;
	}
	XDestroyImage(fw->bb.image);
	XFreeGC(fw->dpy, fw->gc);
	XDestroyWindow(fw->dpy, fw->win);
	XCloseDisplay(fw->dpy);
}

#endif
