import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

extension ChangeCause {
    /// A cause of the test's own.
    fileprivate static let signOut = ChangeCause(rawValue: "signOut")
}

@Suite("Change causes and container kinds: static members, encoded as names")
@MainActor
struct ChangeCauseTests {
    @Test("causes encode as their names, as before")
    func causesEncodeAsNames() throws {
        let data = try JSONEncoder().encode([ChangeCause.push, .deepLink, .taskCancelled])
        #expect(String(decoding: data, as: UTF8.self) == #"["push","deepLink","taskCancelled"]"#)
        #expect(try JSONDecoder().decode([ChangeCause].self, from: data) == [.push, .deepLink, .taskCancelled])
        #expect("\(ChangeCause.user)" == "user")
    }

    @Test("a transaction with a cause of the app's own reports that cause")
    func ownCause() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()  // the initial state
        try todos.navigation.transaction(cause: .signOut) {
            try todos.show(\.todo, 1)
            try todos.show(\.todo, 2)
        }
        let change = try #require(await recorder.next())
        #expect(change.cause == .signOut && change.snapshot.routes == ["list", "todo", "todo"])
    }

    @Test("kinds name the built-in coordinators, encode as names, and restore")
    func kinds() throws {
        let tabs = AppCoordinator()
        try tabs.root(\.signedIn, User(name: "ada"))
        let snapshot = tabs.navigation.snapshot
        #expect(snapshot.kind == .navigation && snapshot.entries[0].child?.kind == .tabs)
        let data = try JSONEncoder().encode(snapshot)
        #expect(String(decoding: data, as: UTF8.self).contains(#""kind":"tabs""#))
        #expect(try JSONDecoder().decode(CoordinatorSnapshot.self, from: data) == snapshot)
        #expect(tabs.navigation.restorationState().root.kind == .navigation)

        let split = PanesCoordinator()
        #expect(split.navigation.snapshot.kind == .panes && split.navigation.snapshot.kind.rawValue == "panes")
        let restored = PanesCoordinator()
        _ = try restored.navigation.restore(split.navigation.restorationState())
        #expect(
            restored.navigation.snapshot.kind == .panes
                && restored.navigation.snapshot.routes == split.navigation.snapshot.routes)
    }
}
