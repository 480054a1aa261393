// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and
// UIKit makes the compiler load a module named `_Testing_UIKit`, which on Apple's platforms
// adds image attachments. Linux's toolchain declares the overlay too but ships no such module, so
// an app's tests that `import Testing` and `import UIKit` would not compile. This empty module is
// that overlay for Windowing's `UIKit`; it adds nothing, so attachments of images are absent.
