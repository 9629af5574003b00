public import Waypoint

/// How an expanded split view controller lays out its columns: UIKit's
/// `UISplitViewController.DisplayMode` values that show columns side by side.
///
/// The UIKit binding sets `preferredDisplayMode` from it and answers the
/// delegate's `displayModeForExpandingToProposedDisplayMode` with it, so
/// that a split that expands shows the columns the state makes visible.
///
/// ```swift
/// SplitDisplayMode(SplitSnapshot(columns: [.sidebar, .detail]))   // .oneBesideSecondary
/// ```
public enum SplitDisplayMode: Sendable, Hashable {
    /// The detail alone (`.secondaryOnly`).
    case secondaryOnly
    /// One column beside the detail (`.oneBesideSecondary`): the sidebar of a
    /// two-column split, the content column of a three-column one.
    case oneBesideSecondary
    /// The sidebar and the content column beside the detail (`.twoBesideSecondary`).
    case twoBesideSecondary

    /// The display mode that shows a split's visible columns.
    ///
    /// UIKit always shows the detail of an expanded split, and shows a
    /// three-column split's sidebar only beside its content column: a state
    /// that hides the content column but shows the sidebar is drawn with both.
    ///
    /// - Parameter split: the split's state.
    public init(_ split: SplitSnapshot) {
        let sidebar = split.isVisible(.sidebar)
        if split.has(.content) {
            let content = split.isVisible(.content)
            self = sidebar ? .twoBesideSecondary : content ? .oneBesideSecondary : .secondaryOnly
        } else {
            self = sidebar ? .oneBesideSecondary : .secondaryOnly
        }
    }
}

extension LayerContainer {
    /// The column a collapsing split shows on top: the column of the last
    /// screen of ``collapsedStack`` (the detail when it has screens), the
    /// sidebar for an empty split. The UIKit binding answers the delegate's
    /// `topColumnForCollapsingToProposedTopColumn` with it; `nil` for a
    /// container that is not a split.
    ///
    /// ```swift
    /// container.topColumnWhenCollapsed   // .detail once an item is selected
    /// ```
    public var topColumnWhenCollapsed: SplitColumn? {
        guard split != nil else { return nil }
        return collapsedStack.last?.column ?? .sidebar
    }
}
