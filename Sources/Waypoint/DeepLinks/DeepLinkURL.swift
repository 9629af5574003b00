/// A URL taken apart for matching: its scheme, its segments (the host first,
/// then the path) and its query items, all percent-decoded.
///
/// Parsing is strict and total: any input yields a value or a typed error.
struct DeepLinkURL: Sendable, Hashable {
    var scheme: String
    var segments: [String]
    var query: [(name: String, value: String)]

    static func == (lhs: DeepLinkURL, rhs: DeepLinkURL) -> Bool {
        lhs.scheme == rhs.scheme && lhs.segments == rhs.segments
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(segments)
    }

    init(parsing text: String, maxLength: Int) throws(DeepLinkError) {
        guard text.utf8.count <= maxLength else {
            throw DeepLinkError(.tooLong, part: String(text.prefix(32)) + "…", "longer than \(maxLength) bytes")
        }
        // A printable ASCII character is one byte from 0x21 to 0x7E; a space, a
        // control or a non-ASCII character has a byte outside.
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw DeepLinkError(
                .malformedURL,
                part: String(text.prefix(64)),
                "contains a space, a control or a non-ASCII character; percent-encode it"
            )
        }
        // From here the text is ASCII: a byte is a character, and the text is
        // taken apart byte by byte (its views share their indices).
        let whole = text[...]
        guard let separator = Self.firstRange(of: "://", in: whole) else {
            throw DeepLinkError(.malformedURL, part: text, "has no scheme (expected scheme://host/path)")
        }
        let scheme = whole[..<separator.lowerBound]
        guard let first = scheme.utf8.first, Self.isLetter(first),
            scheme.utf8.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || Self.isSchemeMark($0) })
        else {
            throw DeepLinkError(.malformedURL, part: scheme.isEmpty ? text : String(scheme), "has no valid scheme")
        }
        var rest = whole[separator.upperBound...]
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            queryText = rest[rest.utf8.index(after: mark)...]
            rest = rest[..<mark]
        }
        var rawSegments = Self.split(rest, at: UInt8(ascii: "/"))
        if rawSegments.count > 1, rawSegments.last?.isEmpty == true { rawSegments.removeLast() }  // a trailing slash
        guard let host = rawSegments.first, !host.isEmpty else {
            throw DeepLinkError(.malformedURL, part: text, "has no host")
        }
        var segments: [String] = []
        segments.reserveCapacity(rawSegments.count)
        for raw in rawSegments {
            guard !raw.isEmpty else {
                throw DeepLinkError(.malformedURL, part: String(rest), "has an empty path segment")
            }
            segments.append(try Self.decode(raw))
        }
        var query: [(String, String)] = []
        for item in Self.split(queryText, at: UInt8(ascii: "&")) where !item.isEmpty {
            let (rawName, rawValue) = Self.splitFirst(item, at: UInt8(ascii: "="))
            let name = try Self.decode(rawName)
            guard !name.isEmpty else {
                throw DeepLinkError(.malformedURL, part: String(item), "has a query item without a name")
            }
            query.append((name, try rawValue.map(Self.decode) ?? ""))
        }
        self.scheme = scheme.lowercased()
        self.segments = segments
        self.query = query
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isSchemeMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The first occurrence of an ASCII `pattern` in ASCII `text`.
    private static func firstRange(of pattern: StaticString, in text: Substring) -> Range<String.Index>? {
        let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        let bytes = text.utf8
        var start = bytes.startIndex
        while start != bytes.endIndex {
            var (index, matched) = (start, 0)
            while matched < needle.count, index != bytes.endIndex, bytes[index] == needle[matched] {
                (index, matched) = (bytes.index(after: index), matched + 1)
            }
            if matched == needle.count { return start..<index }
            start = bytes.index(after: start)
        }
        return nil
    }

    /// The parts of ASCII `text` between the separators, empty ones included.
    private static func split(_ text: Substring, at separator: UInt8) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var index = text.utf8.startIndex
        while index != text.utf8.endIndex {
            if text.utf8[index] == separator {
                parts.append(text[start..<index])
                start = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// ASCII `text` before its first separator, and what follows it if there is one.
    private static func splitFirst(_ text: Substring, at separator: UInt8) -> (Substring, Substring?) {
        guard let index = text.utf8.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.utf8.index(after: index)...])
    }

    /// Decodes `%XX` escapes; the result must be valid UTF-8.
    static func decode(_ text: Substring) throws(DeepLinkError) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw DeepLinkError(.malformedURL, part: String(text), "has a bad percent-encoding")
            }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else {  // decoding repaired invalid UTF-8
            throw DeepLinkError(.malformedURL, part: String(text), "does not decode to UTF-8")
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
