// Toolbar items, for the back button WaypointSwiftUI draws on a guarded
// screen. As in the SDK: ToolbarContent is main-actor isolated
// (`@preconcurrency @MainActor`), ToolbarItem and its initializer are not,
// and `if` inside a ToolbarContentBuilder makes an Optional.

@preconcurrency @MainActor
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
    nonisolated public var body: Never { return standIn() }  // `return`: not built by ToolbarContentBuilder
}

public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    public typealias Body = Never
    nonisolated public var body: Never { return standIn() }  // `return`: not built by ToolbarContentBuilder
}

@available(*, unavailable)
extension ToolbarItem: Sendable {}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// The SDK declares these as `static let` of a type that is not Sendable; a
// stand-in written in Swift 6 declares them computed, which reads the same
// (compare-with-sdk.py lists these two as the only differences of this file).
public struct ToolbarItemPlacement {
    public static var automatic: ToolbarItemPlacement { standIn() }
    public static var navigation: ToolbarItemPlacement { standIn() }
}

@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
        content
    }

    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

extension View {
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { self }
}
