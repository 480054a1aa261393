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
#include <X11/extensions/Xpresent.h>
#include <X11/Xlib-xcb.h>
#include <xcb/xcbext.h>
#include <sys/uio.h>
#include <sys/epoll.h>  // the launch connection and Xlib's behind one descriptor (X11LaunchState)
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <wchar.h>

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

/// The preedit styles `im` offers, as bits: 1 on-the-spot (XIMPreeditCallbacks), 2 over-the-spot
/// (XIMPreeditPosition), 4 none (XIMPreeditNothing); each only with XIMStatusNothing.
static inline int CX11_IMPreeditStyles(XIM im) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, (char *)NULL) != NULL || styles == NULL) return 4;
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        XIMStyle style = styles->supported_styles[i];
        if (style == (XIMPreeditCallbacks | XIMStatusNothing)) found |= 1;
        if (style == (XIMPreeditPosition | XIMStatusNothing)) found |= 2;
        if (style == (XIMPreeditNothing | XIMStatusNothing)) found |= 4;
    }
    XFree(styles);
    return found;
}

// On-the-spot input: the input method hands the text it is composing to these callbacks instead
// of drawing it, and the toolkit shows it as marked text. The four XIM callbacks are flattened
// into one handler that Swift provides.

enum { CX11_PreeditStart = 0, CX11_PreeditDraw = 1, CX11_PreeditCaret = 2, CX11_PreeditDone = 3 };

/// One preedit callback. For a draw: `length` characters from `first` are replaced by the `count`
/// characters of `text` (UTF-32; NULL and 0 when only deleting), whose XIMFeedback values are in
/// `feedback` (may be NULL), and the caret goes to `position`. For a caret move: `position` and the
/// XIMCaretDirection in `first`. Returns the caret position after a caret move.
typedef int (*CX11_PreeditHandler)(void *context, XIC ic, int kind, int position, int first, int length,
                                   const wchar_t *text, const unsigned long *feedback, int count);

/// Where an on-the-spot context's callbacks go; it must outlive the context.
typedef struct {
    CX11_PreeditHandler handler;
    void *context;
} CX11_PreeditTarget;

static int CX11_PreeditStartCallback(XIC ic, XPointer clientData, XPointer unused) {
    CX11_PreeditTarget *target = (CX11_PreeditTarget *)clientData;
    target->handler(target->context, ic, CX11_PreeditStart, 0, 0, 0, NULL, NULL, 0);
    return -1;  // no limit on the preedit's length
}

static void CX11_PreeditDoneCallback(XIC ic, XPointer clientData, XPointer unused) {
    CX11_PreeditTarget *target = (CX11_PreeditTarget *)clientData;
    target->handler(target->context, ic, CX11_PreeditDone, 0, 0, 0, NULL, NULL, 0);
}

static void CX11_PreeditDrawCallback(XIC ic, XPointer clientData, XIMPreeditDrawCallbackStruct *draw) {
    CX11_PreeditTarget *target = (CX11_PreeditTarget *)clientData;
    if (draw == NULL) return;
    XIMText *text = draw->text;
    wchar_t *converted = NULL;
    const wchar_t *characters = NULL;
    int count = 0;
    if (text != NULL && text->length > 0) {
        if (text->encoding_is_wchar) {
            characters = text->string.wide_char;
        } else if (text->string.multi_byte != NULL) {
            // The locale's multibyte encoding; `length` counts characters, not bytes.
            converted = calloc((size_t)text->length + 1, sizeof(wchar_t));
            if (converted != NULL) {
                size_t made = mbstowcs(converted, text->string.multi_byte, (size_t)text->length);
                characters = made == (size_t)-1 ? NULL : converted;
            }
        }
        if (characters != NULL) {
            count = (int)wcsnlen(characters, text->length);
        }
    }
    const unsigned long *feedback = text != NULL && characters != NULL ? text->feedback : NULL;
    target->handler(target->context, ic, CX11_PreeditDraw, draw->caret, draw->chg_first, draw->chg_length,
                    characters, feedback, count);
    free(converted);
}

static void CX11_PreeditCaretCallback(XIC ic, XPointer clientData, XIMPreeditCaretCallbackStruct *caret) {
    CX11_PreeditTarget *target = (CX11_PreeditTarget *)clientData;
    if (caret == NULL) return;
    caret->position = target->handler(target->context, ic, CX11_PreeditCaret, caret->position,
                                      (int)caret->direction, 0, NULL, NULL, 0);
}

