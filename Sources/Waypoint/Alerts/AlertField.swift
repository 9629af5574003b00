/// A text field of an alert: a name, a placeholder, the text it starts with,
/// whether it hides what is typed, and how the user types in it: its
/// keyboard, its content type and its capitalization.
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
///
/// The keyboard, content type and capitalization are modifiers that return a
/// copy, so that a field reads as one expression:
///
/// ```swift
/// AlertField("email", placeholder: "Email")
///     .keyboard(.emailAddress)
///     .contentType(.emailAddress)
///     .capitalization(.none)
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
    /// The keyboard the field asks for; ``AlertKeyboard/default`` unless it
    /// says otherwise.
    public var keyboard: AlertKeyboard = .default
    /// What the field holds, for AutoFill to suggest it; `nil` for nothing
    /// in particular.
    public var contentType: AlertContentType?
    /// Which letters are capitalized as the user types;
    /// ``AlertCapitalization/sentences`` unless it says otherwise.
    public var capitalization: AlertCapitalization = .sentences

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

    /// The field with another keyboard.
    ///
    /// ```swift
    /// AlertField("code", placeholder: "Code").keyboard(.numberPad)
    /// ```
    ///
    /// - Parameter keyboard: the keyboard to ask for.
    /// - Returns: a copy of the field with that keyboard.
    public func keyboard(_ keyboard: AlertKeyboard) -> AlertField {
        var field = self
        field.keyboard = keyboard
        return field
    }

    /// The field with a content type, for AutoFill.
    ///
    /// ```swift
    /// AlertField("code", placeholder: "Code").contentType(.oneTimeCode)
    /// ```
    ///
    /// - Parameter contentType: what the field holds; `nil` for nothing in particular.
    /// - Returns: a copy of the field with that content type.
    public func contentType(_ contentType: AlertContentType?) -> AlertField {
        var field = self
        field.contentType = contentType
        return field
    }

    /// The field with another capitalization.
    ///
    /// ```swift
    /// AlertField("name", placeholder: "Name").capitalization(.words)
    /// ```
    ///
    /// - Parameter capitalization: which letters to capitalize as the user types.
    /// - Returns: a copy of the field with that capitalization.
    public func capitalization(_ capitalization: AlertCapitalization) -> AlertField {
        var field = self
        field.capitalization = capitalization
        return field
    }
}

extension AlertField {
    /// What a drawing says of how the user types in the field, where it is
    /// not the default: `keyboard numberPad`, `content oneTimeCode`,
    /// `capitalization none`.
    package var inputNotes: [String] {
        var notes: [String] = []
        if keyboard != .default { notes.append("keyboard \(keyboard)") }
        if let contentType { notes.append("content \(contentType)") }
        if capitalization != .sentences { notes.append("capitalization \(capitalization)") }
        return notes
    }
}
