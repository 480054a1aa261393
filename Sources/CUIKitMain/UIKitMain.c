// The module exists for its header (include/UIKitMain.h); SwiftPM needs one source file to build it.
#include "UIKitMain.h"
