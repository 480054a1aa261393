import Foundation

/// A look applied to what lies behind a view; the blur effects are the one kind here.
/// https://developer.apple.com/documentation/uikit/uivisualeffect
///
/// - Note: Differs from UIKit: there is no `UIVisualEffectView`; bar appearances take a blur
///   effect as their `backgroundEffect`, and a bar draws it as its material's flat colour, without
///   blurring what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur of what lies behind, in one of the system's materials.
/// https://developer.apple.com/documentation/uikit/uiblureffect
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The material, which decides the flat colour a bar draws for it.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The colour a bar shows for this material: light materials a near-white, dark ones a
    /// near-black, as the blurred materials look over plain content.
    var flatColor: UIColor {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            UIColor(white: 0.11, alpha: 1)
        case .extraLight: UIColor(white: 1, alpha: 1)
        default: UIColor(white: 0.97, alpha: 1)
        }
    }
}
