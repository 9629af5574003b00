public import Waypoint

/// What the user's gestures on a split view's columns mean: showing or hiding
/// columns, and going back from the sidebar's selection. Pure functions that
/// every front end calls, so that they agree.
extension LayerContainer {
    /// The columns of a split drawn as SwiftUI can show them: ``SplitVisibility/all``
    /// when the sidebar is visible (a hidden content column or detail cannot
    /// be hidden next to it), ``SplitVisibility/doubleColumn`` when the content
    /// column of a three-column split is and the sidebar is not, else
    /// ``SplitVisibility/detailOnly``; `nil` for a container that is not a split.
    ///
    /// ```swift
    /// container.columnVisibility   // .detailOnly after hideColumn(.sidebar) in a two-column split
    /// ```
    public var columnVisibility: SplitVisibility? {
        guard let split else { return nil }
        if split.isVisible(.sidebar) { return .all }
        if split.has(.content), split.isVisible(.content) { return .doubleColumn }
        return .detailOnly
    }

    /// The columns a visibility shows in this split: every column for
    /// ``SplitVisibility/all``; the content column and the detail of a
    /// three-column split for ``SplitVisibility/doubleColumn`` (every column
    /// of a two-column one); the detail for ``SplitVisibility/detailOnly``.
    ///
    /// - Parameter visibility: a visibility the UI reports.
    /// - Returns: the columns, in order; `nil` for ``SplitVisibility/automatic``
    ///   or a container that is not a split.
    public func columns(shownBy visibility: SplitVisibility) -> [SplitColumn]? {
        guard let split else { return nil }
        switch visibility {
        case .all: return split.columns
        case .doubleColumn: return split.has(.content) ? [.content, .detail] : split.columns
        case .detailOnly: return [.detail]
        case .automatic: return nil
        }
    }

    /// The intent for the user showing or hiding columns (a swipe, the sidebar
    /// button): `UserIntent.showedColumns(_:of:)` naming the split by its
    /// first column's entry.
    ///
    /// ```swift
    /// container.intent(forShowing: [.detail])   // the user hid the sidebar
    /// ```
    ///
    /// - Parameter columns: the columns visible after the gesture.
    /// - Returns: the intent; `nil` for a container that is not a split or has
    ///   no column entry, an empty list, a column the split does not have, or
    ///   the columns visible already (an echo).
    public func intent(forShowing columns: [SplitColumn]) -> UserIntent? {
        guard let split, let entry = children.first?.id, !columns.isEmpty, columns.allSatisfy(split.has) else {
            return nil
        }
        let ordered = split.columns.filter(columns.contains)
        guard ordered != split.visibleColumns else { return nil }
        return .showedColumns(ordered, of: entry)
    }

    /// The intent for a visibility SwiftUI writes (its `columnVisibility`
    /// binding): ``intent(forShowing:)`` of ``columns(shownBy:)``.
    ///
    /// - Parameter visibility: the visibility the UI reports.
    /// - Returns: the intent; `nil` for ``SplitVisibility/automatic``, for the
    ///   visibility drawn already (an echo), or a container that is not a split.
    public func intent(forVisibility visibility: SplitVisibility) -> UserIntent? {
        guard visibility != columnVisibility, let columns = columns(shownBy: visibility) else { return nil }
        return intent(forShowing: columns)
    }

    /// The intent for the user going back from the sidebar's selection (SwiftUI
    /// writes `nil` to the sidebar list's selection when the user goes back to
    /// it in a collapsed split): `UserIntent.dismissed(_:)` of the column the
    /// selection fills, which empties it and the columns after it and
    /// deselects the item.
    ///
    /// - Returns: the intent; `nil` when nothing is selected (an echo), the
    ///   column is empty, or the container is not a split.
    public var intentForDeselecting: UserIntent? {
        guard let split, split.selectedItem != nil,
            let child = children.first(where: { $0.presentation.column == split.itemColumn })
        else { return nil }
        return .dismissed(child.id)
    }
}
