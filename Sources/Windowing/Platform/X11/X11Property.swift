internal import CX11

/// A window property as `XGetWindowProperty` hands it over: the one place that owns the call's
/// out-parameters and frees Xlib's copy, so each reader only says what shape it accepts.
///
/// Property values come from other clients and are checked by shape (type and format) before use.
struct X11Property {
    /// The property's actual type (`None` when the property is absent).
    var type: UInt
    /// 8, 16 or 32; Xlib hands format-32 items over as C longs.
    var format: Int32
    /// The items read, as bytes (format 32: `MemoryLayout<UInt>.size` bytes an item).
    var bytes: [UInt8]
    /// Bytes left on the server after what was read.
    var remaining: Int

    /// Reads up to `length` 32-bit units from the start of `property` on `window`, asking for
    /// `type` (`AnyPropertyType` for any), and deletes it after a whole read if `deleting`.
    /// Nil when the request fails or the property is absent.
    static func read(
        _ property: UInt, on window: UInt, display: OpaquePointer, type: UInt = UInt(AnyPropertyType),
        length: Int, deleting: Bool = false
    ) -> X11Property? {
        var actualType: UInt = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, property, 0, max(0, length), deleting ? 1 : 0, type, &actualType, &format, &count,
            &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != UInt(None) else { return nil }
        let itemSize = format == 32 ? MemoryLayout<UInt>.size : Int(format) / 8
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * itemSize)) } ?? []
        return X11Property(type: actualType, format: format, bytes: bytes, remaining: Int(remaining))
    }

    /// Format-32 items of `type` (up to `limit` of them), nil when the property is absent or of
    /// another type or format.
    static func longs(
        _ property: UInt, on window: UInt, display: OpaquePointer, type: UInt, limit: Int
    ) -> [UInt]? {
        guard let value = read(property, on: window, display: display, type: type, length: limit),
            value.type == type, value.format == 32
        else { return nil }
        let size = MemoryLayout<UInt>.size
        return value.bytes.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count - size + 1, by: size).map {
                raw.loadUnaligned(fromByteOffset: $0, as: UInt.self)
            }
        }
    }
}
