/// A text field of an alert: a name, a placeholder, the text it starts with,
/// and whether it hides what is typed.
///
/// The texts the user typed come back with the button the user tapped: the
/// button's value is made from them (see ``AlertButton/init(_:role:accessibilityLabel:answer:)``),
/// keyed by the fields' names.
///
/// ```swift
/// AlertContent(
///     title: "Rename",
///     fields: [AlertField("title", placeholder: "Title", text: todo.title)],
///     buttons: [
///         AlertButton("Rename") { texts in texts["title"] },
///         AlertButton("Cancel", role: .cancel, value: nil),
///     ]
/// )
/// ```
public struct AlertField: Sendable, Hashable, Codable {
    /// The field's name, unique in its alert: the key of its text in ``AlertTexts``.
    public var name: String
    /// The text shown while the field is empty.
    public var placeholder: String
    /// The text the field starts with. Snapshots leave it out (empty) for a
    /// secure field.
    public var text: String
    /// Whether the field hides what is typed (a password).
    public var isSecure: Bool
    /// What an assistive technology reads for the field; `nil` for the placeholder.
    public var accessibilityLabel: String?

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - name: the field's name, unique in its alert.
    ///   - placeholder: the text shown while the field is empty.
    ///   - text: the text the field starts with.
    ///   - isSecure: whether the field hides what is typed.
    ///   - accessibilityLabel: what an assistive technology reads for the field.
    public init(
        _ name: String,
        placeholder: String = "",
        text: String = "",
        isSecure: Bool = false,
        accessibilityLabel: String? = nil
    ) {
        self.name = name
        self.placeholder = placeholder
        self.text = text
        self.isSecure = isSecure
        self.accessibilityLabel = accessibilityLabel
    }
}
