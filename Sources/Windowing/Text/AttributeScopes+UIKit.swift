public import Foundation

// The UIKit attribute scope, so `AttributedString` and `AttributeContainer` code written for iOS
// (`container.font = …`, `string.foregroundColor = …`) compiles and draws here. Foundation on
// Linux ships only its own scope. Each key carries the name of the matching
// `NSAttributedString.Key`, which is how a run reaches the text drawing code.
extension AttributeScopes {
    /// The attributes UIKit draws: font, colours, letter spacing and baseline offset, with
    /// Foundation's own attributes included.
    ///
    /// - Note: Differs from UIKit: the paragraph style, underline, strikethrough, shadow,
    ///   attachment and link keys are absent from the scope (`NSAttributedString.Key` has some).
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The colour of a run's glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour filled behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// Points added after each character.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// Points the glyphs are raised above the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
    }

    /// The UIKit scope, for `AttributedString`'s scoped APIs.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.font` and `container.foregroundColor` name UIKit's keys.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The string with each run's UIKit attributes under their `NSAttributedString.Key`s, which
    /// is what labels draw. Foundation on Linux has no such conversion.
    convenience init(uiKitRunsOf string: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            let values = run.attributes
            if let font = values[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = values[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
                attributes[.foregroundColor] = color
            }
            if let color = values[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] {
                attributes[.backgroundColor] = color
            }
            if let kern = values[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            if let offset = values[AttributeScopes.UIKitAttributes.BaselineOffsetAttribute.self] {
                attributes[.baselineOffset] = offset
            }
            let text = String(string.characters[run.range])
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
