import Foundation

extension UIImage {
    /// A system symbol image, drawn by the toolkit: nil, as in UIKit, for a name it does not
    /// know (`SystemSymbol.names` lists the ones it draws).
    ///
    /// The image is square, `pointSize` × 1.1 points by default (17-point body text), with strokes
    /// as heavy as the configuration's weight, and is a template: image views, buttons and bars
    /// draw it in their tint colour.
    ///
    /// - Note: Differs from UIKit: Apple's SF Symbols are not available on Linux. Windowing draws
    ///   its own versions of about forty common symbols (plus, xmark, chevrons, magnifying glass,
    ///   trash, star, heart, house, person, gear-less settings "slider.horizontal.3", …) with
    ///   simple strokes; other names give nil.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = SystemSymbol(rawValue: name) else { return nil }
        let settings = (configuration as? SymbolConfiguration) ?? .unspecified
        let side = settings.side
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            symbol.draw(in: CGRect(x: 0, y: 0, width: side, height: side), lineWidth: settings.lineWidth)
        }
        self.init(cgImage: drawn.image, scale: drawn.scale, orientation: .up)
        renderingMode = .alwaysTemplate
        symbolName = name
    }

    /// Whether the image is a system symbol (`init?(systemName:)`).
    public var isSymbolImage: Bool { symbolName != nil }
}
