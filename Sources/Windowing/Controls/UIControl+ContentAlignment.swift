import Foundation

extension UIControl {
    /// Where content of `size` goes inside `rect` by `contentHorizontalAlignment` and
    /// `contentVerticalAlignment`: at an edge, centred, or, for `.fill`, across the whole extent.
    /// Content larger than `rect` overflows it, as UIKit's does.
    /// Leading is left and trailing right, since the toolkit lays out left to right.
    func alignedContentRect(for size: CGSize, in rect: CGRect) -> CGRect {
        let (width, height) = (size.width, size.height)
        var aligned = CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
        switch contentHorizontalAlignment {
        case .center: break
        case .left, .leading: aligned.origin.x = rect.minX
        case .right, .trailing: aligned.origin.x = rect.maxX - width
        case .fill:
            aligned.origin.x = rect.minX
            aligned.size.width = rect.width
        }
        switch contentVerticalAlignment {
        case .center: break
        case .top: aligned.origin.y = rect.minY
        case .bottom: aligned.origin.y = rect.maxY - height
        case .fill:
            aligned.origin.y = rect.minY
            aligned.size.height = rect.height
        }
        return aligned
    }
}
