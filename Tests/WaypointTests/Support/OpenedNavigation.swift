import Waypoint

// Code that holds a coordinator as `any Coordinator` reaches its `navigation`
// (whose type names the coordinator's own type) through a generic function,
// which opens the existential. These are the ones the tests need.

@MainActor
func opened(_ coordinator: some Coordinator) -> Opened {
    Opened(
        isActive: { coordinator.navigation.isActive },
        snapshot: { coordinator.navigation.snapshot },
        restorationState: { coordinator.navigation.restorationState() },
        restore: { state throws(RestorationError) in try coordinator.navigation.restore(state) },
        setLeaveGuard: { id, leaveGuard throws(NavigationError) in
            try coordinator.navigation.setLeaveGuard(for: id, leaveGuard)
        },
        receive: { intents in coordinator.navigation.receive(intents) },
        cancel: { () throws(NavigationError) in try coordinator.finish(.cancel()) }
    )
}

@MainActor
func opened(_ container: some ContainerCoordinator) -> OpenedContainer {
    OpenedContainer(
        select: { id throws(NavigationError) in try container.navigation.select(id) },
        remove: { id throws(NavigationError) in try container.navigation.remove(id) }
    )
}

/// What the tests call on a coordinator held as `any Coordinator`.
@MainActor
struct Opened {
    let isActive: () -> Bool
    let snapshot: () -> CoordinatorSnapshot
    let restorationState: () -> RestorationState
    let restore: (RestorationState) throws(RestorationError) -> [ShownEntry<Any>]
    let setLeaveGuard: (EntryID, (@MainActor () async -> Bool)?) throws(NavigationError) -> Void
    let receive: ([UserIntent]) -> IntentOutcome
    let cancel: () throws(NavigationError) -> Void
}

/// What the tests call on a container held as `any ContainerCoordinator`.
@MainActor
struct OpenedContainer {
    let select: (EntryID) throws(NavigationError) -> Void
    let remove: (EntryID) throws(NavigationError) -> Void
}
