import Foundation

/// The part of a path between two fractions of its length, as a shape layer strokes it between
/// `strokeStart` and `strokeEnd`: lines are cut exactly, curves at the parameter whose arc
/// length (measured on a fine polyline) is the fraction's.
enum PathTrimming {
    /// A drawn piece of a path: a line, quadratic or cubic from `points[0]`.
    private struct Segment {
        var points: [CGPoint]
        /// Arc length from the start at each of `samples + 1` equally spaced parameters.
        var lengths: [CGFloat]
        var subpath: Int
        var closes: Bool
        var length: CGFloat { lengths.last ?? 0 }
    }

    private static let samples = 32

    /// The elements of `elements` from `start` to `end` (fractions of the whole length, clamped
    /// to 0...1); empty when `start` is not below `end`. A sub-path kept whole stays closed.
    static func trim(_ elements: [CGPath.Element], from start: CGFloat, to end: CGFloat) -> [CGPath.Element] {
        let from = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
        let to = end.isNaN ? 1 : Swift.min(1, Swift.max(0, end))
        guard from < to else { return [] }
        if from == 0, to == 1 { return elements }
        let segments = self.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return [] }
        let (low, high) = (from * total, to * total)
        // Each sub-path's stretch of the length: one kept whole stays closed.
        var ranges: [Int: (CGFloat, CGFloat)] = [:]
        var length: CGFloat = 0
        for segment in segments {
            ranges[segment.subpath] = (ranges[segment.subpath]?.0 ?? length, length + segment.length)
            length += segment.length
        }
        func isWhole(_ subpath: Int) -> Bool { ranges[subpath].map { $0.0 >= low && $0.1 <= high } ?? false }
        var result: [CGPath.Element] = []
        var travelled: CGFloat = 0
        var open: (subpath: Int, point: CGPoint)?
        for segment in segments {
            let (a, b) = (travelled, travelled + segment.length)
            travelled = b
            if segment.closes, open?.subpath == segment.subpath, isWhole(segment.subpath) {
                result.append(.close)
                open = nil
                continue
            }
            guard b > low, a < high, segment.length > 0 else { continue }
            let t0 = a < low ? parameter(segment, at: low - a) : 0
            let t1 = b > high ? parameter(segment, at: high - a) : 1
            let piece = split(segment.points, from: t0, to: t1)
            if open?.subpath != segment.subpath || open.map({ $0.point != piece[0] }) ?? true {
                result.append(.move(piece[0]))
            }
            switch piece.count {
            case 2: result.append(.line(piece[1]))
            case 3: result.append(.quad(piece[1], piece[2]))
            default: result.append(.cubic(piece[1], piece[2], piece[3]))
            }
            open = (segment.subpath, piece[piece.count - 1])
        }
        return result
    }

    private static func segments(of elements: [CGPath.Element]) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var subpath = 0
        func add(_ points: [CGPoint], closes: Bool = false) {
            segments.append(Segment(points: points, lengths: lengths(points), subpath: subpath, closes: closes))
            current = points[points.count - 1]
        }
        for element in elements {
            switch element {
            case .move(let p):
                subpath += 1
                current = p
                subpathStart = p
            case .line(let p): add([current, p])
            case .quad(let c, let p): add([current, c, p])
            case .cubic(let c1, let c2, let p): add([current, c1, c2, p])
            case .close:
                add([current, subpathStart], closes: true)
                current = subpathStart
            }
        }
        return segments
    }

    private static func point(_ points: [CGPoint], _ t: CGFloat) -> CGPoint {
        switch points.count {
        case 2:
            return CGPoint(
                x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
        case 3: return PathGeometry.quadPoint(points[0], points[1], points[2], t)
        default: return PathGeometry.cubicPoint(points[0], points[1], points[2], points[3], t)
        }
    }

    private static func lengths(_ points: [CGPoint]) -> [CGFloat] {
        let count = points.count == 2 ? 1 : samples
        var lengths: [CGFloat] = [0]
        var previous = points[0]
        for i in 1...count {
            let next = point(points, CGFloat(i) / CGFloat(count))
            lengths.append(lengths[i - 1] + hypot(next.x - previous.x, next.y - previous.y))
            previous = next
        }
        return lengths
    }

    /// The parameter at arc length `distance` along the segment.
    private static func parameter(_ segment: Segment, at distance: CGFloat) -> CGFloat {
        let lengths = segment.lengths
        let count = lengths.count - 1
        guard let index = lengths.firstIndex(where: { $0 >= distance }), index > 0 else { return 0 }
        let span = lengths[index] - lengths[index - 1]
        let within = span > 0 ? (distance - lengths[index - 1]) / span : 0
        return (CGFloat(index - 1) + within) / CGFloat(count)
    }

    /// The control points of the part of a Bézier segment between parameters `t0` and `t1`.
    private static func split(_ points: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        let head = halves(points, at: t1).first
        guard t0 > 0, t1 > 0 else { return head }
        return halves(head, at: t0 / t1).last
    }

    /// De Casteljau: the control points of the parts before and after `t`.
    private static func halves(_ points: [CGPoint], at t: CGFloat) -> (first: [CGPoint], last: [CGPoint]) {
        var level = points
        var first = [points[0]]
        var last = [points[points.count - 1]]
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { a, b in
                CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            first.append(level[0])
            last.insert(level[level.count - 1], at: 0)
        }
        return (first, last)
    }
}
