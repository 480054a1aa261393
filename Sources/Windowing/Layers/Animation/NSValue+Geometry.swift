public import Foundation

// UIKit's and Core Animation's `NSValue` additions, which animations' `fromValue` and `toValue`
// take. Swift's Foundation on Linux stores points, sizes and rectangles itself; transforms are
// kept as arrays of doubles, the struct encodings it cannot hold.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public convenience init(caTransform3D t: CATransform3D) {
        let entries = Array(t.rows.joined()).map(Double.init)
        self.init(doubles: entries, type: Self.transform3DType)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), type: Self.affineTransformType)
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// The transform an `NSValue(caTransform3D:)` holds; the identity for any other value.
    public var caTransform3DValue: CATransform3D {
        guard let d = doubles(ofType: Self.transform3DType, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(rows: (0..<4).map { row in (0..<4).map { CGFloat(d[row * 4 + $0]) } })
    }

    /// The transform an `NSValue(cgAffineTransform:)` holds; the identity for any other value.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(ofType: Self.affineTransformType, count: 6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    private static let transform3DType = "[16d]"
    private static let affineTransformType = "[6d]"

    private convenience init(doubles: [Double], type: String) {
        // NSValue copies the bytes it is given.
        let bytes = UnsafeMutablePointer<Double>.allocate(capacity: doubles.count)
        bytes.initialize(from: doubles, count: doubles.count)
        defer { bytes.deallocate() }
        self.init(bytes: bytes, objCType: type)
    }

    private func doubles(ofType type: String, count: Int) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// The animation value this holds, by its type: a point, size, rectangle or transform.
    var layerValue: LayerValue? {
        switch String(cString: objCType) {
        case Self.transform3DType: return .transform(caTransform3DValue)
        case Self.affineTransformType: return .transform(CATransform3DMakeAffineTransform(cgAffineTransformValue))
        case let type where type.hasPrefix("{CGPoint"): return .point(pointValue)
        case let type where type.hasPrefix("{CGSize"): return .size(sizeValue)
        case let type where type.hasPrefix("{CGRect"): return .rect(rectValue)
        default: return nil
        }
    }
}
