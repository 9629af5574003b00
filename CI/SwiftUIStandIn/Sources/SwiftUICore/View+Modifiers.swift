// The modifiers of SwiftUICore that the checked code uses. As in the SDK they
// are `nonisolated`: a modifier can be applied anywhere; the closures it
// takes say where they run.

extension View {
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        self
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }

    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable { self }

    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable { self }

    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some View where V: Equatable { self }

    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }

    @_disfavoredOverload
    nonisolated public func tint(_ tint: Color?) -> some View { self }
}
