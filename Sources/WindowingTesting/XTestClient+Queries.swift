import CX11

/// Pixels read back from the server, row by row, as 0xRRGGBB words.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    /// The pixel at (x, y) as 0xRRGGBB.
    public subscript(x x: Int, y y: Int) -> UInt32 { pixels[y * width + x] }
}

extension XTestClient {
    // MARK: - Windows

    /// The root's children, bottom to top.
    public func topLevelWindows() -> [UInt] {
        trapped { () -> [UInt]? in
            var rootReturn: UInt = 0
            var parent: UInt = 0
            var children: UnsafeMutablePointer<UInt>?
            var count: UInt32 = 0
            guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0 else { return nil }
            defer { if let children { XFree(children) } }
            return Array(UnsafeBufferPointer(start: children, count: Int(count)))
        } ?? []
    }

    /// The top-level windows whose `_NET_WM_NAME` is `title`.
    public func windows(named title: String) -> [UInt] {
        topLevelWindows().filter { string("_NET_WM_NAME", of: $0) == title }
    }

    /// Width, height and viewability of `window`; nil if it does not exist.
    public func geometry(of window: UInt) -> Geometry? {
        trapped { () -> Geometry? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
            return Geometry(
                width: Int(attributes.width), height: Int(attributes.height),
                isViewable: attributes.map_state == IsViewable)
        }
    }

    /// Where `window`'s top-left pixel is on the root window; nil if it does not exist.
    public func rootOrigin(of window: UInt) -> (x: Int, y: Int)? {
        trapped { () -> (x: Int, y: Int)? in
            var x: Int32 = 0
            var y: Int32 = 0
            var child: UInt = 0
            guard XTranslateCoordinates(display, window, root, 0, 0, &x, &y, &child) != 0 else { return nil }
            return (Int(x), Int(y))
        }
    }

    /// The core events some client selects on `window` (`all_event_masks`, every client's masks
    /// united); nil if it does not exist. A toolkit that takes its pointer input through
    /// XInput 2 leaves the core pointer masks out.
    public func allEventMasks(of window: UInt) -> Int? {
        trapped { () -> Int? in
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
            return attributes.all_event_masks
        }
    }

    // MARK: - Properties

    /// An 8-bit property (`_NET_WM_NAME`, `WM_NAME`, `WM_CLIENT_MACHINE`, ...) decoded as UTF-8, with its type's name.
    public func textProperty(_ name: String, of window: UInt) -> (text: String, type: String)? {
        guard let (type, format, bytes) = property(name, of: window), format == 8 else { return nil }
        return (String(decoding: bytes, as: UTF8.self), atomName(type))
    }

    /// An 8-bit property decoded as UTF-8.
    public func string(_ name: String, of window: UInt) -> String? {
        textProperty(name, of: window)?.text
    }

    /// The items of a 32-bit property (`_NET_WM_PID`, `WM_PROTOCOLS`, `_NET_WM_WINDOW_TYPE`).
    public func longs(_ name: String, of window: UInt) -> [Int]? {
        guard let (_, format, bytes) = property(name, of: window), format == 32 else { return nil }
        // Xlib hands format-32 items over as C longs.
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: Int.self)) }
    }

    /// The names of the atoms in a 32-bit atom-list property.
    public func atomNames(_ name: String, of window: UInt) -> [String]? {
        longs(name, of: window)?.map { atomName(UInt(bitPattern: $0)) }
    }

    /// `WM_CLASS` as (instance, class).
    public func windowClass(of window: UInt) -> (instance: String, className: String)? {
        trapped { () -> (String, String)? in
            var hint = XClassHint()
            guard XGetClassHint(display, window, &hint) != 0 else { return nil }
            defer {
                XFree(hint.res_name)
                XFree(hint.res_class)
            }
            guard let name = hint.res_name, let className = hint.res_class else { return nil }
            return (String(cString: name), String(cString: className))
        }
    }

    /// A property's type, format and raw bytes (format-32 items as 8-byte longs).
    private func property(_ name: String, of window: UInt) -> (UInt, Int32, [UInt8])? {
        let atom = self.atom(name)
        return trapped { () -> (UInt, Int32, [UInt8])? in
            var (type, format, count, remaining): (UInt, Int32, UInt, UInt) = (0, 0, 0, 0)
            var data: UnsafeMutablePointer<UInt8>?
            let status = XGetWindowProperty(
                display, window, atom, 0, 1 << 20, 0, UInt(AnyPropertyType), &type, &format, &count, &remaining,
                &data)
            defer { if let data { XFree(data) } }
            guard status == Success, let data, type != 0 else { return nil }
            let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
            return (type, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
        }
    }

    /// The name of `atom`, or "" if it has none.
    public func atomName(_ atom: UInt) -> String {
        trapped { () -> String? in
            guard let name = XGetAtomName(display, atom) else { return nil }
            defer { XFree(name) }
            return String(cString: name)
        } ?? ""
    }

    // MARK: - Pixels

    /// The pixel at (x, y) of `window` as 0xRRGGBB; nil if the window cannot be read (e.g. unmapped).
    public func pixel(of window: UInt, x: Int, y: Int) -> UInt32? {
        image(of: window, x: x, y: y, width: 1, height: 1)?.pixels.first
    }

    /// All of `window`'s pixels; nil if it cannot be read.
    public func image(of window: UInt) -> PixelImage? {
        guard let geometry = geometry(of: window) else { return nil }
        return image(of: window, x: 0, y: 0, width: geometry.width, height: geometry.height)
    }

    private func image(of window: UInt, x: Int, y: Int, width: Int, height: Int) -> PixelImage? {
        trapped { () -> PixelImage? in
            guard
                let image = XGetImage(
                    display, window, Int32(x), Int32(y), UInt32(width), UInt32(height), ~0, ZPixmap)
            else { return nil }
            defer { _ = CX11_XDestroyImage(image) }
            var pixels: [UInt32] = []
            pixels.reserveCapacity(width * height)
            for row in 0..<height {
                for column in 0..<width {
                    let value = CX11_XGetPixel(image, Int32(column), Int32(row))
                    pixels.append(UInt32(truncatingIfNeeded: value) & 0xFF_FFFF)
                }
            }
            return PixelImage(width: width, height: height, pixels: pixels)
        }
    }
}
