// Apps and scenes.

@preconcurrency @MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { standIn() }
}

@preconcurrency @MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {
    public typealias Body = Never
    nonisolated public var body: Never { standIn() }
}

extension Scene where Body == Never {
    nonisolated public var body: Never { standIn() }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}

    public typealias Body = Never
}

@available(*, unavailable)
extension WindowGroup: Sendable {}

/// Whether a scene is in the foreground and receiving events.
public enum ScenePhase: Comparable {
    case background
    case inactive
    case active

    public static func < (a: ScenePhase, b: ScenePhase) -> Bool { standIn() }
}

extension ScenePhase: Sendable {}

extension ScenePhase: Hashable {}

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { standIn() }
        set { standIn() }
    }
}

extension Scene {
    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene where V: Equatable { self }
}

/// Every body of the stand-in traps: the stand-in is compiled against, never run.
func standIn() -> Never {
    fatalError("SwiftUI stand-in: declarations only")
}
