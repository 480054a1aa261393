// What a present without MIT-SHM sends as images is mostly anti-aliased text and shape edges over a
// flat colour: every pixel a mix of one background and one foreground colour. Such a rectangle
// needs one byte a pixel, not four: the server fills it with the background, then composites the
// foreground through an 8-bit coverage mask (RENDER's PictOpOver, which the client's own drawing
// used too). The coverage is solved pixel by pixel and kept only where the server's arithmetic
// gives back exactly the pixel wanted, so the result is the back buffer's, bit for bit.

/// A rectangle sent as two colours and a coverage mask.
struct X11PresentBlend: Equatable {
    var rect: PlatformRect
    /// 0xRRGGBB, filled first.
    var background: UInt32
    /// 0xRRGGBB, opaque, composited through `coverage`.
    var foreground: UInt32
    /// One byte a pixel, row after row, `rect.width` a row.
    var coverage: [UInt8]

    /// PutImage of the mask (rows padded to 4 bytes), CreateSolidFill, Composite, FreePicture and
    /// the background's rectangle in a fill (whose request and colour change blends of one
    /// background share).
    var wireBytes: Int { 24 + (rect.width + 3) / 4 * 4 * rect.height + 20 + 36 + 8 + 8 }

    /// `a × b / 255` rounded as pixman and the X server's RENDER round it.
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 0x80
        return ((t >> 8) + t) >> 8
    }

    /// The pixel an opaque `foreground` through coverage `m` leaves on `background` (PictOpOver).
    static func composite(_ background: UInt32, _ foreground: UInt32, coverage m: UInt32) -> UInt32 {
        var pixel: UInt32 = 0
        for shift: UInt32 in [0, 8, 16] {
            let b = (background >> shift) & 0xFF
            let f = (foreground >> shift) & 0xFF
            pixel |= min(255, multiply(f, m) + multiply(b, 255 - m)) << shift
        }
        return pixel
    }

    /// The blend giving `rect` of `source` exactly, if every pixel in it is a mix of the same two
    /// colours and the blend costs fewer bytes than the pixels; nil otherwise.
    ///
    /// Either colour can be the background when both mixes are exact; one of `backgrounds` (the
    /// colours the present fills anyway) is preferred, so its rectangle joins a fill already made.
    static func fit(
        _ rect: PlatformRect, source: UnsafeRawPointer, bytesPerRow: Int, preferring backgrounds: [UInt32] = []
    ) -> X11PresentBlend? {
        guard rect.width > 0, rect.height > 0, 4 * rect.width * rect.height > 24 + 88 else { return nil }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(rect.width * rect.height)
        for y in rect.y..<(rect.y + rect.height) {
            let row = (source + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in rect.x..<(rect.x + rect.width) { pixels.append(row[x] & 0x00FF_FFFF) }
        }
        // The two colours are the ends of the mix: the pixel farthest from any pixel is one end,
        // the pixel farthest from that end the other.
        let first = farthest(from: pixels[0], in: pixels)
        let second = farthest(from: first, in: pixels)
        guard first != second else { return nil }
        let swapped = backgrounds.contains(second) && !backgrounds.contains(first)
        for (background, foreground) in swapped
            ? [(second, first), (first, second)] : [(first, second), (second, first)]
        {
            guard let coverage = solve(pixels, background: background, foreground: foreground) else { continue }
            let blend = X11PresentBlend(rect: rect, background: background, foreground: foreground, coverage: coverage)
            return blend.wireBytes < 24 + 4 * rect.width * rect.height ? blend : nil
        }
        return nil
    }

    private static func farthest(from color: UInt32, in pixels: [UInt32]) -> UInt32 {
        var best = color
        var bestDistance = -1
        for pixel in pixels where pixel != best {
            let distance = channelDistance(pixel, color)
            if distance > bestDistance {
                best = pixel
                bestDistance = distance
            }
        }
        return best
    }

    private static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16].reduce(0) { $0 + abs(Int((a >> $1) & 0xFF) - Int((b >> $1) & 0xFF)) }
    }

    /// Each pixel's coverage, or nil if some pixel is no exact mix of the two colours.
    private static func solve(_ pixels: [UInt32], background: UInt32, foreground: UInt32) -> [UInt8]? {
        // The channel where the colours differ most gives the best first guess.
        let shift = [0, 8, 16].max { span(background, foreground, $0) < span(background, foreground, $1) } ?? 0
        let b = Int((background >> UInt32(shift)) & 0xFF)
        let f = Int((foreground >> UInt32(shift)) & 0xFF)
        var coverage = [UInt8](repeating: 0, count: pixels.count)
        var known: [UInt32: UInt8] = [background: 0, foreground: 255]
        for (index, pixel) in pixels.enumerated() {
            if let m = known[pixel] {
                coverage[index] = m
                continue
            }
            let p = Int((pixel >> UInt32(shift)) & 0xFF)
            let guess = max(0, min(255, ((p - b) * 255 * 2 + (f - b)) / (2 * (f - b))))
            let candidates = [guess, guess - 1, guess + 1, guess - 2, guess + 2].filter { (0...255).contains($0) }
            guard let m = candidates.first(where: { composite(background, foreground, coverage: UInt32($0)) == pixel })
            else { return nil }
            known[pixel] = UInt8(m)
            coverage[index] = UInt8(m)
        }
        return coverage
    }

    private static func span(_ a: UInt32, _ b: UInt32, _ shift: Int) -> Int {
        abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
    }
}
