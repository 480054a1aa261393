#ifndef WINDOWING_CEXPAT_SHIM_H
#define WINDOWING_CEXPAT_SHIM_H

#include <expat.h>

#endif
