import Foundation

/// How a bar draws its background and its shadow, shared by the navigation bar, tab bar and
/// toolbar appearances. An app makes one, configures it, and gives it to a bar or an item.
/// https://developer.apple.com/documentation/uikit/uibarappearance
///
/// A bar takes a copy when it is given an appearance, as UIKit's properties copy; it also reads
/// the one it holds again whenever it lays itself out, so a change made in place to
/// `bar.standardAppearance` shows at the bar's next layout.
///
/// - Note: Differs from UIKit: a `backgroundEffect` is drawn as its material's flat colour
///   (`UIBlurEffect`), without blurring what is behind the bar, and the default shadow colour is
///   Windowing's opaque light grey hairline rather than black at 30%. Shadow images are kept but
///   not drawn; only the navigation bar draws a background image.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The idiom the appearance was made for; `.pad` here, as `UIDevice` reports.
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline along the bar's edge; nil or clear hides it.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// A new appearance with the default background: the system's translucent material and a
    /// hairline.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// An independent copy of the same kind: a navigation bar appearance copies as one.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The system material behind the bar and a hairline under it, as bars look by default.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// A solid background in the system background colour, and a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The hairline of Windowing's look, an opaque light grey.
    static let hairlineColor = UIColor(white: 0.7, alpha: 1)

    /// Whether a hairline shows: a shadow image, or a shadow colour that is not clear.
    var showsShadow: Bool {
        shadowImage != nil || (shadowColor.map { $0.cgColor.alpha > 0 } ?? false)
    }

    /// Fills `bar` and shows its hairline as this appearance says. The fill is the background
    /// colour, else `barTint` (the bar's own `barTintColor` or `barStyle`), else the effect's
    /// material, else nothing.
    func drawBackground(of bar: UIView, hairline: UIView, barTint: UIColor?) {
        let fill = backgroundColor ?? barTint ?? backgroundEffect?.flatColor ?? .clear
        if bar.backgroundColor != fill { bar.backgroundColor = fill }
        hairline.isHidden = !showsShadow
        if let shadowColor, hairline.backgroundColor != shadowColor { hairline.backgroundColor = shadowColor }
    }
}
