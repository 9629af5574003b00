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

    /// Reads a line (without its newline), saying which field is wrong when
    /// it cannot.
    ///
    /// - Parameters:
    ///   - type: the type to read.
    ///   - line: the line's bytes.
    /// - Returns: the value, or a readable reason naming the field.
    func decodeReporting<Value: Decodable>(_ type: Value.Type, from line: [UInt8]) -> Result<Value, DecodingProblem> {
        do {
            return .success(try decoder.decode(type, from: Data(line)))
        } catch let error as DecodingError {
            return .failure(DecodingProblem(error))
        } catch {
            return .failure(DecodingProblem(reason: "the line does not decode"))
        }
    }
}

/// Why a line did not decode, for people: the field and what is wrong with it.
struct DecodingProblem: Error {
    let reason: String

    init(reason: String) {
        self.reason = reason
    }

    init(_ error: DecodingError) {
        func path(_ context: DecodingError.Context, _ last: (any CodingKey)? = nil) -> String {
            let keys = context.codingPath + (last.map { [$0] } ?? [])
            return keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            reason = "\"\(path(context))\" is not of the type it needs (\(type))"
        case .valueNotFound(let type, let context):
            reason = "\"\(path(context))\" is missing or null (it needs \(type))"
        case .keyNotFound(let key, let context):
            reason = "\"\(path(context, key))\" is missing"
        case .dataCorrupted(let context):
            reason = "\"\(path(context))\" is not valid: \(context.debugDescription)"
        @unknown default:
            reason = "the line does not decode"
        }
    }
}
