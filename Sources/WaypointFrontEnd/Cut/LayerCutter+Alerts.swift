import Waypoint

// Cutting an alert or a confirmation dialog: not a layer, the alert alone.
extension LayerCutter {
    /// Cuts an alert or a confirmation dialog: no item, no layer, the alert alone.
    static func alertMemo(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        _ placement: Placement,
        lineage: [EntryID]
    ) -> EntryMemo {
        var fragment = Fragment()
        fragment.alerts = [
            LayerAlert(
                id: entry.id,
                route: entry.route,
                coordinator: node.type,
                presentation: entry.presentation,
                content: entry.alert ?? AlertSnapshot(title: "", buttons: []),
                anchor: entry.style?.anchor,
                isAwaited: entry.isAwaited,
                isGuarded: entry.isGuarded,
                lineage: lineage + CollectionOfOne(entry.id)
            )
        ]
        return EntryMemo(
            entry: entry,
            placement: placement,
            outer: nil,
            takesFirst: false,
            fragment: fragment,
            containsGuard: entry.isGuarded,
            child: nil,
            layerChild: nil
        )
    }
}
