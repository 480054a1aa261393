// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it into iOS sources.
//
// The compiler turns a colour literal into a call of the literal protocol's initializer on the
// type the context asks for. With no such context (`#colorLiteral(...).setFill()`), it uses the
// type named `_ColorLiteralType` wherever the file can see one: on iOS, UIKit declares it as
// `UIColor`, and so does Windowing (re-exported by the `UIKit` product).
// https://developer.apple.com/documentation/swift/_expressiblebycolorliteral

extension UIColor: _ExpressibleByColorLiteral {}

/// Apple's Core Graphics makes colour literals too, so `layer.borderColor = #colorLiteral(…)`
/// compiles as on iOS; the components are sRGB, as Xcode's picker writes them.
extension CGColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type an untyped `#colorLiteral(red:green:blue:alpha:)` makes: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor
