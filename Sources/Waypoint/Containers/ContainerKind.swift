/// The kind of a coordinator, as snapshots, front ends and restoration states
/// name it: a navigation stack, tabs, a wrapper, or a kind of your own.
///
/// A front end switches over the kind to choose how to draw a container; a
/// kind it does not know is drawn as a generic container. Declare your own
/// kinds as static members, as Waypoint declares its own:
///
/// ```swift
/// extension ContainerKind {
///     static let drawer = ContainerKind(rawValue: "drawer")
/// }
///
/// let container = Container<MenuCoordinator>(kind: .drawer, children: [.route(\.inbox)])
/// ```
///
/// A kind encodes as its raw value, the string `"navigation"`, `"tabs"`, … .
public struct ContainerKind: RawRepresentable, Sendable, Hashable, Codable {
    /// The kind's name, as encoded: `"navigation"`, `"tabs"`, `"wrapper"`, … .
    public let rawValue: String

    /// Creates a kind with a name.
    ///
    /// - Parameter rawValue: the kind's name, unique among the kinds of an app.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A navigation stack: a ``NavigationCoordinator``'s root and the entries pushed
    /// or presented over it.
    public static let navigation = ContainerKind(rawValue: "navigation")
    /// A tab bar: a ``Container`` made with ``Container/init(tabs:selected:reselect:)``.
    public static let tabs = ContainerKind(rawValue: "tabs")
    /// A ``WrapperCoordinator``: one child flow and presentation data, drawn
    /// transparently.
    public static let wrapper = ContainerKind(rawValue: "wrapper")
    /// A split view: a ``SplitCoordinator``'s columns, made with
    /// ``Container/init(split:sidebar:content:detail:)``.
    public static let split = ContainerKind(rawValue: "split")
}

extension ContainerKind: CustomStringConvertible {
    /// The kind's name: `tabs`.
    public var description: String { rawValue }
}
