import ArchLintAllocator

/// How the C allocator treats freed memory in a command that runs once and exits.
enum HeapPolicy {
    /// For a command that lints once (`lint`, `report`, `init`): freed memory stays with the process for the next
    /// file instead of going back to the system.
    ///
    /// Each file's tokens are a large, short-lived array. By default glibc gives such blocks mappings of their own
    /// (and trims the heap under them) once freed, so the next file's tokens land on pages the kernel must map and
    /// zero again: page faults were 8 to 9 % of a corpus lint's CPU time. Keeping freed memory costs a few
    /// megabytes of peak memory, which a process that exits in a moment does not miss. The language server, which
    /// lives on, keeps glibc's defaults; on other systems nothing changes. `mallopt` is called directly (a C
    /// target), so the static executable of a release build, which has no dynamic symbol table, takes it too.
    @discardableResult
    static func keepFreedMemoryForThisRun() -> Bool {
        archlint_keep_freed_memory() != 0
    }
}
