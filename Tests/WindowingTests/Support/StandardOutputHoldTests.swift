#if canImport(Glibc)
// `stdout` is swapped by the hold under test; the suite runs on the main actor as the trace does.
@preconcurrency import Glibc
#endif
import Testing

@testable import Windowing

/// Standard output held in memory while an optional delegate call's trace line waits
/// (`StandardOutputHold`): what a hold inside another gives back, and what a write after a hold
/// ended does.
@Suite @MainActor struct StandardOutputHoldTests {
    /// The lines these tests print: Swift Testing writes its progress lines to standard output
    /// from its own threads, and when suites run in parallel some land in a hold.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.hasPrefix("hold ") }
    }

    @Test func anInnerHoldWritesItsLineBeforeWhatItHeldInsideTheOuterOne() throws {
        fflush(stdout)
        let outer = try #require(StandardOutputHold())
        print("hold before")
        let inner = try #require(StandardOutputHold())
        print("hold inside")
        inner.release { print("hold call") }
        print("hold after")
        #expect(Self.lines(outer.take()) == ["hold before", "hold call", "hold inside", "hold after"])
    }

    @Test func aWriteToTheStreamAfterItsHoldEndedReachesNoLaterHold() throws {
        fflush(stdout)
        let first = try #require(StandardOutputHold())
        // What another thread that read `stdout` during the hold would write to after it ended.
        let stream = stdout
        print("hold held")
        #expect(Self.lines(first.take()) == ["hold held"])
        fputs("hold late\n", stream)
        let second = try #require(StandardOutputHold())
        print("hold next")
        #expect(Self.lines(second.take()) == ["hold next"])
        #expect(stdout != stream, "standard output is the real one again")
    }

    @Test func anEmptyHoldGivesBackNothing() throws {
        fflush(stdout)
        let hold = try #require(StandardOutputHold())
        #expect(hold.take().isEmpty)
    }
}
