#ifndef WAYPOINT_HEAP_PROBE_H
#define WAYPOINT_HEAP_PROBE_H

/// The bytes the process has in use on the heap, from glibc's `mallinfo2()`
/// (`uordblks + hblkhd`: arena chunks and `mmap`ed blocks, summed over all
/// arenas), or -1 where that is not available.
long long waypoint_heap_bytes_in_use(void);

#endif
