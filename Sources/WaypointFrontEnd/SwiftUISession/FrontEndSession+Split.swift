import Foundation
public import Waypoint

// Split views: each column's stack, the columns' visibility, the sidebar's
// selection and the back gesture of a collapsed split, as a declarative UI
// binds them.
//
// What is state and what the UI owns: the columns, their stacks, their
// visibility and the sidebar's selection are the core's state, drawn the same
// in every width. The UI collapses the split into one stack in a compact width
// and expands it in a regular one by itself (SwiftUI's `NavigationSplitView`
// does), from the same column stacks, so that no screen is made anew; the UI
// never swaps a split for a stack by size class.
extension FrontEndSession {
    // MARK: Split views

    /// The navigation stack a column of a split draws: the column's child's
    /// ``LayerChild/stack``, whose ``ModalLayer/id`` is the child's entry, so
    /// that `path(of:)` and ``setPath(_:of:)`` bind it as any
    /// other stack; `nil` for an empty column (the UI draws its placeholder),
    /// or one the user's pending back gesture emptied.
    ///
    /// ```swift
    /// if let stack = session.stack(of: .detail, in: container) { … }   // NavigationStack(path:)
    /// ```
    ///
    /// - Parameters:
    ///   - column: the column.
    ///   - container: the split the UI draws.
    /// - Returns: the column's stack, or `nil`.
    public func stack(of column: SplitColumn, in container: LayerContainer) -> ModalLayer? {
        let current = drawnContainer(container.id) ?? container
        guard let child = current.children.first(where: { $0.presentation.column == column }) else { return nil }
        if let emptied = emptiedColumn(of: current), column >= emptied { return nil }
        return child.stack
    }

    /// The columns of a split the UI shows, as SwiftUI's
    /// `NavigationSplitViewVisibility` says it: the one the user's pending
    /// gesture chose, or the state's (``LayerContainer/columnVisibility``).
    ///
    /// - Parameter container: the split the UI draws.
    /// - Returns: the visibility; ``SplitVisibility/automatic`` for a container
    ///   that is not a split.
    public func columnVisibility(of container: LayerContainer) -> SplitVisibility {
        if let pending = pendingVisibilities[container.id] { return pending }
        return (drawnContainer(container.id) ?? container).columnVisibility ?? .automatic
    }

    /// The UI set a split's column visibility: the user swiped the sidebar in
    /// or out, or tapped the sidebar button. Sends
    /// ``LayerContainer/intent(forVisibility:)``; an echo of the drawn
    /// visibility and ``SplitVisibility/automatic`` send nothing. In a compact
    /// ``width`` nothing is sent either: a collapsed split shows one stack
    /// whatever its visibility, which is an expanded layout's, and a write
    /// there comes from the UI collapsing, not from the user (a sidebar hidden
    /// by a rotation would stay hidden once expanded again). Nor in the event
    /// of a width change the UI reported (``setWidth(_:)``, until
    /// ``finishWidthChange()``): the UI writes its columns as it collapses
    /// or expands.
    ///
    /// - Parameters:
    ///   - visibility: the visibility the UI reports.
    ///   - container: the split's ``LayerContainer/id``.
    public func setColumnVisibility(_ visibility: SplitVisibility, of container: EntryID?) {
        guard width == .regular, !widthChanging, let drawn = drawnContainer(container),
            visibility != columnVisibility(of: drawn),
            let split = layers.container(container), split.id == layers.splitOnTop?.id,
            let columns = split.columns(shownBy: visibility), let intents = meaning(of: .showColumns(columns))
        else { return }
        send(intents, in: container) { $0.pendingVisibilities[container] = visibility }
    }

    /// The UI's width changed (SwiftUI's `horizontalSizeClass`, reported
    /// when the view appears and whenever it changes): sets ``width``. A
    /// change starts a width change that lasts until ``finishWidthChange()``,
    /// which the UI calls once the event is over; the columns' visibility the
    /// UI writes meanwhile is its own collapsing or expanding and sends
    /// nothing (``setColumnVisibility(_:of:)``). The same width again changes
    /// nothing. Draws nothing anew: the UI collapses and expands its split
    /// views itself.
    ///
    /// ```swift
    /// session.setWidth(.compact)          // the window narrowed
    /// session.finishWidthChange()         // once the event is over
    /// ```
    ///
    /// - Parameter width: the width the UI draws in now.
    public func setWidth(_ width: LayoutWidth) {
        guard width != self.width else { return }
        self.width = width
        widthChanging = true
    }

