// Several windows: a window group of values, opening, bringing forward and
// closing a window by its value, and per-window storage. As the SDK's
// interface declares them: the actions main-actor isolated and Sendable;
// `SceneStorage` Sendable where its value is.

nonisolated public struct PresentedWindowContent<Data, Content>: View
where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    public typealias Body = Never
}

@available(*, unavailable)
extension PresentedWindowContent: Sendable {}

extension WindowGroup {
    nonisolated public init<D, C>(
        for type: D.Type,
        @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}

    nonisolated public init<D, C>(
        for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}

@MainActor @preconcurrency
public struct OpenWindowAction {
    @MainActor @preconcurrency public func callAsFunction<D>(value: D)
    where D: Decodable, D: Encodable, D: Hashable { standIn() }
    @MainActor @preconcurrency public func callAsFunction(id: String) { standIn() }
}

extension OpenWindowAction: Sendable {}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { standIn() }
}

@MainActor @preconcurrency
public struct DismissWindowAction {
    @MainActor @preconcurrency public func callAsFunction() { standIn() }
    @MainActor @preconcurrency public func callAsFunction(id: String) { standIn() }
    @MainActor @preconcurrency public func callAsFunction<D>(value: D)
    where D: Decodable, D: Encodable, D: Hashable { standIn() }
}

extension DismissWindowAction: Sendable {}

extension EnvironmentValues {
    public var dismissWindow: DismissWindowAction { standIn() }
}

extension EnvironmentValues {
    public var supportsMultipleWindows: Bool { standIn() }
}

@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    public var projectedValue: Binding<Value> { standIn() }

    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(_ key: String) where Value == String? {}
    public init(_ key: String) where Value == Data? {}
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}
