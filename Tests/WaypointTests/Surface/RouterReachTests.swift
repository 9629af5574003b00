import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Routers reach every verb of their coordinator's kind")
@MainActor
struct RouterReachTests {
    @Test("a router to a tab coordinator shows and focuses children, and chains through a wrapper with one .child")
    func containerRouter() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let router = tabs.router
        let settings = try router.show(\.settings, focus: true)
        #expect(tabs.navigation.snapshot.routes == ["todos", "profile", "settings"])
        #expect(tabs.navigation.selection == settings.id)
        // `settings` shows a WrapperCoordinator<CreateCoordinator>: `.child` is the wrapped flow.
        let create: CreateCoordinator = try settings.child
        #expect(create.navigation.isActive)

        let todos = try router.focusFirst(\.todos)
        try todos.child.show(\.todo, 42)
        #expect(tabs.navigation.selection == todos.id)
        #expect(try todos.child.navigation.snapshot.routes == ["list", "todo"])
    }

    @Test("every verb of a kind is forwarded by Router")
    func routerForwardsEveryVerb() throws {
        let router = try CoordinatorMembersTests.declaredNames(in: ["Router"])
        let stack = try CoordinatorMembersTests.declaredNames(in: ["NavigationCoordinator"])
        let container = try CoordinatorMembersTests.declaredNames(in: ["ContainerCoordinator"])
        let coordinator = try CoordinatorMembersTests.declaredNames(in: ["Coordinator"])
        // The scan finds what is known to be there.
        #expect(stack.isSuperset(of: ["route", "show", "popLast", "popToRoot", "root"]))
        #expect(container.isSuperset(of: ["show", "focusFirst"]))
        // The entry points, and the SwiftUI front end's `view()`, are not verbs.
        let entryPoints: Set<String> = ["navigation", "router", "view"]
        #expect(stack.subtracting(entryPoints).subtracting(router).isEmpty, "\(stack.subtracting(router).sorted())")
        #expect(
            container.subtracting(entryPoints).subtracting(router).isEmpty, "\(container.subtracting(router).sorted())")
        #expect(
            coordinator.subtracting(entryPoints).subtracting(router).isEmpty,
            "\(coordinator.subtracting(router).sorted())"
        )
    }
}