/// An input context for `window` whose input method hands its preedit to `target` (on-the-spot);
/// NULL if the input method refuses it.
static inline XIC CX11_CreateOnTheSpotIC(XIM im, Window window, CX11_PreeditTarget *target) {
    XIMCallback start = {(XPointer)target, (XIMProc)CX11_PreeditStartCallback};
    XIMCallback done = {(XPointer)target, (XIMProc)CX11_PreeditDoneCallback};
    XIMCallback draw = {(XPointer)target, (XIMProc)CX11_PreeditDrawCallback};
    XIMCallback caret = {(XPointer)target, (XIMProc)CX11_PreeditCaretCallback};
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &start, XNPreeditDoneCallback, &done,
                                                XNPreeditDrawCallback, &draw, XNPreeditCaretCallback, &caret,
                                                (char *)NULL);
    if (preedit == NULL) return NULL;
    XIC ic = XCreateIC(im, XNInputStyle, XIMPreeditCallbacks | XIMStatusNothing, XNClientWindow, window,
                       XNFocusWindow, window, XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return ic;
}

/// Tells the input method where the caret is (window coordinates, the baseline's left end), so
/// that it places its candidate window there. True if the context took it.
static inline int CX11_SetICSpotLocation(XIC ic, short x, short y) {
    XPoint spot = {x, y};
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, (char *)NULL);
    if (preedit == NULL) return 0;
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, (char *)NULL);
    XFree(preedit);
    return failed == NULL;
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

// The launch over a remote display (issue 20). `XOpenDisplay` waits for two XKB replies in turn
// (QueryExtension XKEYBOARD, then UseExtension), so the display is opened with XKB ignored: the
// server is told through XCB, without a wait, that this client speaks XKB, before any window
// exists, so every key event carries the XKB state (its group); Xlib's side is switched on when
// the keyboard is prepared, before the first key is translated. Kept apart from the XIM shims.

/// Asks for XKEYBOARD's opcode without waiting for the answer. `xkb` names the extension for XCB,
/// which caches the answer by that record, so it must be one record for the process: a static
/// here would be one per Swift file that inlines these functions.
static inline void CX11_PrefetchXkb(xcb_connection_t *connection, xcb_extension_t *xkb) {
    xcb_prefetch_extension_data(connection, xkb);
}

/// Sends XKB's UseExtension 1.0 (the version Xlib asks for), its reply discarded; waits only for
/// the opcode's reply if `CX11_PrefetchXkb`'s has not arrived yet. False if the server has no XKB.
static inline int CX11_AnnounceXkb(xcb_connection_t *connection, xcb_extension_t *xkb) {
    const xcb_query_extension_reply_t *extension = xcb_get_extension_data(connection, xkb);
    if (extension == NULL || !extension->present) return 0;
    // The request as the protocol lays it out: opcode and XKB's minor 0 (filled in by XCB from
    // the extension and `opcode`), length, wantedMajor, wantedMinor.
    uint16_t request[4] = {0, 0, XkbMajorVersion, XkbMinorVersion};
    struct iovec parts[4];  // XCB uses the two before the request's own
    parts[2].iov_base = request;
    parts[2].iov_len = sizeof request;
    parts[3].iov_base = NULL;
    parts[3].iov_len = 0;
    xcb_protocol_request_t protocol = {2, xkb, 0, 0};
    xcb_send_request(connection, XCB_REQUEST_DISCARD_REPLY, parts + 2, &protocol);
    return 1;
}

/// Switches XKB on for a display opened while `XkbIgnoreExtension(True)` was in force. Xlib then
/// marked the display as having no XKB (`XlibDisplayNoXkb`), and `XkbUseExtension` does not clear
/// that mark even when the server accepts, so every XKB path (`XLookupString`'s group and level
/// lookup, `XkbKeycodeToKeysym`, detectable auto-repeat) would keep taking its no-XKB branch. The
/// mark is cleared here, after the server accepted, which leaves the display as `XOpenDisplay`
/// leaves it with XKB on. True if XKB is now in use.
static inline int CX11_UseXkbAfterOpen(Display *display) {
    int major = XkbMajorVersion, minor = XkbMinorVersion;
    // Non-NULL version pointers are what lets XkbUseExtension proceed on a display marked NoXkb.
    if (!XkbUseExtension(display, &major, &minor)) return 0;
    // Xlib.h's public view of the display names the connection flags `private16`; Xlibint.h, whose
    // full struct would make Display a complete type in Swift, names them `flags`.
    _XPrivDisplay view = (_XPrivDisplay)display;
    XLockDisplay(display);
    view->private16 &= ~(1UL << 2);  // XlibDisplayNoXkb
    XUnlockDisplay(display);
    return 1;
}


#include "first_use.h"

#endif
