/// How a flow or a shown destination ended: with a value, or cancelled for a reason.
///
/// Every awaited route resumes exactly once with a `FlowResult`, whatever removed
/// the destination: the flow finishing itself, a pop in its parent, a root switch,
/// a user gesture reported by the front end, or the cancellation of the awaiting
/// task.
///
/// ```swift
/// switch await router.route(to: \.create) {
/// case .done(let todo): todos.append(todo)
/// case .cancel(let reason): log("creation cancelled: \(reason)")
/// }
/// ```
public enum FlowResult<Value: Sendable>: Sendable {
    /// The flow completed and produced a value.
    case done(Value)
    /// The flow ended without a value; the reason says what removed it.
    ///
    /// A flow that ends itself without a value calls `finish(.cancel())`, whose
    /// reason is ``CancelReason/cancelledItself``.
    case cancel(CancelReason = .cancelledItself)

    /// The value of a `.done` result, or `nil` for `.cancel`.
    public var value: Value? {
        if case .done(let value) = self { return value }
        return nil
    }

    /// The reason of a `.cancel` result, or `nil` for `.done`.
    public var cancelReason: CancelReason? {
        if case .cancel(let reason) = self { return reason }
        return nil
    }

    /// Whether the flow ended with `.done`.
    public var isDone: Bool { value != nil }
}

extension FlowResult: Equatable where Value: Equatable {}
extension FlowResult: Hashable where Value: Hashable {}

extension FlowResult: CustomStringConvertible {
    /// The result as `done(value)` or `cancel(reason)`.
    public var description: String {
        switch self {
        case .done(let value): "done(\(value))"
        case .cancel(let reason): "cancel(\(reason))"
        }
    }
}

extension FlowResult where Value == Void {
    /// Compares results of screens and `Void` flows, which `Equatable` cannot
    /// cover because `Void` is not `Equatable`.
    ///
    /// ```swift
    /// #expect(await detail.result() == .cancel(.popped))
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: a result.
    ///   - rhs: another result.
    /// - Returns: `true` if both are `.done`, or both are `.cancel` with equal
    ///   reasons.
    public static func == (lhs: FlowResult<Void>, rhs: FlowResult<Void>) -> Bool {
        switch (lhs, rhs) {
        case (.done, .done): true
        case (.cancel(let left), .cancel(let right)): left == right
        default: false
        }
    }
}
