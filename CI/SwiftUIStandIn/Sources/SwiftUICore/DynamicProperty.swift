// State, bindings and the environment: property wrappers a view's body reads.

/// A stored property of a view that SwiftUI updates.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}

    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }

    public var projectedValue: Binding<Value> { standIn() }
}

extension State: Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    // As in the SDK: the accessors may be isolated (to the main actor, say),
    // and are `@Sendable`, so what they capture must be Sendable.
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    public static func constant(_ value: Value) -> Binding<Value> { standIn() }

    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }

    public var projectedValue: Binding<Value> { standIn() }

    public init(projectedValue: Binding<Value>) {}

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        standIn()
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { standIn() }
    public typealias ID = Value.ID
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { standIn() }
}

extension Environment: Sendable where Value: Sendable {}

/// The values a view reads from its environment.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}

    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { standIn() }
        set { standIn() }
    }

    public var description: String { standIn() }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A size class: how much room a view has in one direction.
public enum UserInterfaceSizeClass: Sendable {
    case compact
    case regular
}

extension EnvironmentValues {
    /// The horizontal size class of the view's room, if known.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { standIn() }
        set { standIn() }
    }
}

/// A namespace of a view, for the views it pairs (zoom transitions' sources
/// and destinations). `Sendable`, as in the SDK; its `ID` is not declared so.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: Namespace.ID { standIn() }

    public struct ID: Hashable {
        public static func == (a: Namespace.ID, b: Namespace.ID) -> Bool { standIn() }
        public func hash(into hasher: inout Hasher) { standIn() }
    }
}