    /// Ends a width change reported with ``setWidth(_:)``: the columns'
    /// visibility the UI writes from now on is the user's again (in a regular
    /// width). Without a width change, does nothing.
    public func finishWidthChange() {
        widthChanging = false
    }

    /// The sidebar's selection as the UI holds it: the JSON text of the
    /// split's selected item (`SplitSnapshot.selectedItem`), the item the
    /// user tapped while guards are asked about it
    /// (``setSidebarSelection(_:of:in:)``), or `nil` when nothing is
    /// selected or the user's pending back gesture deselected it.
    ///
    /// - Parameter container: the split the UI draws.
    /// - Returns: the selected item's JSON text, or `nil`.
    public func sidebarSelection(of container: LayerContainer) -> String? {
        let current = drawnContainer(container.id) ?? container
        guard let split = current.split else { return nil }
        if let tapped = pendingSidebarItems[container.id] { return tapped.item }
        if let emptied = emptiedColumn(of: current), emptied <= split.itemColumn { return nil }
        return split.selectedItem
    }

    /// The UI cleared the sidebar's selection: the user went back to the
    /// sidebar in a collapsed split (SwiftUI writes `nil` to the sidebar
    /// list's selection). Sends what ``UserGesture/backToSidebar`` means
    /// (``LayerContainer/intentForDeselecting``): the column the selection
    /// fills is emptied, with those after it. A write with nothing selected
    /// is an echo and sends nothing; so is one in a regular ``width`` (an
    /// expanded split shows its sidebar), or about a split under a sheet.
    ///
    /// A write of an item is the user's tap: ``setSidebarSelection(_:of:in:)``.
    ///
    /// - Parameter container: the split's ``LayerContainer/id``.
    public func deselect(in container: EntryID?) {
        guard let drawn = drawnContainer(container), sidebarSelection(of: drawn) != nil,
            layers.splitOnTop?.id == container, let intents = meaning(of: .backToSidebar)
        else { return }
        send(intents, in: container) { session in
            if case .dismissed(let entry) = intents.first { session.pendingColumnDismissals[container] = entry }
        }
    }

    /// The sidebar's selection as the UI holds it, as the split's item:
    /// ``sidebarSelection(of:)`` decoded as `Split.SidebarItem`. While a
    /// guard asks about the user's back gesture to the sidebar, nothing is
    /// selected; after a veto, the old item again.
    ///
    /// ```swift
    /// session.sidebarSelection(of: container, as: ListsSplit.self)   // "Inbox"
    /// ```
    ///
    /// - Parameters:
    ///   - container: the split the UI draws.
    ///   - split: the type of the split's coordinator.
    /// - Returns: the selected item, or `nil` when nothing is selected (or
    ///   the text is not a `Split.SidebarItem`).
    public func sidebarSelection<Split: SplitCoordinator>(
        of container: LayerContainer,
        as split: Split.Type
    ) -> Split.SidebarItem? {
        guard let json = sidebarSelection(of: container) else { return nil }
        return try? JSONDecoder().decode(Split.SidebarItem.self, from: Data(json.utf8))
    }

