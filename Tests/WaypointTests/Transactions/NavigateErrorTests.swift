import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

/// An error of the app's own, thrown by a step.
struct StoreUnavailable: Error, Equatable {
    var reason: String
}

@Suite("navigate throws NavigationError only", .timeLimit(.minutes(1)))
@MainActor
struct NavigateErrorTests {
    @Test("a step's own error arrives as stepFailed with the error underlying; nothing changes")
    func ownErrorArrivesAsStepFailed() async throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let before = todos.navigation.snapshot
        do {
            try await todos.navigation.navigate {
                try todos.popLast()
                throw StoreUnavailable(reason: "offline")
            }
            Issue.record("navigate did not throw")
        } catch {
            // `error` is a NavigationError: no cast.
            #expect(error.code == .stepFailed)
            #expect(error.underlying as? StoreUnavailable == StoreUnavailable(reason: "offline"))
            #expect(error.message.contains("StoreUnavailable"))
            #expect(error.message.contains("offline"))
        }
        #expect(todos.navigation.snapshot == before)
    }

    @Test("a NavigationError thrown by a step arrives unchanged")
    func navigationErrorArrivesUnchanged() async throws {
        let todos = TodosCoordinator()
        do {
            try await todos.navigation.navigate { try todos.popLast() }
            Issue.record("navigate did not throw")
        } catch {
            #expect(error.code == .nothingToPop)
            #expect(error.underlying == nil)
            #expect(error.message.contains("root"))
        }
        do {
            try await todos.navigation.navigate { throw NavigationError(.unavailable, "sign in first") }
        } catch {
            #expect(error.code == .unavailable)
            #expect(error.message == "sign in first")
        }
    }

    @Test("a catch clause matches on the code without a cast")
    func typedCatch() async {
        let todos = TodosCoordinator()
        var caught: NavigationError.Code?
        do {
            try await todos.navigation.navigate { try todos.popLast() }
        } catch let error where error.code == .nothingToPop {
            caught = error.code
        } catch {
            caught = nil
        }
        #expect(caught == .nothingToPop)
    }

    @Test("a throwing function that catches only some codes, with steps that capture, compiles and rethrows the rest")
    func partialCatchInThrowingFunction() async throws {
        // Swift 6.3.1 crashed compiling this shape while the steps were non-escaping.
        func popAll(_ todos: TodosCoordinator) async throws -> Bool {
            var steps = 0
            do {
                try await todos.navigation.navigate {
                    steps += 1
                    try todos.popLast()
                }
            } catch let error where error.code == .vetoed {
                return false
            }
            return steps == 1
        }
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        #expect(try await popAll(todos))
        let error = await #expect(throws: NavigationError.self) { try await popAll(todos) }
        #expect(error?.code == .nothingToPop)
    }

    @Test("the underlying error takes no part in equality, and is not encoded")
    func underlyingNotComparedOrEncoded() async throws {
        let todos = TodosCoordinator()
        var thrown: NavigationError?
        do {
            try await todos.navigation.navigate { throw StoreUnavailable(reason: "offline") }
        } catch {
            thrown = error
        }
        let error = try #require(thrown)
        #expect(error == NavigationError(.stepFailed, "another message"))
        #expect(error.hashValue == NavigationError(.stepFailed, "").hashValue)
        let decoded = try JSONDecoder().decode(NavigationError.self, from: JSONEncoder().encode(error))
        #expect(decoded.code == .stepFailed)
        #expect(decoded.message == error.message)
        #expect(decoded.underlying == nil)
        let json = try #require(String(data: JSONEncoder().encode(error), encoding: .utf8))
        #expect(!json.contains("underlying"))
    }
}
