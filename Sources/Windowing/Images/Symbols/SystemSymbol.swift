import Foundation

/// The system symbols the toolkit draws for `UIImage(systemName:)`, each as strokes and fills in
/// a unit square scaled to the image.
enum SystemSymbol: String, CaseIterable {
    case plus, minus, xmark, checkmark, ellipsis, magnifyingglass, trash, house, person
    case houseFill = "house.fill"
    case personFill = "person.fill"
    case chevronLeft = "chevron.left"
    case chevronRight = "chevron.right"
    case chevronUp = "chevron.up"
    case chevronDown = "chevron.down"
    case circle
    case circleFill = "circle.fill"
    case square
    case squareFill = "square.fill"
    case star
    case starFill = "star.fill"
    case heart
    case heartFill = "heart.fill"
    case plusCircle = "plus.circle"
    case xmarkCircle = "xmark.circle"
    case infoCircle = "info.circle"
    case lineHorizontal3 = "line.3.horizontal"
    case sliderHorizontal3 = "slider.horizontal.3"
    case squareAndArrowUp = "square.and.arrow.up"
    case exclamationmarkTriangle = "exclamationmark.triangle"
    case arrowLeft = "arrow.left"
    case arrowRight = "arrow.right"
    case squareAndPencil = "square.and.pencil"
    case arrowshapeTurnUpLeft = "arrowshape.turn.up.left"
    case folder, book, camera
    case arrowClockwise = "arrow.clockwise"
    case playFill = "play.fill"
    case pauseFill = "pause.fill"
    case backwardFill = "backward.fill"
    case forwardFill = "forward.fill"
    case arrowUturnBackward = "arrow.uturn.backward"
    case arrowUturnForward = "arrow.uturn.forward"
    case ellipsisCircle = "ellipsis.circle"
    case docOnDoc = "doc.on.doc"
    case pencil
    case arrowUpArrowDown = "arrow.up.arrow.down"
    case chevronUpChevronDown = "chevron.up.chevron.down"
    case checkmarkCircle = "checkmark.circle"
    case bookmark, flag

    static var names: [String] { allCases.map(\.rawValue) }

