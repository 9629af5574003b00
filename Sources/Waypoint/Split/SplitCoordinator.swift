#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A coordinator that shows columns side by side: a sidebar, an optional
/// content column and a detail (`UISplitViewController`,
/// `NavigationSplitView`, XCoordinator's `SplitCoordinator`).
///
/// Store a ``Container`` made with ``Container/init(split:sidebar:content:detail:)``
/// in a `let` named `container`, and declare each column's routes with the
/// column's presentation. A column is usually a ``NavigationCoordinator``: a
/// flow with a stack of its own. The sidebar lists ``sidebarItems``;
/// selecting one (``select(_:)``) shows its ``destination(for:)`` in the next
/// column. Which columns are visible is state too (``showColumn(_:)``,
/// ``hideColumn(_:)``); a front end draws the columns side by side or, in a
/// compact width, as one stack, from the same state.
///
/// ```swift
/// @MainActor
/// final class MailSplit: SplitCoordinator {
///     let container = Container<MailSplit>(split: .doubleColumn, sidebar: .route(\.mailboxes))
///     @Route(.sidebarColumn) var mailboxes = makeMailboxes
///     @Route(.detailColumn) var mailbox = makeMailbox        // input: String
///
///     var sidebarItems: [String] { ["inbox", "sent"] }
///     func destination(for item: String) -> ContainerChild<MailSplit> { .route(\.mailbox, item) }
///
///     func makeMailboxes() -> MailboxesCoordinator { MailboxesCoordinator() }
///     func makeMailbox(name: String) -> MailboxCoordinator { MailboxCoordinator(name) }
/// }
///
/// try split.select("inbox")                 // the detail shows the inbox
/// try split.show(\.mailbox, "sent")         // any column, from anywhere
/// try split.hideColumn(.sidebar)
/// ```
///
/// Every call yields one change and, for bad input, throws a typed error and
/// changes nothing. Replacing what a column shows ends it (its awaiters get
/// `.cancel(.replaced)`); inside ``FlowNavigation/navigate(cause:_:)`` its
/// guards are asked first.
@MainActor
public protocol SplitCoordinator: ContainerCoordinator {
    /// What the sidebar lists: one value per row, saved with the state.
    associatedtype SidebarItem: Hashable, Codable, Sendable

    /// The items the sidebar lists now; ``select(_:)`` refuses any other.
    var sidebarItems: [SidebarItem] { get }

    /// What the next column shows for an item: a route declared for the
    /// content column of a three-column split, else for the detail.
    ///
    /// - Parameter item: one of ``sidebarItems``.
    /// - Returns: the route, with its inputs.
    func destination(for item: SidebarItem) -> ContainerChild<Self>
}

extension SplitCoordinator {
    /// The split's columns, their visibility and the sidebar's selection.
    public var split: SplitSnapshot {
        (try? navigation.node.splitState()) ?? SplitSnapshot(columns: [])
    }

    /// The item the sidebar has selected, if any.
    public var selectedItem: SidebarItem? {
        guard let json = split.selectedItem else { return nil }
        return try? JSONDecoder().decode(SidebarItem.self, from: Data(json.utf8))
    }

    /// Selects an item of the sidebar, showing its ``destination(for:)`` in
    /// the next column, or selects nothing.
    ///
    /// The next column is the content column of a three-column split, else
    /// the detail. What it showed is replaced, and the columns after it are
    /// emptied (their awaiters get `.cancel(.replaced)`); one change with
    /// cause ``ChangeCause/column``. Selecting the selected item again
    /// changes nothing. `nil` empties the next column and those after it.
    ///
    /// ```swift
    /// try split.select("inbox")
    /// try await split.navigation.navigate { try split.select(nil) }   // asks the detail's guards
    /// ```
    ///
    /// - Parameter item: one of ``sidebarItems``, or `nil`.
    /// - Throws: ``NavigationError/Code/itemNotFound`` if the sidebar does
    ///   not list the item; ``NavigationError/Code/columnNotFound`` if its
    ///   route is not declared for the next column;
    ///   ``NavigationError/Code/coordinatorFinished``, or what the route's
    ///   factory causes (``NavigationError/Code/invalidChild``). Nothing
    ///   changes then.
    public func select(_ item: SidebarItem?) throws(NavigationError) {
        let node = navigation.node
        try node.ensureActive()
        var split = try node.splitState()
        let column = split.itemColumn
        guard let item else {
            let emptied = node.columns(placing: nil, in: column, clearingAfter: true)
            guard split.selectedItem != nil || emptied.count != node.entries.count else { return }
            split.selectedItem = nil
            node.arrangeColumns(emptied, split: split, cause: .column)
            return
        }
        guard sidebarItems.contains(item) else {
            throw NavigationError(.itemNotFound, "the sidebar of \(node.typeName) does not list \(item)")
        }
        let json = try Self.encode(item)
        guard split.selectedItem != json else { return }
        let child = destination(for: item)
        guard child.presentation(self) == .column(column) else {
            throw NavigationError(
                .columnNotFound,
                "the route for \(item) is presented as .\(child.presentation(self)); the sidebar's selection fills the \(column) column"
            )
        }
        let entry = try child.make(self, node).get()
        split.selectedItem = json
        node.arrangeColumns(node.columns(placing: entry, in: column, clearingAfter: true), split: split, cause: .column)
    }

