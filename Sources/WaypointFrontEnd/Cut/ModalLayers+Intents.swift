public import Waypoint

extension ModalLayers {
    /// The intents that make a layer's path what the front end reports: a
    /// `NavigationStack` whose path got shorter because the user swiped back or
    /// picked an earlier screen from the back button's menu.
    ///
    /// The reported path must be a strict prefix of the layer's current path;
    /// anything else — the same path, a longer one, ids the layer no longer
    /// holds, a layer that is gone — is a stale report and gives no intents, so
    /// the next drawing puts the front end back in step with the core.
    ///
    /// Each removed screen is removed through the outermost entry that holds it
    /// and no screen that stays: a pushed child flow whose root the user left is
    /// removed as a whole. When the removed screens belong to several stacks
    /// (entries pushed above a child flow), there is one intent per stack, top
    /// first; apply them in order.
    ///
    /// ```swift
    /// // path [todo(1), todo(2)] → the user swipes back to todo(1)
    /// for intent in layers.intents(forPath: [todo1], in: nil) {
    ///     app.navigation.receive(intent)           // .popped(to: todo1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: the path the front end reports, bottom first.
    ///   - layer: the layer's ``ModalLayer/id``.
    /// - Returns: the intents to apply, top first; empty for a stale report.
    public func intents(forPath path: [EntryID], in layer: EntryID?) -> [UserIntent] {
        guard let current = self.layer(layer), path.count < current.path.count,
            Array(current.pathIDs.prefix(path.count)) == path
        else { return [] }
        let staying = [current.root].compactMap { $0 } + current.path.prefix(path.count)
        return intents(removing: current.path.dropFirst(path.count), keeping: staying)
    }

    /// The intents that remove these items and keep those: each removed item
    /// goes through the outermost entry that holds it and no item that stays,
    /// one intent per stack, top first.
    func intents(removing removed: some Sequence<LayerItem>, keeping staying: [LayerItem]) -> [UserIntent] {
        let kept = Set(staying.flatMap(\.lineage))
        var removals: [UserIntent] = []
        // The coordinators whose stacks lose entries, named by the entry that shows each (`nil` for the root).
        var stacks: Set<EntryID?> = []
        for item in removed {
            guard let depth = item.lineage.firstIndex(where: { !kept.contains($0) }) else { continue }
            // The lowest removal in a stack removes what is above it in that stack.
            guard stacks.insert(depth == 0 ? nil : item.lineage[depth - 1]).inserted else { continue }
            let entry = item.lineage[depth]
            if let below = predecessor(of: entry, under: item.lineage[..<depth]) {
                removals.append(.popped(to: below))
            } else {
                removals.append(.dismissed(entry))
            }
        }
        return removals.reversed()
    }

    /// The entry below an entry in its navigation stack, found in the cut
    /// snapshot by the entries that lead to its coordinator; `nil` for the
    /// bottom of a stack, or an entry of a container or a wrapper.
    private func predecessor(of id: EntryID, under lineage: ArraySlice<EntryID>) -> EntryID? {
        var node = snapshot
        for outer in lineage {
            guard let child = node.entryList.first(where: { $0.id == outer })?.child else { return nil }
            node = child
        }
        guard node.kind == .navigation, let index = node.entryList.firstIndex(where: { $0.id == id }), index > 0
        else { return nil }
        return node.entryList[index - 1].id
    }

    /// Whether the core is still to select `child` in a container, as a
    /// gesture asked: the cut holds the container and the child, and another
    /// child is selected. A session forgets a pending selection otherwise.
    func awaitsSelection(of child: EntryID, in container: EntryID?) -> Bool {
        guard let found = self.container(container) else { return false }
        return found.selected != child && found.children.contains { $0.id == child }
    }

    /// The intent for a modal layer the user dismissed: a sheet swiped down,
    /// reported by SwiftUI as a `nil` item.
    ///
    /// - Parameter layer: the dismissed layer's ``ModalLayer/id``.
    /// - Returns: `.dismissed(layer)`, or `nil` if no modal layer with that id is
    ///   shown any more (a stale report).
    public func intent(forDismissing layer: EntryID) -> UserIntent? {
        guard layers.contains(where: { $0.id == layer && $0.isModal }) else { return nil }
        return .dismissed(layer)
    }

    /// The intent for the user's tap on a button of the alert shown now
    /// (``alert``), with what the user typed in its fields.
    ///
    /// ```swift
    /// if let intent = layers.intent(forAnswering: "Delete") {
    ///     app.navigation.receive(intent)       // route(to:) returns .done(true)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - button: the tapped button's label.
    ///   - texts: the fields' texts, by field name.
    /// - Returns: `.answered(alert, button:, texts:)`, or `nil` if no alert is
    ///   shown, it has no such button, `texts` names a field it lacks, or the
    ///   button is disabled for these texts (`AlertSnapshot.isEnabled(_:texts:)`).
    public func intent(forAnswering button: String, texts: [String: String] = [:]) -> UserIntent? {
        guard let alert, alert.content.isEnabled(button, texts: texts) else { return nil }
        let names = Set(alert.content.fields.map(\.name))
        guard texts.keys.allSatisfy(names.contains) else { return nil }
        return .answered(alert.id, button: button, texts: texts)
    }

