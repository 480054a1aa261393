/* backbuffer.h: the back buffer both C floors present from (firstpaint.c, redrawfloor.c): a Cairo
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

#endif
