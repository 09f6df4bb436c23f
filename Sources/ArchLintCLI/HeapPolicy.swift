#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator treats freed memory in a command that runs once and exits.
enum HeapPolicy {
    /// For a command that lints once (`lint`, `report`, `init`): freed memory stays with the process for the next
    /// file instead of going back to the system.
    ///
    /// Each file's tokens are a large, short-lived array. By default glibc gives such blocks mappings of their own
    /// (and trims the heap under them) once freed, so the next file's tokens land on pages the kernel must map and
    /// zero again: page faults were 8 to 9 % of a corpus lint's CPU time. Keeping freed memory costs a few
    /// megabytes of peak memory, which a process that exits in a moment does not miss. The language server, which
    /// lives on, keeps glibc's defaults; on other systems nothing changes.
    static func keepFreedMemoryForThisRun() {
        #if canImport(Glibc)
        // `mallopt` is glibc's (declared in <malloc.h>, which Swift does not import): looked up, not linked.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // Blocks below 32 MB (glibc's largest threshold) come from the heap, and the heap is never trimmed.
        _ = mallopt(mmapThreshold, 32 * 1024 * 1024)
        _ = mallopt(trimThreshold, Int32.max)
        #endif
    }

    /// `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` of <malloc.h>.
    private static let mmapThreshold: Int32 = -3
    private static let trimThreshold: Int32 = -1
}
