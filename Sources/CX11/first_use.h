#ifndef WINDOWING_CX11_FIRST_USE_H
#define WINDOWING_CX11_FIRST_USE_H

// X libraries opened the first time they are needed rather than linked. Every library the loader
// maps before `main` delays the first frame (Benchmarks/README.md, "Libraries opened on first
// use"), and these two are not needed for it: XInput 2 is set up once the first frame is on
// screen, and Present (with the Xfixes and Xrandr it needs) only when frames are first wanted.
// Their headers still give the types and constants.
//
// Each library's functions and its failure live in a function's statics: Swift emits a header's
// inline functions, with their statics, into the module that calls them, but not a header's own
// static variables.

#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xpresent.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/// A function to find in a library, and where its address goes.
struct CX11_Symbol {
    const char *name;
    void **address;
};

/// Opens `soname` and finds `symbols` in it; on failure writes why to `failure` (dlerror's text, or
/// the missing function) and leaves every address as it was.
static inline void CX11_OpenLibrary(const char *soname, const struct CX11_Symbol *symbols, int count,
                                    char *failure, size_t capacity) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, capacity, "%s", reason != NULL ? reason : "cannot open the shared object file");
        return;
    }
    void *found[8];
    for (int index = 0; index < count && index < 8; index++) {
        found[index] = dlsym(library, symbols[index].name);
        if (found[index] == NULL) {
            snprintf(failure, capacity, "%s has no %s", soname, symbols[index].name);
            dlclose(library);
            return;
        }
    }
    for (int index = 0; index < count && index < 8; index++) *symbols[index].address = found[index];
}

// MARK: XInput 2 (libXi)

struct CX11_XInputState {
    pthread_once_t once;
    __typeof__(&XIQueryVersion) queryVersion;
    __typeof__(&XISelectEvents) selectEvents;
    __typeof__(&XIQueryDevice) queryDevice;
    __typeof__(&XIFreeDeviceInfo) freeDeviceInfo;
    char failure[256];
};

static inline struct CX11_XInputState *CX11_XInputState(void) {
    static struct CX11_XInputState state = {PTHREAD_ONCE_INIT};
    return &state;
}

static void CX11_OpenXInput(void) {
    struct CX11_XInputState *state = CX11_XInputState();
    const struct CX11_Symbol symbols[] = {
        {"XIQueryVersion", (void **)&state->queryVersion},
        {"XISelectEvents", (void **)&state->selectEvents},
        {"XIQueryDevice", (void **)&state->queryDevice},
        {"XIFreeDeviceInfo", (void **)&state->freeDeviceInfo},
    };
    CX11_OpenLibrary("libXi.so.6", symbols, 4, state->failure, sizeof state->failure);
}

/// Opens libXi once for the process: NULL when it is open, else why it could not be.
static inline const char *CX11_LoadXInput(void) {
    struct CX11_XInputState *state = CX11_XInputState();
    pthread_once(&state->once, CX11_OpenXInput);
    return state->failure[0] == 0 ? NULL : state->failure;
}

// The XInput 2 calls, valid once `CX11_LoadXInput` returned NULL.
static inline Status CX11_XIQueryVersion(Display *display, int *major, int *minor) {
    return CX11_XInputState()->queryVersion(display, major, minor);
}

static inline int CX11_XISelectEvents(Display *display, Window window, XIEventMask *masks, int count) {
    return CX11_XInputState()->selectEvents(display, window, masks, count);
}

static inline XIDeviceInfo *CX11_XIQueryDevice(Display *display, int device, int *count) {
    return CX11_XInputState()->queryDevice(display, device, count);
}

static inline void CX11_XIFreeDeviceInfo(XIDeviceInfo *info) { CX11_XInputState()->freeDeviceInfo(info); }

// MARK: Present (libXpresent)

struct CX11_PresentState {
    pthread_once_t once;
    __typeof__(&XPresentQueryExtension) queryExtension;
    __typeof__(&XPresentSelectInput) selectInput;
    __typeof__(&XPresentNotifyMSC) notifyMSC;
    char failure[256];
};

static inline struct CX11_PresentState *CX11_PresentState(void) {
    static struct CX11_PresentState state = {PTHREAD_ONCE_INIT};
    return &state;
}

static void CX11_OpenPresent(void) {
    struct CX11_PresentState *state = CX11_PresentState();
    const struct CX11_Symbol symbols[] = {
        {"XPresentQueryExtension", (void **)&state->queryExtension},
        {"XPresentSelectInput", (void **)&state->selectInput},
        {"XPresentNotifyMSC", (void **)&state->notifyMSC},
    };
    CX11_OpenLibrary("libXpresent.so.1", symbols, 3, state->failure, sizeof state->failure);
}

/// Opens libXpresent once for the process: NULL when it is open, else why it could not be.
static inline const char *CX11_LoadPresent(void) {
    struct CX11_PresentState *state = CX11_PresentState();
    pthread_once(&state->once, CX11_OpenPresent);
    return state->failure[0] == 0 ? NULL : state->failure;
}

// The Present calls, valid once `CX11_LoadPresent` returned NULL.
static inline Bool CX11_XPresentQueryExtension(Display *display, int *opcode, int *eventBase, int *errorBase) {
    return CX11_PresentState()->queryExtension(display, opcode, eventBase, errorBase);
}

static inline XID CX11_XPresentSelectInput(Display *display, Window window, unsigned eventMask) {
    return CX11_PresentState()->selectInput(display, window, eventMask);
}

static inline void CX11_XPresentNotifyMSC(Display *display, Window window, uint32_t serial, uint64_t targetMSC,
                                          uint64_t divisor, uint64_t remainder) {
    CX11_PresentState()->notifyMSC(display, window, serial, targetMSC, divisor, remainder);
}

#endif
