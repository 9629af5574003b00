/// Cuts a byte stream into lines, at most `maxLength` bytes each, one line at
/// a time.
///
/// Bytes go in with ``append(_:)``; ``next()`` hands out the lines they
/// complete, one per call, each cut with the limit in force at that moment,
/// so a server can raise the limit after a client's handshake and apply it
/// from the next line on. A line longer than the limit is reported once as
/// ``Frame/tooLong`` and its bytes are skipped up to its newline, so a peer
/// that sends too much never makes the framer hold more than `maxLength`
/// bytes of a line (plus the bytes appended and not yet cut). Every byte is
/// looked at once. Lines are handed out as they are: blank lines and a `\r`
/// before the newline included.
///
/// ```swift
/// var framer = LineFramer(maxLength: 1_024)
/// framer.feed(Array("{\"v\":3}\n{\"v\"".utf8))   // [.line({"v":3})]
/// ```
package struct LineFramer: Sendable {
    /// What the framer found.
    package enum Frame: Sendable, Equatable {
        /// A complete line, without its newline.
        case line([UInt8])
        /// A line longer than the limit; its bytes are skipped.
        case tooLong
    }

    /// The longest line handed out, in bytes; a change applies from the line
    /// being read on.
    package var maxLength: Int
    /// Bytes appended and not cut yet, from `inputStart` on.
    private var input: [UInt8] = []
    private var inputStart = 0
    /// The start of the line being read.
    private var pending: [UInt8] = []
    /// Whether the rest of an over-long line is being skipped.
    private var skipping = false

    package init(maxLength: Int) {
        self.maxLength = maxLength
    }

    /// Whether part of a line is held, waiting for its end.
    package var holdsPartialLine: Bool { !pending.isEmpty || skipping }

    /// Whether appended bytes wait to be cut by ``next()``.
    package var holdsInput: Bool { inputStart < input.count }

    /// Takes bytes, to be cut by ``next()``.
    ///
    /// - Parameter bytes: the bytes read.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        if inputStart == input.count {
            input.removeAll(keepingCapacity: true)
            inputStart = 0
        }
        input.append(contentsOf: bytes)
    }

    /// The next line the appended bytes complete.
    ///
    /// - Returns: a line, or ``Frame/tooLong`` for an over-long one; `nil` once
    ///   the bytes appended are used up.
    package mutating func next() -> Frame? {
        while inputStart < input.count {
            let newline = input[inputStart...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? input.endIndex
            var overLong = false
            if !skipping {
                if pending.count + (end - inputStart) > maxLength {
                    pending.removeAll()
                    skipping = true
                    overLong = true
                } else {
                    pending.append(contentsOf: input[inputStart..<end])
                }
            }
            inputStart = newline.map { $0 + 1 } ?? input.endIndex
            if newline != nil, skipping {
                skipping = false
                if overLong { return .tooLong }
                continue
            }
            if overLong { return .tooLong }
            guard newline != nil else { break }
            defer { pending.removeAll(keepingCapacity: pending.count <= 4_096) }
            return .line(pending)
        }
        return nil
    }

    /// Takes bytes and returns every line they complete.
    ///
    /// - Parameter bytes: the bytes read.
    /// - Returns: the complete lines and over-long lines, in order.
    package mutating func feed(_ bytes: some Collection<UInt8>) -> [Frame] {
        append(bytes)
        var frames: [Frame] = []
        while let frame = next() { frames.append(frame) }
        return frames
    }
}
