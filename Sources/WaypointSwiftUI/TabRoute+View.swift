#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

// Tabs whose factories make SwiftUI views, `some View` included; see
// Route+View.swift.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension TabRoute {
    /// Declares a tab whose factory makes a view.
    ///
    /// ```swift
    /// @TabRoute("Home", image: .symbol("house")) var home = makeHome
    ///
    /// @ViewBuilder func makeHome() -> some View {
    ///     HomeScreen()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the tab's view.
    ///   - title: the tab's title.
    ///   - image: the tab's image: `.symbol(name)` for an SF Symbol, `.asset(name)` for an
    ///     image in the app's asset catalog; a string literal names an SF Symbol.
    ///   - name: the route's stable name; defaults to the property's name.
    public init<Content: View>(
        wrappedValue factory: @escaping (Owner) -> () -> Content,
        _ title: String,
        image: TabImage? = nil,
        name: String? = nil
    ) where Output == AnyView {
        self = coreTab({ owner in { AnyView(factory(owner)()) } }, title, image, name)
    }
}

/// Waypoint's own initialiser: where `Output` is not known to be a view, it is
/// the only candidate (calling `self.init` above would call itself).
@MainActor
private func coreTab<Owner, Output>(
    _ factory: @escaping (Owner) -> () -> Output,
    _ title: String,
    _ image: TabImage?,
    _ name: String?
) -> TabRoute<Owner, Output> {
    TabRoute(wrappedValue: factory, title, image: image, name: name)
}
#endif
