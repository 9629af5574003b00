import Foundation

/// Standard output and error, written at once, unbuffered: a program reading
/// `--jsonl` gets each line as it comes.
enum Output {
    static func out(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }

    static func err(_ line: String) {
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}
