import Foundation

/// The symbols UIKit's system bar button items show (compose, reply, organize, bookmarks,
/// camera, refresh, the media controls, undo and redo), so that an app's toolbar looks as the
/// app's author saw it rather than as a row of words.
extension SystemSymbol {
    @MainActor
    func drawAction(with pen: SymbolPen) {
        switch self {
        case .squareAndPencil:
            pen.stroke([(0.5, 0.2), (0.14, 0.2), (0.14, 0.86), (0.8, 0.86), (0.8, 0.5)])
            pen.stroke([(0.42, 0.58), (0.48, 0.44), (0.8, 0.12), (0.88, 0.2), (0.56, 0.52)], closed: true)
        case .arrowshapeTurnUpLeft:
            pen.stroke([(0.4, 0.16), (0.1, 0.42), (0.4, 0.68)])
            let path = pen.path()
            path.move(to: pen.point(0.1, 0.42))
            path.addLine(to: pen.point(0.5, 0.42))
            path.addCurve(
                to: pen.point(0.9, 0.86), controlPoint1: pen.point(0.78, 0.42), controlPoint2: pen.point(0.9, 0.6))
            path.stroke()
        case .folder:
            pen.stroke([(0.08, 0.2), (0.38, 0.2), (0.46, 0.3), (0.92, 0.3), (0.92, 0.84), (0.08, 0.84)], closed: true)
            pen.stroke([(0.08, 0.4), (0.92, 0.4)])
        case .book:
            let leftPage: [(CGFloat, CGFloat)] = [
                (0.5, 0.26), (0.3, 0.18), (0.08, 0.2), (0.08, 0.8), (0.3, 0.78), (0.5, 0.86),
            ]
            pen.stroke(leftPage)
            pen.stroke(SymbolPen.mirrored(leftPage))
            pen.stroke([(0.5, 0.26), (0.5, 0.86)])
        case .camera:
            pen.stroke(
                [
                    (0.08, 0.3), (0.3, 0.3), (0.38, 0.18), (0.62, 0.18), (0.7, 0.3), (0.92, 0.3), (0.92, 0.82),
                    (0.08, 0.82),
                ],
                closed: true)
            pen.ring(0.5, 0.55, 0.16)
        case .arrowClockwise:
            let path = pen.path()
            let radius = 0.36 * pen.rect.width
            // Open at the top right, where the head points on round the circle.
            path.addArc(
                withCenter: pen.point(0.5, 0.54), radius: radius, startAngle: -CGFloat.pi / 3,
                endAngle: -CGFloat.pi / 2, clockwise: true)
            path.stroke()
            pen.fill([(0.42, 0.04), (0.64, 0.18), (0.42, 0.32)])
        default:
            break
        }
    }

    @MainActor
    func drawMedia(with pen: SymbolPen) {
        let leftHead: [(CGFloat, CGFloat)] = [(0.36, 0.1), (0.12, 0.3), (0.36, 0.5)]
        switch self {
        case .playFill:
            pen.fill([(0.24, 0.12), (0.86, 0.5), (0.24, 0.88)])
        case .pauseFill:
            pen.fill([(0.22, 0.14), (0.42, 0.14), (0.42, 0.86), (0.22, 0.86)])
            pen.fill([(0.58, 0.14), (0.78, 0.14), (0.78, 0.86), (0.58, 0.86)])
        case .backwardFill:
            pen.fill([(0.5, 0.2), (0.06, 0.5), (0.5, 0.8)])
            pen.fill([(0.94, 0.2), (0.5, 0.5), (0.94, 0.8)])
        case .forwardFill:
            pen.fill(SymbolPen.mirrored([(0.5, 0.2), (0.06, 0.5), (0.5, 0.8)]))
            pen.fill(SymbolPen.mirrored([(0.94, 0.2), (0.5, 0.5), (0.94, 0.8)]))
        case .arrowUturnBackward:
            pen.stroke(leftHead)
            uturn(pen, mirrored: false)
        case .arrowUturnForward:
            pen.stroke(SymbolPen.mirrored(leftHead))
            uturn(pen, mirrored: true)
        default:
            break
        }
    }

    /// The shaft of an undo or redo arrow: out from the head, round, and back under it.
    @MainActor
    private func uturn(_ pen: SymbolPen, mirrored: Bool) {
        func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { pen.point(mirrored ? 1 - x : x, y) }
        let path = pen.path()
        path.move(to: at(0.12, 0.3))
        path.addLine(to: at(0.6, 0.3))
        path.addCurve(to: at(0.6, 0.86), controlPoint1: at(0.96, 0.3), controlPoint2: at(0.96, 0.86))
        path.addLine(to: at(0.3, 0.86))
        path.stroke()
    }
}
