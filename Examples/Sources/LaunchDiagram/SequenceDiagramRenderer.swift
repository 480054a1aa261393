import Windowing

/// Draws a `SequenceDiagram` with Windowing's own drawing (UIGraphicsImageRenderer, CGContext,
/// string drawing): title boxes on top, dashed lifelines, activation bars, arrows with labels.
@MainActor
public struct SequenceDiagramRenderer {
    public var columnWidth: CGFloat = 150
    public var rowHeight: CGFloat = 24
    public var headerHeight: CGFloat = 54
    public var margin: CGFloat = 16
    public var barWidth: CGFloat = 10
    public var title: String

    public init(title: String) {
        self.title = title
    }

    public func size(of diagram: SequenceDiagram) -> CGSize {
        CGSize(
            width: margin * 2 + columnWidth * CGFloat(diagram.lifelines.count),
            height: margin * 3 + 20 + headerHeight + rowHeight * CGFloat(diagram.rowCount + 1))
    }

    /// The diagram as PNG bytes at scale 1.
    public func pngData(_ diagram: SequenceDiagram) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: size(of: diagram), format: format)
        return renderer.pngData { context in draw(diagram, in: context.cgContext) }
    }

    private var top: CGFloat { margin * 2 + 20 + headerHeight }
    private func x(_ lifeline: Int) -> CGFloat { margin + columnWidth * (CGFloat(lifeline) + 0.5) }
    private func y(_ row: Int) -> CGFloat { top + rowHeight * (CGFloat(row) + 0.5) }

    private func draw(_ diagram: SequenceDiagram, in context: CGContext) {
        let bounds = CGRect(origin: .zero, size: size(of: diagram))
        context.setFillColor(UIColor.white.cgColor)
        context.fill(bounds)
        text(title, at: CGPoint(x: margin, y: margin), size: 15, bold: true, color: .black)
        let bottom = bounds.height - margin
        for (index, lifeline) in diagram.lifelines.enumerated() {
            let box = CGRect(
                x: x(index) - columnWidth / 2 + 6, y: margin * 2 + 20, width: columnWidth - 12,
                height: headerHeight - 10)
            context.setFillColor(UIColor(red: 0.90, green: 0.94, blue: 1, alpha: 1).cgColor)
            context.fill(box)
            context.setStrokeColor(UIColor(red: 0.25, green: 0.35, blue: 0.55, alpha: 1).cgColor)
            context.setLineWidth(1)
            context.stroke(box.insetBy(dx: 0.5, dy: 0.5))
            centered(lifeline.title, x: box.midX, y: box.minY + 6, size: 12, bold: true, color: .black)
            centered(lifeline.role.caption, x: box.midX, y: box.minY + 24, size: 10, bold: false, color: .darkGray)
            context.setStrokeColor(UIColor(white: 0.6, alpha: 1).cgColor)
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.move(to: CGPoint(x: x(index), y: box.maxY))
            context.addLine(to: CGPoint(x: x(index), y: bottom))
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
        }
        for activation in diagram.activations {
            let offset = CGFloat(activation.level) * barWidth / 2
            let bar = CGRect(
                x: x(activation.lifeline) - barWidth / 2 + offset, y: y(activation.firstRow) - 3,
                width: barWidth, height: rowHeight * CGFloat(activation.lastRow - activation.firstRow) + 10)
            context.setFillColor(UIColor(red: 1, green: 0.93, blue: 0.75, alpha: 1).cgColor)
            context.fill(bar)
            context.setStrokeColor(UIColor(red: 0.6, green: 0.45, blue: 0.1, alpha: 1).cgColor)
            context.setLineWidth(1)
            context.stroke(bar.insetBy(dx: 0.5, dy: 0.5))
        }
        for message in diagram.messages { arrow(message, in: context) }
    }

    private func arrow(_ message: SequenceDiagram.Message, in context: CGContext) {
        let color =
            message.kind == .creation
            ? UIColor(red: 0.2, green: 0.5, blue: 0.25, alpha: 1) : UIColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1)
        context.setStrokeColor(color.cgColor)
        context.setFillColor(color.cgColor)
        context.setLineWidth(1.5)
        let rowY = y(message.row) + 4
        if message.kind == .creation { context.setLineDash(phase: 0, lengths: [5, 3]) }
        let tipX: CGFloat
        if message.from == message.to {
            // A call to itself: a small loop out to the right and back.
            let start = x(message.from) + barWidth / 2
            context.move(to: CGPoint(x: start, y: rowY - 8))
            context.addLine(to: CGPoint(x: start + 22, y: rowY - 8))
            context.addLine(to: CGPoint(x: start + 22, y: rowY))
            context.addLine(to: CGPoint(x: start + 6, y: rowY))
            context.strokePath()
            tipX = start
            head(at: CGPoint(x: tipX, y: rowY), pointingRight: false, in: context)
            text(message.label, at: CGPoint(x: start + 26, y: rowY - 15), size: 10, bold: false, color: color)
        } else {
            let rightwards = message.to > message.from
            let from = x(message.from) + (rightwards ? barWidth / 2 : -barWidth / 2)
            tipX = x(message.to) + (rightwards ? -barWidth / 2 : barWidth / 2)
            context.move(to: CGPoint(x: from, y: rowY))
            context.addLine(to: CGPoint(x: tipX + (rightwards ? -6 : 6), y: rowY))
            context.strokePath()
            head(at: CGPoint(x: tipX, y: rowY), pointingRight: rightwards, in: context)
            let labelX = min(from, tipX) + 6
            text(message.label, at: CGPoint(x: labelX, y: rowY - 15), size: 10, bold: false, color: color)
        }
        context.setLineDash(phase: 0, lengths: [])
    }

    private func head(at tip: CGPoint, pointingRight: Bool, in context: CGContext) {
        let back: CGFloat = pointingRight ? -7 : 7
        context.move(to: tip)
        context.addLine(to: CGPoint(x: tip.x + back, y: tip.y - 4))
        context.addLine(to: CGPoint(x: tip.x + back, y: tip.y + 4))
        context.closePath()
        context.fillPath()
    }

    private func attributes(size: CGFloat, bold: Bool, color: UIColor) -> [NSAttributedString.Key: Any] {
        [.font: bold ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size), .foregroundColor: color]
    }

    private func text(_ string: String, at point: CGPoint, size: CGFloat, bold: Bool, color: UIColor) {
        (string as NSString).draw(at: point, withAttributes: attributes(size: size, bold: bold, color: color))
    }

    private func centered(_ string: String, x: CGFloat, y: CGFloat, size: CGFloat, bold: Bool, color: UIColor) {
        let attributes = attributes(size: size, bold: bold, color: color)
        let width = (string as NSString).size(withAttributes: attributes).width
        (string as NSString).draw(at: CGPoint(x: x - width / 2, y: y), withAttributes: attributes)
    }
}
