#ifndef FIRSTPAINT_CXLIB_SHIM_H
#define FIRSTPAINT_CXLIB_SHIM_H

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* XImage's accessors are macros over function pointers; Swift cannot import them. */
static inline int FP_XDestroyImage(XImage *image) { return XDestroyImage(image); }
static inline unsigned long FP_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }

#endif
