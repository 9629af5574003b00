/// Cuts a byte stream into lines, at most `maxLength` bytes each.
///
/// A line longer than the limit is reported once as ``Frame/tooLong`` and its
/// bytes are skipped up to its newline, so a client that sends too much never
/// makes the inspector hold more than `maxLength` bytes for it. A `\r` before
/// the newline is dropped; blank lines are skipped.
///
/// ```swift
/// var framer = LineFramer(maxLength: 1_024)
/// framer.feed(Array("{\"v\":1}\n{\"v\"".utf8))   // [.line({"v":1})]
/// ```
struct LineFramer {
    /// What the framer found.
    enum Frame: Equatable {
        /// A complete line, without its line break.
        case line([UInt8])
        /// A line longer than the limit; its bytes are skipped.
        case tooLong
    }

    let maxLength: Int
    private var pending: [UInt8] = []
    private var skipping = false

    init(maxLength: Int) {
        self.maxLength = maxLength
    }

    /// Whether part of a line is held, waiting for its end.
    var holdsPartialLine: Bool { !pending.isEmpty || skipping }

    /// Takes bytes; returns the frames they complete.
    ///
    /// - Parameter bytes: the bytes read.
    /// - Returns: the complete lines and over-long lines, in order.
    mutating func feed(_ bytes: some Collection<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let chunk = rest[..<(newline ?? rest.endIndex)]
            if !skipping {
                if pending.count + chunk.count > maxLength + (newline == nil ? 0 : 1) {
                    frames.append(.tooLong)
                    pending.removeAll()
                    skipping = true
                } else {
                    pending.append(contentsOf: chunk)
                }
            }
            guard let newline else { break }
            if !skipping {
                if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
                if pending.count > maxLength {
                    frames.append(.tooLong)
                } else if !pending.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                    frames.append(.line(pending))
                }
            }
            pending.removeAll(keepingCapacity: pending.count <= 4_096)
            skipping = false
            rest = rest[rest.index(after: newline)...]
        }
        return frames
    }
}
