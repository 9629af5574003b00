/// A value that describes an alert or a confirmation dialog and turns the
/// user's choice into a typed answer: what the factory of an `.alert` or
/// `.confirmationDialog` route returns.
///
/// ``AlertContent`` is the description you usually return; adopt this
/// protocol only to describe alerts your own way. Waypoint reads
/// ``alertSnapshot`` once when the alert is shown (and checks it: see
/// ``AlertSnapshot/problem``), and calls ``answer(_:texts:)`` when a button is
/// chosen. `route(to:)` of such a route returns `FlowResult<Value>`.
public protocol AlertDescribing {
    /// The type of the answer the awaiting `route(to:)` receives.
    associatedtype Value: Sendable

    /// What the alert shows, as plain data: its title, message, fields and
    /// buttons, never their values.
    var alertSnapshot: AlertSnapshot { get }

    /// The answer for a button, made from the fields' texts.
    ///
    /// - Parameters:
    ///   - label: the chosen button's label.
    ///   - texts: the texts of the alert's fields.
    /// - Returns: the button's value, or `nil` if no button has that label.
    @MainActor
    func answer(_ label: String, texts: AlertTexts) -> Value?
}
