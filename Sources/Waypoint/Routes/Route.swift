/// Declares a named, typed route of a coordinator.
///
/// Initialise the property with a factory method of the coordinator. The factory
/// takes the route's inputs — none, one or several parameters — and returns
/// either a screen (any value: an enum case, a model, a SwiftUI view) or a child
/// ``Coordinator``. Refer to the route by key path and pass the inputs in the
/// factory's order; its name is the property's name unless you give one.
///
/// ```swift
/// @MainActor
/// final class TodosCoordinator: NavigationCoordinator {
///     let stack = RouteStack<TodosCoordinator>(root: \.list)
///
///     @Root var list = makeList
///     @Route(.push) var todo = makeTodo                 // input: Todo.ID
///     @Route(.push) var edit = makeEdit                 // inputs: Todo.ID, String
///     @Route(.sheet, name: "new") var create = makeCreate
///
///     func makeList() -> Screen { .list }
///     func makeTodo(id: Todo.ID) -> Screen { .detail(id) }
///     func makeEdit(id: Todo.ID, draft: String) -> Screen { .edit(id, draft) }
///     func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator() }
/// }
///
/// try todos.show(\.edit, 42, "Buy milk")
/// ```
///
/// `Input` is a parameter pack: the types of the factory's parameters. Give a
/// factory several parameters, or one struct, rather than one tuple parameter:
/// Swift 6.3 crashes compiling a factory whose only parameter is a tuple.
///
/// A factory that returns an opaque type (`some View`) cannot set the type of a
/// stored property; a front end erases it. With `WaypointSwiftUI` imported,
/// `@Route`, `@Root` and `@TabRoute` accept `@ViewBuilder` factories returning
/// `some View` and store `AnyView`.
///
/// An `.alert` or `.confirmationDialog` route's factory returns an
/// ``AlertContent`` (any ``AlertDescribing`` value): `route(to:)` then returns
/// the value of the button the user taps. A `.popover` route names its anchor,
/// a `.sheet` its sizes, with a ``ModalStyle``:
///
/// ```swift
/// @Route(.alert) var confirmDelete = makeConfirmDelete     // AlertContent<Bool>
/// @Route(.sheet, style: .detents([.medium, .large])) var filters = makeFilters
/// @Route(.popover, style: .anchored(.share)) var share = makeShare
/// ```
@MainActor
@propertyWrapper
public struct Route<Owner: AnyObject, each Input, Output>: RouteDeclaration {
    /// The route, for key-path references.
    public let wrappedValue: RouteTransition<Owner, repeat each Input, Output>

    init(transition: RouteTransition<Owner, repeat each Input, Output>) {
        wrappedValue = transition
    }

    var transitionObject: AnyObject { wrappedValue }
    var explicitName: String? { wrappedValue.explicitName }
}

// The initialisers live in extensions: a property wrapper's own `init(wrappedValue:)`
// must take its `wrappedValue` type, and these take the factory instead.
//
// They are disfavored overloads, here and in Root and TabRoute: a front end may
// add initialisers that erase its own kind of screen (WaypointSwiftUI: any
// `View` to `AnyView`, so that `some View` factories can declare routes), and
// those must win wherever they apply. Where none applies (screens of other
// types, child coordinators), these are the only candidates and nothing changes.
extension Route {
    /// Declares a route whose factory takes the route's inputs: none, one or
    /// several parameters.
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator, such as `makeTodo`.
    ///   - presentation: how the destination is shown.
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top, with equal
    ///     inputs, does; by default nothing new is shown.
    ///   - style: a popover's or dialog's anchor, a sheet's sizes
    ///     (``ModalStyle``); `nil` for the front end's defaults.
    @_disfavoredOverload
    public init(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Output,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: ModalStyle? = nil
    ) {
        wrappedValue = RouteTransition(
            presentation: presentation, name: name, duplicates: duplicates, style: style, make: factory)
    }

