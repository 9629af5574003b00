#if canImport(Glibc)
import Glibc
#endif

/// The bytes the process has allocated on the heap, where the platform says.
enum Heap {
    /// In-use heap bytes from glibc's `mallinfo2()` (`uordblks + hblkhd`: arena
    /// chunks and `mmap`ed blocks, summed over all arenas), or `nil` where that is
    /// not available.
    static func bytesInUse() -> Int? {
        #if canImport(Glibc)
        // `<malloc.h>` is not part of the Glibc module, so `mallinfo2` is looked up
        // by name. It returns `struct mallinfo2`, ten `size_t` fields (80 bytes).
        // Both x86-64 and AArch64 return aggregates over 16 bytes through a
        // caller-provided buffer, so declaring the return as the larger imported
        // `struct rusage` (144 bytes, all integers) gives the callee a big enough
        // buffer; only its first 80 bytes are read.
        guard MemoryLayout<rusage>.size >= 10 * MemoryLayout<Int>.size,
            let handle = dlopen(nil, RTLD_NOW)
        else { return nil }
        defer { dlclose(handle) }
        guard let symbol = dlsym(handle, "mallinfo2") else { return nil }
        let mallinfo2 = unsafeBitCast(symbol, to: (@convention(c) () -> rusage).self)
        let info = mallinfo2()
        return withUnsafeBytes(of: info) { fields in
            let hblkhd = fields.load(fromByteOffset: 4 * MemoryLayout<Int>.size, as: Int.self)
            let uordblks = fields.load(fromByteOffset: 7 * MemoryLayout<Int>.size, as: Int.self)
            return uordblks + hblkhd
        }
        #else
        return nil
        #endif
    }
}
