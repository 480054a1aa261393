// Presenting without MIT-SHM sends pixels through the socket, and over a remote display every byte
// is on the link. So a present does not send its damaged rectangles whole: it compares them with
// a copy of what the server was last sent, skips the pixels that did not change, has the server
// fill runs of one colour (PolyFillRectangle, 8 bytes a run instead of 4 a pixel), and sends only
// the rest as images. With a mirror on the server it also copies back rectangles saved there
// (X11PresentCache), and with RENDER it sends images that mix two colours as one-byte coverage
// (X11PresentBlend). Pure arithmetic on pixel words, so the unit tests run it without X.

/// What one present sends: rectangles the server fills with one colour, then images of the rest.
///
/// Every pixel either paints carries the back buffer's final value, so the order between them
/// does not matter for the result.
struct X11PresentPlan: Equatable {
    /// Copies on the server between the window's pixels and `X11PresentCache`'s slots.
    enum Step: Equatable {
        /// The server's current pixels of `rect` go into slot `slot` (a new pixmap), before anything changes them.
        case save(slot: Int, rect: PlatformRect)
        /// Slot `slot`'s pixels go to `rect`.
        case restore(slot: Int, rect: PlatformRect)
    }

    /// Done first, in order.
    var steps: [Step] = []
    /// Slots to free once the steps are done.
    var released: [Int] = []
    /// Rectangles filled with one colour (0xRRGGBB), grouped by colour in the order first seen.
    struct Fill: Equatable {
        var color: UInt32
        var rects: [PlatformRect]
    }

    var fills: [Fill] = []
    /// Rectangles sent as two colours and a coverage mask, after the fills: each is filled with
    /// its background, then the foreground is composited through its mask. No two overlap.
    var blends: [X11PresentBlend] = []
    /// Rectangles sent as pixels, in the order made, after the blends.
    var images: [PlatformRect] = []

    /// The bytes these requests put on the wire, before Xlib splits any of them (for tests and traces).
    var wireBytes: Int {
        let fillBytes = fills.reduce(0) { $0 + 16 + 12 + 8 * $1.rects.count }  // ChangeGC, PolyFillRectangle
        let stepBytes = steps.reduce(0) {
            guard case .save = $1 else { return $0 + 28 }  // CopyArea
            return $0 + 16 + 28  // CreatePixmap, CopyArea
        }
        let blendBytes = blends.reduce(0) { $0 + $1.wireBytes } + 28 * Set(blends.map(\.background)).count
        let imageBytes = images.reduce(0) { $0 + 24 + $1.width * $1.height * 4 }
        return stepBytes + 8 * released.count + fillBytes + blendBytes + imageBytes
    }
}

/// The pixels the server holds for one window presented without MIT-SHM, as far as the client knows.
///
/// It starts unknown everywhere, becomes known where a present sent pixels, and unknown again
/// where the server reports it lost them (Expose). Where it is unknown, a present sends every
/// pixel (still filling runs of one colour); where it is known, only the pixels that differ.
final class X11PresentShadow {
    /// A run of one colour at least this long is filled rather than sent: 8 bytes of rectangle
    /// against 4 a pixel, plus its share of the colour change and request.
    static let minimumRun = 8

