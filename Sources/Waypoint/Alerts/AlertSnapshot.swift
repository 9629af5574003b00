/// What an alert or confirmation dialog shows, as plain data: its title,
/// message, text fields and buttons (labels and roles, never their values).
///
/// An alert's ``EntrySnapshot/alert``: a front end draws it from this, a test
/// or the demo taps its buttons by label.
///
/// ```swift
/// if let alert = app.navigation.snapshot.alerts.first?.alert {
///     print(alert.title, alert.buttons.map(\.label))
/// }
/// ```
public struct AlertSnapshot: Sendable, Hashable, Codable {
    /// One button, as plain data.
    public struct Button: Sendable, Hashable, Codable {
        /// The label, unique in its alert.
        public var label: String
        /// `.cancel`, `.destructive`, or `nil` for neither.
        public var role: AlertRole?
        /// What an assistive technology reads; `nil` for the label.
        public var accessibilityLabel: String?

        /// Creates a button's snapshot.
        ///
        /// - Parameters:
        ///   - label: the label.
        ///   - role: the role, if any.
        ///   - accessibilityLabel: what an assistive technology reads, if not the label.
        public init(label: String, role: AlertRole? = nil, accessibilityLabel: String? = nil) {
            self.label = label
            self.role = role
            self.accessibilityLabel = accessibilityLabel
        }
    }

    /// The title; empty for none.
    public var title: String
    /// The message below the title, if any.
    public var message: String?
    /// The text fields, in order; a secure field's ``AlertField/text`` is empty.
    public var fields: [AlertField]
    /// The buttons, in order.
    public var buttons: [Button]

    /// Creates an alert's snapshot, for tests, custom front ends and your own
    /// ``AlertDescribing`` types.
    ///
    /// - Parameters:
    ///   - title: the title; empty for none.
    ///   - message: the message, if any.
    ///   - fields: the text fields.
    ///   - buttons: the buttons.
    public init(title: String, message: String? = nil, fields: [AlertField] = [], buttons: [Button]) {
        self.title = title
        self.message = message
        self.fields = fields
        self.buttons = buttons
    }

    /// The button with this label, if any.
    ///
    /// - Parameter label: a button's label.
    /// - Returns: the button, or `nil`.
    public func button(_ label: String) -> Button? {
        buttons.first { $0.label == label }
    }

    /// The cancel button, if the alert has one.
    public var cancelButton: Button? {
        buttons.first { $0.role == .cancel }
    }

    /// What makes the alert impossible to show, or `nil` if it can be shown:
    /// no buttons, several cancel buttons, two buttons with one label, two
    /// fields with one name.
    public var problem: String? {
        if buttons.isEmpty { return "an alert needs at least one button" }
        if buttons.count(where: { $0.role == .cancel }) > 1 { return "an alert has at most one cancel button" }
        if Set(buttons.map(\.label)).count != buttons.count { return "two buttons of an alert have the same label" }
        if Set(fields.map(\.name)).count != fields.count { return "two fields of an alert have the same name" }
        return nil
    }

    /// The texts of an answer: each field's starting text, replaced by those
    /// given.
    ///
    /// - Parameter given: texts by field name.
    /// - Returns: every field's text, or the name of a field the alert does not have.
    func texts(_ given: [String: String]) -> Result<AlertTexts, UnknownField> {
        var values: [String: String] = [:]
        for field in fields { values[field.name] = field.text }
        for (name, text) in given {
            guard values[name] != nil else { return .failure(UnknownField(name: name)) }
            values[name] = text
        }
        return .success(AlertTexts(values))
    }

    /// A field name an answer gave that the alert does not have.
    struct UnknownField: Error {
        let name: String
    }
}
