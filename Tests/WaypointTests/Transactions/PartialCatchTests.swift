import Testing
import Waypoint
import WaypointTestFixtures

/// Shapes of user code that Swift 6.3.1 crashed compiling (signal 11) while the
/// closure of `transaction` or `navigate` was non-escaping: a throwing function
/// that catches only some codes around a call whose closure captures a value.
/// Kept in the test target so that CI keeps compiling them.
@Suite("Partial catches around navigation closures", .timeLimit(.minutes(1)))
@MainActor
struct PartialCatchTests {
    @Test("a transaction whose body captures, in a throwing function that catches only some codes")
    func transactionPartialCatch() throws {
        func showCounting(_ todos: TodosCoordinator, _ ids: [Int]) throws -> Int {
            var shown = 0
            do {
                try todos.navigation.transaction { () throws(NavigationError) in
                    for id in ids {
                        try todos.show(\.todo, id)
                        shown += 1
                    }
                }
            } catch let error where error.code == .vetoed {
                return -1
            }
            return shown
        }
        let todos = TodosCoordinator()
        #expect(try showCounting(todos, [1, 2]) == 2)
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "todo"])
    }

    @Test("the errors a partial catch leaves go on, and the transaction is undone")
    func transactionPartialCatchRethrows() throws {
        func popCounting(_ todos: TodosCoordinator) throws -> Int {
            var popped = 0
            do {
                try todos.navigation.transaction { () throws(NavigationError) in
                    try todos.popLast()
                    popped += 1
                    try todos.popLast()
                    popped += 1
                }
            } catch let error where error.code == .vetoed {
                return -1
            }
            return popped
        }
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let error = #expect(throws: NavigationError.self) { try popCounting(todos) }
        #expect(error?.code == .nothingToPop)
        #expect(todos.navigation.snapshot.routes == ["list", "todo"])
    }

    @Test("a generic transaction that returns a value, in a throwing function that catches only some codes")
    func transactionReturningValue() throws {
        func firstShown(_ todos: TodosCoordinator, _ id: Int) throws -> EntryID? {
            let routes = todos.navigation.snapshot.routes
            do {
                return try todos.navigation.transaction { () throws(NavigationError) -> EntryID in
                    try todos.show(\.todo, id + routes.count).id
                }
            } catch let error where error.code == .vetoed {
                return nil
            }
        }
        let todos = TodosCoordinator()
        let id = try firstShown(todos, 1)
        #expect(id != nil)
        #expect(todos.navigation.snapshot.entries.last?.id == id)
    }

    @Test("navigate with steps that capture, in a throwing function that catches only some codes")
    func navigatePartialCatch() async throws {
        func showAll(_ todos: TodosCoordinator, _ ids: [Int]) async throws -> Int {
            var shown = 0
            do {
                try await todos.navigation.navigate {
                    for id in ids {
                        try todos.show(\.todo, id)
                        shown += 1
                    }
                }
            } catch let error where error.code == .vetoed {
                return -1
            }
            return shown
        }
        let todos = TodosCoordinator()
        #expect(try await showAll(todos, [3, 4, 5]) == 3)
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "todo", "todo"])
    }
}
