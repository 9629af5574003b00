/// The stable identity of one entry in a coordinator's stack.
///
/// An id is unique within its navigation tree and never reused there, so a front
/// end can name an entry in an intent and a stale intent (about an entry already
/// gone) can be told apart from a current one. A flow that joins another tree (a
/// coordinator shown by a parent) gets new ids for the entries it already had.
public struct EntryID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The raw value; within a tree, ids increase in the order entries are
    /// created or adopted.
    public let rawValue: UInt64

    /// Creates an id from a raw value, for decoding and tests.
    ///
    /// - Parameter rawValue: the raw value.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Orders ids by creation within a tree: an entry made (or, for a flow that
    /// joined the tree, adopted) earlier has a smaller id.
    ///
    /// - Parameters:
    ///   - lhs: an id.
    ///   - rhs: another id.
    /// - Returns: `true` if `lhs` was created before `rhs`.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The id as `#42`, as snapshots print it.
    public var description: String { "#\(rawValue)" }

    /// Reads an id encoded as a single number.
    ///
    /// - Parameter decoder: the decoder to read from.
    /// - Throws: the decoder's error if the value is not an unsigned integer.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    /// Writes the id as a single number.
    ///
    /// - Parameter encoder: the encoder to write to.
    /// - Throws: the encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
