import Foundation

// Symbols menus and their buttons ask for most: a "more" button, copy, edit, sort, a pop-up
// button's indicator, done, bookmark and flag.
extension SystemSymbol {
    @MainActor
    func drawMenuSymbol(with pen: SymbolPen) {
        switch self {
        case .ellipsisCircle:
            pen.ring(0.5, 0.5, 0.42)
            for x in [0.3, 0.5, 0.7] as [CGFloat] { pen.ring(x, 0.5, 0.05, filled: true) }
        case .docOnDoc:
            pen.stroke([(0.3, 0.24), (0.3, 0.1), (0.84, 0.1), (0.84, 0.7), (0.7, 0.7)])
            pen.stroke([(0.16, 0.28), (0.7, 0.28), (0.7, 0.9), (0.16, 0.9)], closed: true)
        case .pencil:
            pen.stroke([(0.14, 0.86), (0.2, 0.66), (0.7, 0.16), (0.84, 0.3), (0.34, 0.8)], closed: true)
            pen.stroke([(0.6, 0.26), (0.74, 0.4)])
        case .arrowUpArrowDown:
            pen.stroke([(0.32, 0.86), (0.32, 0.14)])
            pen.stroke([(0.14, 0.32), (0.32, 0.12), (0.5, 0.32)])
            pen.stroke([(0.68, 0.14), (0.68, 0.86)])
            pen.stroke([(0.5, 0.68), (0.68, 0.88), (0.86, 0.68)])
        case .chevronUpChevronDown:
            pen.stroke([(0.28, 0.38), (0.5, 0.14), (0.72, 0.38)])
            pen.stroke([(0.28, 0.62), (0.5, 0.86), (0.72, 0.62)])
        case .checkmarkCircle:
            pen.ring(0.5, 0.5, 0.42)
            pen.stroke([(0.3, 0.52), (0.44, 0.66), (0.7, 0.36)])
        case .bookmark:
            pen.stroke([(0.24, 0.1), (0.76, 0.1), (0.76, 0.9), (0.5, 0.68), (0.24, 0.9)], closed: true)
        case .flag:
            pen.stroke([(0.2, 0.92), (0.2, 0.1)])
            pen.stroke([(0.2, 0.12), (0.82, 0.12), (0.68, 0.32), (0.82, 0.52), (0.2, 0.52)])
        default:
            break
        }
    }
}
