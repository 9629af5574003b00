/// What an alert or confirmation dialog shows, as plain data: its title,
/// message, text fields and buttons (labels, roles, conditions and which one
/// is preferred, never their values).
///
/// An alert's ``EntrySnapshot/alert``: a front end draws it from this, a test
/// or the demo taps its buttons by label.
///
/// ```swift
/// if let alert = app.navigation.snapshot.alerts.first?.alert {
///     print(alert.title, alert.buttons.map(\.label))
/// }
/// ```
///
/// A front end draws a button disabled while ``isEnabled(_:texts:)`` is
/// false for what the user typed so far, and asks again as the user types.
public struct AlertSnapshot: Sendable, Hashable, Codable {
    /// One button, as plain data.
    public struct Button: Sendable, Hashable, Codable {
        /// The label, unique in its alert.
        public var label: String
        /// `.cancel`, `.destructive`, or `nil` for neither.
        public var role: AlertRole?
        /// What an assistive technology reads; `nil` for the label.
        public var accessibilityLabel: String?
        /// When it can be tapped; `nil` for always (``AlertButton/enabledWhen``).
        public var enabledWhen: AlertCondition?
        /// Whether it is the alert's preferred button (``AlertButton/isPreferred``).
        public var isPreferred = false

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

    /// The preferred button, if the alert has one.
    public var preferredButton: Button? {
        buttons.first { $0.isPreferred }
    }

    /// The texts the fields show once the user typed these: each field's
    /// text as this snapshot has it (a secure field's empty), replaced by
    /// what was typed in it. A name the alert has no field for is left out.
    ///
    /// - Parameter typed: what the user typed, by field name.
    /// - Returns: every field's text.
    public func texts(typed: [String: String]) -> AlertTexts {
        var values: [String: String] = [:]
        for field in fields { values[field.name] = typed[field.name] ?? field.text }
        return AlertTexts(values)
    }

    /// Whether the button with this label can be tapped once the user typed
    /// these texts: it has no condition (``Button/enabledWhen``), or its
    /// condition holds for ``texts(typed:)``.
    ///
    /// A front end draws the button disabled while this is false, and asks
    /// again as the user types; every front end refuses a tap on it then,
    /// and the core refuses the answer (``NavigationError/Code/buttonDisabled``).
    ///
    /// ```swift
    /// alert.isEnabled("Create")                               // false: the name is empty
    /// alert.isEnabled("Create", texts: ["name": "Groceries"])  // true
    /// ```
    ///
    /// - Parameters:
    ///   - label: a button's label.
    ///   - typed: what the user typed, by field name; a field left out shows
    ///     the text it started with.
    /// - Returns: whether the button can be tapped; `false` if the alert has
    ///   no button with that label.
    public func isEnabled(_ label: String, texts typed: [String: String] = [:]) -> Bool {
        guard let button = button(label) else { return false }
        return button.enabledWhen?.isMet(by: texts(typed: typed)) ?? true
    }

    /// The error for an answer that names a button disabled for these texts
    /// (``NavigationError/Code/buttonDisabled``), or `nil`: the core and the
    /// inspector refuse it alike.
    ///
    /// - Parameters:
    ///   - label: the chosen button's label.
    ///   - typed: the texts the answer gives, by field name.
    ///   - route: the alert's route, for the message.
    /// - Returns: the error, or `nil` if the button is enabled or the alert lacks it.
    package func disabledError(choosing label: String, texts typed: [String: String], route: String)
        -> NavigationError?
    {
        guard let condition = button(label)?.enabledWhen, !condition.isMet(by: texts(typed: typed)) else {
            return nil
        }
        return NavigationError(
            .buttonDisabled, "the button '\(label)' of the alert '\(route)' is disabled until \(condition)")
    }

    /// What makes the alert impossible to show, or `nil` if it can be shown:
    /// no buttons, several cancel buttons, two buttons with one label, two
    /// fields with one name, several preferred buttons, a condition on a
    /// field the alert does not have, a condition on the cancel button, or,
    /// without a cancel button, a condition on every button (the user could
    /// not leave).
    public var problem: String? {
        if buttons.isEmpty { return "an alert needs at least one button" }
        if buttons.count(where: { $0.role == .cancel }) > 1 { return "an alert has at most one cancel button" }
        if Set(buttons.map(\.label)).count != buttons.count { return "two buttons of an alert have the same label" }
        if Set(fields.map(\.name)).count != fields.count { return "two fields of an alert have the same name" }
        if buttons.count(where: \.isPreferred) > 1 { return "an alert has at most one preferred button" }
        return conditionProblem
    }

    /// What is wrong with the buttons' conditions, or `nil`.
    private var conditionProblem: String? {
        let names = Set(fields.map(\.name))
        for button in buttons {
            guard let condition = button.enabledWhen else { continue }
            if let missing = condition.fieldNames.first(where: { !names.contains($0) }) {
                return "the button '\(button.label)' is enabled by a field '\(missing)' the alert does not have"
            }
            if button.role == .cancel {
                return "the cancel button '\(button.label)' is always enabled: it cannot have a condition"
            }
        }
        if cancelButton == nil, buttons.allSatisfy({ $0.enabledWhen != nil }) {
            return "an alert without a cancel button needs a button without a condition, for the user to leave"
        }
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
