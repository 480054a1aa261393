// UIKit code expects CGRect, CGFloat, NSStringFromClass and the rest of Foundation to come with
// the UI framework, as `import UIKit` brings them on Apple platforms.
@_exported public import Foundation