    /// The user tapped an item of the sidebar: selects it as ``select(_:)``
    /// does, the way a user's gesture is applied
    /// (``FlowNavigation/receive(_:)-(UserIntent)``). It applies at once,
    /// with cause ``ChangeCause/user``, unless what it would remove is guarded
    /// (``FlowNavigation/setLeaveGuard(for:_:)``, ``LeaveGuarding``) or a
    /// guarded request holds the tree's turn; then it returns
    /// ``IntentOutcome/pending`` and waits its turn, the guards are asked, and
    /// either its change arrives (cause ``ChangeCause/user``) or, after a no,
    /// a change with cause ``ChangeCause/vetoed`` and the state unchanged, so
    /// that the sidebar shows its old selection again.
    ///
    /// A UIKit sidebar's tap calls this; SwiftUI's sidebar binding
    /// (`SidebarSelection.binding(for:)` in WaypointSwiftUI) does it for you.
    /// ``select(_:)`` is the app's own call, which asks no guard.
    ///
    /// ```swift
    /// split.receiveSelection("inbox")   // the user tapped "inbox" in the sidebar
    /// ```
    ///
    /// - Parameter item: the item the user tapped, or `nil` to select nothing.
    /// - Returns: ``IntentOutcome/applied``, ``IntentOutcome/unchanged`` for
    ///   the selected item, ``IntentOutcome/pending`` while guards are asked,
    ///   or ``IntentOutcome/ignored`` where ``select(_:)`` throws (an item the
    ///   sidebar does not list, a route not declared for the next column, a
    ///   finished split): nothing changes then.
    @discardableResult
    public func receiveSelection(_ item: SidebarItem?) -> IntentOutcome {
        let node = navigation.node
        if let item, !sidebarItems.contains(item) { return .ignored }
        // A guarded column it would replace: the tap waits for the guards before it makes the new one.
        let replaced = node.state.split?.itemColumn
        let asksFirst = node.entries.contains { entry in
            guard let replaced, let column = entry.presentation.column, column >= replaced else { return false }
            return entry.isGuarded || (node.tree.childNode(of: entry)?.holdsGuard ?? false)
        }
        return node.receive(about: node.entries.map(\.id), asksFirst: asksFirst) {
            [weak self] node throws(NavigationError) in
            guard let self else { return .ignored }
            let before = (split.selectedItem, node.entries.map(\.id))
            try select(item)
            return (split.selectedItem, node.entries.map(\.id)) == before ? .unchanged : .applied
        }
    }

    /// Shows a column: the sidebar a user had hidden, say. Showing a visible
    /// column changes nothing; else one change with cause ``ChangeCause/column``.
    ///
    /// - Parameter column: one of the split's columns.
    /// - Throws: ``NavigationError/Code/columnNotFound`` if the split does not
    ///   have the column; ``NavigationError/Code/coordinatorFinished``.
    ///   Nothing changes then.
    public func showColumn(_ column: SplitColumn) throws(NavigationError) {
        try setVisible(column, true)
    }

    /// Hides a column. Hiding a hidden column changes nothing; else one
    /// change with cause ``ChangeCause/column``.
    ///
    /// ```swift
    /// try split.hideColumn(.sidebar)    // the detail alone
    /// ```
    ///
    /// - Parameter column: one of the split's columns.
    /// - Throws: ``NavigationError/Code/lastVisibleColumn`` if it is the only
    ///   visible column; ``NavigationError/Code/columnNotFound`` if the split
    ///   does not have it; ``NavigationError/Code/coordinatorFinished``.
    ///   Nothing changes then.
    public func hideColumn(_ column: SplitColumn) throws(NavigationError) {
        try setVisible(column, false)
    }

    private func setVisible(_ column: SplitColumn, _ visible: Bool) throws(NavigationError) {
        let node = navigation.node
        try node.ensureActive()
        var split = try node.splitState()
        guard split.has(column) else {
            throw NavigationError(.columnNotFound, "\(node.typeName) has no \(column) column")
        }
        guard split.isVisible(column) != visible else { return }
        if !visible, split.visibleColumns == [column] {
            throw NavigationError(.lastVisibleColumn, "\(column) is the only visible column of \(node.typeName)")
        }
        split.visibleColumns = split.columns.filter { $0 == column ? visible : split.isVisible($0) }
        node.arrangeColumns(node.entries, split: split, cause: .column)
    }

    /// The item as the JSON text snapshots and restoration data hold.
    static func encode(_ item: SidebarItem) throws(NavigationError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys  // equal items, equal text
        do {
            return String(decoding: try encoder.encode(item), as: UTF8.self)
        } catch {
            throw NavigationError(.itemNotFound, "the sidebar item \(item) does not encode: \(error)")
        }
    }

    /// Whether saved JSON names an item the sidebar lists, for restoration.
    func listsItem(_ json: String) -> Bool {
        guard let item = try? JSONDecoder().decode(SidebarItem.self, from: Data(json.utf8)) else { return false }
        return sidebarItems.contains(item)
    }
}
