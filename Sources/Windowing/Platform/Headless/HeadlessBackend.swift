/// A window system in memory, for tests and CI runs without X: windows are back buffers plus a
/// "screen" copy that `present` writes, so what was presented can be read back like XGetImage.
///
/// Showing a window queues `.mapped` and a full `.exposed`, as an X server without a window
/// manager does; tests queue more events with `inject(_:)`. Select it with
/// `WINDOWING_BACKEND=headless`.
@MainActor
final class HeadlessBackend: PlatformBackend {
    struct Window {
        var spec: PlatformWindowSpec
        var size: PlatformSize
        var isVisible = false
        var backBuffer: Bitmap
        var front: Bitmap
        let backPixels: HeadlessPixels
        let frontPixels: HeadlessPixels
    }

    let name = "headless"
    let screen: PlatformScreen
    private(set) var windows: [PlatformWindowID: Window] = [:]
    private var queue: [PlatformEvent] = []
    private var nextIdentifier: UInt64 = 1
    /// Every `present` call, in order, for tests that count frames and damaged rectangles.
    private(set) var presentations: [(window: PlatformWindowID, rects: [PlatformRect])] = []
    /// The caret's place each window last told the input method, for tests of `setInputSpot`.
    private(set) var inputSpots: [PlatformWindowID: PlatformPoint] = [:]

    init(screen: PlatformScreen = PlatformScreen(size: PlatformSize(width: 1024, height: 768), scale: 1)) {
        self.screen = screen
    }

    func createWindow(_ spec: PlatformWindowSpec) throws(PlatformError) -> PlatformWindowID {
        let id = PlatformWindowID(rawValue: nextIdentifier)
        nextIdentifier += 1
        let size = PlatformSize(width: max(1, spec.size.width), height: max(1, spec.size.height))
        let backPixels = HeadlessPixels()
        let frontPixels = HeadlessPixels()
        windows[id] = Window(
            spec: spec, size: size, backBuffer: backPixels.bitmap(size), front: frontPixels.bitmap(size),
            backPixels: backPixels, frontPixels: frontPixels)
        return id
    }

    func destroyWindow(_ id: PlatformWindowID) { windows[id] = nil }
    func setInputSpot(_ point: PlatformPoint, of id: PlatformWindowID) { inputSpots[id] = point }
    /// Every window takes the caret's place, as a window with an input method server's context does.
    func wantsInputSpot(of id: PlatformWindowID) -> Bool { windows[id] != nil }
    func setTitle(_ title: String, of id: PlatformWindowID) { windows[id]?.spec.title = title }

    func setVisible(_ visible: Bool, of id: PlatformWindowID) {
        guard let window = windows[id], window.isVisible != visible else { return }
        windows[id]?.isVisible = visible
        if visible {
            queue += [
                .mapped(id),
                .exposed(id, PlatformRect(x: 0, y: 0, width: window.size.width, height: window.size.height)),
            ]
        } else {
            queue.append(.unmapped(id))
        }
    }

    func requestSize(_ size: PlatformSize, of id: PlatformWindowID) {
        guard let window = windows[id], window.size != size else { return }
        windows[id]?.size = size
        windows[id]?.front = window.frontPixels.bitmap(size)
        queue.append(.resized(id, size))
    }

    func backBuffer(of id: PlatformWindowID) -> Bitmap? {
        guard let window = windows[id] else { return nil }
        if window.backBuffer.width != window.size.width || window.backBuffer.height != window.size.height {
            windows[id]?.backBuffer = window.backPixels.bitmap(window.size)
        }
        return windows[id]?.backBuffer
    }

    func present(_ rects: [PlatformRect], of id: PlatformWindowID) {
        guard let window = windows[id] else { return }
        presentations.append((id, rects))
        window.backBuffer.flush()
        for rect in rects { copy(rect, from: window.backBuffer, to: window.front) }
        window.front.markDirty()
    }

    /// Every `scroll` call, in order: the pixels moved in the back buffer and on the "screen".
    private(set) var scrolls: [(window: PlatformWindowID, source: PlatformRect, dx: Int, dy: Int)] = []

    func scroll(_ source: PlatformRect, dx: Int, dy: Int, of id: PlatformWindowID) -> Bool {
        guard let window = windows[id] else { return false }
        scrolls.append((id, source, dx, dy))
        for bitmap in [window.backBuffer, window.front] {
            bitmap.flush()
            guard let data = bitmap.data else { continue }
            let movable = PixelMove.movable(source, dx: dx, dy: dy, width: bitmap.width, height: bitmap.height)
            PixelMove.move(movable, dx: dx, dy: dy, in: data, bytesPerRow: bitmap.bytesPerRow)
            bitmap.markDirty()
        }
        return true
    }

    func capture(_ id: PlatformWindowID) -> Bitmap? { windows[id]?.front }

    var eventFileDescriptor: Int32? { nil }

    func drainEvents() -> [PlatformEvent] {
        defer { queue.removeAll() }
        return queue
    }

    func flush() -> Bool { false }
    func shutdown() { windows.removeAll() }

    /// Queues an event as if the window system had reported it; a `.resized` also resizes the window.
    func inject(_ event: PlatformEvent) {
        if case .resized(let id, let size) = event, let window = windows[id] {
            windows[id]?.size = size
            windows[id]?.front = window.frontPixels.bitmap(size)
        }
        queue.append(event)
    }

    private func copy(_ rect: PlatformRect, from source: Bitmap, to target: Bitmap) {
        let bounds = PlatformRect(
            x: 0, y: 0, width: min(source.width, target.width), height: min(source.height, target.height))
        let area = rect.intersection(bounds)
        guard !area.isEmpty, let from = source.data, let to = target.data else { return }
        for row in area.y..<(area.y + area.height) {
            (to + row * target.bytesPerRow + area.x * 4)
                .copyMemory(from: from + row * source.bytesPerRow + area.x * 4, byteCount: area.width * 4)
        }
    }
}
