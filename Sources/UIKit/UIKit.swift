// `import UIKit` for iOS sources: everything Windowing implements, under UIKit's names, plus
// Foundation, as the real UIKit brings it (Windowing re-exports Foundation, so this does too).
@_exported import Windowing
