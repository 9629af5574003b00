import Foundation
import Testing
import Waypoint
import WaypointTestFixtures

@Suite("State restoration", .timeLimit(.minutes(1)))
@MainActor
struct RestorationTests {
    /// A signed-in app: todos tab with a detail and an edit sheet, the profile
    /// tab selected, and a creation flow over the tabs with a confirm screen.
    private func savedApp() throws -> AppCoordinator {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        try todos.show(\.todo, 42)
        try todos.show(\.edit, 42)
        try tabs.show(\.settings)
        try tabs.focusFirst(\.profile)
        try app.show(\.create).child.show(\.confirm)
        return app
    }

    @Test("a whole app tree round-trips through JSON into fresh coordinators, in one change")
    func roundTrip() async throws {
        let app = try savedApp()
        let state = app.navigation.restorationState()
        #expect(state.omitted.isEmpty)
        let data = try state.encoded()

        let fresh = AppCoordinator()
        let recorder = Recorder(fresh)
        _ = await recorder.next()
        try fresh.navigation.restore(RestorationState(data: data))
        #expect(fresh.navigation.snapshot.routes == app.navigation.snapshot.routes)
        #expect(stripIDs(fresh.navigation.snapshot) == stripIDs(app.navigation.snapshot))
        let change = try #require(await recorder.next())
        #expect(change.cause == .restore)
        #expect(change.snapshot == fresh.navigation.snapshot)
        #expect(fresh.navigation.restorationState() == state)
    }

    @Test("an awaited flow comes back as a handle the parent can await again or cancel")
    func awaitedFlows() async throws {
        let app = AppCoordinator()
        let recorder = Recorder(app)
        _ = await recorder.next()
        let waiting = Task { await app.route(to: \.signIn) }
        _ = await recorder.next()
        let state = app.navigation.restorationState()
        #expect(state.root.entries.last?.awaited == true)
        try app.popLast()
        _ = await waiting.value

        let fresh = AppCoordinator()
        let handles = try fresh.navigation.restore(state)
        let handle = try #require(handles.first)
        #expect(handle.path == "signIn")
        let resumed = Task { await handle.result(as: User.self) }
        await Task.yield()
        try #require(fresh.hasRoot(\.signedOut) != nil ? (try? fresh.focusFirst(\.signIn).child) : nil)
            .finish(.done(User(name: "bob")))
        #expect(await resumed.value == .done(User(name: "bob")))

        let again = AppCoordinator()
        let second = try #require(try again.navigation.restore(state).first)
        try second.dismiss()
        #expect(await second.result(as: User.self) == .cancel(.popped))
        #expect(again.navigation.snapshot.routes == ["signedOut"])
    }

    @Test("routes whose inputs are not Codable are reported, not silently dropped")
    func nonCodableInputs() throws {
        let coordinator = OpaqueCoordinator()
        try coordinator.show(\.detail, 1)
        try coordinator.show(\.opaque, Opaque())
        try coordinator.show(\.detail, 2)
        let state = coordinator.navigation.restorationState()
        #expect(state.omitted == ["opaque"])
        #expect(state.root.entries.map(\.route) == ["home", "detail"])
    }

