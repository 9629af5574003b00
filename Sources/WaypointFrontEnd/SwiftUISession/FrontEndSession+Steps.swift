public import Waypoint

// The staged drawing: one modal level per step, and the session's internals.
extension FrontEndSession {
    // MARK: Steps

    /// The UI presented a layer (its content appeared): the next step may run.
    ///
    /// - Parameter layer: the presented layer's ``ModalLayer/id``.
    public func didPresent(_ layer: EntryID?) {
        guard transition == .presenting(layer) else { return }
        let before = drawing
        transition = nil
        step()
        finish(before)
    }

    /// The UI finished dismissing the layer a layer presented (SwiftUI calls
    /// a sheet's `onDismiss`): the next step may run.
    ///
    /// - Parameter layer: the presenting layer's ``ModalLayer/id``.
    public func didDismiss(presentedBy layer: EntryID?) {
        guard transition == .dismissing(presentedBy: layer) else {
            // The end of a user's dismissal, reported before the dismissal itself.
            endedDismissals.insert(layer)
            return
        }
        let before = drawing
        transition = nil
        step()
        finish(before)
    }

    // MARK: Internals

    /// The modal chain the core's state asks for, short of layers whose
    /// dismissal by the user is pending.
    var targetChain: [ModalLayer] {
        let all = layers.layers
        guard !pendingDismissals.isEmpty,
            let cut = all.firstIndex(where: { $0.id.map(pendingDismissals.contains) ?? false })
        else { return all }
        return Array(all[..<cut])
    }

    var drawing: Drawing {
        let shown = shownAlert
        return Drawing(
            drawn: drawn,
            paths: pendingPaths,
            selections: pendingSelections,
            detents: pendingDetents,
            alert: shown?.alert.id,
            alertAnchor: shown?.anchor,
            columnDismissals: pendingColumnDismissals,
            visibilities: pendingVisibilities,
            sidebarItems: pendingSidebarItems
        )
    }

    /// Reads the coordinator's state, forgets the pending gestures it has
    /// resolved (all of them after a veto), and takes a step.
    func read(vetoed: Bool) {
        layers = ModalLayers(coordinator.currentSnapshot, reusing: layers)
        if vetoed {
            pendingPaths = [:]
            pendingDismissals = []
            pendingSelections = [:]
            pendingDetents = [:]
            pendingColumnDismissals = [:]
            pendingVisibilities = [:]
            pendingSidebarItems = [:]
            answeredAlerts = []
        } else {
            // Most reads have no pending gesture to look at.
            if !pendingPaths.isEmpty {
                pendingPaths = pendingPaths.filter { layer, path in
                    guard let full = layers.layer(layer)?.navigationPath.map(\.id) else { return false }
                    return path.count < full.count && Array(full.prefix(path.count)) == path
                }
            }
            if !pendingDismissals.isEmpty {
                pendingDismissals = pendingDismissals.filter { id in layers.layers.contains { $0.id == id } }
            }
            if !pendingSelections.isEmpty {
                pendingSelections = pendingSelections.filter { layers.awaitsSelection(of: $1, in: $0) }
            }
            forgetResolvedColumnGestures()
            if !pendingDetents.isEmpty {
                pendingDetents = pendingDetents.filter { id, detent in
                    layers.layers.contains { $0.id == id && $0.detent != detent }
                }
            }
        }
        forgetEndedAlerts()
        step()
    }

    /// Draws the layers that stay current, then, unless the UI is still
    /// carrying out a step, takes the next one: dismisses the top drawn layer
    /// the core no longer has, or else presents the next layer it has.
    func step() {
        let target = targetChain
        var common = 0
        while common < drawn.count, common < target.count, drawn[common].id == target[common].id,
            drawn[common].presentation == target[common].presentation
        {
            drawn[common] = target[common]
            common += 1
        }
        guard transition == nil else { return }
        endedDismissals = []
        if drawn.count > common {
            transition = .dismissing(presentedBy: drawn[drawn.count - 2].id)
            drawn.removeLast()
        } else if target.count > common {
            drawn.append(target[common])
            transition = .presenting(target[common].id)
            if common > 0 { placePopover(target[common], presentedBy: drawn[common - 1].id) }
        }
        if !popoverAnchors.isEmpty {
            popoverAnchors = popoverAnchors.filter { id, _ in drawn.contains { $0.id == id } }
        }
    }

    /// Counts a change of what is drawn (or a refused report, with `redraw`).
    func finish(_ before: Drawing, redraw: Bool = false) {
        if drawing != before {
            revision &+= 1
        } else if redraw {
            revision &+= 1
        }
    }

    func drawnLayer(_ id: EntryID?) -> ModalLayer? {
        ModalLayers.layer(id, in: drawn)
    }

    func drawnContainer(_ id: EntryID?) -> LayerContainer? {
        ModalLayers.container(id, in: drawn)
    }
}
