// A field encodes every property; decoding takes data from before a field
// had a keyboard, a content type or a capitalization (the inspector's
// clients, saved snapshots), each missing one at its default.
extension AlertField {
    private enum CodingKeys: String, CodingKey {
        case name, placeholder, text, isSecure, accessibilityLabel, keyboard, contentType, capitalization
    }

    /// Decodes a field; a missing keyboard, content type or capitalization
    /// takes its default (data written before fields had them).
    ///
    /// - Parameter decoder: the decoder.
    /// - Throws: `DecodingError` if a name, placeholder, text or `isSecure` is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            placeholder: try container.decode(String.self, forKey: .placeholder),
            text: try container.decode(String.self, forKey: .text),
            isSecure: try container.decode(Bool.self, forKey: .isSecure),
            accessibilityLabel: try container.decodeIfPresent(String.self, forKey: .accessibilityLabel)
        )
        keyboard = try container.decodeIfPresent(AlertKeyboard.self, forKey: .keyboard) ?? .default
        contentType = try container.decodeIfPresent(AlertContentType.self, forKey: .contentType)
        capitalization = try container.decodeIfPresent(AlertCapitalization.self, forKey: .capitalization) ?? .sentences
    }

    /// Encodes every property of the field.
    ///
    /// - Parameter encoder: the encoder.
    /// - Throws: what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(placeholder, forKey: .placeholder)
        try container.encode(text, forKey: .text)
        try container.encode(isSecure, forKey: .isSecure)
        try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try container.encode(keyboard, forKey: .keyboard)
        try container.encodeIfPresent(contentType, forKey: .contentType)
        try container.encode(capitalization, forKey: .capitalization)
    }
}
