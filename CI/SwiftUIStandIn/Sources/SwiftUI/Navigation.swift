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

// A split view's columns. As in the SDK the type and its initializers are not
// isolated (the iOS 16 initializers carry no attribute).
nonisolated public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    public typealias Body = Never
}

@available(*, unavailable)
extension NavigationSplitView: Sendable {}

/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static var detailOnly: NavigationSplitViewVisibility { standIn() }
    public static var doubleColumn: NavigationSplitViewVisibility { standIn() }
    public static var all: NavigationSplitViewVisibility { standIn() }
    public static var automatic: NavigationSplitViewVisibility { standIn() }
    public static func == (lhs: NavigationSplitViewVisibility, rhs: NavigationSplitViewVisibility) -> Bool {
        standIn()
    }
    public func encode(to encoder: any Encoder) throws {}
    public init(from decoder: any Decoder) throws { standIn() }
}

// Zoom transitions (iOS 18, macOS 15 but for the zoom, tvOS 18, watchOS 11, visionOS 2):
// a destination's `navigationTransition(.zoom(sourceID:in:))` pairs with a source's
// `matchedTransitionSource(id:in:)` in the same namespace.

public protocol NavigationTransition {}

public struct ZoomNavigationTransition: NavigationTransition {}

@available(*, unavailable)
extension ZoomNavigationTransition: Sendable {}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        standIn()
    }
}

extension View {
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        self
    }
}
