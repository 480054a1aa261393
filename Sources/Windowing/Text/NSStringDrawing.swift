public import Foundation

/// Options for measuring and drawing strings in a rectangle.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lays the text out in lines wrapped at the rectangle's width, with the rectangle's origin
    /// at the top-left of the first line; without it the text is one line on a baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the font's leading to each line's height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink instead of their line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Ends the last line that fits the rectangle's height with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement or drawing in a rectangle reports back.
///
/// - Note: Differs from UIKit: text is never shrunk, so there is no `minimumScaleFactor` and
///   `actualScaleFactor` is always 1.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The scale the text was drawn at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measurement or drawing with this context covered.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

// MARK: - Drawing and measuring attributed strings (UIKit's NSAttributedString additions)

extension NSAttributedString {
    /// The size of the string laid out on unlimited lines (only its own line breaks).
    @preconcurrency @MainActor public func size() -> CGSize { StringDrawing.size(of: styledText) }

    /// Draws the string with its first line's top-left at `point` in the current context.
    @preconcurrency @MainActor public func draw(at point: CGPoint) { StringDrawing.draw(styledText, at: point) }

    /// Draws the string wrapped to `rect`'s width, clipped to `rect`, in the current context.
    @preconcurrency @MainActor public func draw(in rect: CGRect) { StringDrawing.draw(styledText, in: rect) }

    /// Draws the string in `rect` with `options`, in the current context.
    @preconcurrency @MainActor public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(styledText, with: rect, options: options, context: context)
    }

    /// The rectangle the string covers when laid out in `size` with `options` (see
    /// `NSStringDrawingOptions`); sizes are fractional, as in UIKit: round them up for views.
    @preconcurrency @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(of: styledText, with: size, options: options, context: context)
    }

    @MainActor var styledText: StyledText { StyledText(self, defaultFont: StringDrawing.defaultFont) }
}

// MARK: - Drawing and measuring plain strings (UIKit's NSString additions)

extension NSString {
    /// The size of the string with `attrs`, laid out on unlimited lines (only its own line breaks).
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// Draws the string with `attrs` with its first line's top-left at `point` in the current context.
    @preconcurrency @MainActor public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
    ) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string with `attrs` wrapped to `rect`'s width, clipped to `rect`.
    @preconcurrency @MainActor public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
    ) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string with `attributes` in `rect` with `options`.
    @preconcurrency @MainActor public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The rectangle the string covers when laid out in `size` with `options` and `attributes`.
    @preconcurrency @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension String {
    /// The size of the string with `attrs`, laid out on unlimited lines (only its own line breaks).
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: StringDrawing.styled(self, attrs))
    }

    /// Draws the string with `attrs` with its first line's top-left at `point` in the current context.
    @preconcurrency @MainActor public func draw(
        at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
    ) {
        StringDrawing.draw(StringDrawing.styled(self, attrs), at: point)
    }

    /// Draws the string with `attrs` wrapped to `rect`'s width, clipped to `rect`.
    @preconcurrency @MainActor public func draw(
        in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
    ) {
        StringDrawing.draw(StringDrawing.styled(self, attrs), in: rect)
    }

    /// Draws the string with `attrs` in `rect` with `options`.
    @preconcurrency @MainActor public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(StringDrawing.styled(self, attributes), with: rect, options: options, context: context)
    }

    /// The rectangle the string covers when laid out in `size` with `options` and `attributes`;
    /// sizes are fractional, as in UIKit: round them up for views.
    @preconcurrency @MainActor public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            of: StringDrawing.styled(self, attributes), with: size, options: options, context: context)
    }
}
