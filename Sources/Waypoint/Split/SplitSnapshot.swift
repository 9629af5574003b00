#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A split view's own state, beside its columns' entries: which columns it
/// has, which of them are visible, and what the sidebar has selected.
///
/// ``CoordinatorSnapshot/split`` holds it for a ``SplitCoordinator``; a front
/// end draws the columns side by side (expanded) or as one stack (collapsed)
/// from it and the split's entries, one per column that shows something.
///
/// ```swift
/// let split = app.navigation.snapshot.split
/// split?.isVisible(.sidebar)        // whether the sidebar is shown
/// split?.selectedItem               // the sidebar's selection, as JSON: "\"inbox\""
/// ```
public struct SplitSnapshot: Sendable, Hashable, Codable {
    /// The split's columns, in order: `[.sidebar, .detail]` or
    /// `[.sidebar, .content, .detail]`.
    public var columns: [SplitColumn]
    /// The columns shown, in order; never empty. A collapsed front end shows
    /// one stack whatever this says.
    public var visibleColumns: [SplitColumn]
    /// The item the sidebar has selected, as the JSON text of the split's
    /// ``SplitCoordinator/SidebarItem``; `nil` when nothing is selected.
    /// ``SplitCoordinator/selectedItem`` reads it as the typed item.
    public var selectedItem: String?

    /// Creates a split's state, for tests and custom front ends.
    ///
    /// - Parameters:
    ///   - columns: the split's columns, in order.
    ///   - visibleColumns: the columns shown; all of them by default.
    ///   - selectedItem: the sidebar's selection as JSON text, or `nil`.
    public init(columns: [SplitColumn], visibleColumns: [SplitColumn]? = nil, selectedItem: String? = nil) {
        self.columns = columns
        self.visibleColumns = visibleColumns ?? columns
        self.selectedItem = selectedItem
    }

    /// Whether the split has the column.
    ///
    /// - Parameter column: a column.
    /// - Returns: `true` if the column is one of ``columns``.
    public func has(_ column: SplitColumn) -> Bool { columns.contains(column) }

    /// Whether the column is shown.
    ///
    /// - Parameter column: a column.
    /// - Returns: `true` if the column is one of ``visibleColumns``.
    public func isVisible(_ column: SplitColumn) -> Bool { visibleColumns.contains(column) }

    /// The sidebar's selected item, decoded as the split's
    /// ``SplitCoordinator/SidebarItem``: a typed reading of
    /// ``selectedItem`` for tests and front ends that hold a snapshot.
    ///
    /// ```swift
    /// #expect(change.snapshot.split?.selectedItem(as: String.self) == "inbox")
    /// ```
    ///
    /// - Parameter type: the item's type.
    /// - Returns: the item, or `nil` when nothing is selected or the text
    ///   does not decode as `type`.
    public func selectedItem<Item: Decodable>(as type: Item.Type) -> Item? {
        guard let selectedItem else { return nil }
        return try? JSONDecoder().decode(Item.self, from: Data(selectedItem.utf8))
    }

    /// The column the sidebar's selection fills: the content column of a
    /// three-column split, else the detail.
    public var itemColumn: SplitColumn { columns.count > 2 ? .content : .detail }
}
