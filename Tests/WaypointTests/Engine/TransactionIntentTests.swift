import Testing
import Waypoint

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
        let before = coordinator.snapshot
        var outcome = IntentOutcome.ignored
        let error = #expect(throws: NavigationError.self) {
            try coordinator.transaction {
                outcome = coordinator.receive(.dismissed(detail.id))
                // Only the root is left now, as it would be outside a transaction.
                try coordinator.popLast()
            }
        }
        #expect(outcome == .applied)
        #expect(error?.code == .nothingToPop)
        #expect(coordinator.snapshot == before)
        #expect(detail.isShown)
    }

    @Test("a guarded intent inside a transaction that fails never takes its turn")
    func guardedIntentGoesWithTheRollback() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        let before = coordinator.snapshot
        var outcome = IntentOutcome.ignored
        #expect(throws: Failure.self) {
            try coordinator.transaction {
                outcome = coordinator.receive(.dismissed(detail.id))
                throw Failure()
            }
        }
        #expect(outcome == .pending)
        // A guarded request queues behind anything still pending on the tree.
        try await coordinator.navigate {}
        #expect(asked == 0)
        #expect(coordinator.snapshot == before)
        #expect(detail.isShown)
    }

    @Test("a guarded intent inside a transaction that commits takes its turn after it")
    func guardedIntentWaitsForTheCommit() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        var outcome = IntentOutcome.ignored
        try coordinator.transaction {
            outcome = coordinator.receive(.dismissed(detail.id))
            try coordinator.show(\.confirm)
        }
        #expect(outcome == .pending)
        #expect(coordinator.snapshot.routes == ["list", "detail", "confirm"])
        try await coordinator.navigate {}
        #expect(asked == 1)
        #expect(coordinator.snapshot.routes == ["list"])
        #expect(!detail.isShown)
    }

    @Test("a guarded intent in a savepoint that fails goes with it; the outer transaction commits")
    func guardedIntentGoesWithItsSavepoint() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        var asked = 0
        try coordinator.setLeaveGuard(for: detail.id) {
            asked += 1
            return true
        }
        try coordinator.transaction {
            try coordinator.show(\.confirm)
            #expect(throws: Failure.self) {
                try coordinator.transaction {
                    coordinator.receive(.dismissed(detail.id))
                    throw Failure()
                }
            }
        }
        try await coordinator.navigate {}
        #expect(asked == 0)
        #expect(coordinator.snapshot.routes == ["list", "detail", "confirm"])
    }

    @Test("a container of one's own kind may be restored without a selection, as it may be made without one")
    func customContainerWithoutSelectionRestores() throws {
        let split = SplitCoordinator()
        var state = split.restorationState()
        state.root.selected = nil
        try split.restore(state)
        #expect(split.snapshot.selected == nil)
        #expect(split.snapshot.routes == ["sidebar", "detail"])
        #expect(split.restorationState() == state)
    }
}
