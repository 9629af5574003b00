/// What a link or a notification opens, so that a window already showing it
/// can take it (``SceneChoice/showing``): an entry of a route, with its inputs.
///
/// A scene shows a target when an entry anywhere in its tree (every stack, tab
/// and flow) was shown by a route of that name with inputs that read the same:
/// the entry the tree drawing labels `todo(42)`. Route names are the routes'
/// property names, as in snapshots.
///
/// ```swift
/// let target = SceneTarget(route: "todo", 42)
/// target.identifier            // "todo(42)": UIKit's targetContentIdentifier
/// ```
///
/// A target encodes as its route and input; its ``identifier`` is the text a
/// notification's `targetContentIdentifier` can carry, read back with
/// ``init(identifier:)``.
public struct SceneTarget: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The route's name: its property's name, such as `"todo"`.
    public let route: String
    /// The route's inputs as a snapshot shows them (``EntrySnapshot/input``):
    /// `"42"`, `7, "draft"`; `nil` for a route without input.
    public let input: String?

    /// A target by a route's name and its inputs, described as a snapshot
    /// describes them.
    ///
    /// - Parameters:
    ///   - route: the route's name, such as `"todo"`.
    ///   - input: the inputs the entry was shown with, if the route takes any.
    public init<each Input>(route: String, _ input: repeat each Input) {
        self.route = route
        self.input = RouteInputs.erase(repeat each input).map { String(describing: $0) }
    }

    /// A target by a route's name and an input as a snapshot shows it.
    ///
    /// - Parameters:
    ///   - route: the route's name.
    ///   - inputDescription: the input's text, as in ``EntrySnapshot/input``.
    public init(route: String, inputDescription: String?) {
        self.route = route
        self.input = inputDescription
    }

    /// Reads a target from its ``identifier``: `todo(42)`, `settings`.
    ///
    /// - Parameter identifier: a route's name, optionally followed by its
    ///   input in parentheses.
    /// - Returns: `nil` if the text is empty or its parentheses don't close.
    public init?(identifier: String) {
        guard let open = identifier.firstIndex(of: "(") else {
            guard !identifier.isEmpty else { return nil }
            self.init(route: identifier, inputDescription: nil)
            return
        }
        guard identifier.last == ")", open != identifier.startIndex else { return nil }
        let input = identifier[identifier.index(after: open)..<identifier.index(before: identifier.endIndex)]
        self.init(route: String(identifier[..<open]), inputDescription: String(input))
    }

    /// The target as one text: `todo(42)`, or the route's name alone.
    public var identifier: String {
        guard let input else { return route }
        return "\(route)(\(input))"
    }

    /// The ``identifier``.
    public var description: String { identifier }

    /// Whether a tree shows the target anywhere.
    ///
    /// - Parameter snapshot: a scene's tree.
    /// - Returns: `true` if an entry of the tree has the target's route and input.
    public func isShown(in snapshot: CoordinatorSnapshot) -> Bool {
        snapshot.entries.contains { entry in
            (entry.route == route && entry.input == input) || entry.child.map(isShown(in:)) ?? false
        }
    }
}
