import Foundation
import Testing
import Waypoint
import WaypointFrontEnd

@Suite("waypoint-demo --jsonl", .timeLimit(.minutes(1)))
struct JSONLinesTests {
    static let input = """
        signin
        not-a-command
        save ada
        todo 2
        new
        save Ship it
        tab profile
        """

    @Test("every line of standard output decodes into a change; messages go to standard error")
    func decodes() async throws {
        let run = try await DemoProcess.run(["--jsonl"], input: Self.input + "\n")
        #expect(run.status == 0)
        let lines = run.lines.filter { !$0.isEmpty }
        let decoder = JSONDecoder()
        let changes = try lines.map { try decoder.decode(NavigationChange.self, from: Data($0.utf8)) }
        #expect(changes.map(\.cause) == [.initial, .present, .finish, .root, .push, .present, .finish, .push, .user])
        #expect(changes.map(\.version) == changes.map(\.version).sorted())
        #expect(Set(changes.map(\.version)).count == changes.count)
        // Nothing but changes on standard output; the rest on standard error.
        #expect(run.stderr.contains("error: unknown command 'not-a-command'"))
        #expect(run.stderr.contains("route(to: \\.create) returned done(#3 “Ship it”)"))
        #expect(!run.stdout.contains("error"))

        // The snapshots are the real tree: decode, re-encode, decode again.
        let last = try #require(changes.last)
        let again = try decoder.decode(NavigationChange.self, from: JSONEncoder().encode(last))
        #expect(again == last)
        let tabs = try #require(last.snapshot.root?.child)
        #expect(last.snapshot.type == "AppCoordinator" && tabs.kind == .tabs)
        #expect(tabs.selectedEntry?.route == "profile")
        let todos = try #require(tabs.entries.first?.child)
        #expect(todos.routes == ["list", "todo", "todo"])
        #expect(todos.entries.map(\.input) == [nil, "2", "3"])
    }

    @Test("another program can draw the lines: the decoded snapshot cuts into layers")
    func consumable() async throws {
        let run = try await DemoProcess.run(["--jsonl"], input: "signin\n")
        let line = try #require(run.lines.filter { !$0.isEmpty }.last)
        let change = try JSONDecoder().decode(NavigationChange.self, from: Data(line.utf8))
        let layers = ModalLayers(change.snapshot)
        #expect(layers.layers.map(\.presentation) == [.root, .sheet])
        #expect(layers.top?.root?.coordinator == "SignInCoordinator")
        #expect(layers.top?.root?.isAwaited == true)
    }
}