    static let corruptions: [(String, @Sendable (inout String) -> Void, RestorationError.Code)] = [
        ("truncated", { $0 = String($0.prefix($0.count / 2)) }, .corruptData),
        ("not JSON", { $0 = "\u{1}\u{2}garbage" }, .corruptData),
        ("empty", { $0 = "" }, .corruptData),
        ("wrong shape", { $0 = "[1, 2, 3]" }, .corruptData),
        (
            "a future format",
            { $0 = $0.replacingOccurrences(of: "\"format\":\(RestorationState.currentFormat)", with: "\"format\":99") },
            .incompatibleFormat
        ),
        (
            "another coordinator type", { $0 = $0.replacingOccurrences(of: "\"AppCoordinator\"", with: "\"Other\"") },
            .typeMismatch
        ),
        ("an unknown route", { $0 = $0.replacingOccurrences(of: "\"edit\"", with: "\"delete\"") }, .unknownRoute),
        (
            "an input of the wrong type", { $0 = $0.replacingOccurrences(of: "\"42\"", with: "\"\\\"forty-two\\\"\"") },
            .badInput
        ),
        ("an input that is not JSON", { $0 = $0.replacingOccurrences(of: "\"42\"", with: "\"{\"") }, .badInput),
        (
            "one input too many", { $0 = $0.replacingOccurrences(of: "[\"42\"]", with: "[\"42\",\"7\"]") },
            .badInput
        ),
        ("an input missing", { $0 = $0.replacingOccurrences(of: "[\"42\"]", with: "[]") }, .badInput),
        (
            "an input for a route without input",
            {
                $0 = $0.replacingOccurrences(
                    of: "\"inputs\":[],\"presentation\":\"root\",\"route\":\"list\"",
                    with: "\"inputs\":[\"1\"],\"presentation\":\"root\",\"route\":\"list\"")
            },
            .badInput
        ),
        (
            "a selection out of range", { $0 = $0.replacingOccurrences(of: "\"selected\":1", with: "\"selected\":9") },
            .invalidStructure
        ),
        (
            "a push saved as the root",
            { $0 = $0.replacingOccurrences(of: "\"route\":\"list\"", with: "\"route\":\"todo\"") }, .invalidStructure
        ),
        (
            "a changed presentation",
            { $0 = $0.replacingOccurrences(of: "\"presentation\":\"sheet\"", with: "\"presentation\":\"push\"") },
            .invalidStructure
        ),
    ]

    @Test("corrupt, truncated and incompatible data is rejected with the state unchanged", arguments: 0..<15)
    func corruptions(index: Int) async throws {
        let (name, corrupt, code) = Self.corruptions[index]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = String(decoding: try encoder.encode(try savedApp().navigation.restorationState()), as: UTF8.self)
        let original = text
        corrupt(&text)
        #expect(text != original, "the corruption '\(name)' changed nothing")

        let target = AppCoordinator()
        try target.show(\.signIn)
        let before = target.navigation.snapshot
        do {
            try target.navigation.restore(RestorationState(data: Data(text.utf8)))
            Issue.record("restored corrupt data: \(name)")
        } catch {
            #expect(error.code == code, "\(name): \(error)")
        }
        #expect(target.navigation.snapshot == before, "\(name)")
        #expect(target.navigation.isActive)
    }

    @Test("restoring into a finished coordinator throws")
    func finishedTarget() throws {
        let state = try savedApp().navigation.restorationState()
        let target = AppCoordinator()
        try target.finish(.cancel())
        #expect(throws: RestorationError.self) { try target.navigation.restore(state) }
    }

    /// The snapshot without entry ids, which differ between the original and the
    /// restored tree.
    private func stripIDs(_ snapshot: CoordinatorSnapshot) -> String {
        var copy = snapshot
        copy.selected = copy.selected.map { _ in EntryID(rawValue: 0) }
        copy.entries = Array(
            copy.entries.map { entry in
                var entry = entry
                entry.id = EntryID(rawValue: 0)
                entry.isAwaited = false
                entry.child = entry.child.map { child in
                    var child = child
                    child.type = stripIDs(child)
                    child.entries = []
                    return child
                }
                return entry
            }
        )
        return copy.description
    }
}

struct Opaque: Sendable {}

@MainActor
final class OpaqueCoordinator: NavigationCoordinator {
    let stack = RouteStack<OpaqueCoordinator>(root: \.home)
    @Root var home = makeHome
    @Route(.push) var detail = makeDetail
    @Route(.push) var opaque = makeOpaque
    func makeHome() -> Screen { .list }
    func makeDetail(id: Int) -> Screen { .detail(id) }
    func makeOpaque(value: Opaque) -> Screen { .settings }
}
