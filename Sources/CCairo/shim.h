#ifndef WINDOWING_CCAIRO_SHIM_H
#define WINDOWING_CCAIRO_SHIM_H

#include <cairo/cairo.h>

#endif
