import Testing
import WindowingTesting

@testable import Windowing

/// Which requests a present without MIT-SHM makes for a button's click when the server keeps a
/// mirror (saves and restores of rectangles) and composites masks (two-colour blends), checked
/// against a simulated server, with no X.
@Suite struct X11PresentCacheTests {
    typealias Pixels = X11PresentShadowTests.Pixels

    /// What the server holds: the mirror's pixels and the saved rectangles.
    struct Server {
        var pixels: Pixels
        var slots: [Int: (PlatformRect, [UInt32])] = [:]

        mutating func apply(_ plan: X11PresentPlan, from source: Pixels) {
            for step in plan.steps {
                switch step {
                case .save(let slot, let rect): slots[slot] = (rect, read(rect))
                case .restore(let slot, let rect):
                    guard let (saved, words) = slots[slot] else { continue }
                    #expect(saved.width == rect.width && saved.height == rect.height)
                    write(rect, words)
                }
            }
            for fill in plan.fills {
                for rect in fill.rects { pixels.fill(rect, fill.color) }
            }
            for blend in plan.blends { pixels.fill(blend.rect, blend.background) }
            for blend in plan.blends {
                let rect = blend.rect
                var words = read(rect)
                for index in words.indices {
                    words[index] = X11PresentBlend.composite(
                        words[index], blend.foreground, coverage: UInt32(blend.coverage[index]))
                }
                write(rect, words)
            }
            for slot in plan.released { slots[slot] = nil }
            for rect in plan.images { write(rect, Server(pixels: source).read(rect)) }
        }

        func read(_ rect: PlatformRect) -> [UInt32] {
            (rect.y..<(rect.y + rect.height)).flatMap { y in
                (rect.x..<(rect.x + rect.width)).map { pixels.words[y * pixels.width + $0] }
            }
        }

        mutating func write(_ rect: PlatformRect, _ words: [UInt32]) {
            for y in 0..<rect.height {
                for x in 0..<rect.width {
                    pixels.words[(rect.y + y) * pixels.width + rect.x + x] = words[y * rect.width + x]
                }
            }
        }
    }

    static let red: UInt32 = 0xFF_3B30
    static let darkRed: UInt32 = 0xCC_2F26
    static let white: UInt32 = 0xFF_FFFF
    static let button = PlatformRect(x: 50, y: 30, width: 100, height: 40)
    static let title = PlatformRect(x: 66, y: 42, width: 68, height: 16)

    /// The button: its background, and a title of white text anti-aliased over it.
    static func paintButton(_ pixels: inout Pixels, background: UInt32) {
        pixels.fill(button, background)
        let levels: [UInt32] = [0, 255, 255, 128, 64, 255, 0, 30, 200]
        for y in title.y..<(title.y + title.height) {
            for x in title.x..<(title.x + title.width) {
                let coverage = levels[(x * 37 + y * 11) % levels.count]
                pixels.words[y * pixels.width + x] = X11PresentBlend.composite(background, white, coverage: coverage)
            }
        }
    }

    static func plan(_ shadow: X11PresentShadow, _ pixels: Pixels, _ rects: [PlatformRect]) -> X11PresentPlan {
        X11PresentShadowTests.plan(shadow, pixels, rects)
    }

    static func mirroredShadow() -> X11PresentShadow {
        let shadow = X11PresentShadow(width: 200, height: 100)
        shadow.cache = X11PresentCache(budget: 200 * 100)
        shadow.allowsBlends = true
        return shadow
    }

