// Alerts, confirmation dialogs, button roles and secure fields. As in the
// SDK, the modifiers are nonisolated and their builders are not escaping;
// a button's action runs on the main actor.

extension View {
    nonisolated public func alert<A, M, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { self }

    @_disfavoredOverload
    nonisolated public func alert<S, A, M, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { self }

    nonisolated public func confirmationDialog<A, M, T>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where A: View, M: View { self }

    @_disfavoredOverload
    nonisolated public func confirmationDialog<S, A, M, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View where S: StringProtocol, A: View, M: View { self }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive: ButtonRole = ButtonRole()
    public static let cancel: ButtonRole = ButtonRole()

    private init() {}
}

extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(
        _ titleKey: LocalizedStringKey,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {}

    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S,
        role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {}
}

nonisolated public struct SecureField<Label>: View where Label: View {
    public typealias Body = Never
}

extension SecureField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

@available(*, unavailable)
extension SecureField: Sendable {}
