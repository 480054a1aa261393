import Foundation

extension UIImage.Orientation {
    /// The map from a pixel position in the upright image to the position in the stored pixels
    /// (`width` × `height`) it shows: what turning the image upright copies through.
    func uprightPixelMapping(width: Int, height: Int) -> CGAffineTransform {
        let w = CGFloat(width)
        let h = CGFloat(height)
        // (a, c, tx, b, d, ty): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let (a, c, tx, b, d, ty): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) =
            switch self {
            case .up: (1, 0, 0, 0, 1, 0)
            case .down: (-1, 0, w, 0, -1, h)
            case .upMirrored: (-1, 0, w, 0, 1, 0)
            case .downMirrored: (1, 0, 0, 0, -1, h)
            case .right: (0, 1, 0, -1, 0, h)  // shown turned 90° clockwise
            case .left: (0, -1, w, 1, 0, 0)  // shown turned 90° counter-clockwise
            case .leftMirrored: (0, 1, 0, 1, 0, 0)  // transposed
            case .rightMirrored: (0, -1, w, -1, 0, h)
            }
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}