    /// The UI wrote the sidebar's selection (the sidebar list's binding): an
    /// item is the user's tap, sent as the split's
    /// `receiveSelection(_:)`, a user's gesture: the guards of what it
    /// replaces are asked first (an entry's leave guard, a `LeaveGuarding`
    /// flow). While they are asked, the sidebar shows the tapped item; after a
    /// veto, the old one again. An item the sidebar does not list changes
    /// nothing and is drawn unselected again. `nil` is the user's back
    /// gesture to the sidebar of a collapsed split, ``deselect(in:)``.
    ///
    /// - Parameters:
    ///   - item: the item the UI writes, or `nil`.
    ///   - split: the split's coordinator, the one the container draws.
    ///   - container: the split's ``LayerContainer/id``.
    public func setSidebarSelection<Split: SplitCoordinator>(
        _ item: Split.SidebarItem?,
        of split: Split,
        in container: EntryID?
    ) {
        guard let item else { return deselect(in: container) }
        let before = drawing
        let selectionBefore = layers.container(container)?.split?.selectedItem
        if split.receiveSelection(item) == .pending, let json = Self.sidebarText(of: item) {
            pendingSidebarItems[container] = SidebarTap(item: json, selectionBefore: selectionBefore)
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// A sidebar item's JSON text, as the core writes it in
    /// `SplitSnapshot.selectedItem` (sorted keys: equal items, equal text).
    private static func sidebarText(of item: some Encodable) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(item)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The user went back in a collapsed split, to a screen of its single
    /// stack (``LayerContainer/collapsedStack``): sends what
    /// ``UserGesture/back(to:)`` means there
    /// (``LayerContainer/intentsForCollapsedBack(to:)``) as one change. While
    /// the core keeps it waiting (a guard is asked), the session draws what
    /// the gesture left. A screen that is not in the stack, or on its top,
    /// sends nothing; so does any call unless ``width`` is
    /// ``LayoutWidth/compact``: only a collapsed split has that stack.
    ///
    /// ```swift
    /// session.goBack(to: list.id, inCollapsed: container.id)   // from the detail to the content column
    /// ```
    ///
    /// - Parameters:
    ///   - screen: the id of the screen the gesture shows.
    ///   - container: the split's ``LayerContainer/id``.
    public func goBack(to screen: EntryID, inCollapsed container: EntryID?) {
        guard width == .compact, let found = layers.container(container), layers.splitOnTop?.id == container,
            let target = found.collapsedStack.first(where: { $0.item.id == screen }),
            let intents = meaning(of: .back(to: screen))
        else { return }
        send(intents, in: container) { session in
            for intent in intents {
                switch intent {
                case .dismissed(let entry): session.pendingColumnDismissals[container] = entry
                case .popped:
                    session.pendingPaths[target.columnEntry] = session.pathThrough(screen, of: target.columnEntry)
                default: break
                }
            }
        }
    }

    // MARK: Internals

    /// Sends a gesture's intents as one change; `pending` records what the
    /// gesture left while the core keeps them waiting.
    private func send(
        _ intents: [UserIntent],
        in container: EntryID?,
        pending: (FrontEndSession) -> Void
    ) {
        let before = drawing
        if coordinator.sendIntents(intents) == .pending { pending(self) }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The path of a column's stack up to and including a screen; empty for
    /// its root.
    private func pathThrough(_ screen: EntryID, of stack: EntryID) -> [EntryID] {
        let ids = path(of: stack)
        guard let index = ids.firstIndex(of: screen) else { return [] }
        return Array(ids.prefix(through: index))
    }

    /// The first column a pending back gesture emptied in a split, if any.
    private func emptiedColumn(of container: LayerContainer) -> SplitColumn? {
        guard let entry = pendingColumnDismissals[container.id] else { return nil }
        return container.children.first { $0.id == entry }?.presentation.column
    }

    /// Forgets the column gestures the core has resolved: a dismissed column
    /// that is gone, a visibility that is drawn, a sidebar tap after which
    /// another item is selected (the tapped one, or one selected first).
    func forgetResolvedColumnGestures() {
        if !pendingColumnDismissals.isEmpty {
            pendingColumnDismissals = pendingColumnDismissals.filter { id, entry in
                layers.container(id)?.children.contains { $0.id == entry } ?? false
            }
        }
        if !pendingVisibilities.isEmpty {
            pendingVisibilities = pendingVisibilities.filter { id, visibility in
                guard let found = layers.container(id) else { return false }
                return found.columnVisibility != visibility
            }
        }
        if !pendingSidebarItems.isEmpty {
            pendingSidebarItems = pendingSidebarItems.filter { id, tap in
                guard let split = layers.container(id)?.split else { return false }
                return split.selectedItem == tap.selectionBefore
            }
        }
    }
}
