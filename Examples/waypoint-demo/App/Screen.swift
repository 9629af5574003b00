/// What the demo's routes show. A terminal has no views: a screen is a value,
/// and the tree printer names it.
enum Screen: Hashable, Sendable {
    case welcome
    case signInForm
    case todoList
    case todoDetail(Int)
    case todoEditor(Int)
    case todoForm
    case profile(User)
    case lists
}
