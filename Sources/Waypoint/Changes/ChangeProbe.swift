/// A synchronous observer of a coordinator's changes, for `WaypointTesting`.
///
/// Package access: not part of Waypoint's public API. A `changes(buffering:)`
/// stream is read by another task, so what it holds at a given moment is
/// unknown to a test until that task runs. A probe is called on the main actor,
/// inside the navigation call, with every change yielded to the coordinator's
/// subscribers, right after they get it: a test helper knows at any moment every
/// change the tree has published so far, without waiting.
///
/// ```swift
/// let probe = ChangeProbe { change in log.append(change) }
/// todos.attach(probe)           // held weakly: keep `probe` while observing
/// try todos.show(\.todo, 42)    // `log` holds the push when `show` returns
/// ```
///
/// A probe must not navigate: it runs in the middle of a navigation call.
@MainActor
package final class ChangeProbe {
    let onChange: (NavigationChange) -> Void

    /// A probe that calls `onChange` with every change.
    ///
    /// - Parameter onChange: called on the main actor with each change, in order.
    package init(_ onChange: @escaping @MainActor (NavigationChange) -> Void) {
        self.onChange = onChange
    }
}

extension Coordinator {
    /// Calls `probe` with every change yielded to this coordinator's subscribers
    /// from now on, until the probe is deallocated (it is held weakly) or the
    /// flow ends.
    ///
    /// - Parameter probe: the probe.
    package func attach(_ probe: ChangeProbe) {
        node.attach(probe)
    }

    /// This coordinator and every coordinator shown in its subtree, outermost
    /// first.
    package var subtreeCoordinators: [any Coordinator] {
        var found: [any Coordinator] = []
        var pending = [node]
        while let next = pending.popLast() {
            if let coordinator = next.owner as? any Coordinator { found.append(coordinator) }
            pending += next.entries.reversed().compactMap(next.tree.childNode(of:))
        }
        return found
    }
}
