/// A button of an alert or confirmation dialog: its label, its role, what
/// assistive technologies read, when it can be tapped, whether it is the
/// preferred one, and the value the awaiting `route(to:)` returns when the
/// user taps it.
///
/// The value is typed: every button of an ``AlertContent`` gives a `Value`.
/// A button of an alert with text fields can make its value from what the user
/// typed (``init(_:role:accessibilityLabel:answer:)``).
///
/// ```swift
/// AlertButton("Delete", role: .destructive, value: true)
/// AlertButton("Rename") { texts in texts["title"] }
/// ```
///
/// A button can be enabled by a condition on the fields' texts
/// (``enabled(when:)``), evaluated again as the user types, and one button of
/// an alert can be the preferred one (``preferred(_:)``), drawn in bold and
/// tapped by the Return key:
///
/// ```swift
/// AlertButton("Create") { texts in texts["name"] }
///     .enabled(when: .nonEmpty("name"))
///     .preferred()
/// ```
public struct AlertButton<Value: Sendable>: Sendable {
    /// The button's label, unique in its alert: tests, the demo and front ends
    /// name the button by it.
    public var label: String
    /// Whether it is the cancel button or a destructive one; `nil` for neither.
    public var role: AlertRole?
    /// What an assistive technology reads for the button; `nil` for the label.
    public var accessibilityLabel: String?
    /// When the button can be tapped, as a condition on the fields' texts;
    /// `nil` for always. The cancel button is always enabled.
    public var enabledWhen: AlertCondition?
    /// Whether it is the alert's preferred button, drawn in bold and tapped
    /// by the Return key: at most one button of an alert.
    public var isPreferred = false
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

    /// The button, enabled only while a condition on the fields' texts holds.
    ///
    /// Every front end draws it disabled while the condition is false, and
    /// evaluates it again as the user types; a tap on it then is refused,
    /// and so is an answer that names it
    /// (``NavigationError/Code/buttonDisabled``). The cancel button cannot
    /// have one, and an alert without a cancel button needs a button without
    /// one: the user can always leave (``AlertSnapshot/problem``).
    ///
    /// ```swift
    /// AlertButton("Create") { texts in texts["name"] }.enabled(when: .nonEmpty("name"))
    /// ```
    ///
    /// - Parameter condition: when the button can be tapped; `nil` for always.
    /// - Returns: a copy of the button with that condition.
    public func enabled(when condition: AlertCondition?) -> AlertButton {
        var button = self
        button.enabledWhen = condition
        return button
    }

    /// The button as the alert's preferred one, or not: drawn in bold and
    /// tapped by the Return key (SwiftUI's `keyboardShortcut(.defaultAction)`,
    /// UIKit's `UIAlertController.preferredAction`). An alert has at most one.
    ///
    /// ```swift
    /// AlertButton("Save", value: true).preferred()
    /// ```
    ///
    /// - Parameter isPreferred: whether it is the preferred button.
    /// - Returns: a copy of the button.
    public func preferred(_ isPreferred: Bool = true) -> AlertButton {
        var button = self
        button.isPreferred = isPreferred
        return button
    }
}