    let width: Int
    let height: Int
    private let pixels: UnsafeMutablePointer<UInt32>
    /// Where the server's pixels may differ from `pixels`, in window pixels.
    private(set) var unknown: [PlatformRect]
    /// Rectangles saved on the server to copy back later; nil when the server keeps no copy
    /// that a save could read from (`X11ServerMirror`).
    var cache: X11PresentCache?
    /// The server composites coverage masks (RENDER), so images of two-colour mixes go as blends.
    var allowsBlends = false
    /// Parts of a move's source that its target did not cover: the server still shows the pixels
    /// that moved away there, and the next present draws over them (a scroll's uncovered strip).
    /// Saving them first would spend a slot, and server memory, on pixels no present wants back.
    private(set) var vacated: [PlatformRect] = []

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = .allocate(capacity: max(1, self.width * self.height))
        pixels.initialize(repeating: 0, count: max(1, self.width * self.height))
        unknown = [PlatformRect(x: 0, y: 0, width: self.width, height: self.height)]
    }

    deinit { pixels.deallocate() }

    /// The server lost `rect` (Expose): its next present sends it in full.
    func forget(_ rect: PlatformRect) {
        let clipped = rect.intersection(PlatformRect(x: 0, y: 0, width: width, height: height))
        guard !clipped.isEmpty, !unknown.contains(where: { $0.contains(clipped) }) else { return }
        unknown.append(clipped)
    }

    /// The server moved `source` by (`dx`, `dy`) (`XCopyArea`): so does the copy. Where the source
    /// was unknown, so is where it went.
    func move(_ source: PlatformRect, dx: Int, dy: Int) {
        let movable = PixelMove.movable(source, dx: dx, dy: dy, width: width, height: height)
        PixelMove.move(movable, dx: dx, dy: dy, in: UnsafeMutableRawPointer(pixels), bytesPerRow: width * 4)
        let target = movable.offsetBy(dx: dx, dy: dy)
        if unknown.contains(where: { !$0.intersection(movable).isEmpty }) { forget(target) }
        // An earlier strip the move overwrote or carried away is no longer where it was recorded.
        vacated.removeAll { !$0.intersection(movable).isEmpty || !$0.intersection(target).isEmpty }
        vacated += Self.uncovered(movable, by: target)
    }

    /// The parts of `source` outside `target` (same size): a band above or below it, and in the
    /// rows they share, a band left or right of it.
    static func uncovered(_ source: PlatformRect, by target: PlatformRect) -> [PlatformRect] {
        let (top, bottom) = (max(source.y, target.y), min(source.y + source.height, target.y + target.height))
        guard top < bottom else { return [source] }
        let bands = [
            PlatformRect(x: source.x, y: source.y, width: source.width, height: top - source.y),
            PlatformRect(x: source.x, y: bottom, width: source.width, height: source.y + source.height - bottom),
            PlatformRect(x: source.x, y: top, width: target.x - source.x, height: bottom - top),
            PlatformRect(
                x: target.x + target.width, y: top, width: source.x + source.width - target.x - target.width,
                height: bottom - top),
        ]
        return bands.filter { !$0.isEmpty }
    }

    /// What to send so that the server holds `source`'s pixels in `rects`; the shadow then holds them too.
    ///
    /// - Parameters:
    ///   - source: The back buffer's first byte: native-endian 32-bit words, 0x??RRGGBB.
    ///   - bytesPerRow: The back buffer's stride; its size must be at least the shadow's.
    func plan(_ rects: [PlatformRect], source: UnsafeRawPointer, bytesPerRow: Int) -> X11PresentPlan {
        var builder = PlanBuilder()
        var steps: [X11PresentPlan.Step] = []
        var released: [Int] = []
        let bounds = PlatformRect(x: 0, y: 0, width: width, height: height)
        for rect in rects.map({ $0.intersection(bounds) }) where !rect.isEmpty {
            // Partly unknown counts as unknown: sending known pixels again is only bytes, never wrong.
            let known = !unknown.contains { !$0.intersection(rect).isEmpty }
            let saving = X11PresentCache.minimumChange
            if known, let cache, changedPixels(in: rect, source: source, bytesPerRow: bytesPerRow, atLeast: saving) {
                let shadowRows = UnsafeRawPointer(pixels)
                let stale = vacated.contains { $0.contains(rect) }
                if !stale, cache.slot(matching: rect, rows: shadowRows, bytesPerRow: width * 4) == nil,
                    let (slot, evicted) = cache.insert(rect, rows: shadowRows, bytesPerRow: width * 4)
                {
                    released += evicted
                    steps.append(.save(slot: slot, rect: rect))
                }
                if let slot = cache.slot(matching: rect, rows: source, bytesPerRow: bytesPerRow) {
                    steps.append(.restore(slot: slot, rect: rect))
                    take(rect, from: source, bytesPerRow: bytesPerRow)
                    vacated.removeAll { !$0.intersection(rect).isEmpty }
                    continue
                }
            }
            for y in rect.y..<(rect.y + rect.height) {
                let row = (source + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let old = pixels + y * width
                scan(row: row, old: known ? old : nil, from: rect.x, to: rect.x + rect.width, y: y, into: &builder)
                builder.endRow(y)
            }
            builder.finish()
            take(rect, from: source, bytesPerRow: bytesPerRow)
            if !known { unknown.removeAll { rect.contains($0) } }
            vacated.removeAll { !$0.intersection(rect).isEmpty }
        }
        var plan = builder.plan
        plan.steps = steps
        plan.released = released
        if allowsBlends { blend(&plan, source: source, bytesPerRow: bytesPerRow) }
        return plan
    }

    /// Turns the images that are two-colour mixes into blends. Images that overlap (a title's
    /// box and a box inside it) are tried as one: the blend must cover each pixel exactly once.
    private func blend(_ plan: inout X11PresentPlan, source: UnsafeRawPointer, bytesPerRow: Int) {
        var groups: [(rect: PlatformRect, members: [PlatformRect])] = []
        for image in plan.images {
            var group = (rect: image, members: [image])
            while let index = groups.firstIndex(where: { !$0.rect.intersection(group.rect).isEmpty }) {
                let other = groups.remove(at: index)
                group = (Self.union(group.rect, other.rect), other.members + group.members)
            }
            groups.append(group)
        }
        var images: [PlatformRect] = []
        let filled = plan.fills.map(\.color)
        for group in groups {
            guard
                let blend = X11PresentBlend.fit(
                    group.rect, source: source, bytesPerRow: bytesPerRow, preferring: filled)
            else {
                images += group.members
                continue
            }
            plan.blends.append(blend)
        }
        plan.images = images
    }

    private static func union(_ a: PlatformRect, _ b: PlatformRect) -> PlatformRect {
        let left = min(a.x, b.x)
        let top = min(a.y, b.y)
        let right = max(a.x + a.width, b.x + b.width)
        let bottom = max(a.y + a.height, b.y + b.height)
        return PlatformRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Forgets the saved rectangles (their pixmaps are gone); returns their slots.
    func dropCache() -> [Int] {
        cache?.removeAll() ?? []
    }

    /// Whether at least `count` pixels of `rect` differ between `source` and the copy.
    private func changedPixels(
        in rect: PlatformRect, source: UnsafeRawPointer, bytesPerRow: Int, atLeast count: Int
    ) -> Bool {
        var changed = 0
        for y in rect.y..<(rect.y + rect.height) {
            let row = (source + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let old = pixels + y * width
            for x in rect.x..<(rect.x + rect.width) where (row[x] ^ old[x]) & 0x00FF_FFFF != 0 {
                changed += 1
                if changed >= count { return true }
            }
        }
        return false
    }

    /// The copy takes `source`'s pixels in `rect`.
    private func take(_ rect: PlatformRect, from source: UnsafeRawPointer, bytesPerRow: Int) {
        for y in rect.y..<(rect.y + rect.height) {
            let row = (source + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            (pixels + y * width + rect.x).update(from: row + rect.x, count: rect.width)
        }
    }

    /// Splits one row of a rectangle into skipped, filled and sent runs.
    private func scan(
        row: UnsafePointer<UInt32>, old: UnsafeMutablePointer<UInt32>?, from start: Int, to end: Int, y: Int,
        into builder: inout PlanBuilder
    ) {
        let mask: UInt32 = 0x00FF_FFFF  // xRGB32 leaves the top byte undefined
        var imageStart: Int?
        var x = start
        while x < end {
            if let old {
                var same = x
                while same < end, (row[same] ^ old[same]) & mask == 0 { same += 1 }
                // Unchanged pixels cost nothing to skip, but closing an image only pays for a long run.
                if same > x, imageStart == nil || same - x >= Self.minimumRun {
                    if let open = imageStart { builder.image(from: open, to: x, y: y) }
                    imageStart = nil
                    x = same
                    continue
                }
                if same > x {
                    x = same
                    continue
                }
            }
            let color = row[x] & mask
            var run = x + 1
            while run < end, row[run] & mask == color { run += 1 }
            if run - x >= Self.minimumRun {
                if let open = imageStart { builder.image(from: open, to: x, y: y) }
                imageStart = nil
                builder.fill(color, from: x, to: run, y: y)
            } else if imageStart == nil {
                imageStart = x
            }
            x = run
        }
        if let open = imageStart { builder.image(from: open, to: end, y: y) }
    }
}

extension PlatformRect {
    func contains(_ other: PlatformRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }
}

/// Joins one rectangle's row runs into rectangles: fills of the same columns and colour on
/// consecutive rows become one; sent runs that touch on consecutive rows share a bounding box.
private struct PlanBuilder {
    private struct FillKey: Hashable {
        var left: Int
        var right: Int
        var color: UInt32
    }

    /// A rectangle still growing downwards; `bottom` is its last row.
    private struct Open {
        var left: Int
        var right: Int
        var top: Int
        var bottom: Int

        var rect: PlatformRect { PlatformRect(x: left, y: top, width: right - left, height: bottom - top + 1) }
    }

    private(set) var plan = X11PresentPlan()
    private var fillIndex: [UInt32: Int] = [:]
    private var openFills: [FillKey: Open] = [:]
    private var openFillOrder: [FillKey] = []
    private var openImages: [Open] = []

    mutating func fill(_ color: UInt32, from left: Int, to right: Int, y: Int) {
        let key = FillKey(left: left, right: right, color: color)
        if var open = openFills[key] {
            if open.bottom == y - 1 {
                open.bottom = y
                openFills[key] = open
                return
            }
            emitFill(key, open)
        } else {
            openFillOrder.append(key)
        }
        openFills[key] = Open(left: left, right: right, top: y, bottom: y)
    }

    mutating func image(from left: Int, to right: Int, y: Int) {
        if let index = openImages.firstIndex(where: { $0.bottom >= y - 1 && $0.left <= right && left <= $0.right }) {
            openImages[index].left = min(openImages[index].left, left)
            openImages[index].right = max(openImages[index].right, right)
            openImages[index].bottom = y
            return
        }
        openImages.append(Open(left: left, right: right, top: y, bottom: y))
    }

    /// Closes the images the row did not extend: whatever follows them starts a new one.
    mutating func endRow(_ y: Int) {
        var index = 0
        while index < openImages.count {
            if openImages[index].bottom < y {
                plan.images.append(openImages.remove(at: index).rect)
            } else {
                index += 1
            }
        }
    }

    mutating func finish() {
        for key in openFillOrder {
            if let open = openFills[key] { emitFill(key, open) }
        }
        openFills.removeAll()
        openFillOrder.removeAll()
        plan.images += openImages.map(\.rect)
        openImages.removeAll()
    }

    private mutating func emitFill(_ key: FillKey, _ open: Open) {
        if let index = fillIndex[key.color] {
            plan.fills[index].rects.append(open.rect)
        } else {
            fillIndex[key.color] = plan.fills.count
            plan.fills.append(X11PresentPlan.Fill(color: key.color, rects: [open.rect]))
        }
    }
}