    /// Declares a sheet whose detents depend on its inputs: a short
    /// confirmation rests at medium, a long form at large, from one route.
    ///
    /// ```swift
    /// @Route(.sheet, detents: { (form: FormKind) in form == .short ? [.medium] : [.medium, .large] })
    /// var form = makeForm
    /// ```
    ///
    /// `detents` runs with an entry's inputs each time the route is shown (and
    /// when a saved entry is restored, which then rests at its saved detent);
    /// the sheet opens at the first detent. A list the route cannot take — a
    /// detent twice, an invalid height, without the detent `style` keeps
    /// undimmed — is refused with ``NavigationError/Code/invalidDetent``, and
    /// nothing is shown. An empty list is the front end's default (large).
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator, such as `makeForm`.
    ///   - presentation: how the destination is shown: `.sheet`, or
    ///     `.popover` (its detents apply when it is drawn as a sheet).
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top does.
    ///   - style: the rest of the sheet's style (grabber, undimmed detent);
    ///     its `detents` are replaced by the computed ones.
    ///   - detents: the detents for an entry's inputs, in order.
    @_disfavoredOverload
    public init(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Output,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: ModalStyle? = nil,
        detents: @escaping (repeat each Input) -> [SheetDetent]
    ) {
        let base = style ?? ModalStyle()
        wrappedValue = RouteTransition(
            presentation: presentation,
            name: name,
            duplicates: duplicates,
            style: base,
            computedStyle: { (input: repeat each Input) -> ModalStyle? in
                var style = base
                style.detents = detents(repeat each input)
                return style
            },
            make: factory
        )
    }

    /// Declares a route whose style depends on its inputs: a zoom out of the
    /// cell of the item shown, a popover or sheet sized for what it shows.
    ///
    /// ```swift
    /// @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) })
    /// var photo = makePhoto
    /// ```
    ///
    /// `style` runs with an entry's inputs each time the route is shown (and
    /// when a saved entry is restored); `nil` is the front end's default. A
    /// style the route cannot take (a transition for a popover, invalid
    /// detents) is refused with ``NavigationError/Code/invalidRoute`` or
    /// ``NavigationError/Code/invalidDetent``, and nothing is shown.
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator, such as `makePhoto`.
    ///   - presentation: how the destination is shown.
    ///   - name: the route's stable name; defaults to the property's name.
    ///   - duplicates: what showing it again while it is on top does.
    ///   - style: the style for an entry's inputs.
    @_disfavoredOverload
    public init(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Output,
        _ presentation: Presentation,
        name: String? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: @escaping (repeat each Input) -> ModalStyle?
    ) {
        wrappedValue = RouteTransition(
            presentation: presentation,
            name: name,
            duplicates: duplicates,
            style: nil,
            computedStyle: style,
            make: factory
        )
    }
}

/// Declares a root of a coordinator: what its stack starts from.
///
/// A coordinator may declare several roots and switch between them with
/// `root(_:_:)`; its ``RouteStack`` names the first one. Like a route's, a
/// root's factory takes none, one or several inputs.
///
/// ```swift
/// @Root var signIn = makeSignIn
/// @Root var home = makeHome          // input: User
/// ```
@MainActor
@propertyWrapper
public struct Root<Owner: AnyObject, each Input, Output>: RouteDeclaration {
    /// The root, for key-path references.
    public let wrappedValue: RootTransition<Owner, repeat each Input, Output>

    init(transition: RootTransition<Owner, repeat each Input, Output>) {
        wrappedValue = transition
    }

    var transitionObject: AnyObject { wrappedValue }
    var explicitName: String? { wrappedValue.explicitName }
}

extension Root {
    /// Declares a root whose factory takes the root's inputs: none, one or
    /// several parameters.
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator, such as `makeHome`.
    ///   - name: the root's stable name; defaults to the property's name.
    @_disfavoredOverload
    public init(wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Output, name: String? = nil) {
        wrappedValue = RootTransition(name: name, make: factory)
    }
}
