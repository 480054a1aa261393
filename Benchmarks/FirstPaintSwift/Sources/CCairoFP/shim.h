#ifndef FIRSTPAINT_CCAIROFP_SHIM_H
#define FIRSTPAINT_CCAIROFP_SHIM_H

#include <cairo.h>

#endif
