/// What an alert or a confirmation dialog shows, and the typed value of each
/// of its buttons: the destination of an `.alert` or `.confirmationDialog`
/// route.
///
/// Declare the route like any other and return the content from its factory;
/// `route(to:)` shows it and returns the value of the button the user tapped,
/// or `.cancel(.userDismissed)` if the user dismissed it without choosing:
///
/// ```swift
/// @Route(.alert) var confirmDelete = makeConfirmDelete
///
/// func makeConfirmDelete(todo: Todo) -> AlertContent<Bool> {
///     AlertContent(
///         title: "Delete “\(todo.title)”?",
///         message: "This cannot be undone.",
///         buttons: [
///             AlertButton("Delete", role: .destructive, value: true),
///             AlertButton("Cancel", role: .cancel, value: false),
///         ]
///     )
/// }
///
/// if case .done(true) = await todos.route(to: \.confirmDelete, todo) {
///     store.delete(todo)
/// }
/// ```
///
/// An alert needs at least one button, at most one with the ``AlertRole/cancel``
/// role, at most one preferred, labels (and field names) that differ, and
/// buttons' conditions on fields it has (``AlertSnapshot/problem``): showing
/// one that breaks these rules throws ``NavigationError/Code/invalidAlert``
/// and shows nothing.
public struct AlertContent<Value: Sendable>: AlertDescribing, Sendable {
    /// The title; empty for none (a confirmation dialog may have none).
    public var title: String
    /// The message below the title, if any.
    public var message: String?
    /// The text fields, in order (alerts only: a confirmation dialog has none).
    public var fields: [AlertField]
    /// The buttons, in order.
    public var buttons: [AlertButton<Value>]

    /// Creates an alert's content.
    ///
    /// - Parameters:
    ///   - title: the title; empty for none.
    ///   - message: the message below the title, if any.
    ///   - fields: the text fields, in order.
    ///   - buttons: the buttons, in order: at least one, at most one cancel
    ///     button, each with a label of its own.
    public init(
        title: String,
        message: String? = nil,
        fields: [AlertField] = [],
        buttons: [AlertButton<Value>]
    ) {
        self.title = title
        self.message = message
        self.fields = fields
        self.buttons = buttons
    }

    /// The content as plain data: the title, message, fields (a secure
    /// field's text left out) and the buttons' labels, roles, conditions and
    /// which one is preferred.
    public var alertSnapshot: AlertSnapshot {
        AlertSnapshot(
            title: title,
            message: message,
            fields: fields.map { field in
                var shown = field
                if shown.isSecure { shown.text = "" }
                return shown
            },
            buttons: buttons.map {
                var button = AlertSnapshot.Button(
                    label: $0.label, role: $0.role, accessibilityLabel: $0.accessibilityLabel)
                button.enabledWhen = $0.enabledWhen
                button.isPreferred = $0.isPreferred
                return button
            }
        )
    }

    /// The value of the button with this label, made from the fields' texts.
    ///
    /// A field the answer does not give keeps the text it started with,
    /// a secure field's included (which ``alertSnapshot`` leaves out).
    ///
    /// - Parameters:
    ///   - label: the chosen button's label.
    ///   - texts: the texts of the alert's fields.
    /// - Returns: the button's value, or `nil` if no button has that label.
    @MainActor
    public func answer(_ label: String, texts: AlertTexts) -> Value? {
        buttons.first { $0.label == label }.map { $0.answer(texts) }
    }
}

/// An alert whose fields start with texts its snapshot may not show (a
/// secure field's): an answer that leaves a field out takes them from here.
protocol AlertStartingTexts {
    var startingFields: [AlertField] { get }
}

extension AlertContent: AlertStartingTexts {
    var startingFields: [AlertField] { fields }
}
