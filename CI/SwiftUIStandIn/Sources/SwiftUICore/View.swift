// The stand-in's View: main-actor isolated as in the SDK
// (`@preconcurrency @MainActor`), with its body built by `ViewBuilder`. Views
// whose body is `Never` are primitive views.

@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension View where Body == Never {
    nonisolated public var body: Never { fatalError("SwiftUI stand-in: declarations only") }
}

extension Never: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Every body of the stand-in traps: the stand-in is compiled against, never run.
func standIn() -> Never {
    fatalError("SwiftUI stand-in: declarations only")
}