    @Test func aClickCostsTheTitleAsAMaskOnPressAndACopyOnRelease() {
        let shadow = Self.mirroredShadow()
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        Self.paintButton(&pixels, background: Self.red)
        var server = Server(pixels: Pixels(width: 200, height: 100, color: 0))
        server.apply(Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 200, height: 100)]), from: pixels)
        #expect(server.pixels.words == pixels.words)

        // Press: the background darkens, the title's mixed pixels with it.
        Self.paintButton(&pixels, background: Self.darkRed)
        let press = Self.plan(shadow, pixels, [Self.button])
        #expect(press.steps == [.save(slot: 0, rect: Self.button)])
        #expect(press.images == [])
        #expect(!press.blends.isEmpty)
        #expect(press.blends.allSatisfy { $0.background == Self.darkRed && $0.foreground == Self.white })
        server.apply(press, from: pixels)
        #expect(server.pixels.words == pixels.words)

        // Release: the plain button is saved on the server; the pressed one is saved in turn.
        Self.paintButton(&pixels, background: Self.red)
        let release = Self.plan(shadow, pixels, [Self.button])
        #expect(release.steps == [.save(slot: 1, rect: Self.button), .restore(slot: 0, rect: Self.button)])
        #expect(release.fills.isEmpty && release.blends.isEmpty && release.images.isEmpty)
        server.apply(release, from: pixels)
        #expect(server.pixels.words == pixels.words)
        // The title as RGB images would be 68×16×4 = 4,352 bytes each way.
        #expect(press.wireBytes + release.wireBytes <= 2048)

        // The next click copies both states back from the server.
        Self.paintButton(&pixels, background: Self.darkRed)
        let secondPress = Self.plan(shadow, pixels, [Self.button])
        #expect(secondPress == X11PresentPlan(steps: [.restore(slot: 1, rect: Self.button)]))
        #expect(secondPress.wireBytes == 28)
        server.apply(secondPress, from: pixels)
        #expect(server.pixels.words == pixels.words)
    }

    @Test func withoutAMirrorNothingIsSavedOrRestored() {
        let shadow = X11PresentShadow(width: 200, height: 100)
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        Self.paintButton(&pixels, background: Self.red)
        _ = Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 200, height: 100)])
        Self.paintButton(&pixels, background: Self.darkRed)
        let press = Self.plan(shadow, pixels, [Self.button])
        #expect(press.steps.isEmpty && press.blends.isEmpty)
        #expect(!press.images.isEmpty)
    }

    @Test func aSmallChangeIsNotSaved() {
        let shadow = Self.mirroredShadow()
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        _ = Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 200, height: 100)])
        pixels.fill(PlatformRect(x: 10, y: 10, width: 10, height: 10), Self.red)  // 100 pixels
        let plan = Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 40, height: 40)])
        #expect(plan.steps.isEmpty)
        #expect(plan.fills == [.init(color: Self.red, rects: [PlatformRect(x: 10, y: 10, width: 10, height: 10)])])
    }

    /// A scroll: the server moves the list up 20 pixels (CopyArea); the present that follows
    /// sends only the uncovered strip, as fills and a mask, and saves nothing: the strip's old
    /// pixels are the ones that moved away, which no later present wants back.
    @Test func aScrollSendsOnlyTheUncoveredStripAndSavesNothing() {
        let shadow = Self.mirroredShadow()
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        Self.paintButton(&pixels, background: Self.red)
        var server = Server(pixels: Pixels(width: 200, height: 100, color: 0))
        server.apply(Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 200, height: 100)]), from: pixels)

        let source = PlatformRect(x: 0, y: 20, width: 200, height: 80)
        shadow.move(source, dx: 0, dy: -20)
        let strip = PlatformRect(x: 0, y: 80, width: 200, height: 20)
        #expect(shadow.vacated == [strip])
        server.write(source.offsetBy(dx: 0, dy: -20), server.read(source))
        pixels.words = Array(pixels.words[(20 * 200)...]) + Array(repeating: Self.white, count: 20 * 200)
        // The new row: a dark band with anti-aliased white text, every pixel of the strip changed.
        pixels.fill(strip, Self.darkRed)
        let levels: [UInt32] = [0, 255, 128, 64, 200]
        for y in 86..<94 {
            for x in 10..<60 {
                let coverage = levels[(x + y) % levels.count]
                pixels.words[y * 200 + x] = X11PresentBlend.composite(Self.darkRed, Self.white, coverage: coverage)
            }
        }

        let plan = Self.plan(shadow, pixels, [strip])
        #expect(plan.steps.isEmpty && plan.released.isEmpty)
        #expect(plan.images.isEmpty)
        #expect(plan.blends.map(\.rect).allSatisfy { strip.contains($0) })
        server.apply(plan, from: pixels)
        #expect(server.pixels.words == pixels.words)
        #expect(plan.wireBytes < 1_000)  // the strip as pixels: 16,000 bytes
        #expect(shadow.vacated.isEmpty)

        // The same rectangle changed again, with no move before it, is saved as usual.
        pixels.fill(strip, Self.red)
        #expect(Self.plan(shadow, pixels, [strip]).steps == [.save(slot: 0, rect: strip)])
    }

    @Test func aMoveLeavesTheBandsItsTargetDoesNotCover() {
        let source = PlatformRect(x: 10, y: 10, width: 100, height: 50)
        #expect(
            X11PresentShadow.uncovered(source, by: source.offsetBy(dx: 0, dy: 8))
                == [PlatformRect(x: 10, y: 10, width: 100, height: 8)])
        #expect(
            X11PresentShadow.uncovered(source, by: source.offsetBy(dx: -5, dy: -4))
                == [
                    PlatformRect(x: 10, y: 56, width: 100, height: 4),
                    PlatformRect(x: 105, y: 10, width: 5, height: 46),
                ])
        #expect(X11PresentShadow.uncovered(source, by: source.offsetBy(dx: 0, dy: 60)) == [source])
    }

    @Test func theLeastRecentlyUsedRectangleMakesRoom() {
        let cache = X11PresentCache(budget: 100)
        let words = [UInt32](repeating: 7, count: 10 * 10)
        words.withUnsafeBytes { rows in
            let source = rows.baseAddress!
            func square(_ side: Int, at origin: Int = 0) -> PlatformRect {
                PlatformRect(x: origin, y: origin, width: side, height: side)
            }
            #expect(cache.insert(square(8), rows: source, bytesPerRow: 40)?.slot == 0)
            #expect(cache.insert(square(6), rows: source, bytesPerRow: 40)?.slot == 1)
            // Using slot 0 makes slot 1 the oldest.
            #expect(cache.slot(matching: square(8, at: 2), rows: source, bytesPerRow: 40) == 0)
            let third = cache.insert(square(5), rows: source, bytesPerRow: 40)
            #expect(third?.slot == 2 && third?.evicted == [1])
            // Larger than the whole budget: refused before a pixel is read.
            #expect(cache.insert(square(11), rows: source, bytesPerRow: 40) == nil)
            #expect(cache.pixelCount == 64 + 25)
        }
    }

    @Test func aBlendFitsOnlyAMixOfTwoColours() {
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        Self.paintButton(&pixels, background: Self.red)
        pixels.words.withUnsafeBytes { rows in
            // Both mixes are exact here; the colour the present fills anyway is the background.
            let blend = X11PresentBlend.fit(
                Self.title, source: rows.baseAddress!, bytesPerRow: 800, preferring: [Self.red])
            #expect(blend?.background == Self.red && blend?.foreground == Self.white)
            let other = X11PresentBlend.fit(
                Self.title, source: rows.baseAddress!, bytesPerRow: 800, preferring: [Self.white])
            #expect(other?.background == Self.white && other?.foreground == Self.red)
            #expect(blend?.coverage.count == 68 * 16)
        }
        pixels.noise(PlatformRect(x: 70, y: 44, width: 4, height: 4), seed: 1)
        pixels.words.withUnsafeBytes { rows in
            #expect(X11PresentBlend.fit(Self.title, source: rows.baseAddress!, bytesPerRow: 800) == nil)
        }
    }

    /// RENDER's rounding: a × b / 255 to the nearest, as pixman computes it.
    @Test func compositingRoundsAsTheServerDoes() {
        #expect(X11PresentBlend.multiply(255, 128) == 128)
        #expect(X11PresentBlend.multiply(204, 51) == 41)
        #expect(X11PresentBlend.composite(Self.red, Self.white, coverage: 0) == Self.red)
        #expect(X11PresentBlend.composite(Self.red, Self.white, coverage: 255) == Self.white)
        #expect(X11PresentBlend.composite(0x00_0000, 0xFF_FFFF, coverage: 128) == 0x80_8080)
    }
}
