/// A flow's ending with its value type erased, as stored by the core.
enum Outcome: Sendable {
    case done(any Sendable)
    case cancel(CancelReason)

    init<Value>(_ result: FlowResult<Value>) {
        switch result {
        case .done(let value): self = .done(value)
        case .cancel(let reason): self = .cancel(reason)
        }
    }

    /// The typed result. The core only pairs an outcome with the result type of the
    /// route that made it, so the cast cannot fail; if it ever did, the caller gets a
    /// documented cancel instead of a trap.
    func typed<Value: Sendable>(as _: Value.Type = Value.self) -> FlowResult<Value> {
        switch self {
        case .cancel(let reason):
            return .cancel(reason)
        case .done(let value):
            if let value = value as? Value { return .done(value) }
            return .cancel(
                .notShown(NavigationError(.invalidChild, "result of type \(type(of: value)) is not a \(Value.self)"))
            )
        }
    }
}
