/// The signed-in user, returned by the sign-in flow.
struct User: Hashable, Sendable, CustomStringConvertible {
    var name: String

    var description: String { name }
}
