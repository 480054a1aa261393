#ifndef FIRSTPAINT_CPANGOFP_SHIM_H
#define FIRSTPAINT_CPANGOFP_SHIM_H

#include <pango/pangocairo.h>

#endif
