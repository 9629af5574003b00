/// Number formatting without Foundation.
enum Format {
    /// `value` with `decimals` digits after the point, such as `3.14`.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "nan" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(decimals - digits.count, 0)) + digits
        }
        return text
    }

    /// A duration in nanoseconds with a readable unit: `812 ns`, `12.3 µs`, `4.56 ms`.
    static func time(_ nanoseconds: Double?) -> String {
        guard let nanoseconds, nanoseconds.isFinite else { return "-" }
        switch nanoseconds {
        case ..<1_000: return fixed(nanoseconds, 0) + " ns"
        case ..<100_000: return fixed(nanoseconds / 1_000, 2) + " µs"
        case ..<1_000_000: return fixed(nanoseconds / 1_000, 1) + " µs"
        default: return fixed(nanoseconds / 1_000_000, 2) + " ms"
        }
    }

    /// A number for JSON: `null` when it is missing or not finite.
    static func json(_ value: Double?, _ decimals: Int) -> String {
        guard let value, value.isFinite else { return "null" }
        return fixed(value, decimals)
    }

    /// A string literal for JSON.
    static func json(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }

    /// `text` padded with spaces to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
