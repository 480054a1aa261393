#ifndef WINDOWING_CJPEG_SHIM_H
#define WINDOWING_CJPEG_SHIM_H

// libjpeg reports errors by calling `error_exit`, which by default ends the process. Swift cannot
// longjmp, so decoding and encoding run in these C functions: each installs an error manager that
// jumps back to its own setjmp and turns the failure into a return code and libjpeg's message.
//
// libjpeg is opened the first time an image is decoded or encoded, not linked: most apps show no
// JPEG, and every library the loader maps before `main` delays the first frame (about 0.2 ms for
// libjpeg on the benchmark machine; Benchmarks/README.md, "Libraries opened on first use").

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <dlfcn.h>
#include <pthread.h>
#include <jpeglib.h>
#include <jerror.h>

#define WINDOWING_JPEG_MESSAGE_CAPACITY JMSG_LENGTH_MAX

/// What the functions below return when libjpeg could not be opened (the message says why).
#define WINDOWING_JPEG_UNAVAILABLE (-2)

// The library's name for the headers' ABI, as libjpeg-turbo names it: the 6b ABI is
// libjpeg.so.62 (Debian), the 8 ABI libjpeg.so.8 (Ubuntu).
#if JPEG_LIB_VERSION >= 80
#define WINDOWING_JPEG_SONAME "libjpeg.so.8"
#elif JPEG_LIB_VERSION >= 70
#define WINDOWING_JPEG_SONAME "libjpeg.so.7"
#else
#define WINDOWING_JPEG_SONAME "libjpeg.so.62"
#endif

/// The libjpeg functions used here, typed by the headers' own declarations.
struct windowing_jpeg_functions {
    __typeof__(&jpeg_std_error) std_error;
    __typeof__(&jpeg_CreateDecompress) create_decompress;
    __typeof__(&jpeg_mem_src) mem_src;
    __typeof__(&jpeg_read_header) read_header;
    __typeof__(&jpeg_start_decompress) start_decompress;
    __typeof__(&jpeg_read_scanlines) read_scanlines;
    __typeof__(&jpeg_finish_decompress) finish_decompress;
    __typeof__(&jpeg_destroy_decompress) destroy_decompress;
    __typeof__(&jpeg_CreateCompress) create_compress;
    __typeof__(&jpeg_mem_dest) mem_dest;
    __typeof__(&jpeg_set_defaults) set_defaults;
    __typeof__(&jpeg_set_quality) set_quality;
    __typeof__(&jpeg_start_compress) start_compress;
    __typeof__(&jpeg_write_scanlines) write_scanlines;
    __typeof__(&jpeg_finish_compress) finish_compress;
    __typeof__(&jpeg_destroy_compress) destroy_compress;
};

/// The functions once opened, and why they are not (dlerror's text, or the missing symbol; empty
/// once open). Kept in a function's statics: Swift emits the header's inline functions into the
/// module that calls them, with their statics, but not a header's own static variables.
struct windowing_jpeg_state {
    pthread_once_t once;
    struct windowing_jpeg_functions functions;
    char failure[JMSG_LENGTH_MAX];
};

static inline struct windowing_jpeg_state *windowing_jpeg_state(void) {
    static struct windowing_jpeg_state state = {PTHREAD_ONCE_INIT};
    return &state;
}

#define windowing_jpeg (windowing_jpeg_state()->functions)

