public import Foundation

/// A Core Graphics drawing context: what `UIGraphicsGetCurrentContext()` returns inside `draw(_:)`.
///
/// The graphics state is split the way that keeps the renderer simple: the CTM, the clip and the
/// current path live in the renderer's canvas, everything else (colours, line style, alpha, blend
/// mode, shadow) lives in Swift and is handed over when painting. `saveGState()` saves both
/// together. Filling or stroking consumes the current path, as in Core Graphics.
///
/// Bad input never reaches the renderer (a NaN puts Cairo in an error state for good): a
/// non-finite value or a negative width, radius or dash is ignored with a one-time warning naming
/// the call, and a transform that would make the CTM singular (scale by 0) makes further painting
/// draw nothing until the state is restored, which is what Core Graphics shows.
@preconcurrency @MainActor
public final class CGContext {
    private var canvasStorage: Canvas?
    private let makeCanvas: () -> Canvas
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The CTM when the context was made: "base space", where shadow offsets and blur are measured.
    private(set) var baseTransform = CGAffineTransform.identity
    /// Whether anything was painted; a view whose `draw(_:)` paints nothing keeps no contents.
    var didPaint = false

    /// Records that something was painted by drawing code outside this file (text, images).
    func notePainted() { didPaint = true }

    init(canvas: Canvas) {
        makeCanvas = { canvas }
    }

    /// A context whose canvas is made on first use, so drawing nothing allocates nothing.
    init(makeCanvas: @escaping () -> Canvas) {
        self.makeCanvas = makeCanvas
    }

    var canvas: Canvas {
        if let canvasStorage { return canvasStorage }
        let made = makeCanvas()
        made.setLineWidth(1)
        baseTransform = made.ctm
        canvasStorage = made
        return made
    }

    /// Whether the canvas exists (something other than colour state was used).
    var isMaterialized: Bool { canvasStorage != nil }

    // MARK: - Graphics state

    /// Pushes a copy of the whole graphics state: CTM, clip, colours, line style, alpha, blend
    /// mode and shadow (not the path, which is not part of the state).
    public func saveGState() {
        savedStates.append(state)
        canvas.save()
    }

    /// Restores the state saved by the matching `saveGState()`; an unbalanced restore is ignored.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        canvas.restore()
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
            return warn(
                "line-width",
                "setLineWidth(\(width)): the width must be finite and not negative; keeping \(state.lineWidth)")
        }
        state.lineWidth = width
    }

    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit >= 0 else {
            return warn(
                "miter",
                "setMiterLimit(\(limit)): the limit must be finite and not negative; keeping \(state.miterLimit)")
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
            return warn(
                "dash",
                "setLineDash(phase: \(phase), lengths: \(lengths)): lengths must be finite, not negative and not all "
                    + "zero; drawing solid lines"
            )
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
            return warn(
                "shadow", "setShadow(offset: \(offset), blur: \(blur)): values must be finite; the shadow is unchanged")
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = GraphicsState.Shadow(offset: offset, blur: max(0, blur), color: color)
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
