import Foundation

/// Bounds and hit testing of path elements, computed in Swift so no Cairo context is needed.
enum PathGeometry {
    /// Bounds of every point, control points included.
    static func controlBounds(of elements: [CGPath.Element]) -> CGRect {
        var box = Box()
        for element in elements { element.parts.1.forEach { box.add($0) } }
        return box.rect
    }

    /// Bounds of the drawn curve: end points plus each curve's extremes.
    static func tightBounds(of elements: [CGPath.Element]) -> CGRect {
        var box = Box()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                start = p
            case .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.add(p)
                for t in quadExtremes(current, c, p) { box.add(quadPoint(current, c, p, t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in cubicExtremes(current, c1, c2, p) { box.add(cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the filled path; every sub-path counts as closed, as when filling.
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], rule: CGPathFillRule) -> Bool {
        var winding = 0
        var current = CGPoint.zero
        var start = CGPoint.zero
        func edge(_ a: CGPoint, _ b: CGPoint) {
            let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
            if b.y <= point.y, a.y > point.y, side < 0 { winding -= 1 }
        }
        for element in elements {
            switch element {
            case .move(let p):
                edge(current, start)
                current = p
                start = p
            case .line(let p):
                edge(current, p)
                current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2 * (c.x - current.x) / 3, y: current.y + 2 * (c.y - current.y) / 3)
                let c2 = CGPoint(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                flatten(current, c1, c2, p, edge)
                current = p
            case .cubic(let c1, let c2, let p):
                flatten(current, c1, c2, p, edge)
                current = p
            case .close:
                edge(current, start)
                current = start
            }
        }
        edge(current, start)
        return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// Splits a cubic into lines whose distance from the curve is below 1/1000 of a unit.
    private static func flatten(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
        _ edge: (CGPoint, CGPoint) -> Void
    ) {
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let n = max(1, min(10_000, Int((0.75 * max(d1, d2) / 0.001).squareRoot().rounded(.up))))
        var previous = p0
        for i in 1...n {
            let next = i == n ? p3 : cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))
            edge(previous, next)
            previous = next
        }
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    private static func quadExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        func root(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
            let denominator = a - 2 * b + c
            return denominator == 0 ? [] : [(a - b) / denominator]
        }
        return (root(p0.x, p1.x, p2.x) + root(p0.y, p1.y, p2.y)).filter { $0 > 0 && $0 < 1 }
    }

    /// Parameters in (0, 1) where the cubic's x or y derivative is zero.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        func roots(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
            let d0 = v1 - v0
            let d1 = v2 - v1
            let d2 = v3 - v2
            let a = d0 - 2 * d1 + d2
            let b = 2 * (d1 - d0)
            let c = d0
            if abs(a) < 1e-12 { return b == 0 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let s = discriminant.squareRoot()
            return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
        return (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
    }

    private struct Box {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
}