static void windowing_jpeg_open(void) {
    void *library = dlopen(WINDOWING_JPEG_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(windowing_jpeg_state()->failure, sizeof windowing_jpeg_state()->failure, "%s",
                 reason != NULL ? reason : WINDOWING_JPEG_SONAME ": cannot open shared object file");
        return;
    }
    struct windowing_jpeg_functions found;
    const char *missing = NULL;
#define WINDOWING_JPEG_FIND(field, symbol)                                        \
    do {                                                                          \
        *(void **)&found.field = dlsym(library, #symbol);                         \
        if (found.field == NULL && missing == NULL) missing = #symbol;            \
    } while (0)
    WINDOWING_JPEG_FIND(std_error, jpeg_std_error);
    WINDOWING_JPEG_FIND(create_decompress, jpeg_CreateDecompress);
    WINDOWING_JPEG_FIND(mem_src, jpeg_mem_src);
    WINDOWING_JPEG_FIND(read_header, jpeg_read_header);
    WINDOWING_JPEG_FIND(start_decompress, jpeg_start_decompress);
    WINDOWING_JPEG_FIND(read_scanlines, jpeg_read_scanlines);
    WINDOWING_JPEG_FIND(finish_decompress, jpeg_finish_decompress);
    WINDOWING_JPEG_FIND(destroy_decompress, jpeg_destroy_decompress);
    WINDOWING_JPEG_FIND(create_compress, jpeg_CreateCompress);
    WINDOWING_JPEG_FIND(mem_dest, jpeg_mem_dest);
    WINDOWING_JPEG_FIND(set_defaults, jpeg_set_defaults);
    WINDOWING_JPEG_FIND(set_quality, jpeg_set_quality);
    WINDOWING_JPEG_FIND(start_compress, jpeg_start_compress);
    WINDOWING_JPEG_FIND(write_scanlines, jpeg_write_scanlines);
    WINDOWING_JPEG_FIND(finish_compress, jpeg_finish_compress);
    WINDOWING_JPEG_FIND(destroy_compress, jpeg_destroy_compress);
#undef WINDOWING_JPEG_FIND
    if (missing != NULL) {
        snprintf(windowing_jpeg_state()->failure, sizeof windowing_jpeg_state()->failure, "%s has no %s",
                 WINDOWING_JPEG_SONAME, missing);
        dlclose(library);
        return;
    }
    windowing_jpeg_state()->functions = found;
}

/// Opens libjpeg once for the process. Returns 0, or WINDOWING_JPEG_UNAVAILABLE with why in `message`.
static inline int windowing_jpeg_load(char *message) {
    struct windowing_jpeg_state *state = windowing_jpeg_state();
    pthread_once(&state->once, windowing_jpeg_open);
    if (state->failure[0] == 0) return 0;
    strncpy(message, state->failure, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
    return WINDOWING_JPEG_UNAVAILABLE;
}

/// The library's name, for messages.
static inline const char *windowing_jpeg_library_name(void) { return WINDOWING_JPEG_SONAME; }

struct windowing_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int sawCorruption;
    char message[JMSG_LENGTH_MAX];
};

static void windowing_jpeg_error_exit(j_common_ptr info) {
    struct windowing_jpeg_error *error = (struct windowing_jpeg_error *)info->err;
    error->base.format_message(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings are not printed. The ones that say the data is corrupt or ends early (where libjpeg
// would pad with grey and go on, touching every row of a header's claimed size) end decoding at
// once, so the caller refuses the image as it refuses a truncated PNG. Other warnings (an unknown
// JFIF revision, an odd Adobe marker) describe files that decode fine and are ignored.
static inline int windowing_jpeg_is_corruption(int code) {
    switch (code) {
    case JWRN_JPEG_EOF: case JWRN_HIT_MARKER: case JWRN_EXTRANEOUS_DATA: case JWRN_MUST_RESYNC:
    case JWRN_HUFF_BAD_CODE: case JWRN_ARITH_BAD_CODE: case JWRN_NOT_SEQUENTIAL: case JWRN_BOGUS_PROGRESSION:
        return 1;
    default:
        return 0;
    }
}

static void windowing_jpeg_emit_message(j_common_ptr info, int level) {
    struct windowing_jpeg_error *error = (struct windowing_jpeg_error *)info->err;
    if (level < 0 && windowing_jpeg_is_corruption(error->base.msg_code)) {
        error->sawCorruption = 1;
        error->base.format_message(info, error->message);
        longjmp(error->jump, 1);
    }
}

static inline void windowing_jpeg_install(struct windowing_jpeg_error *error) {
    windowing_jpeg.std_error(&error->base);
    error->base.error_exit = windowing_jpeg_error_exit;
    error->base.emit_message = windowing_jpeg_emit_message;
    error->sawCorruption = 0;
    error->message[0] = 0;
}

static inline void windowing_jpeg_copy_message(const struct windowing_jpeg_error *error, char *message) {
    strncpy(message, error->message, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
}

/// Reads the frame header only. Returns 0 and the size, or -1 with libjpeg's message (or
/// WINDOWING_JPEG_UNAVAILABLE, as each function below).
static inline int windowing_jpeg_read_size(const unsigned char *data, unsigned long size,
                                           int *width, int *height, char *message) {
    if (windowing_jpeg_load(message) != 0) return WINDOWING_JPEG_UNAVAILABLE;
    struct jpeg_decompress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        windowing_jpeg.destroy_decompress(&info);
        return -1;
    }
    windowing_jpeg.create_decompress(&info, JPEG_LIB_VERSION, sizeof info);
    windowing_jpeg.mem_src(&info, data, size);
    windowing_jpeg.read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    windowing_jpeg.destroy_decompress(&info);
    return 0;
}

/// Decodes into 32-bit words 0xFFRRGGBB (Cairo's ARGB32, opaque) of `width` × `height` with
/// `stride` bytes per row. Returns 0, or -1 with libjpeg's message.
static inline int windowing_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                        int stride, int width, int height, char *message) {
    if (windowing_jpeg_load(message) != 0) return WINDOWING_JPEG_UNAVAILABLE;
    struct jpeg_decompress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        windowing_jpeg.destroy_decompress(&info);
        return -1;
    }
    windowing_jpeg.create_decompress(&info, JPEG_LIB_VERSION, sizeof info);
    windowing_jpeg.mem_src(&info, data, size);
    windowing_jpeg.read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    windowing_jpeg.start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height) {
        snprintf(error.message, JMSG_LENGTH_MAX, "the decoded size %ux%u differs from the header's %dx%d",
                 info.output_width, info.output_height, width, height);
        windowing_jpeg_copy_message(&error, message);
        windowing_jpeg.destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        windowing_jpeg.read_scanlines(&info, &row, 1);
    }
    windowing_jpeg.finish_decompress(&info);
    windowing_jpeg.destroy_decompress(&info);
    if (error.sawCorruption) {
        windowing_jpeg_copy_message(&error, message);
        return -1;
    }
    return 0;
}

/// Encodes 32-bit words 0x??RRGGBB (the alpha byte is ignored) as a baseline JPEG. On success
/// returns 0 and a buffer the caller frees with `free`; else -1 with libjpeg's message.
static inline int windowing_jpeg_encode(const unsigned char *pixels, int stride, int width, int height,
                                        int quality, unsigned char **output, unsigned long *outputSize,
                                        char *message) {
    *output = NULL;
    *outputSize = 0;
    if (windowing_jpeg_load(message) != 0) return WINDOWING_JPEG_UNAVAILABLE;
    struct jpeg_compress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    *output = NULL;
    *outputSize = 0;
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        windowing_jpeg.destroy_compress(&info);
        free(*output);
        *output = NULL;
        return -1;
    }
    windowing_jpeg.create_compress(&info, JPEG_LIB_VERSION, sizeof info);
    windowing_jpeg.mem_dest(&info, output, outputSize);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.in_color_space = JCS_EXT_BGRX;
#else
    info.in_color_space = JCS_EXT_XRGB;
#endif
    windowing_jpeg.set_defaults(&info);
    windowing_jpeg.set_quality(&info, quality, TRUE);
    windowing_jpeg.start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        windowing_jpeg.write_scanlines(&info, &row, 1);
    }
    windowing_jpeg.finish_compress(&info);
    windowing_jpeg.destroy_compress(&info);
    return 0;
}

#endif
