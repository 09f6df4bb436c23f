#include "ArchLintAllocator.h"

#include <limits.h>
#include <stdlib.h>

// `__GLIBC__` comes with the C library's own headers, so it is tested after them.
#if defined(__GLIBC__)
#include <malloc.h>

int archlint_keep_freed_memory(void) {
    // 32 MB is glibc's largest mmap threshold; setting it also stops glibc from moving it.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    int trimmed = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mapped == 1 && trimmed == 1;
}
#else
int archlint_keep_freed_memory(void) { return 0; }
#endif
