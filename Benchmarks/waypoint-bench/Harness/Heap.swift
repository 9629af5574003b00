import HeapProbe

/// The bytes the process has allocated on the heap, where the platform says.
enum Heap {
    /// In-use heap bytes from glibc's `mallinfo2()` (`uordblks + hblkhd`: arena
    /// chunks and `mmap`ed blocks, summed over all arenas), read by the C target
    /// `HeapProbe`, or `nil` where that is not available.
    static func bytesInUse() -> Int? {
        let bytes = waypoint_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}
