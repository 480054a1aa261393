import UIKit

// The entry point is written out so that the principal class can be TableApplication, which
// marks the start of every frame that input begins.
UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    NSStringFromClass(TableApplication.self),
    NSStringFromClass(AppDelegate.self)
)
