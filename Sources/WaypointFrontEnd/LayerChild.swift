public import Waypoint

/// One child of a ``LayerContainer``, such as a tab: its entry, its tab item,
/// and the navigation stack it draws.
public struct LayerChild: Sendable, Hashable, Identifiable {
    /// The child's entry id; a `TabView` uses it as the tab's tag.
    public var id: EntryID
    /// The route that made the child.
    public var route: String
    /// The tab's title and image, for tabs.
    public var item: TabItem?
    /// How the child is shown in its container, such as `.tab`.
    public var presentation: Presentation
    /// The child's own navigation stack: a base layer whose ``ModalLayer/id``
    /// is the child's id. The modal layers it presents are in
    /// ``ModalLayers/layers`` while the child is selected.
    public var stack: ModalLayer

    /// Creates a container child, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the child's entry id.
    ///   - route: the route that made the child.
    ///   - item: the tab's title and image, for tabs.
    ///   - presentation: how the child is shown in its container.
    ///   - stack: the child's own navigation stack.
    public init(id: EntryID, route: String, item: TabItem? = nil, presentation: Presentation, stack: ModalLayer) {
        self.id = id
        self.route = route
        self.item = item
        self.presentation = presentation
        self.stack = stack
    }
}
