/// A todo, on one of the store's lists.
struct Todo: Hashable, Sendable, Identifiable {
    var id: Int
    var title: String
    var list: String
}
