#ifndef WINDOWING_CJPEG_SHIM_H
#define WINDOWING_CJPEG_SHIM_H

// libjpeg reports errors by calling `error_exit`, which by default ends the process. Swift cannot
// longjmp, so decoding and encoding run in these C functions: each installs an error manager that
// jumps back to its own setjmp and turns the failure into a return code and libjpeg's message.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

#define WINDOWING_JPEG_MESSAGE_CAPACITY JMSG_LENGTH_MAX

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
    jpeg_std_error(&error->base);
    error->base.error_exit = windowing_jpeg_error_exit;
    error->base.emit_message = windowing_jpeg_emit_message;
    error->sawCorruption = 0;
    error->message[0] = 0;
}

static inline void windowing_jpeg_copy_message(const struct windowing_jpeg_error *error, char *message) {
    strncpy(message, error->message, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
}

/// Reads the frame header only. Returns 0 and the size, or -1 with libjpeg's message.
static inline int windowing_jpeg_read_size(const unsigned char *data, unsigned long size,
                                           int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes into 32-bit words 0xFFRRGGBB (Cairo's ARGB32, opaque) of `width` × `height` with
/// `stride` bytes per row. Returns 0, or -1 with libjpeg's message.
static inline int windowing_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                                        int stride, int width, int height, char *message) {
    struct jpeg_decompress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.out_color_space = JCS_EXT_BGRA;
#else
    info.out_color_space = JCS_EXT_ARGB;
#endif
    jpeg_start_decompress(&info);
    if ((int)info.output_width != width || (int)info.output_height != height) {
        snprintf(error.message, JMSG_LENGTH_MAX, "the decoded size %ux%u differs from the header's %dx%d",
                 info.output_width, info.output_height, width, height);
        windowing_jpeg_copy_message(&error, message);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * (size_t)stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
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
    struct jpeg_compress_struct info;
    struct windowing_jpeg_error error;
    memset(&info, 0, sizeof info);
    *output = NULL;
    *outputSize = 0;
    info.err = &error.base;
    windowing_jpeg_install(&error);
    if (setjmp(error.jump)) {
        windowing_jpeg_copy_message(&error, message);
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, outputSize);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    info.in_color_space = JCS_EXT_BGRX;
#else
    info.in_color_space = JCS_EXT_XRGB;
#endif
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
