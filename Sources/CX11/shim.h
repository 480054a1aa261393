#ifndef WINDOWING_CX11_SHIM_H
#define WINDOWING_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

// Xlib's XImage accessors are function-pointer macros that Swift cannot import.
static inline unsigned long CX11_XGetPixel(XImage *image, int x, int y) {
    return XGetPixel(image, x, y);
}

static inline int CX11_XDestroyImage(XImage *image) {
    return XDestroyImage(image);
}

// XEvent's client-message payload is a union of fixed arrays; these keep Swift off tuple indexing.
static inline long CX11_ClientMessageLong(const XClientMessageEvent *event, int index) {
    return event->data.l[index];
}

static inline void CX11_SetClientMessageLong(XClientMessageEvent *event, int index, long value) {
    event->data.l[index] = value;
}

#endif
