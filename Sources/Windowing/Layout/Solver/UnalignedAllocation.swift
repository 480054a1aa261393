import Foundation

/// Memory for the solver's own lists, from `malloc` and back to `free`.
///
/// `UnsafeMutablePointer.allocate(capacity:)` asks the Swift runtime for memory at its default
/// alignment, which on Linux goes through `posix_memalign` even for types `malloc` already aligns:
/// about 170 more instructions an allocation. A first layout of 1,000 views made 11,000 of them,
/// 9,000 the solver's (a copy of each constraint's terms, and each variable's list of required
/// constraints).
/// The types kept here are aligned to 8 bytes, which `malloc` guarantees.
enum UnalignedAllocation {
    static func allocate<Element>(_: Element.Type, capacity: Int) -> UnsafeMutablePointer<Element> {
        let bytes = max(1, capacity) * MemoryLayout<Element>.stride
        guard MemoryLayout<Element>.alignment <= 16, let raw = malloc(bytes) else {
            // The runtime's way, which `free` also hands back (it is `posix_memalign`'s memory).
            return .allocate(capacity: max(1, capacity))
        }
        return raw.bindMemory(to: Element.self, capacity: max(1, capacity))
    }

    static func free<Element>(_ pointer: UnsafeMutablePointer<Element>?) {
        Foundation.free(pointer.map(UnsafeMutableRawPointer.init))
    }
}
