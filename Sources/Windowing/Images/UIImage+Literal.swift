// `#imageLiteral(resourceName:)`, as Xcode's media library writes it into iOS sources.
//
// As with colour literals, an image literal without a type from its context makes the type named
// `_ImageLiteralType`, which UIKit, and therefore Windowing, declares as `UIImage`. The
// conformance is main-actor isolated, as `UIImage` is: the literal is usable where UIKit code
// runs, on the main actor.
// https://developer.apple.com/documentation/swift/_expressiblebyimageliteral

extension UIImage: @MainActor _ExpressibleByImageLiteral {}

/// The type an untyped `#imageLiteral(resourceName:)` makes: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage
