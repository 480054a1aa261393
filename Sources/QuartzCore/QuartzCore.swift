// `import QuartzCore` for iOS sources: Core Animation's layers, animations and transactions are
// part of Windowing, so this module re-exports it, as `import UIKit` does. It is in the `UIKit`
// product, so an app that depends on that product can import it too.
@_exported import Windowing
