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

    /// Writes a JSON line (`--jsonl`) to standard output, with the C1
    /// controls (U+0080–U+009F) and DEL written as JSON's `\u` escapes: a
    /// program reads the same line, and a terminal shows it rather than act
    /// on it (U+009B is a CSI, as ESC [ is). JSON escapes the C0 controls
    /// already, and holds none outside its strings.
    static func json(_ line: String) {
        out(line.escapingC1Controls)
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

extension String {
    /// The JSON text with DEL and the C1 controls as `\u` escapes (`\u009b`).
    fileprivate var escapingC1Controls: String {
        guard unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                escaped.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
