#ifndef WINDOWING_CX11_SHIM_H
#define WINDOWING_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrender.h>
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

// XInput 2's event-mask macros index bytes and shift bits, which Swift cannot import.
static inline void CX11_XISetMask(unsigned char *mask, int event) {
    XISetMask(mask, event);
}

static inline int CX11_XIMaskIsSet(const unsigned char *mask, int event) {
    return XIMaskIsSet(mask, event) != 0;
}

// XIM: XCreateIC, XGetICValues and XSetIMValues are variadic, which Swift cannot call.

/// An input context for `window` with no preedit or status area (the IM draws nothing in it);
/// NULL if the input method does not offer that style.
static inline XIC CX11_CreateIC(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow, window,
                     XNFocusWindow, window, (char *)NULL);
}

/// The events the input context needs selected on its window (XNFilterEvents); 0 if it cannot say.
static inline long CX11_ICFilterEvents(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
    return (long)mask;
}

/// Asks Xlib to call `callback(im, clientData, NULL)` when the input method server goes away;
/// after it, the IM and its contexts must not be used (nor closed). True if the IM accepted it.
static inline int CX11_SetIMDestroyCallback(XIM im, XIMProc callback, XPointer clientData) {
    XIMCallback destroy;
    destroy.client_data = clientData;
    destroy.callback = callback;
    return XSetIMValues(im, XNDestroyCallback, &destroy, (char *)NULL) == NULL;
}

#endif
