import Waypoint

/// Where the first item of an entry is drawn.
enum Placement: Hashable, Sendable {
    /// At the bottom of the layer current when its turn comes: a new layer
    /// (the base layer, or a container child's stack).
    case base
    /// On the path of the layer current when its turn comes.
    case push
    /// At the bottom of a new modal layer, presented by this entry.
    case modal(ModalHead)
}

/// What the entry that presents a modal layer gives the layer.
struct ModalHead: Hashable, Sendable {
    var id: EntryID
    var presentation: Presentation
    var style: ModalStyle?
    var detent: SheetDetent?

    init(_ entry: EntrySnapshot) {
        id = entry.id
        presentation = entry.presentation
        style = entry.style
        detent = entry.detent
    }
}

/// What the entries an item stands for besides its own give it: the
/// presentation and transition of the outermost one, and whether any of them
/// is awaited.
struct Outer: Hashable, Sendable {
    var presentation: Presentation
    var isAwaited: Bool
    var transition: TransitionStyle?
}
