public import Foundation

/// A Core Graphics drawing context, drawn with Cairo: what `UIGraphicsGetCurrentContext()`
/// returns inside `draw(_:)`.
///
/// Like Core Graphics, the fill and stroke colours and the line width are separate parts of the
/// graphics state saved by `saveGState()`, and filling or stroking consumes the current path.
@MainActor
public final class CGContext {
    private struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
    }

    private var cairoStorage: CairoContext?
    private let makeCairo: () -> CairoContext
    private var state = GState()
    private var savedStates: [GState] = []
    /// Whether anything was painted; a view whose `draw(_:)` paints nothing keeps no contents.
    private(set) var didPaint = false

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
        cairoStorage = made
        return made
    }

    /// Whether the Cairo target exists (something other than colour state was used).
    var isMaterialized: Bool { cairoStorage != nil }

    // MARK: - Graphics state

    public func saveGState() {
        savedStates.append(state)
        cairo.save()
    }

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
    public func setLineWidth(_ width: CGFloat) { cairo.setLineWidth(width) }

    // MARK: - Transform

    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo.translate(x: tx, y: ty) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo.scale(x: sx, y: sy) }
    public func rotate(by angle: CGFloat) { cairo.rotate(by: angle) }

    // MARK: - Paths

    public func beginPath() { cairo.newPath() }
    public func move(to point: CGPoint) { cairo.move(to: point) }

    /// Appends a straight line; like Core Graphics, with no current point it only moves there.
    public func addLine(to point: CGPoint) {
        cairo.hasCurrentPoint ? cairo.line(to: point) : cairo.move(to: point)
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        cairo.move(to: first)
        points.dropFirst().forEach { cairo.line(to: $0) }
    }

    public func addRect(_ rect: CGRect) { cairo.rectangle(rect) }
    public func addRects(_ rects: [CGRect]) { rects.forEach { cairo.rectangle($0) } }
    public func addEllipse(in rect: CGRect) { cairo.ellipse(in: rect) }
    public func closePath() { cairo.closePath() }

    public var isPathEmpty: Bool { cairo.pathExtents.isNull && !cairo.hasCurrentPoint }
    public var currentPointOfPath: CGPoint { cairo.hasCurrentPoint ? cairo.currentPoint : .zero }
    public var boundingBoxOfPath: CGRect { cairo.pathExtents }

    // MARK: - Painting

    /// Fills the current path with the fill colour and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo.setFillRule(rule)
        cairo.setSource(state.fillColor)
        cairo.fill()
        didPaint = true
    }

    /// Strokes the current path with the stroke colour and line width and clears the path.
    public func strokePath() {
        cairo.setSource(state.strokeColor)
        cairo.stroke()
        didPaint = true
    }

    /// Fills `rect` with the fill colour; as a side effect the current path is cleared.
    public func fill(_ rect: CGRect) { fill([rect]) }

    public func fill(_ rects: [CGRect]) {
        withSeparatePath {
            rects.forEach { cairo.rectangle($0) }
            fillPath()
        }
    }

    public func stroke(_ rect: CGRect) {
        withSeparatePath {
            cairo.rectangle(rect)
            strokePath()
        }
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        withSeparatePath {
            cairo.setLineWidth(width)
            cairo.rectangle(rect)
            strokePath()
        }
    }

    public func fillEllipse(in rect: CGRect) {
        withSeparatePath {
            cairo.ellipse(in: rect)
            fillPath()
        }
    }

    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath {
            cairo.ellipse(in: rect)
            strokePath()
        }
    }

    /// Paints `rect` fully transparent.
    public func clear(_ rect: CGRect) {
        cairo.clear(rect)
        didPaint = true
    }

    // MARK: - Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo.setFillRule(rule)
        cairo.clip()
    }

    public func clip(to rect: CGRect) { clip(to: [rect]) }

    public func clip(to rects: [CGRect]) {
        cairo.newPath()
        rects.forEach { cairo.rectangle($0) }
        cairo.clip()
    }

    public var boundingBoxOfClipPath: CGRect { cairo.clipExtents }

    /// Runs a whole-shape operation on a fresh path, with its line width change undone afterwards.
    private func withSeparatePath(_ body: () -> Void) {
        cairo.save()
        cairo.newPath()
        body()
        cairo.restore()
    }
}
