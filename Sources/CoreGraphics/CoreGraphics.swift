// `import CoreGraphics` for iOS sources: `CGContext`, `CGPath`, `CGColor`, `CGImage` and the
// rest are part of Windowing (the geometry types are Foundation's on Linux), so this module
// re-exports it. It is in the `UIKit` product, so an app that depends on that product can
// import it too.
@_exported import Windowing
