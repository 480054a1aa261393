#ifndef WINDOWING_CPANGO_SHIM_H
#define WINDOWING_CPANGO_SHIM_H

#include <pango/pangocairo.h>

#endif
