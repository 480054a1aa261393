import Foundation

// Alpha, blend mode and shadow for drawing that is not a path (images, text, gradients), and the
// shadow's geometry in device pixels.
extension CGContext {
    /// Runs drawing that goes straight to the canvas (images, text) with the graphics state's
    /// alpha, blend mode and shadow applied to all of it, as Core Graphics applies them to every
    /// drawing operation. With none of them set, `body` draws directly (no group, no cost).
    ///
    /// `body` must leave the CTM as it found it (save and restore around its own changes).
    /// A shadow is cast only by what is drawn inside the clip.
    func drawWithEffects(_ body: () -> Void) {
        guard !state.isCollapsed else { return }
        notePainted()
        if state.shadow == nil, state.alpha == 1, state.blendMode == .normal {
            body()
            return
        }
        canvas.drawGroup(state: state, shadow: deviceShadow, body)
    }

    /// The state's shadow in device pixels: offset and blur are in base space, scaled by the base
    /// CTM's scale, and the blur is a Gaussian of standard deviation `blur / 2`, the spread
    /// UIKit's shadows show. Nil without a shadow.
    var deviceShadow: DeviceShadow? {
        guard let shadow = state.shadow else { return nil }
        let base = baseTransform
        let scaleX = hypot(base.a, base.b)
        let scaleY = hypot(base.c, base.d)
        let offset = CGSize(width: shadow.offset.width * scaleX, height: shadow.offset.height * scaleY)
        return DeviceShadow(offset: offset, sigma: shadow.blur / 2 * max(scaleX, scaleY), color: shadow.color)
    }
}
