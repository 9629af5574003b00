// Containers and controls. As in the SDK these types are not isolated
// (List excepted); a button's action runs on the main actor.

nonisolated public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

@available(*, unavailable)
extension TabView: Sendable {}

extension View {
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

nonisolated public struct Form<Content>: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
}

@available(*, unavailable)
extension Form: Sendable {}

@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    @MainActor @preconcurrency
    public init(@ViewBuilder content: () -> Content) {}
}

extension List {
    @MainActor @preconcurrency
    public init<Data, ID, RowContent>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

@available(*, unavailable)
extension List: Sendable {}

nonisolated public struct Button<Label>: View where Label: View {
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
}

@available(*, unavailable)
extension Button: Sendable {}

extension Button where Label == Text {
    @preconcurrency
    nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

    @preconcurrency @_disfavoredOverload
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    nonisolated public init(
        _ titleKey: LocalizedStringKey,
        systemImage: String,
        action: @escaping @MainActor () -> Void
    ) {}

    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S,
        systemImage: String,
        action: @escaping @MainActor () -> Void
    ) where S: StringProtocol {}
}

nonisolated public struct Label<Title, Icon>: View where Title: View, Icon: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

@available(*, unavailable)
extension Label: Sendable {}

nonisolated public struct TextField<Label>: View where Label: View {
    public typealias Body = Never
}

extension TextField where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

@available(*, unavailable)
extension TextField: Sendable {}
