#ifndef ARCHLINT_ALLOCATOR_H
#define ARCHLINT_ALLOCATOR_H

/// Asks the C allocator to keep the memory a run frees for the rest of the run: blocks below 32 MB come from the
/// heap rather than mappings of their own, and the heap is never trimmed. glibc only (its `mallopt`); elsewhere
/// nothing changes. Returns whether the allocator took both settings.
int archlint_keep_freed_memory(void);

#endif
