import Foundation

// The tint: its inheritance down the hierarchy, its dimming, and the colours that follow it
// (`UIColor.tintColor` used as a view's background, a label's text or a button's title).
// https://developer.apple.com/documentation/uikit/uiview/tintcolor
// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode
extension UIView {
    /// How a view shows its tint colour.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The first other mode of the superviews, or `.normal` if none has one.
        case automatic = 0
        /// The tint colour as it is.
        case normal = 1
        /// The tint colour desaturated, for content behind a modal view.
        case dimmed = 2
    }

    /// The tint shown: the first one set on this view or its ancestors, else system blue; dimmed
    /// in `.dimmed` mode.
    var inheritedTintColor: UIColor {
        let tint = undimmedTintColor
        return inheritedTintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
    }

    private var undimmedTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let tint = current.storedTintColor { return tint }
            view = current.storedSuperview
        }
        // The window's default: the fixed blue, so that it compares equal to `.systemBlue`.
        return .systemBlue
    }

    var inheritedTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.storedTintAdjustmentMode != .automatic { return current.storedTintAdjustmentMode }
            view = current.storedSuperview
        }
        return .normal
    }

    /// A colour as this view draws it: `UIColor.tintColor` becomes the view's `tintColor`, its
    /// alpha multiplied by the colour's own (so `.tintColor.withAlphaComponent(0.5)` is the tint
    /// at half its opacity); any other colour is itself.
    func resolvedForTint(_ color: UIColor) -> UIColor {
        guard color.followsTint else { return color }
        let tint = tintColor ?? .systemBlue
        let alpha = color.cgColor.alpha
        return alpha == 1 ? tint : tint.withAlphaComponent(tint.cgColor.alpha * alpha)
    }

    /// A tint as UIKit dims it: its grey of equal luminance, at the same opacity.
    ///
    /// - Note: Differs from UIKit: UIKit's exact dimmed colour is not documented; this grey keeps
    ///   the tint's luminance (Rec. 709 weights).
    static func dimmed(_ tint: UIColor) -> UIColor {
        let c = tint.cgColor.rgba
        let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return UIColor(white: luminance, alpha: c.alpha)
    }

    func setTintColor(_ color: UIColor?) {
        let before = tintColor
        // `UIColor.tintColor` as a view's own tint means "the inherited one".
        storedTintColor = color?.followsTint == true ? nil : color
        if tintColor != before { notifyTintChange(colour: true, mode: false) }
    }

    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        let before = (tintColor, inheritedTintAdjustmentMode)
        storedTintAdjustmentMode = mode
        if inheritedTintAdjustmentMode != before.1 || tintColor != before.0 {
            notifyTintChange(colour: false, mode: true)
        }
    }

    /// Tells this view, and every descendant that inherits what changed (the colour or the
    /// mode), that its tint changed.
    private func notifyTintChange(colour: Bool, mode: Bool) {
        if backgroundColor?.followsTint == true { invalidateVisual() }
        if let label = self as? UILabel, label.followsTint { label.setNeedsDisplay() }
        tintColorDidChange()
        for subview in storedSubviews {
            let inheritsColour = colour && subview.storedTintColor == nil
            let inheritsMode = mode && subview.storedTintAdjustmentMode == .automatic
            if inheritsColour || inheritsMode { subview.notifyTintChange(colour: inheritsColour, mode: inheritsMode) }
        }
    }
}
