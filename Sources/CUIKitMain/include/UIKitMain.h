#ifndef WINDOWING_UIKIT_MAIN_H
#define WINDOWING_UIKIT_MAIN_H

// The C entry point the compiler's expansion of `@UIApplicationMain` calls:
// UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self)). Both symbols are
// defined in Swift, with @_cdecl, in Sources/UIKit/ApplicationMainAttribute.swift. Unavailable to
// Swift, so a call written in main.swift picks the Swift UIApplicationMain.
int UIApplicationMain(int argc, char * _Nullable * _Nonnull argv,
                      const void * _Nullable principalClassName, const void * _Nullable delegateClassName)
    __attribute__((availability(swift, unavailable)));

#endif
