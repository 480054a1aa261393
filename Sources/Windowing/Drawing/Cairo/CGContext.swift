public import Foundation
internal import CCairo

/// A Core Graphics drawing context, drawn with Cairo: what `UIGraphicsGetCurrentContext()`
/// returns inside `draw(_:)`.
///
/// The graphics state is split the way that keeps Cairo simple: the CTM, the clip and the current
/// path live in Cairo (saved with `cairo_save`), everything else (colours, line style, alpha, blend
/// mode, shadow) lives in Swift and is applied when painting. `saveGState()` saves both together.
/// Filling or stroking consumes the current path, as in Core Graphics.
///
/// Bad input never reaches Cairo (a NaN puts a Cairo context in an error state for good): a
/// non-finite value or a negative width, radius or dash is ignored with a one-time warning naming
/// the call, and a transform that would make the CTM singular (scale by 0) makes further painting
/// draw nothing until the state is restored, which is what Core Graphics shows.
@MainActor
public final class CGContext {
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    struct GState {
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

    private var cairoStorage: CairoContext?
    private let makeCairo: () -> CairoContext
    var state = GState()
    private var savedStates: [GState] = []
    /// The CTM when the context was made: "base space", where shadow offsets and blur are measured.
    private(set) var baseMatrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    /// Whether anything was painted; a view whose `draw(_:)` paints nothing keeps no contents.
    var didPaint = false

    /// Records that something was painted by drawing code outside this file (text, images).
    func notePainted() { didPaint = true }

    init(cairo: CairoContext) {
        makeCairo = { cairo }
    }

    /// A context whose Cairo target is made on first use, so drawing nothing allocates nothing.
    init(makeCairo: @escaping () -> CairoContext) {
        self.makeCairo = makeCairo
    }

    var cairo: CairoContext {
        if let cairoStorage { return cairoStorage }
        let made = makeCairo()
        made.setLineWidth(1)
        cairo_get_matrix(made.cr, &baseMatrix)
        cairoStorage = made
        return made
    }

    var cr: OpaquePointer { cairo.cr }

    /// Whether the Cairo target exists (something other than colour state was used).
    var isMaterialized: Bool { cairoStorage != nil }

    // MARK: - Graphics state

    /// Pushes a copy of the whole graphics state: CTM, clip, colours, line style, alpha, blend
    /// mode and shadow (not the path, which is not part of the state).
    public func saveGState() {
        savedStates.append(state)
        cairo.save()
    }

    /// Restores the state saved by the matching `saveGState()`; an unbalanced restore is ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo.restore()
    }

    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke width in user-space units at the time of stroking; 0 strokes nothing.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            return warn("line-width", "setLineWidth(\(width)): the width must be finite and not negative; keeping \(state.lineWidth)")
        }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else {
            return warn("miter", "setMiterLimit(\(limit)): the limit must be finite and not negative; keeping \(state.miterLimit)")
        }
        state.miterLimit = limit
    }

    /// Sets the dash pattern; empty `lengths` means a solid line. Lengths that are negative, not
    /// finite or all zero make a solid line, with a warning.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else {
            state.dashLengths = []
            state.dashPhase = 0
            return
        }
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
            state.dashLengths = []
            state.dashPhase = 0
            return warn("dash", "setLineDash(phase: \(phase), lengths: \(lengths)): lengths must be finite, not negative and not all zero; drawing solid lines")
        }
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    /// Sets the alpha applied to everything painted afterwards (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return warn("alpha", "setAlpha(nan): ignored; pass a value in 0...1") }
        state.alpha = min(1, max(0, alpha))
    }

    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }

    /// Shadows everything painted afterwards with `color`; `offset` and `blur` are in base space
    /// (the view's points, unaffected by the CTM) and a positive height moves the shadow down, as
    /// in UIKit. A nil or clear colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return warn("shadow", "setShadow(offset: \(offset), blur: \(blur)): values must be finite; the shadow is unchanged")
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// Shadows with Core Graphics' default colour: black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    func warn(_ key: String, _ message: String) {
        PathWarnings.once("CGContext." + key, "CGContext: " + message)
    }
}

/// How the ends of stroked open sub-paths are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// How the corners of stroked paths are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// What `drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
