// Primitive views of SwiftUICore. As in the SDK, these types are not
// main-actor isolated: they can be made anywhere; only `body` is isolated.
public import Foundation

nonisolated public struct AnyView: View {
    public init<V>(_ view: V) where V: View {}
    public init<V>(erasing view: V) where V: View {}
    public init?(_fromValue value: Any) { standIn() }
    public typealias Body = Never
}

@available(*, unavailable)
extension AnyView: Sendable {}

nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

nonisolated public struct VStack<Content>: View where Content: View {
    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    public typealias Body = Never
}

@available(*, unavailable)
extension VStack: Sendable {}

public struct HorizontalAlignment: Equatable {
    public static let leading: HorizontalAlignment = HorizontalAlignment()
    public static let center: HorizontalAlignment = HorizontalAlignment()
    public static let trailing: HorizontalAlignment = HorizontalAlignment()

    private init() {}
}

extension HorizontalAlignment: Sendable {}
