import Foundation
import Testing

@testable import Windowing

#if canImport(Glibc)
import Glibc
#endif

/// `PagePrefault`: a buffer's pages are faulted in by one call, and its contents stay as they were.
@Suite struct PagePrefaultTests {
    private static let byteCount = 1 << 20  // 256 pages

    /// Linux's RUSAGE_THREAD, which Glibc's Swift overlay does not import (it needs _GNU_SOURCE).
    private static let rusageThread: __rusage_who_t = 1

    /// This thread's minor faults: tests running beside it on other threads fault too.
    private static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(Self.rusageThread, &usage)
        return usage.ru_minflt
    }

    private static func withFreshMapping(_ body: (UnsafeMutableRawPointer) -> Void) throws {
        let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let base = try #require(mapped.flatMap { $0 == MAP_FAILED ? nil : $0 })
        defer { munmap(base, byteCount) }
        body(base)
    }

    @Test func writingAPopulatedBufferTakesNoPageFaults() throws {
        try Self.withFreshMapping { base in
            guard PagePrefault.populate(base, byteCount: Self.byteCount) else {
                // Kernels before 5.14 refuse MADV_POPULATE_WRITE; the caller then faults as before.
                return
            }
            let before = Self.minorFaults()
            for page in stride(from: 0, to: Self.byteCount, by: 4096) {
                base.storeBytes(of: 0xA5, toByteOffset: page, as: UInt8.self)
            }
            let faults = Self.minorFaults() - before
            // Writing 256 fresh pages would take 256 faults; a populated buffer takes none of its own.
            #expect(faults < 8)
        }
    }

    @Test func populatingKeepsTheContents() throws {
        try Self.withFreshMapping { base in
            let words = base.bindMemory(to: UInt32.self, capacity: Self.byteCount / 4)
            for index in stride(from: 0, to: Self.byteCount / 4, by: 997) {
                words[index] = UInt32(truncatingIfNeeded: index &* 2_654_435_761)
            }
            PagePrefault.populate(base, byteCount: Self.byteCount)
            for index in stride(from: 0, to: Self.byteCount / 4, by: 997) {
                #expect(words[index] == UInt32(truncatingIfNeeded: index &* 2_654_435_761))
            }
            #expect(words[1] == 0)
        }
    }

    @Test func smallBuffersAreLeftToFaultIn() throws {
        try Self.withFreshMapping { base in
            #expect(!PagePrefault.populate(base, byteCount: PagePrefault.threshold - 1))
        }
    }
}
