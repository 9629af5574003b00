/// A todo of the demo app.
struct Todo: Hashable, Sendable, Identifiable, CustomStringConvertible {
    var id: Int
    var title: String

    var description: String { "#\(id) “\(title)”" }
}
