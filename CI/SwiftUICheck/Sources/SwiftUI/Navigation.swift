// Navigation stacks and their destinations. NavigationStack is main-actor
// isolated in the SDK (`@MainActor @preconcurrency`), initializers included.

@MainActor @preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
    @MainActor @preconcurrency
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    @MainActor @preconcurrency
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}

    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}

    public typealias Body = Never
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

/// A type-erased list of data on a navigation stack.
public struct NavigationPath {
    public init() {}
    public var count: Int { standIn() }
    public var isEmpty: Bool { standIn() }
    public mutating func append<V>(_ value: V) where V: Hashable {}
    public mutating func removeLast(_ k: Int = 1) {}
}

extension NavigationPath: Equatable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { standIn() }
}

extension View {
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View { self }

    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }

    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        self
    }
}
