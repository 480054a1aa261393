import UIKit

// Behaviour 1.18: no @main and no AppDelegate. The principal class and the delegate class are the same
// UIApplication subclass, so UIApplicationMain makes one object that is its own delegate.
UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    NSStringFromClass(Application.self),
    NSStringFromClass(Application.self)
)
