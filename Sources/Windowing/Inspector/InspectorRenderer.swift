/// Draws the inspector's window with the toolkit's own drawing: the object graph on the left, one
/// row per object with lines for the edges from each object to the one above it, and the call
/// log on the right, newest at the bottom, with milliseconds since launch and indentation by depth.
///
/// All measures are in points; the window's pixels are these times the screen scale. The window
/// opens at `initialSize`; resized, the panes follow (the graph keeps its width, the log takes the rest).
@MainActor
final class InspectorRenderer {
    static let initialSize = CGSize(width: 860, height: 560)
    static let headerHeight: CGFloat = 24
    static let rowHeight: CGFloat = 16
    static let logLineHeight: CGFloat = 14
    static let graphWidth: CGFloat = 420
    static let indent: CGFloat = 14

    // Whole bytes, so tests reading pixels back compare exactly.
    static let background = rgb(255, 255, 255)
    static let headerBackground = rgb(237, 237, 242)
    static let divider = rgb(191, 191, 199)
    static let edge = rgb(153, 153, 166)
    static let text = rgb(26, 26, 31)
    static let secondaryText = rgb(115, 115, 128)
    /// The selected row's background; the highlight in the app's window has the same hue.
    static let selection = rgb(204, 230, 255)

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> CGColor {
        CGColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    private let font = UIFont.systemFont(ofSize: 11)
    private let smallFont = UIFont.systemFont(ofSize: 10)

    /// The window's size in points, as of the last drawing.
    private(set) var size = InspectorRenderer.initialSize

    /// How many graph rows fit in the window below the header.
    var visibleGraphRows: Int { max(1, Int((size.height - Self.headerHeight) / Self.rowHeight)) }

    /// The vertical middle of graph row `index` in window points.
    func rowMidY(_ index: Int, firstVisibleRow: Int) -> CGFloat {
        Self.headerHeight + (CGFloat(index - firstVisibleRow) + 0.5) * Self.rowHeight
    }

    /// The graph row under `point`, or nil when the point is in the log or below the last row.
    func graphRow(at point: CGPoint, firstVisibleRow: Int, rowCount: Int) -> Int? {
        guard point.x >= 0, point.x < Self.graphWidth, point.y >= Self.headerHeight else { return nil }
        let row = firstVisibleRow + Int((point.y - Self.headerHeight) / Self.rowHeight)
        return row < rowCount ? row : nil
    }

    func draw(_ inspector: Inspector, into surface: Bitmap, scale: CGFloat) {
        size = CGSize(width: CGFloat(surface.width) / scale, height: CGFloat(surface.height) / scale)
        let context = Canvas(bitmap: surface)
        if scale != 1 { context.scale(x: scale, y: scale) }
        fill(CGRect(origin: .zero, size: size), Self.background, in: context)
        fill(CGRect(x: 0, y: 0, width: size.width, height: Self.headerHeight), Self.headerBackground, in: context)
        fill(CGRect(x: Self.graphWidth, y: 0, width: 1, height: size.height), Self.divider, in: context)
        let snapshot = inspector.snapshot
        text(
            "Objects: \(snapshot.nodes.count)  (click a view to highlight it; ↑ ↓, Esc)", font,
            at: CGPoint(x: 8, y: 5), Self.secondaryText, in: context)
        text(
            "Call log: last \(inspector.log.events.count) of \(inspector.log.appendedCount), ms since launch", font,
            at: CGPoint(x: Self.graphWidth + 8, y: 5), Self.secondaryText, in: context)
        context.save()
        context.rectangle(
            CGRect(x: 0, y: Self.headerHeight, width: Self.graphWidth, height: size.height - Self.headerHeight))
        context.clip()
        drawGraph(snapshot, selectedRow: inspector.selectedRow, firstVisibleRow: inspector.firstVisibleRow, in: context)
        context.restore()
        context.save()
        context.rectangle(
            CGRect(
                x: Self.graphWidth + 1, y: Self.headerHeight,
                width: size.width - Self.graphWidth - 1, height: size.height - Self.headerHeight))
        context.clip()
        drawLog(inspector.log, in: context)
        context.restore()
        surface.flush()
    }

    private func drawGraph(_ snapshot: InspectorSnapshot, selectedRow: Int?, firstVisibleRow: Int, in context: Canvas) {
        let visible = firstVisibleRow..<min(snapshot.nodes.count, firstVisibleRow + visibleGraphRows + 1)
        if let selectedRow, visible.contains(selectedRow) {
            let midY = rowMidY(selectedRow, firstVisibleRow: firstVisibleRow)
            fill(
                CGRect(x: 0, y: midY - Self.rowHeight / 2, width: Self.graphWidth, height: Self.rowHeight),
                Self.selection, in: context)
        }
        // Edges: from below the parent's marker down to the child's row, then across to its marker.
        context.setSource(Self.edge)
        context.setLineWidth(1)
        for (from, to) in snapshot.edges where to >= firstVisibleRow && from < visible.upperBound {
            let x = marker(snapshot.nodes[from].depth) + 0.5
            let top = rowMidY(from, firstVisibleRow: firstVisibleRow) + 4
            let midY = (rowMidY(to, firstVisibleRow: firstVisibleRow)).rounded(.down) + 0.5
            context.move(to: CGPoint(x: x, y: top))
            context.line(to: CGPoint(x: x, y: midY))
            context.line(to: CGPoint(x: marker(snapshot.nodes[to].depth) - 2, y: midY))
        }
        context.stroke()
        for index in visible {
            let node = snapshot.nodes[index]
            let midY = rowMidY(index, firstVisibleRow: firstVisibleRow)
            let x = marker(node.depth)
            fill(CGRect(x: x - 2, y: midY.rounded(.down) - 2, width: 5, height: 5), Self.edge, in: context)
            let role = layout(node.role.rawValue, smallFont)
            role.draw(in: context, at: CGPoint(x: x + 6, y: midY - role.size.height / 2), color: Self.secondaryText)
            let name = "\(node.className) \(node.identity)" + (node.detail.isEmpty ? "" : "  \(node.detail)")
            let label = layout(name, font)
            label.draw(
                in: context, at: CGPoint(x: x + 10 + role.size.width, y: midY - label.size.height / 2), color: Self.text
            )
        }
    }

    private func marker(_ depth: Int) -> CGFloat { 10 + CGFloat(depth) * Self.indent }

    private func drawLog(_ log: TraceLog, in context: Canvas) {
        let lines = Int((size.height - Self.headerHeight - 4) / Self.logLineHeight)
        let events = log.last(lines)
        for (index, event) in events.enumerated() {
            let y = Self.headerHeight + 2 + CGFloat(index) * Self.logLineHeight
            let time = layout(Self.milliseconds(event.timestamp), smallFont)
            time.draw(
                in: context, at: CGPoint(x: Self.graphWidth + 56 - time.size.width, y: y), color: Self.secondaryText)
            let line: String
            switch event.kind {
            case .note: line = "· " + event.method
            default: line = "\(event.className) \(event.object)  \(event.method)"
            }
            layout(line, smallFont).draw(
                in: context, at: CGPoint(x: Self.graphWidth + 64 + CGFloat(event.depth) * 10, y: y),
                color: event.kind == .note ? Self.secondaryText : Self.text)
        }
    }

    /// Microseconds as milliseconds with three decimals: 12630 → "12.630".
    static func milliseconds(_ microseconds: Int64) -> String {
        let whole = microseconds / 1000
        let fraction = abs(microseconds % 1000)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// The inspector's own layouts: the call log's ever-new lines would otherwise churn the
    /// app's `TextLayoutCache` and slow the app being watched.
    private var layouts: [TextLayout.Key: TextLayout] = [:]

    private func layout(_ string: String, _ font: UIFont) -> TextLayout {
        let key = TextLayout.Key(
            text: StyledText(string: string, font: font), options: TextLayout.Options(maximumLines: 1))
        if let cached = layouts[key] { return cached }
        if layouts.count >= 1024 { layouts.removeAll(keepingCapacity: true) }
        let built = TextLayout(key)
        layouts[key] = built
        return built
    }

    private func text(_ string: String, _ font: UIFont, at point: CGPoint, _ color: CGColor, in context: Canvas) {
        layout(string, font).draw(in: context, at: point, color: color)
    }

    private func fill(_ rect: CGRect, _ color: CGColor, in context: Canvas) {
        context.setSource(color)
        context.rectangle(rect)
        context.fill()
    }
}
