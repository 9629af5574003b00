import Testing
import Waypoint

// Written as a user would: a coordinator with its own `Result<_, _>`, its own
// `cancel()` and its own `send`, `select`, `add`, `remove` and `node`. None of
// them clashes with Waypoint, and each call below runs the method written here.

/// What loading a profile can fail with.
private enum LoadError: Error, Equatable {
    case offline
}

/// The screens of the user's flows.
private enum PeopleScreen: Hashable, Sendable {
    case list
    case profile(String)
    case editor
}

/// The user's editing flow: it ends with a name, or is cancelled by its own
/// cancel button.
@MainActor
private final class ProfileEditor: NavigationCoordinator {
    typealias FlowValue = String

    let stack = RouteStack<ProfileEditor>(root: \.editor)
    @Root var editor = makeEditor
    func makeEditor() -> PeopleScreen { .editor }

    /// The user's own log of what happened; `send`, `select`, `add`, `remove`
    /// and `node` are the user's names too.
    private(set) var log: [String] = []
    /// The last load, as Swift's `Result`.
    private(set) var lastLoad: Result<Int, LoadError> = .success(0)

    func load(failing: Bool) -> Result<Int, LoadError> {
        let result: Result<Int, LoadError> = failing ? .failure(.offline) : .success(42)
        lastLoad = result
        return result
    }

    /// The cancel button's handler: logs, then ends the flow without a value.
    func cancel() throws(NavigationError) {
        log.append("cancel tapped")
        try finish(.cancel())
    }

    func save(_ name: String) throws(NavigationError) {
        try finish(.done(name))
    }

    func send(_ text: String) { log.append("send \(text)") }
    func select(_ row: Int) { log.append("select \(row)") }
    func add(_ name: String) { log.append("add \(name)") }
    func remove(_ name: String) { log.append("remove \(name)") }
    var node: String { "the user's node" }
}

/// The user's list, which shows the editor as a sheet and awaits its name.
@MainActor
private final class PeopleList: NavigationCoordinator {
    let stack = RouteStack<PeopleList>(root: \.list)
    @Root var list = makeList
    @Route(.sheet) var edit = makeEdit
    @Route(.push) var profile = makeProfile
    func makeList() -> PeopleScreen { .list }
    func makeEdit() -> ProfileEditor { ProfileEditor() }
    func makeProfile(name: String) -> PeopleScreen { .profile(name) }
}

@Suite("A user's coordinator keeps its own names")
@MainActor
struct UserCoordinatorTests {
    @Test("Swift's Result means Swift's Result inside a coordinator")
    func swiftResult() {
        let editor = ProfileEditor()
        #expect(editor.load(failing: true) == .failure(.offline))
        #expect(editor.load(failing: false) == .success(42))
        #expect(editor.lastLoad == .success(42))
    }

    @Test("the user's cancel() runs, and ends the flow through finish(.cancel())")
    func ownCancel() async throws {
        let list = PeopleList()
        let editing = Task { await list.route(to: \.edit) }
        let editor = try #require(await firstEditor(in: list))
        try editor.cancel()
        #expect(editor.log == ["cancel tapped"])
        #expect(await editing.value == .cancel(.cancelledItself))
        #expect(!editor.navigation.isActive)
        #expect(list.navigation.snapshot.routes == ["list"])
    }

    @Test("the user's send, select, add, remove and node are the user's")
    func ownNames() {
        let editor = ProfileEditor()
        editor.send("hello")
        editor.select(2)
        editor.add("milk")
        editor.remove("milk")
        #expect(editor.log == ["send hello", "select 2", "add milk", "remove milk"])
        #expect(editor.node == "the user's node")
        #expect(editor.navigation.isActive)
    }

    @Test("a flow value comes back typed")
    func flowValue() async throws {
        let list = PeopleList()
        let editing = Task { await list.route(to: \.edit) }
        let editor = try #require(await firstEditor(in: list))
        try editor.save("Ada")
        #expect(await editing.value == .done("Ada"))
        try list.show(\.profile, "Ada")
        #expect(list.navigation.snapshot.routes == ["list", "profile"])
    }

    /// The editor the list shows, once the awaiting task has shown it.
    private func firstEditor(in list: PeopleList) async -> ProfileEditor? {
        for await change in list.navigation.changes(buffering: .all) {
            if let editor = list.navigation.firstShown(\.edit)?.destination {
                return editor
            }
            if change.snapshot.routes.count > 1 { break }
        }
        return nil
    }
}
