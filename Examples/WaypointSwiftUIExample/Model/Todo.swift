/// A todo.
struct Todo: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
}
