// The SDK's ViewBuilder: one expression must be a View; blocks of several
// views make a TupleView; `if`/`else` make a _ConditionalContent; `if`
// alone makes an Optional.

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        standIn()
    }

    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        standIn()
    }

    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

nonisolated public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public typealias Body = Never
}

@available(*, unavailable)
extension TupleView: Sendable {}

public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}
