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
        for scalar in text.unicodeScalars where scalar.value <= 0x20 || scalar.value >= 0x7F {
            throw DeepLinkError(
                .malformedURL,
                part: String(text.prefix(64)),
                "contains a space, a control or a non-ASCII character; percent-encode it"
            )
        }
        guard let separator = text.firstRange(of: "://") else {
            throw DeepLinkError(.malformedURL, part: text, "has no scheme (expected scheme://host/path)")
        }
        let scheme = String(text[..<separator.lowerBound])
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        else {
            throw DeepLinkError(.malformedURL, part: scheme.isEmpty ? text : scheme, "has no valid scheme")
        }
        var rest = text[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var queryText: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var rawSegments = rest.split(separator: "/", omittingEmptySubsequences: false)
        if rawSegments.count > 1, rawSegments.last?.isEmpty == true { rawSegments.removeLast() }  // a trailing slash
        guard let host = rawSegments.first, !host.isEmpty else {
            throw DeepLinkError(.malformedURL, part: text, "has no host")
        }
        var segments: [String] = []
        for raw in rawSegments {
            guard !raw.isEmpty else {
                throw DeepLinkError(.malformedURL, part: String(rest), "has an empty path segment")
            }
            segments.append(try Self.decode(raw))
        }
        var query: [(String, String)] = []
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(pair[0])
            guard !name.isEmpty else {
                throw DeepLinkError(.malformedURL, part: String(item), "has a query item without a name")
            }
            query.append((name, pair.count > 1 ? try Self.decode(pair[1]) : ""))
        }
        self.scheme = scheme.lowercased()
        self.segments = segments
        self.query = query
    }

    /// Decodes `%XX` escapes; the result must be valid UTF-8.
    static func decode(_ text: Substring) throws(DeepLinkError) -> String {
        guard text.contains("%") else { return String(text) }
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