    /// Draws the symbol in black into the current context, filling `rect`.
    @MainActor
    func draw(in rect: CGRect, lineWidth: CGFloat) {
        let pen = SymbolPen(rect: rect, lineWidth: lineWidth)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { pen.point(x, y) }
        func stroke(_ points: [(CGFloat, CGFloat)], closed: Bool = false) { pen.stroke(points, closed: closed) }
        func fill(_ points: [(CGFloat, CGFloat)]) { pen.fill(points) }
        func ring(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat, filled: Bool = false) {
            pen.ring(x, y, radius, filled: filled)
        }
        func star() -> [(CGFloat, CGFloat)] {
            (0..<10).map { index in
                let angle = -CGFloat.pi / 2 + CGFloat(index) * CGFloat.pi / 5
                let radius: CGFloat = index.isMultiple(of: 2) ? 0.44 : 0.19
                return (0.5 + radius * cos(angle), 0.53 + radius * sin(angle))
            }
        }
        func heart() -> UIBezierPath {
            let path = UIBezierPath()
            path.move(to: point(0.5, 0.86))
            path.addCurve(to: point(0.08, 0.38), controlPoint1: point(0.3, 0.7), controlPoint2: point(0.08, 0.56))
            path.addCurve(to: point(0.5, 0.26), controlPoint1: point(0.08, 0.12), controlPoint2: point(0.42, 0.1))
            path.addCurve(to: point(0.92, 0.38), controlPoint1: point(0.58, 0.1), controlPoint2: point(0.92, 0.12))
            path.addCurve(to: point(0.5, 0.86), controlPoint1: point(0.92, 0.56), controlPoint2: point(0.7, 0.7))
            path.close()
            path.lineWidth = lineWidth
            path.lineJoinStyle = .round
            return path
        }
        UIColor.black.setStroke()
        UIColor.black.setFill()
        switch self {
        case .plus:
            stroke([(0.5, 0.14), (0.5, 0.86)])
            stroke([(0.14, 0.5), (0.86, 0.5)])
        case .minus: stroke([(0.14, 0.5), (0.86, 0.5)])
        case .xmark:
            stroke([(0.2, 0.2), (0.8, 0.8)])
            stroke([(0.8, 0.2), (0.2, 0.8)])
        case .checkmark: stroke([(0.14, 0.55), (0.4, 0.8), (0.86, 0.2)])
        case .ellipsis:
            for x in [0.2, 0.5, 0.8] as [CGFloat] { ring(x, 0.5, 0.07, filled: true) }
        case .magnifyingglass:
            ring(0.42, 0.42, 0.28)
            stroke([(0.63, 0.63), (0.88, 0.88)])
        case .trash:
            stroke([(0.14, 0.24), (0.86, 0.24)])
            stroke([(0.38, 0.24), (0.4, 0.12), (0.6, 0.12), (0.62, 0.24)])
            stroke([(0.24, 0.24), (0.29, 0.9), (0.71, 0.9), (0.76, 0.24)])
        case .house:
            stroke([(0.08, 0.52), (0.5, 0.12), (0.92, 0.52)])
            stroke([(0.2, 0.42), (0.2, 0.88), (0.8, 0.88), (0.8, 0.42)])
        case .houseFill:
            fill([(0.5, 0.1), (0.94, 0.52), (0.82, 0.52), (0.82, 0.9), (0.18, 0.9), (0.18, 0.52), (0.06, 0.52)])
        case .person, .personFill:
            let filled = self == .personFill
            ring(0.5, 0.3, 0.17, filled: filled)
            let shoulders = UIBezierPath()
            shoulders.move(to: point(0.14, 0.9))
            shoulders.addCurve(to: point(0.86, 0.9), controlPoint1: point(0.16, 0.52), controlPoint2: point(0.84, 0.52))
            shoulders.lineWidth = lineWidth
            shoulders.lineCapStyle = .round
            if filled {
                shoulders.close()
                shoulders.fill()
            } else {
                shoulders.stroke()
            }
        case .chevronLeft: stroke([(0.66, 0.14), (0.32, 0.5), (0.66, 0.86)])
        case .chevronRight: stroke([(0.34, 0.14), (0.68, 0.5), (0.34, 0.86)])
        case .chevronUp: stroke([(0.14, 0.66), (0.5, 0.32), (0.86, 0.66)])
        case .chevronDown: stroke([(0.14, 0.34), (0.5, 0.68), (0.86, 0.34)])
        case .circle: ring(0.5, 0.5, 0.42)
        case .circleFill: ring(0.5, 0.5, 0.44, filled: true)
        case .square: stroke([(0.12, 0.12), (0.88, 0.12), (0.88, 0.88), (0.12, 0.88)], closed: true)
        case .squareFill: fill([(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)])
        case .star: stroke(star(), closed: true)
        case .starFill: fill(star())
        case .heart: heart().stroke()
        case .heartFill: heart().fill()
        case .plusCircle:
            ring(0.5, 0.5, 0.42)
            stroke([(0.5, 0.3), (0.5, 0.7)])
            stroke([(0.3, 0.5), (0.7, 0.5)])
        case .xmarkCircle:
            ring(0.5, 0.5, 0.42)
            stroke([(0.36, 0.36), (0.64, 0.64)])
            stroke([(0.64, 0.36), (0.36, 0.64)])
        case .infoCircle:
            ring(0.5, 0.5, 0.42)
            ring(0.5, 0.3, 0.05, filled: true)
            stroke([(0.5, 0.45), (0.5, 0.72)])
        case .lineHorizontal3:
            for y in [0.22, 0.5, 0.78] as [CGFloat] { stroke([(0.12, y), (0.88, y)]) }
        case .sliderHorizontal3:
            for (y, knob) in [(0.22, 0.68), (0.5, 0.32), (0.78, 0.56)] as [(CGFloat, CGFloat)] {
                stroke([(0.1, y), (0.9, y)])
                ring(knob, y, 0.08, filled: true)
            }
        case .squareAndArrowUp:
            stroke([(0.34, 0.38), (0.2, 0.38), (0.2, 0.9), (0.8, 0.9), (0.8, 0.38), (0.66, 0.38)])
            stroke([(0.5, 0.08), (0.5, 0.62)])
            stroke([(0.34, 0.24), (0.5, 0.08), (0.66, 0.24)])
        case .exclamationmarkTriangle:
            stroke([(0.5, 0.1), (0.92, 0.86), (0.08, 0.86)], closed: true)
            stroke([(0.5, 0.36), (0.5, 0.6)])
            ring(0.5, 0.73, 0.045, filled: true)
        case .arrowLeft:
            stroke([(0.88, 0.5), (0.14, 0.5)])
            stroke([(0.42, 0.2), (0.12, 0.5), (0.42, 0.8)])
        case .arrowRight:
            stroke([(0.12, 0.5), (0.86, 0.5)])
            stroke([(0.58, 0.2), (0.88, 0.5), (0.58, 0.8)])
        case .squareAndPencil, .arrowshapeTurnUpLeft, .folder, .book, .camera, .arrowClockwise:
            drawAction(with: pen)
        case .playFill, .pauseFill, .backwardFill, .forwardFill, .arrowUturnBackward, .arrowUturnForward:
            drawMedia(with: pen)
        case .ellipsisCircle, .docOnDoc, .pencil, .arrowUpArrowDown, .chevronUpChevronDown, .checkmarkCircle,
            .bookmark, .flag:
            drawMenuSymbol(with: pen)
        }
    }
}
