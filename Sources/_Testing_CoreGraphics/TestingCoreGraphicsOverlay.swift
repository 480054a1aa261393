// Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both Testing
// and CoreGraphics makes the compiler load a module named `_Testing_CoreGraphics`, which on
// Apple's platforms adds image attachments. Linux's toolchain declares the overlay but ships no
// such module, so this empty one lets tests import both; it adds nothing.