    /// The intent for the user dismissing the alert shown now without
    /// choosing (a tap outside a dialog, the Escape key): the awaiting
    /// `route(to:)` returns `.cancel(.userDismissed)`.
    ///
    /// - Returns: `.dismissed(alert)`, or `nil` if no alert is shown.
    public func intentForDismissingAlert() -> UserIntent? {
        alert.map { .dismissed($0.id) }
    }

    /// The intent for the user dragging a sheet to another detent
    /// (UIKit's `sheetPresentationControllerDidChangeSelectedDetentIdentifier`,
    /// SwiftUI's detent selection written back).
    ///
    /// - Parameters:
    ///   - detent: the detent the sheet rests at now.
    ///   - layer: the sheet's ``ModalLayer/id``.
    /// - Returns: `.resized(layer, to: detent)`, or `nil` for an echo (the
    ///   detent it rests at already), a detent its route does not declare, or
    ///   a layer that is gone.
    public func intent(forDetent detent: SheetDetent, of layer: EntryID) -> UserIntent? {
        guard let found = layers.first(where: { $0.id == layer }), found.detent != detent,
            found.style?.detents.contains(detent) == true
        else { return nil }
        return .resized(layer, to: detent)
    }

    /// The intent for a child the user picked in a container: a tab tapped,
    /// reported by SwiftUI as a new selection.
    ///
    /// Picking the selected child again is a re-tap, which the core answers by
    /// popping that tab to its root.
    ///
    /// - Parameters:
    ///   - child: the picked child's id, as a `TabView` reports it.
    ///   - container: the container's ``LayerContainer/id``.
    /// - Returns: `.selected(child)`, or `nil` if the container or the child is
    ///   gone, or `child` is `nil`.
    public func intent(forSelecting child: EntryID?, in container: EntryID?) -> UserIntent? {
        guard let child, let found = self.container(container), found.children.contains(where: { $0.id == child })
        else { return nil }
        return .selected(child)
    }

    /// The intents of a swipe back: pop the top screen of the stack the user
    /// sees, as a `NavigationStack` reports it (``intents(forPath:in:)`` with the
    /// last screen dropped).
    ///
    /// The stack the user sees is the top layer's. When the screen on top of it
    /// shows a container (a tab bar, pushed or at the layer's bottom), it is the
    /// selected child's stack instead, as long as that stack has a screen pushed
    /// (searching nested containers the same way); a tab bar pushed with its
    /// selected tab at its root is popped as a whole. At the bottom of a layer
    /// there is nothing to swipe back: a sheet is swiped down instead
    /// (``intent(forDismissing:)``). Nor is there while an alert is shown
    /// (``alert``): it covers the screen.
    ///
    /// ```swift
    /// // list, push tabs ─ selected tab: root, push todo(1)
    /// layers.intentsForSwipeBack()    // [.popped(to: the tab's root)]
    /// ```
    ///
    /// - Returns: the intents to apply, top first; empty when the stack the user
    ///   sees is at its bottom, or an alert is shown.
    public func intentsForSwipeBack() -> [UserIntent] {
        // An alert covers the screen: nothing behind it can be swiped.
        guard alert == nil, let top = layers.last else { return [] }
        let stack = Self.visibleStack(in: top)
        guard !stack.path.isEmpty else { return [] }
        return intents(forPath: Array(stack.pathIDs.dropLast()), in: stack.id)
    }

    /// The intents of a back button: what ``intentsForSwipeBack()`` gives, or, at
    /// the bottom of a modal layer, the dismissal of that layer; while an
    /// alert is shown, its dismissal (as the Escape key does).
    ///
    /// A terminal or keyboard front end uses this for its "back" command.
    ///
    /// - Returns: the intents to apply, top first; empty at the bottom of the
    ///   base layer with no alert shown, where there is nothing to go back to.
    public func intentsForBack() -> [UserIntent] {
        // An alert covers everything: going back dismisses it, as Escape does.
        if let dismissal = intentForDismissingAlert() { return [dismissal] }
        let back = intentsForSwipeBack()
        if !back.isEmpty { return back }
        if let id = layers.last?.id, let dismissal = intent(forDismissing: id) {
            return [dismissal]
        }
        return []
    }

    /// The stack of a layer that the user sees: the layer, or the selected
    /// child's stack of the container on top of it, when that one has a screen
    /// to pop or the layer has none.
    static func visibleStack(in layer: ModalLayer) -> ModalLayer {
        let shown = layer.path.isEmpty ? layer.container : layer.path.last?.container
        guard let child = shown?.selectedChild else { return layer }
        let inner = visibleStack(in: child.stack)
        return inner.path.isEmpty && !layer.path.isEmpty ? layer : inner
    }
}
