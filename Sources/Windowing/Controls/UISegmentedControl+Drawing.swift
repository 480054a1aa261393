import Foundation

// How a segmented control measures and draws its segments.
extension UISegmentedControl {
    /// The width a segment's title or image needs, without padding.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        if let title = segment.title {
            return ceil((title as NSString).size(withAttributes: attributes(selected: true)).width)
        }
        return segment.image?.size.width ?? 0
    }

    /// The title attributes for a segment: UIKit's 13-point system font, semibold when selected,
    /// then what `setTitleTextAttributes(_:for:)` gave for the state.
    func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: UIColor.label,
        ]
        result.merge(titleTextAttributes(for: .normal) ?? [:]) { $1 }
        if selected { result.merge(titleTextAttributes(for: .selected) ?? [:]) { $1 } }
        return result
    }

    /// The size the segments need: their content and padding, or their fixed widths.
    var measuredSize: CGSize {
        let padded = segments.map { $0.width > 0 ? $0.width : contentWidth($0) + 2 * Self.titlePadding }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let width: CGFloat
        if apportionsSegmentWidthsByContent {
            width = padded.reduce(0, +)
        } else {
            let widest = automatic.map { padded[$0] }.max() ?? 0
            width = segments.filter { $0.width > 0 }.reduce(0) { $0 + $1.width } + widest * CGFloat(automatic.count)
        }
        return CGSize(width: width, height: Self.height)
    }

    /// Each segment's column in `rect`: fixed widths first, the rest shared by the others equally,
    /// or in proportion to their content when `apportionsSegmentWidthsByContent`.
    func segmentFrames(in rect: CGRect) -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.filter { $0.width == 0 }
        let spare = max(rect.width - fixed, 0)
        let contentTotal = automatic.reduce(0) { $0 + contentWidth($1) + 2 * Self.titlePadding }
        var x = rect.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                width = spare * (contentWidth(segment) + 2 * Self.titlePadding) / contentTotal
            } else {
                width = spare / CGFloat(automatic.count)
            }
            defer { x += width }
            return CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        }
    }

    /// Draws the track, the raised selected segment, the separators and every segment's content.
    func drawSegments() {
        let frames = segmentFrames(in: bounds)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: min(8, bounds.height / 2)).fill()
        let shown: Int? = isMomentary || selectedSegmentIndex == Self.noSegment ? nil : selectedSegmentIndex

        if let shown {
            // The raised segment: a faint outline and shadow under a 2-point-inset rounded rectangle.
            let knob = frames[shown].insetBy(dx: 2, dy: 2)
            let radius = min(7, knob.height / 2)
            UIColor(white: 0, alpha: 0.04).setFill()
            UIBezierPath(roundedRect: knob.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1), cornerRadius: radius)
                .fill()
            (selectedSegmentTintColor ?? .white).setFill()
            UIBezierPath(roundedRect: knob, cornerRadius: radius).fill()
        }
        if let pressedIndex, pressedIndex != shown {
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(roundedRect: frames[pressedIndex].insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
        // A separator between two segments unless one of them is raised.
        UIColor(red: 0.55, green: 0.55, blue: 0.58, alpha: 0.3).setFill()
        for index in frames.indices.dropFirst() where index != shown && index - 1 != shown {
            UIRectFill(CGRect(x: frames[index].minX - 0.5, y: bounds.midY - 8, width: 1, height: 16))
        }
        for (index, segment) in segments.enumerated() {
            drawContent(segment, in: frames[index], selected: index == shown)
        }
    }

    private func drawContent(_ segment: Segment, in frame: CGRect, selected: Bool) {
        let dimmed = !isEnabled || !segment.isEnabled
        if let title = segment.title {
            var attributes = attributes(selected: selected)
            if dimmed, let color = attributes[.foregroundColor] as? UIColor {
                attributes[.foregroundColor] = color.withAlphaComponent(0.3)
            }
            let size = (title as NSString).size(withAttributes: attributes)
            let origin = CGPoint(
                x: frame.midX - min(size.width, frame.width - 8) / 2, y: frame.midY - size.height / 2)
            let box = CGRect(origin: origin, size: CGSize(width: min(size.width, frame.width - 8), height: size.height))
            (title as NSString).draw(in: box, withAttributes: attributes)
        } else if let image = segment.image {
            let size = image.size
            let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
            image.draw(at: origin, blendMode: .normal, alpha: dimmed ? 0.3 : 1)
        }
    }
}
