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

    init(_ destination: Any) {
        if let flow = destination as? any Coordinator {
            self.value = nil
            self.flow = flow
        } else {
            self.value = destination
        }
    }

    /// The screen value, or the child coordinator while it is alive.
    var current: Any? { value ?? flow }
}
