import Testing
import Waypoint
import WaypointTestFixtures
import WaypointTesting

/// What a view model stores: a handle, kept after its entry is dismissed.
@MainActor
private final class ViewModel<Handle> {
    var handle: Handle
    init(_ handle: Handle) { self.handle = handle }
}

@Suite("A handle never keeps its flow alive", .timeLimit(.minutes(1)))
@MainActor
struct HandleLifetimeTests {
    @Test("a stored handle of a flow lets the dismissed flow go and answers as documented")
    func flowHandle() async throws {
        let leaks = LeakTracker()
        let todos = TodosCoordinator()
        let model = ViewModel(leaks.track(try todos.show(\.create)))
        try model.handle.dismiss()
        #expect(leaks.aliveCount == 0)
        await leaks.expectNoLeaks()
        #expect(!model.handle.isShown)
        #expect(model.handle.destination == nil)
        let childError = #expect(throws: NavigationError.self) { try model.handle.child }
        #expect(childError?.code == .entryNotFound)
        let dismissError = #expect(throws: NavigationError.self) { try model.handle.dismiss() }
        #expect(dismissError?.code == .entryNotFound)
        let completeError = #expect(throws: NavigationError.self) { try model.handle.complete() }
        #expect(completeError?.code == .entryNotFound)
        let focusError = #expect(throws: NavigationError.self) { try model.handle.focus() }
        #expect(focusError?.code == .entryNotFound)
        #expect(model.handle.path == nil)
        #expect(model.handle.router(TodosCoordinator.self)?.coordinator === todos)
        #expect(await model.handle.result() == .cancel(.popped))
    }

    @Test("a stored handle of a wrapper lets the wrapper and its child go")
    func wrapperHandle() async throws {
        let leaks = LeakTracker()
        let tabs = AppTabs(user: User(name: "ada"))
        let model = ViewModel(leaks.track(try tabs.show(\.settings)))
        leaks.track(try model.handle.child)
        #expect(leaks.trackedCount == 2)
        try model.handle.dismiss()
        #expect(leaks.aliveCount == 0)
        await leaks.expectNoLeaks()
        let error = #expect(throws: NavigationError.self) { try model.handle.child }
        #expect(error?.code == .entryNotFound)
    }

    @Test("a stored handle of a screen keeps its value, not its flow")
    func screenHandle() async throws {
        let todos = TodosCoordinator()
        let model = ViewModel(try todos.show(\.todo, 4))
        try model.handle.dismiss()
        #expect(model.handle.destination == .detail(4))
        #expect(await model.handle.result() == .cancel(.popped))
    }

    @Test("a stored handle found by id lets a dismissed flow and its coordinator go")
    func foundHandle() async throws {
        let leaks = LeakTracker()
        let todos = TodosCoordinator()
        let create = leaks.track(try todos.show(\.create))
        let flowEntry = try #require(todos.navigation.entry(create.id))
        let formID = try #require(try create.child.navigation.snapshot.root?.id)
        let formEntry = try #require(todos.navigation.entry(formID))
        let flowModel = ViewModel(flowEntry)
        let formModel = ViewModel(formEntry)
        #expect(flowModel.handle.destination is CreateCoordinator)
        #expect(formModel.handle.router(CreateCoordinator.self) != nil)
        try create.dismiss()
        #expect(leaks.aliveCount == 0)
        await leaks.expectNoLeaks()
        #expect(flowModel.handle.destination == nil)
        #expect(flowModel.handle.router(TodosCoordinator.self)?.coordinator === todos)
        #expect(formModel.handle.router(CreateCoordinator.self) == nil)
        #expect(formModel.handle.router(TodosCoordinator.self) == nil)
        #expect(formModel.handle.destination as? Screen == .form)
    }

    @Test("a stored restored handle lets a dismissed flow go and answers as documented")
    func restoredFlow() async throws {
        let app = AppCoordinator()
        let recorder = Recorder(app)
        _ = await recorder.next()
        let waiting = Task { await app.route(to: \.signIn) }
        _ = await recorder.next()
        let state = app.navigation.restorationState()
        try app.popLast()
        _ = await waiting.value

        let leaks = LeakTracker()
        let fresh = AppCoordinator()
        let model = ViewModel(try #require(try fresh.navigation.restore(state).first))
        leaks.track(try #require(fresh.navigation.firstShown(\.signIn)))
        #expect(leaks.trackedCount == 1)
        try model.handle.dismiss()
        #expect(leaks.aliveCount == 0)
        await leaks.expectNoLeaks()
        #expect(!model.handle.isShown)
        let error = #expect(throws: NavigationError.self) { try model.handle.dismiss() }
        #expect(error?.code == .entryNotFound)
        #expect(model.handle.router(AppCoordinator.self)?.coordinator === fresh)
        #expect(await model.handle.result(as: User.self) == .cancel(.popped))
    }

    @Test("a stored handle, and the router it gives, let the coordinator holding the entry go")
    func holderGoes() async throws {
        let leaks = LeakTracker()
        var todos: TodosCoordinator? = leaks.track(TodosCoordinator())
        let model = ViewModel(try #require(try todos?.show(\.todo, 1)))
        let router = try #require(model.handle.router(TodosCoordinator.self))
        todos = nil
        #expect(leaks.aliveCount == 0)
        #expect(router.coordinator == nil)
        #expect(model.handle.router(TodosCoordinator.self) == nil)
        #expect(await model.handle.result() == .cancel(.parentEnded))
        #expect(!model.handle.isShown)
        #expect(model.handle.destination == .detail(1))
        let error = #expect(throws: NavigationError.self) { try model.handle.dismiss() }
        #expect(error?.code == .entryNotFound)
    }
}
