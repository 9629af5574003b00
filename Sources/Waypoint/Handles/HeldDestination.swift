/// What a ``ShownEntry`` remembers of the destination
/// it shows, without keeping a flow alive.
///
/// A screen value is kept: a value has no lifetime to extend. A child
/// coordinator is held weakly, so a handle a view model stores never keeps a
/// dismissed flow (and its subtree) alive; once the flow is deallocated, the
/// handle reads `nil`.
@MainActor
struct HeldDestination {
    private let value: Any?
    private weak var flow: (any Coordinator)?

    /// Holds a destination whose kind is not known: casts it to tell.
    init(_ destination: Any) {
        self.init(destination, coordinator: destination as? any Coordinator)
    }

    /// Holds a destination whose kind the caller knows (a route's entry knows
    /// whether its destination is a coordinator), without a cast.
    ///
    /// - Parameters:
    ///   - destination: the screen value or child coordinator.
    ///   - coordinator: the destination as a coordinator, or `nil` for a screen.
    init(_ destination: Any, coordinator: (any Coordinator)?) {
        if let coordinator {
            self.value = nil
            self.flow = coordinator
        } else {
            self.value = destination
        }
    }

    /// The screen value, or the child coordinator while it is alive.
    var current: Any? { value ?? flow }
}
