#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
    /// The handle of the entry a view shown by ``CoordinatorView`` stands for:
    /// its destination, routers for it, and the screen's own `complete()` and
    /// `dismiss()`.
    ///
    /// ```swift
    /// struct TodoList: View {
    ///     @Environment(\.shownEntry) private var shown
    ///
    ///     var body: some View {
    ///         Button("New") {
    ///             Task { await shown?.router(TodosCoordinator.self)?.route(to: \.create) }
    ///         }
    ///         Button("Done") { try? shown?.complete() }
    ///     }
    /// }
    /// ```
    ///
    /// `nil` outside a ``CoordinatorView``.
    public var shownEntry: ShownEntry<Any>? {
        get { self[ShownEntryKey.self] }
        set { self[ShownEntryKey.self] = newValue }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct ShownEntryKey: EnvironmentKey {
    // Computed, so that no shared mutable state holds a main-actor value.
    static var defaultValue: ShownEntry<Any>? { nil }
}
#endif
