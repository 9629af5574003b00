#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

// Routes whose factories make SwiftUI views, `some View` included: Stinsen's
// `@Route(.push) var start = makeStart` with `@ViewBuilder func makeStart()
// -> some View`. A property's type cannot involve another declaration's
// opaque type, so these erase the view to `AnyView`; Waypoint's own
// initialisers are disfavored, so these win for every view.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Route {
    /// Declares a route whose factory makes a view from the route's inputs:
    /// none, one or several parameters.
    ///
    /// ```swift
    /// @Route(.push) var todo = makeTodo
    /// @Route(.sheet) var about = makeAbout
    ///
    /// @ViewBuilder func makeTodo(id: Todo.ID) -> some View {
    ///     TodoDetail(id: id)
    /// }
    ///
    /// @ViewBuilder func makeAbout() -> some View {
    ///     AboutScreen()
    /// }
    /// ```
    ///
    /// A popover, or a sheet with sizes, takes its `ModalStyle` as in the core:
    ///
    /// ```swift
    /// @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters
    /// @Route(.popover, style: .anchored(.share)) var share = makeShare
    /// ```
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the view.
    ///   - presentation: how the view is shown.
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top, with equal
    ///     inputs, does; by default nothing new is shown.
    ///   - style: a popover's anchor and a sheet's sizes; `nil` for none.
    public init<Content: View>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: ModalStyle? = nil
    ) where Output == AnyView {
        self = coreRoute(
            { owner in { (input: repeat each Input) in AnyView(factory(owner)(repeat each input)) } },
            presentation,
            name,
            duplicates,
            style
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Route {
    /// Declares a sheet whose factory makes a view and whose detents depend
    /// on the route's inputs, as the core's initialiser with `detents:` does.
    ///
    /// ```swift
    /// @Route(.sheet, detents: { (form: FormKind) in form == .short ? [.medium] : [.medium, .large] })
    /// var form = makeForm
    ///
    /// @ViewBuilder func makeForm(form: FormKind) -> some View {
    ///     FormScreen(kind: form)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the view.
    ///   - presentation: how the view is shown: `.sheet`, or `.popover`.
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top does.
    ///   - style: the rest of the sheet's style; its `detents` are replaced.
    ///   - detents: the detents for an entry's inputs, in order.
    public init<Content: View>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: ModalStyle? = nil,
        detents: @escaping (repeat each Input) -> [SheetDetent]
    ) where Output == AnyView {
        self = coreRoute(
            { owner in { (input: repeat each Input) in AnyView(factory(owner)(repeat each input)) } },
            presentation,
            name,
            duplicates,
            style,
            detents
        )
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Route {
    /// Declares a route whose factory makes a view and whose style depends on
    /// the route's inputs, as the core's initialiser with a style closure
    /// does: a zoom out of the cell of the item shown.
    ///
    /// ```swift
    /// @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) })
    /// var photo = makePhoto
    ///
    /// @ViewBuilder func makePhoto(photo: Photo) -> some View {
    ///     PhotoDetail(photo: photo)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the view.
    ///   - presentation: how the view is shown.
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top does.
    ///   - style: the style for an entry's inputs; `nil` for the default.
    public init<Content: View>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: @escaping (repeat each Input) -> ModalStyle?
    ) where Output == AnyView {
        self = coreRoute(
            { owner in { (input: repeat each Input) in AnyView(factory(owner)(repeat each input)) } },
            presentation,
            name,
            duplicates,
            computedStyle: style
        )
    }
}

/// Waypoint's own initialiser with a style from the inputs.
@MainActor
private func coreRoute<Owner, each Input, Output>(
    _ factory: @escaping (Owner) -> (repeat each Input) -> Output,
    _ presentation: Presentation,
    _ name: String?,
    _ duplicates: DuplicatePolicy,
    computedStyle style: @escaping (repeat each Input) -> ModalStyle?
) -> Route<Owner, repeat each Input, Output> {
    Route(wrappedValue: factory, presentation, name: name, duplicates: duplicates, style: style)
}

/// Waypoint's own initialiser with detents from the inputs.
@MainActor
private func coreRoute<Owner, each Input, Output>(
    _ factory: @escaping (Owner) -> (repeat each Input) -> Output,
    _ presentation: Presentation,
    _ name: String?,
    _ duplicates: DuplicatePolicy,
    _ style: ModalStyle?,
    _ detents: @escaping (repeat each Input) -> [SheetDetent]
) -> Route<Owner, repeat each Input, Output> {
    Route(
        wrappedValue: factory, presentation, name: name, duplicates: duplicates, style: style, detents: detents)
}

/// Waypoint's own initialiser: where `Output` is not known to be a view, it is
/// the only candidate (calling `self.init` above would call itself).
@MainActor
private func coreRoute<Owner, each Input, Output>(
    _ factory: @escaping (Owner) -> (repeat each Input) -> Output,
    _ presentation: Presentation,
    _ name: String?,
    _ duplicates: DuplicatePolicy,
    _ style: ModalStyle?
) -> Route<Owner, repeat each Input, Output> {
    Route(wrappedValue: factory, presentation, name: name, duplicates: duplicates, style: style)
}
#endif
