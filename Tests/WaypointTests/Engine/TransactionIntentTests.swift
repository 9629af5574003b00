import Testing
import Waypoint
import WaypointTestFixtures

/// Issue 11, case 9, on the paths the model-based test found: a user intent
/// received inside a transaction acts on the transaction's draft as it would
/// outside, and goes with it if the transaction fails, even one that waits for a
/// guard.
@Suite("Intents inside transactions", .timeLimit(.minutes(1)))
@MainActor
struct TransactionIntentTests {
    private struct Failure: Error {}

    @Test("the steps after an intent see it applied, and a failure undoes both")
    func laterStepsSeeTheIntent() throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let before = coordinator.navigation.snapshot
        var outcome = IntentOutcome.ignored
        let error = #expect(throws: NavigationError.self) {
            try coordinator.navigation.transaction {
                outcome = coordinator.navigation.receive(.dismissed(detail.id))
                // Only the root is left now, as it would be outside a transaction.
                try coordinator.popLast()
            }
        }
        #expect(outcome == .applied)
        #expect(error?.code == .nothingToPop)
        #expect(coordinator.navigation.snapshot == before)
        #expect(detail.isShown)
    }

    @Test("a guarded intent inside a transaction that fails never takes its turn")
    func guardedIntentGoesWithTheRollback() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        let before = coordinator.navigation.snapshot
        var outcome = IntentOutcome.ignored
        #expect(throws: Failure.self) {
            try coordinator.navigation.transaction {
                outcome = coordinator.navigation.receive(.dismissed(detail.id))
                throw Failure()
            }
        }
        #expect(outcome == .pending)
        // A guarded request queues behind anything still pending on the tree.
        try await coordinator.navigation.navigate {}
        #expect(asked == 0)
        #expect(coordinator.navigation.snapshot == before)
        #expect(detail.isShown)
    }

    @Test("a guarded intent inside a transaction that commits takes its turn after it")
    func guardedIntentWaitsForTheCommit() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        var outcome = IntentOutcome.ignored
        try coordinator.navigation.transaction {
            outcome = coordinator.navigation.receive(.dismissed(detail.id))
            try coordinator.show(\.confirm)
        }
        #expect(outcome == .pending)
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail", "confirm"])
        try await coordinator.navigation.navigate {}
        #expect(asked == 1)
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(!detail.isShown)
    }

    @Test("a guarded intent in a savepoint that fails goes with it; the outer transaction commits")
    func guardedIntentGoesWithItsSavepoint() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        try coordinator.navigation.transaction {
            try coordinator.show(\.confirm)
            #expect(throws: Failure.self) {
                try coordinator.navigation.transaction {
                    coordinator.navigation.receive(.dismissed(detail.id))
                    throw Failure()
                }
            }
        }
        try await coordinator.navigation.navigate {}
        #expect(asked == 0)
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail", "confirm"])
    }

    @Test("a container of one's own kind may be restored without a selection, as it may be made without one")
    func customContainerWithoutSelectionRestores() throws {
        let split = PanesCoordinator()
        var state = split.navigation.restorationState()
        state.root.selected = nil
        try split.navigation.restore(state)
        #expect(split.navigation.snapshot.selected == nil)
        #expect(split.navigation.snapshot.routes == ["sidebar", "detail"])
        #expect(split.navigation.restorationState() == state)
    }
}
