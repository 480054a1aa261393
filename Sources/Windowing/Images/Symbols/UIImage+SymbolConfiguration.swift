import Foundation

extension UIImage {
    /// How heavy a symbol image's strokes are.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol image's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// The point size, weight and scale a symbol image is drawn at; what is not given falls back
    /// to UIKit's defaults (17 points, regular, medium), as for body text.
    open class SymbolConfiguration: Configuration {
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? min($0, 1000) : nil }
            self.weight = weight
            self.scale = scale
            super.init()
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// The size of the text style's font.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(
                pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified,
                scale: .unspecified)
        }

        /// A configuration that leaves everything to the defaults.
        public static var unspecified: SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// This configuration with what `other` specifies laid over it.
        open func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale)
        }

        /// The side of the square image, in points: the point size, larger or smaller by scale.
        var side: CGFloat {
            let factor: CGFloat =
                switch scale {
                case .small: 0.85
                case .large: 1.3
                default: 1.1
                }
            return ((pointSize ?? 17) * factor).rounded()
        }

        /// The strokes' width in points for the weight, in proportion to the point size.
        var lineWidth: CGFloat {
            let fraction: CGFloat =
                switch weight {
                case .ultraLight: 0.03
                case .thin: 0.045
                case .light: 0.065
                case .unspecified, .regular: 0.085
                case .medium: 0.1
                case .semibold: 0.115
                case .bold: 0.13
                case .heavy: 0.15
                case .black: 0.17
                }
            return max(0.5, (pointSize ?? 17) * fraction)
        }
    }
}
