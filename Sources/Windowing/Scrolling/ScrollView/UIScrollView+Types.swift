public import Foundation

extension UIScrollView {
    /// How quickly a fling slows down: the fraction of its speed the content keeps each millisecond.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: RawRepresentable, Equatable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 (paging uses it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which insets besides `contentInset` make up `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic
        case scrollableAxes
        case never
        case always
    }

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark with a light border: visible on any background.
        case `default`
        /// Dark, for light backgrounds.
        case black
        /// Light, for dark backgrounds.
        case white
    }
}
