import Foundation

/// Strokes and fills in a symbol's unit square, mapped onto the image's rectangle, with the
/// symbol's stroke width and round ends, so every symbol is drawn with the same hand.
@MainActor
struct SymbolPen {
    let rect: CGRect
    let lineWidth: CGFloat

    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }

    /// A path with the symbol's stroke style.
    func path() -> UIBezierPath {
        let path = UIBezierPath()
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        return path
    }

    func stroke(_ points: [(CGFloat, CGFloat)], closed: Bool = false) {
        guard let first = points.first else { return }
        let path = path()
        path.move(to: point(first.0, first.1))
        for next in points.dropFirst() { path.addLine(to: point(next.0, next.1)) }
        if closed { path.close() }
        path.stroke()
    }

    func fill(_ points: [(CGFloat, CGFloat)]) {
        guard let first = points.first else { return }
        let path = path()
        path.move(to: point(first.0, first.1))
        for next in points.dropFirst() { path.addLine(to: point(next.0, next.1)) }
        path.close()
        path.fill()
    }

    func ring(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, filled: Bool = false) {
        let oval = CGRect(
            x: rect.minX + (x - radius) * rect.width, y: rect.minY + (y - radius) * rect.height,
            width: 2 * radius * rect.width, height: 2 * radius * rect.height)
        let path = UIBezierPath(ovalIn: oval)
        path.lineWidth = lineWidth
        if filled { path.fill() } else { path.stroke() }
    }

    /// `points` reflected left to right, for symbols drawn as a pair.
    static func mirrored(_ points: [(CGFloat, CGFloat)]) -> [(CGFloat, CGFloat)] {
        points.map { (1 - $0.0, $0.1) }
    }
}
