/// A button of an alert or confirmation dialog: its label, its role, what
/// assistive technologies read, and the value the awaiting `route(to:)`
/// returns when the user taps it.
///
/// The value is typed: every button of an ``AlertContent`` gives a `Value`.
/// A button of an alert with text fields can make its value from what the user
/// typed (``init(_:role:accessibilityLabel:answer:)``).
///
/// ```swift
/// AlertButton("Delete", role: .destructive, value: true)
/// AlertButton("Rename") { texts in texts["title"] }
/// ```
public struct AlertButton<Value: Sendable>: Sendable {
    /// The button's label, unique in its alert: tests, the demo and front ends
    /// name the button by it.
    public var label: String
    /// Whether it is the cancel button or a destructive one; `nil` for neither.
    public var role: AlertRole?
    /// What an assistive technology reads for the button; `nil` for the label.
    public var accessibilityLabel: String?
    /// Makes the button's value from the fields' texts, on the main actor,
    /// when the button is chosen.
    let answer: @MainActor @Sendable (AlertTexts) -> Value

    /// Creates a button that gives a fixed value.
    ///
    /// - Parameters:
    ///   - label: the button's label, unique in its alert.
    ///   - role: `.cancel`, `.destructive`, or `nil` for neither.
    ///   - accessibilityLabel: what an assistive technology reads; `nil` for the label.
    ///   - value: what the awaiting `route(to:)` returns when the user taps it.
    public init(_ label: String, role: AlertRole? = nil, accessibilityLabel: String? = nil, value: Value) {
        self.label = label
        self.role = role
        self.accessibilityLabel = accessibilityLabel
        self.answer = { _ in value }
    }

    /// Creates a button whose value is made from what the user typed in the
    /// alert's fields.
    ///
    /// ```swift
    /// AlertButton("Rename") { texts in texts["title"] }
    /// ```
    ///
    /// - Parameters:
    ///   - label: the button's label, unique in its alert.
    ///   - role: `.cancel`, `.destructive`, or `nil` for neither.
    ///   - accessibilityLabel: what an assistive technology reads; `nil` for the label.
    ///   - answer: makes the value from the fields' texts, on the main actor,
    ///     when the button is chosen.
    public init(
        _ label: String,
        role: AlertRole? = nil,
        accessibilityLabel: String? = nil,
        answer: @escaping @MainActor @Sendable (AlertTexts) -> Value
    ) {
        self.label = label
        self.role = role
        self.accessibilityLabel = accessibilityLabel
        self.answer = answer
    }
}
