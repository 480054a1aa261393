// `import UIKit` for iOS sources: everything Windowing implements, under UIKit's names, plus
// Foundation, as the real UIKit brings it.
@_exported import Windowing
@_exported import Foundation
