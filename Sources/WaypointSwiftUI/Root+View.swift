#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

// Roots whose factories make SwiftUI views, `some View` included; see
// Route+View.swift.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Root {
    /// Declares a root whose factory makes a view from the root's inputs: none,
    /// one or several parameters.
    ///
    /// ```swift
    /// @Root var start = makeStart
    /// @Root var home = makeHome
    ///
    /// @ViewBuilder func makeStart() -> some View {
    ///     LoginScreen()
    /// }
    ///
    /// @ViewBuilder func makeHome(user: User) -> some View {
    ///     HomeScreen(user: user)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the view.
    ///   - name: the root's stable name; defaults to the property's name.
    public init<Content: View>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content,
        name: String? = nil
    ) where Output == AnyView {
        self = coreRoot({ owner in { (input: repeat each Input) in AnyView(factory(owner)(repeat each input)) } }, name)
    }
}

/// Waypoint's own initialiser: where `Output` is not known to be a view, it is
/// the only candidate (calling `self.init` above would call itself).
@MainActor
private func coreRoot<Owner, each Input, Output>(
    _ factory: @escaping (Owner) -> (repeat each Input) -> Output,
    _ name: String?
) -> Root<Owner, repeat each Input, Output> {
    Root(wrappedValue: factory, name: name)
}
#endif
