/// Which columns of a split view a declarative UI shows, as SwiftUI's
/// `NavigationSplitViewVisibility` says it, without the UI.
///
/// A split's state lists its visible columns (`SplitSnapshot.visibleColumns`);
/// SwiftUI can show fewer combinations: all columns, the last two, or the
/// detail alone. ``LayerContainer/columnVisibility`` maps the state to the
/// nearest of them, and ``LayerContainer/intent(forVisibility:)`` maps the
/// UI's write back to a `UserIntent.showedColumns(_:of:)`.
///
/// ```swift
/// container.columnVisibility                       // .all: the sidebar is shown
/// container.intent(forVisibility: .detailOnly)     // .showedColumns([.detail], of: sidebar)
/// ```
public enum SplitVisibility: Sendable, Hashable, CaseIterable {
    /// Every column: the sidebar is shown (with the content column of a
    /// three-column split).
    case all
    /// The content column and the detail of a three-column split; in a
    /// two-column split, the sidebar and the detail, which is ``all``.
    case doubleColumn
    /// The detail alone.
    case detailOnly
    /// What the platform chooses; never drawn from the state, and a write of
    /// it changes nothing.
    case automatic
}
