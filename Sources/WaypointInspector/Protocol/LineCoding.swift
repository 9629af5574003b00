import Foundation

/// Encodes and decodes the protocol's lines: one JSON object per line, keys
/// sorted, slashes unescaped, ending in `\n`.
///
/// Not `Sendable`: each thread keeps its own.
package struct LineCoding {
    private let encoder: JSONEncoder
    private let decoder = JSONDecoder()

    package init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// A value as one line, newline included.
    ///
    /// - Parameter value: the value.
    /// - Returns: its JSON and `\n`; `nil` if it cannot be encoded.
    package func line(_ value: some Encodable) -> [UInt8]? {
        guard var bytes = try? encoder.encode(value) else { return nil }
        bytes.append(UInt8(ascii: "\n"))
        return [UInt8](bytes)
    }

    /// Reads a line (without its newline).
    ///
    /// - Parameters:
    ///   - type: the type to read.
    ///   - line: the line's bytes.
    /// - Returns: the value, or `nil` if the line is not one.
    package func decode<Value: Decodable>(_ type: Value.Type, from line: some Collection<UInt8>) -> Value? {
        try? decoder.decode(type, from: Data(line))
    }
}
