#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error and the exit status, without Foundation.
enum Console {
    /// Writes a line to standard error, for progress that must not mix with `--json`.
    static func progress(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
        }
    }

    /// Ends the process with a status.
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
