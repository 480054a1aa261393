import Testing
import WindowingTesting

@testable import Windowing

/// What a present without MIT-SHM sends: skipped unchanged pixels, fills of one-colour runs and
/// images of the rest, with no X server (the plan is arithmetic on pixel words).
@Suite struct X11PresentShadowTests {
    /// A window's pixels as 0x00RRGGBB words, row after row.
    struct Pixels {
        let width: Int
        let height: Int
        var words: [UInt32]

        init(width: Int, height: Int, color: UInt32) {
            self.width = width
            self.height = height
            words = Array(repeating: color, count: width * height)
        }

        mutating func fill(_ rect: PlatformRect, _ color: UInt32) {
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) { words[y * width + x] = color }
            }
        }

        /// No two neighbours alike: such pixels can only be sent as an image.
        mutating func noise(_ rect: PlatformRect, seed: Int) {
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    words[y * width + x] = UInt32(truncatingIfNeeded: (x * 7919 + y * 104_729 + seed * 31) & 0xFF_FFFF)
                }
            }
        }

        /// What a server holding these pixels shows after executing `plan` with `source`'s pixels.
        mutating func apply(_ plan: X11PresentPlan, from source: Pixels) {
            for fill in plan.fills {
                for rect in fill.rects { self.fill(rect, fill.color) }
            }
            for rect in plan.images {
                for y in rect.y..<(rect.y + rect.height) {
                    for x in rect.x..<(rect.x + rect.width) { words[y * width + x] = source.words[y * width + x] }
                }
            }
        }
    }

    static func plan(_ shadow: X11PresentShadow, _ pixels: Pixels, _ rects: [PlatformRect]) -> X11PresentPlan {
        pixels.words.withUnsafeBytes { shadow.plan(rects, source: $0.baseAddress!, bytesPerRow: pixels.width * 4) }
    }

    static let red: UInt32 = 0xFF_3B30
    static let darkRed: UInt32 = 0x99_231C
    static let white: UInt32 = 0xFF_FFFF

    @Test func aFirstPresentOfOneColourIsOneFill() {
        let shadow = X11PresentShadow(width: 100, height: 40)
        let pixels = Pixels(width: 100, height: 40, color: Self.red)
        let whole = PlatformRect(x: 0, y: 0, width: 100, height: 40)
        #expect(shadow.unknown == [whole])
        let plan = Self.plan(shadow, pixels, [whole])
        #expect(plan == X11PresentPlan(fills: [.init(color: Self.red, rects: [whole])], images: []))
        #expect(plan.wireBytes == 36)
        #expect(shadow.unknown == [])
    }

    @Test func anUnchangedPresentSendsNothing() {
        let shadow = X11PresentShadow(width: 100, height: 40)
        var pixels = Pixels(width: 100, height: 40, color: Self.red)
        pixels.noise(PlatformRect(x: 10, y: 10, width: 20, height: 5), seed: 1)
        let whole = PlatformRect(x: 0, y: 0, width: 100, height: 40)
        _ = Self.plan(shadow, pixels, [whole])
        #expect(Self.plan(shadow, pixels, [whole]) == X11PresentPlan())
    }

    /// A 100×40 button darkens under the pointer; its 30×10 title changes as mixed pixels.
    @Test func aButtonHighlightFillsItsBackgroundAndSendsOnlyItsTitle() {
        let shadow = X11PresentShadow(width: 200, height: 100)
        var pixels = Pixels(width: 200, height: 100, color: Self.white)
        let button = PlatformRect(x: 50, y: 30, width: 100, height: 40)
        let title = PlatformRect(x: 85, y: 45, width: 30, height: 10)
        pixels.fill(button, Self.red)
        pixels.noise(title, seed: 1)
        _ = Self.plan(shadow, pixels, [PlatformRect(x: 0, y: 0, width: 200, height: 100)])

        pixels.fill(button, Self.darkRed)
        pixels.noise(title, seed: 2)
        let plan = Self.plan(shadow, pixels, [button])
        let fills = [
            PlatformRect(x: 50, y: 30, width: 100, height: 15),
            PlatformRect(x: 50, y: 45, width: 35, height: 10),
            PlatformRect(x: 115, y: 45, width: 35, height: 10),
            PlatformRect(x: 50, y: 55, width: 100, height: 15),
        ]
        #expect(Set(plan.fills.flatMap(\.rects)) == Set(fills))
        #expect(plan.fills.map(\.color) == [Self.darkRed])
        #expect(plan.images == [title])
        #expect(plan.wireBytes == 16 + 12 + 4 * 8 + 24 + 30 * 10 * 4)  // against 16,024 for the whole button
    }

    /// A label's text changes in its middle: the unchanged ends of each row are not sent.
    @Test func unchangedPixelsAroundAChangeAreSkipped() {
        let shadow = X11PresentShadow(width: 200, height: 30)
        var pixels = Pixels(width: 200, height: 30, color: Self.white)
        pixels.noise(PlatformRect(x: 10, y: 8, width: 120, height: 14), seed: 1)
        let label = PlatformRect(x: 0, y: 0, width: 200, height: 30)
        _ = Self.plan(shadow, pixels, [label])
        pixels.noise(PlatformRect(x: 60, y: 8, width: 20, height: 14), seed: 3)
        let plan = Self.plan(shadow, pixels, [label])
        #expect(plan.fills.isEmpty)
        #expect(plan.images == [PlatformRect(x: 60, y: 8, width: 20, height: 14)])
    }

    @Test func pixelsTheServerLostAreSentAgain() {
        let shadow = X11PresentShadow(width: 100, height: 40)
        var pixels = Pixels(width: 100, height: 40, color: Self.red)
        pixels.noise(PlatformRect(x: 0, y: 0, width: 100, height: 40), seed: 4)
        let whole = PlatformRect(x: 0, y: 0, width: 100, height: 40)
        _ = Self.plan(shadow, pixels, [whole])
        let lost = PlatformRect(x: 20, y: 10, width: 30, height: 5)
        shadow.forget(lost)
        #expect(shadow.unknown == [lost])
        #expect(Self.plan(shadow, pixels, [lost]).images == [lost])
        #expect(shadow.unknown == [])
    }

    /// Whatever changed, a server that held the old pixels holds the new ones after the plan.
    @Test(arguments: 0..<6)
    func aPlanTurnsTheOldPixelsIntoTheNew(seed: Int) {
        let shadow = X11PresentShadow(width: 64, height: 48)
        var pixels = Pixels(width: 64, height: 48, color: Self.white)
        var server = Pixels(width: 64, height: 48, color: 0)
        var generator = SeededGenerator(seed: UInt64(seed))
        for round in 0..<8 {
            for _ in 0..<3 {
                let x = Int(generator.next() % 60)
                let y = Int(generator.next() % 44)
                let rect = PlatformRect(
                    x: x, y: y, width: 1 + Int(generator.next() % UInt64(64 - x)),
                    height: 1 + Int(generator.next() % UInt64(48 - y)))
                if generator.next() % 2 == 0 {
                    pixels.fill(rect, UInt32(truncatingIfNeeded: generator.next()) & 0xFF_FFFF)
                } else {
                    pixels.noise(rect, seed: round)
                }
            }
            let damage = PlatformRect(x: 0, y: 0, width: 64, height: 48)
            server.apply(Self.plan(shadow, pixels, [damage]), from: pixels)
            #expect(server.words == pixels.words)
        }
    }
}
