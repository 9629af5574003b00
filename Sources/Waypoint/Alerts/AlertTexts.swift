/// The texts of an alert's fields when the user tapped a button, by field name.
///
/// A field the answer did not mention keeps the text it started with; reading
/// a name the alert has no field for gives an empty string.
///
/// ```swift
/// AlertButton("Sign in") { texts in Credentials(user: texts["user"], password: texts["password"]) }
/// ```
public struct AlertTexts: Sendable, Hashable {
    /// Every field's text, by the field's name.
    public let values: [String: String]

    /// Creates texts, for tests and custom alert descriptions.
    ///
    /// - Parameter values: the texts by field name.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The text of a field, or an empty string if the alert has no such field.
    ///
    /// - Parameter name: the field's ``AlertField/name``.
    /// - Returns: what the field holds.
    public subscript(name: String) -> String {
        values[name] ?? ""
    }
}
