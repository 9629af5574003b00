import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input and output. Lines are written straight to the file
/// descriptors, unbuffered, so that a program reading `--jsonl` gets each
/// change as it happens.
@MainActor
enum Terminal {
    /// Whether the last line written to standard output was blank.
    private static var lastWasBlank = true

    static func out(_ line: String) {
        lastWasBlank = line.isEmpty
        write(line, to: .standardOutput)
    }

    /// The prompt, without a line break: the person types after it.
    static func prompt() {
        lastWasBlank = false
        write("waypoint› ", to: .standardOutput, newline: false)
    }

    /// A blank line on standard output, unless the last line was blank.
    static func blank() {
        if !lastWasBlank { out("") }
    }

    /// Text from the app, with its control characters (ESC, BEL, line breaks)
    /// drawn as `\u{1B}` rather than executed by the terminal.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    static func err(_ line: String) {
        write(line, to: .standardError)
    }

    /// Whether standard input is a terminal (a person typing) rather than a pipe.
    nonisolated static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 }

    /// Standard input as lines, read on a thread of its own so that the main
    /// actor stays free while nobody types. The stream finishes at the end of input.
    nonisolated static func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let reader = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }

    private nonisolated static func write(_ line: String, to handle: FileHandle, newline: Bool = true) {
        // A closed output (a reader that went away) is not the demo's failure.
        try? handle.write(contentsOf: Data((newline ? line + "\n" : line).utf8))
    }
}
