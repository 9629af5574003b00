public import Waypoint

/// An alert or confirmation dialog as a front end draws it: above every modal
/// layer, one at a time.
///
/// An alert is not a layer: it has no navigation stack. ``ModalLayers/alerts``
/// lists every alert of the cut in the order they were asked;
/// ``ModalLayers/alert``, the first, is the one to show, from the top of the
/// modal chain whoever asked for it. The others wait for it to end. A front end
/// reports the user's tap with ``ModalLayers/intent(forAnswering:texts:)`` and
/// a dismissal without a choice with ``ModalLayers/intentForDismissingAlert()``.
///
/// ```swift
/// if let alert = ModalLayers(app.navigation.snapshot).alert {
///     print(alert.content.title, alert.content.buttons.map(\.label))
/// }
/// ```
public struct LayerAlert: Sendable, Hashable, Identifiable {
    /// The alert's entry.
    public var id: EntryID
    /// The route that made it.
    public var route: String
    /// The type name of the coordinator whose stack holds it.
    public var coordinator: String
    /// `.alert`, or `.confirmationDialog` (an action sheet, drawn as a popover
    /// pointing at ``anchor`` in a regular width).
    public var presentation: Presentation
    /// What it shows: title, message, fields, buttons' labels and roles.
    public var content: AlertSnapshot
    /// The name of the view a confirmation dialog points at in a regular
    /// width, if its route names one.
    public var anchor: AnchorID?
    /// Whether a caller awaits the answer.
    public var isAwaited: Bool
    /// Whether dismissing or answering it asks a leave guard.
    public var isGuarded: Bool
    /// The entries from the observed coordinator down to ``id``, outermost first.
    public var lineage: [EntryID]

    /// Creates an alert, for tests and custom cuts.
    ///
    /// - Parameters:
    ///   - id: the alert's entry.
    ///   - route: the route that made it.
    ///   - coordinator: the type name of the coordinator whose stack holds it.
    ///   - presentation: `.alert` or `.confirmationDialog`.
    ///   - content: what it shows.
    ///   - anchor: the view a dialog points at, if any.
    ///   - isAwaited: whether a caller awaits the answer.
    ///   - isGuarded: whether removing it asks a leave guard.
    ///   - lineage: the entries from the observed coordinator down to `id`.
    public init(
        id: EntryID,
        route: String,
        coordinator: String,
        presentation: Presentation,
        content: AlertSnapshot,
        anchor: AnchorID? = nil,
        isAwaited: Bool = false,
        isGuarded: Bool = false,
        lineage: [EntryID]
    ) {
        self.id = id
        self.route = route
        self.coordinator = coordinator
        self.presentation = presentation
        self.content = content
        self.anchor = anchor
        self.isAwaited = isAwaited
        self.isGuarded = isGuarded
        self.lineage = lineage
    }

    /// Whether it is a confirmation dialog rather than an alert.
    public var isDialog: Bool { presentation == .confirmationDialog }
}
