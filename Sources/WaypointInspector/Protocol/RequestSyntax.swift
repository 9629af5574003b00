/// Checks a client's line as strictly as <doc:InspectorProtocol> says, before
/// it is decoded: one JSON text (RFC 8259) in UTF-8 whose value is an object,
/// with unique member names in every object and whole numbers only.
///
/// Foundation's `JSONDecoder` is lenient where the protocol is not: it takes
/// UTF-16 and a byte order mark, `1.0` for an integer, and a repeated key. A
/// line it would take that this check refuses is answered as a bad request.
/// The check also finds the line's top-level `id`, so that a refused command
/// can be answered with it.
///
/// It reads the bytes once, without recursion (an explicit stack, at most
/// ``maxDepth`` deep), so a long or deeply nested line costs time in
/// proportion to its length and no stack.
///
/// ```swift
/// RequestSyntax.check(Array(#"{"v":3,"type":"open","id":3,"url":7}"#.utf8))   // .valid(id: 3)
/// RequestSyntax.check(Array(#"{"v":3.0,"id":3}"#.utf8))   // .invalid("…", id: 3)
/// RequestSyntax.check(Array("{".utf8))                       // .malformed("…")
/// ```
enum RequestSyntax: Equatable {
    /// One JSON object, as strict as the protocol says; `id` is its top-level
    /// `id` when that is an integer.
    case valid(id: Int?)
    /// Well-formed JSON that the protocol refuses (not an object, a repeated
    /// name, a number with a fraction or an exponent); `id` as for `valid`.
    case invalid(String, id: Int?)
    /// Not one JSON text in UTF-8.
    case malformed(String)

    /// The deepest nesting of objects and arrays read.
    static let maxDepth = 512

    /// Checks a line, without its line break.
    ///
    /// - Parameter line: the line's bytes.
    /// - Returns: what the line is.
    static func check(_ line: [UInt8]) -> RequestSyntax {
        var scanner = Scanner(bytes: line)
        do throws(Scanner.Failure) {
            try scanner.scan()
        } catch {
            return .malformed(error.reason)
        }
        let id = scanner.idCount == 1 ? scanner.id : nil
        if let problem = scanner.problem { return .invalid(problem, id: id) }
        return .valid(id: id)
    }
}

/// The reading of one line.
private struct Scanner {
    struct Failure: Error {
        let reason: String
    }

    private enum Container {
        case object(names: Set<[UInt8]>)
        case array

        var isObject: Bool {
            if case .object = self { return true }
            return false
        }
    }

