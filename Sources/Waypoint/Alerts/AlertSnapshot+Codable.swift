// A button's snapshot encodes every property; decoding takes data from
// before buttons had conditions or a preferred one (the inspector's clients,
// saved snapshots): a button without them is always enabled, not preferred.
extension AlertSnapshot.Button {
    private enum CodingKeys: String, CodingKey {
        case label, role, accessibilityLabel, enabledWhen, isPreferred
    }

    /// Decodes a button's snapshot; a missing condition or preference takes
    /// its default (data written before buttons had them).
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` if the label is missing, or for a condition
    ///   this version does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            label: try container.decode(String.self, forKey: .label),
            role: try container.decodeIfPresent(AlertRole.self, forKey: .role),
            accessibilityLabel: try container.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        )
        enabledWhen = try container.decodeIfPresent(AlertCondition.self, forKey: .enabledWhen)
        isPreferred = try container.decodeIfPresent(Bool.self, forKey: .isPreferred) ?? false
    }

    /// Encodes every property of the button's snapshot; a condition only if
    /// it has one.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(label, forKey: .label)
        try container.encodeIfPresent(role, forKey: .role)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encodeIfPresent(enabledWhen, forKey: .enabledWhen)
        try container.encode(isPreferred, forKey: .isPreferred)
    }
}
