#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Faults in, in one system call, the pages of a buffer that is about to be written from end to
/// end: a window's back buffer or a view's cached contents.
///
/// Touched one page at a time, a fresh buffer costs a page fault per 4 KiB page, and two when the
/// first access reads (Cairo's span compositor reads the destination before it writes). At first
/// paint that is about 500 faults for HelloWindow, about a fifth of the process's faults.
/// `MADV_POPULATE_WRITE` (Linux 5.14) allocates the same pages without a trap each; the contents
/// are unchanged. Older kernels refuse it with `EINVAL` and the pages fault in as before.
enum PagePrefault {
    private static let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE, absent from older headers

    /// Below this a buffer is a few pages, mostly in memory the allocator already touched.
    static let threshold = 64 * 1024

    /// Whether the kernel faulted the pages in; false for small buffers and on older kernels.
    @discardableResult
    static func populate(_ base: UnsafeMutableRawPointer, byteCount: Int) -> Bool {
        guard byteCount >= threshold else { return false }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard pageSize > 0 else { return false }
        // madvise wants a page-aligned start; the pages the buffer only partly covers are left alone.
        let start = (Int(bitPattern: base) + pageSize - 1) / pageSize * pageSize
        let end = (Int(bitPattern: base) + byteCount) / pageSize * pageSize
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return false }
        return madvise(aligned, end - start, populateWrite) == 0
    }
}
