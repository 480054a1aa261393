// The renderer seam: the only door from the toolkit's drawing to the libraries that put pixels in
// memory (Cairo for paths, images and compositing, Pango for text, libjpeg for JPEG files), as
// `Platform/` is the only door to the window system.
//
// Why a seam: UIKit's drawing types (`CGContext`, `UIImage`, `CALayer`, `UILabel`) keep UIKit's
// semantics (argument checking, the graphics state, Core Graphics' rules for shadows, blend modes
// and gradients) and say *what* to paint; the files under `Rendering/Cairo/` alone say *how*, and
// alone import the C modules. Replacing or upgrading the drawing library then touches one folder,
// and the rules UIKit code depends on stay testable without reading C calls.
//
// The interface is a handful of concrete internal types, no protocols, so nothing on a hot path
// pays for dynamic dispatch (a window repaint makes thousands of these calls):
// - `Bitmap`: pixels in memory (xRGB32 or premultiplied ARGB32): a window's back buffer, a view's
//   cached contents, a `CGImage`'s pixels; it copies, crops and tints itself, and `ImageCodec`
//   decodes PNG and JPEG bytes into it and encodes it back.
// - `Canvas`: drawing into a `Bitmap`: the CTM, the clip, the current path (`CGPath.Element`s in,
//   and out), fills and strokes, groups, and the compositing `CGContext` needs (`paintPath`,
//   `drawGroup`, gradients), each given the `GraphicsState` to paint with.
// - `ShadowMask`: a blurred alpha mask for a layer's shadow, cached on the layer between paints.
// - `TextLayout` and `FontCatalog`: text shaped and broken into lines, drawn into a `Canvas`; the
//   installed font families and font metrics.
// The UIKit side speaks Core Graphics values (`CGRect`, `CGAffineTransform`, `CGColor`,
// `CGBlendMode`, `CGPath.Element`) across the seam, never a C type; only the platform layer
// reads and writes a bitmap's bytes (to present them).

import Foundation

/// The part of `CGContext`'s graphics state that lives in Swift (colours, line style, alpha, blend
/// mode, shadow): saved with `saveGState()` and handed to the canvas for each painting operation.
/// The CTM, the clip and the current path live in the canvas.
struct GraphicsState {
    /// A shadow as `setShadow` gives it: offset and blur in base space (the context's points).
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var shouldAntialias = true
    /// Set when a transform made the CTM singular: nothing painted can be seen.
    var isCollapsed = false
}

/// A shadow in device pixels, as the canvas paints it: the offset and the blur's standard
/// deviation already scaled from base space.
struct DeviceShadow {
    var offset: CGSize
    var sigma: CGFloat
    var color: CGColor
}

/// One way of painting the current path.
enum PaintOperation {
    case fill(CGPathFillRule)
    case stroke

    var isStroke: Bool {
        if case .stroke = self { return true }
        return false
    }
}