    let bytes: [UInt8]
    private var index = 0
    private var stack: [Container] = []
    /// The first thing the protocol refuses in well-formed JSON.
    private(set) var problem: String?
    /// How many top-level members are named `id`, and the value of the last
    /// one if it is an integer.
    private(set) var idCount = 0
    private(set) var id: Int?
    /// Whether the next value is a top-level `id`.
    private var readingID = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func scan() throws(Failure) {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else {
            if index == bytes.count { throw Failure(reason: "the line is blank") }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw Failure(reason: "a byte order mark starts the line") }
            // Read it anyway, to tell malformed JSON from another value.
            try value()
            skipWhitespace()
            guard index == bytes.count else { throw Failure(reason: "more follows the JSON value") }
            note("a request is a JSON object")
            return
        }
        try value()
        skipWhitespace()
        guard index == bytes.count else { throw Failure(reason: "more follows the JSON object at byte \(index)") }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func note(_ text: String) {
        if problem == nil { problem = text }
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private func failure(_ what: String) -> Failure {
        Failure(reason: "\(what) at byte \(index)")
    }

    /// Reads one value, and every value nested in it.
    private mutating func value() throws(Failure) {
        var expectingValue = true
        while true {
            if expectingValue {
                skipWhitespace()
                let isID = readingID
                readingID = false
                if isID { id = nil }
                guard let byte = peek else { throw failure("a value is missing") }
                switch byte {
                case UInt8(ascii: "{"):
                    try open(.object(names: []))
                    skipWhitespace()
                    if peek == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                    } else {
                        try memberName()
                        continue
                    }
                case UInt8(ascii: "["):
                    try open(.array)
                    skipWhitespace()
                    if peek == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                    } else {
                        continue
                    }
                case UInt8(ascii: "\""):
                    _ = try string(keeping: false)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let number = try self.number()
                    if isID { id = number }
                case UInt8(ascii: "t"): try literal("true")
                case UInt8(ascii: "f"): try literal("false")
                case UInt8(ascii: "n"): try literal("null")
                default: throw failure("not a JSON value")
                }
            }
            // A value ended: go on in its container.
            guard let container = stack.last else { return }
            skipWhitespace()
            switch (container, peek) {
            case (.object, UInt8(ascii: ",")?):
                index += 1
                skipWhitespace()
                try memberName()
                expectingValue = true
            case (.object, UInt8(ascii: "}")?), (.array, UInt8(ascii: "]")?):
                index += 1
                stack.removeLast()
                expectingValue = false
            case (.array, UInt8(ascii: ",")?):
                index += 1
                expectingValue = true
            default:
                throw failure("a comma or the end of the \(container.isObject ? "object" : "array") is missing")
            }
        }
    }

    private mutating func open(_ container: Container) throws(Failure) {
        guard stack.count < RequestSyntax.maxDepth else {
            throw failure("objects and arrays nest deeper than \(RequestSyntax.maxDepth)")
        }
        index += 1
        stack.append(container)
    }

    /// Reads a member's name and its colon; notes a name seen before in the
    /// same object.
    private mutating func memberName() throws(Failure) {
        guard peek == UInt8(ascii: "\"") else { throw failure("a member name is missing") }
        let name = try string(keeping: true)
        guard case .object(var names) = stack.removeLast() else { throw failure("a member outside an object") }
        if !names.insert(name).inserted {
            note("the name \"\(String(decoding: name, as: UTF8.self))\" appears twice in one object")
        }
        stack.append(.object(names: names))
        if stack.count == 1, name == Array("id".utf8) {
            idCount += 1
            readingID = true
        }
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw failure("a colon is missing") }
        index += 1
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = word.utf8
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw failure("not a JSON value") }
        index += expected.count
    }

    /// Reads a number; notes one with a fraction or an exponent.
    ///
    /// - Returns: its value, when it is an integer that fits an `Int`.
    private mutating func number() throws(Failure) -> Int? {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { throw failure("a number needs a digit") }
        index += 1
        if first != UInt8(ascii: "0") {
            while let byte = peek, isDigit(byte) { index += 1 }
        }
        let integerEnd = index
        var whole = true
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let byte = peek, isDigit(byte) else { throw failure("a fraction needs a digit") }
            while let byte = peek, isDigit(byte) { index += 1 }
            whole = false
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, isDigit(byte) else { throw failure("an exponent needs a digit") }
            while let byte = peek, isDigit(byte) { index += 1 }
            whole = false
        }
        guard whole else {
            note("numbers in requests are whole numbers without a fraction or an exponent")
            return nil
        }
        return Int(String(decoding: bytes[start..<integerEnd], as: UTF8.self))
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Reads a string: escapes and UTF-8 checked, no control characters.
    ///
    /// - Parameter keeping: whether to return the string's bytes, escapes read.
    /// - Returns: its UTF-8 bytes when `keeping`, else nothing.
    private mutating func string(keeping: Bool) throws(Failure) -> [UInt8] {
        index += 1
        var kept: [UInt8] = []
        while true {
            guard let byte = peek else { throw failure("a string does not end") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return kept
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek else { throw failure("a string does not end") }
                index += 1
                let simple: UInt8? =
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
                    case UInt8(ascii: "b"): 0x08
                    case UInt8(ascii: "f"): 0x0C
                    case UInt8(ascii: "n"): 0x0A
                    case UInt8(ascii: "r"): 0x0D
                    case UInt8(ascii: "t"): 0x09
                    default: nil
                    }
                if let simple {
                    if keeping { kept.append(simple) }
                } else if escaped == UInt8(ascii: "u") {
                    let scalar = try escapedScalar()
                    if keeping { kept += Array(String(Character(scalar)).utf8) }
                } else {
                    throw failure("an unknown escape")
                }
            case 0x00..<0x20:
                throw failure("a control character in a string")
            case 0x00..<0x80:
                index += 1
                if keeping { kept.append(byte) }
            default:
                let length = try utf8Sequence()
                if keeping { kept += bytes[index..<index + length] }
                index += length
            }
        }
    }

    /// Reads the hexadecimal digits of `\u` (and of a second `\u` for a
    /// surrogate pair), after the `u`.
    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let first = try hexUnit()
        switch first {
        case 0xD800...0xDBFF:
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("a lone surrogate in an escape") }
            index += 2
            let second = try hexUnit()
            guard (0xDC00...0xDFFF).contains(second) else { throw failure("a lone surrogate in an escape") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw failure("a bad escape") }
            return scalar
        case 0xDC00...0xDFFF:
            throw failure("a lone surrogate in an escape")
        default:
            guard let scalar = Unicode.Scalar(first) else { throw failure("a bad escape") }
            return scalar
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("an escape needs four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("an escape needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index` (The Unicode
    /// Standard, table 3-7): no overlong forms, no surrogates, nothing past
    /// U+10FFFF.
    private func utf8Sequence() throws(Failure) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: throw failure("not UTF-8")
        }
        guard bytes.count - index >= length, second.contains(bytes[index + 1]),
            bytes[index + 2..<index + length].allSatisfy({ (0x80...0xBF).contains($0) })
        else { throw failure("not UTF-8") }
        return length
    }
}
