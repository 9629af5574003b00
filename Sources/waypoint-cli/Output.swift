import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, written at once, unbuffered: a program reading
/// `--jsonl` gets each line as it comes. At a terminal, a prompt waits at the
/// bottom and is redrawn under whatever is written.
@MainActor
enum Output {
    /// Whether the prompt is on screen, with nothing typed after it.
    private static var promptShown = false

    /// Whether a person types the commands (standard input is a terminal).
    static let isInteractive = isatty(STDIN_FILENO) == 1

    static func out(_ line: String) {
        write(line + "\n", to: .standardOutput)
    }

    static func err(_ line: String) {
        write(line + "\n", to: .standardError)
    }

    /// Shows the prompt, at a terminal only.
    static func prompt() {
        guard isInteractive, !promptShown else { return }
        write("waypoint› ", to: .standardOutput)
        promptShown = true
    }

    /// The person pressed Enter after the prompt: the cursor is on a new line.
    static func typed() {
        promptShown = false
    }

    private static func write(_ text: String, to handle: FileHandle) {
        if promptShown {
            promptShown = false
            // Back to the start of the prompt's line, and clear it.
            try? FileHandle.standardOutput.write(contentsOf: Data("\r\u{1B}[K".utf8))
        }
        try? handle.write(contentsOf: Data(text.utf8))
    }
}
