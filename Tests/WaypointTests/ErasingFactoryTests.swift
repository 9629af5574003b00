import Testing
import Waypoint
import WaypointTestFixtures

/// A front end erases its own kind of screen, as WaypointSwiftUI erases
/// `some View` factories to `AnyView`: Waypoint's initialisers of `@Route`,
/// `@Root` and `@TabRoute` are disfavored, so a front end's erasing initialiser
/// wins wherever it applies, and factories of other types keep theirs.
@Suite("Factories of opaque screens, erased by a front end")
@MainActor
struct ErasingFactoryTests {
    @Test("opaque factories declare roots, routes and tabs, stored erased")
    func opaqueFactoriesAreErased() throws {
        let flow = OpaqueFlow()
        #expect(flow.navigation.snapshot.routes == ["start"])
        let shown: ShownEntry<AnyFakeView> = try flow.show(\.about)
        #expect(shown.destination?.description == "About")
        let hint: ShownEntry<AnyFakeView> = try flow.show(\.hint, 3)
        #expect(hint.destination?.description == "Hint 3")
        #expect(flow.navigation.snapshot.routes == ["start", "about", "hint"])
        #expect(flow.navigation.snapshot.entries.map(\.presentation) == [.root, .sheet, .push])
    }

    @Test("screens of other types and child coordinators keep their types")
    func otherFactoriesKeepTheirTypes() async throws {
        let flow = OpaqueFlow()
        let settings: ShownEntry<Screen> = try flow.show(\.settings)
        #expect(settings.destination == .settings)
        let child: ShownEntry<OpaqueFlow> = try flow.show(\.child)
        #expect(try child.child.navigation.snapshot.routes == ["start"])
        let waiting = Task { await child.result() }
        try child.child.finish(.done(7))
        let result: FlowResult<Int> = await waiting.value
        #expect(result == .done(7))
    }

    @Test("an opaque root with an input, and opaque tabs")
    func rootsAndTabs() throws {
        let flow = OpaqueFlow()
        try flow.root(\.welcome, "Ada")
        #expect(flow.navigation.snapshot.routes == ["welcome"])
        let tabs = OpaqueTabs()
        #expect(tabs.navigation.snapshot.entries.map(\.route) == ["home", "settings"])
        #expect(tabs.navigation.snapshot.entries.first?.item == TabItem("Home", image: "house"))
    }
}

// MARK: A front end of its own

/// The front end's kind of screen; its factories return `some FakeView`.
protocol FakeView: CustomStringConvertible {}

struct FakeText: FakeView {
    let description: String
}

/// The front end's erased screen.
struct AnyFakeView: CustomStringConvertible {
    let base: any FakeView
    var description: String { base.description }
}

extension Route {
    init<Content: FakeView>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content,
        _ presentation: Presentation
    ) where Output == AnyFakeView {
        self = waypointRoute(
            { owner in { (input: repeat each Input) in AnyFakeView(base: factory(owner)(repeat each input)) } },
            presentation
        )
    }
}

extension Root {
    init<Content: FakeView>(
        wrappedValue factory: @escaping (Owner) -> (repeat each Input) -> Content
    ) where Output == AnyFakeView {
        self = Root<Owner, repeat each Input, Output>.waypointRoot { owner in
            { (input: repeat each Input) in AnyFakeView(base: factory(owner)(repeat each input)) }
        }
    }

    /// Waypoint's own initialiser, the only candidate where the output is not a FakeView.
    static func waypointRoot(_ factory: @escaping (Owner) -> (repeat each Input) -> Output) -> Self {
        Root(wrappedValue: factory)
    }
}

extension TabRoute {
    init<Content: FakeView>(wrappedValue factory: @escaping (Owner) -> () -> Content, _ title: String, image: TabImage)
    where Output == AnyFakeView {
        self = waypointTab({ owner in { AnyFakeView(base: factory(owner)()) } }, title, image)
    }
}

/// Waypoint's own initialisers, the only candidates where the output is not a FakeView.
@MainActor
private func waypointRoute<Owner, each Input, Output>(
    _ factory: @escaping (Owner) -> (repeat each Input) -> Output,
    _ presentation: Presentation
) -> Route<Owner, repeat each Input, Output> {
    Route(wrappedValue: factory, presentation)
}

@MainActor
private func waypointTab<Owner, Output>(
    _ factory: @escaping (Owner) -> () -> Output,
    _ title: String,
    _ image: TabImage
) -> TabRoute<Owner, Output> {
    TabRoute(wrappedValue: factory, title, image: image)
}

// MARK: A user's coordinators

@MainActor
private final class OpaqueFlow: NavigationCoordinator {
    typealias FlowValue = Int

    let stack = RouteStack<OpaqueFlow>(root: \.start)

    @Root var start = makeStart
    @Root var welcome = makeWelcome
    @Route(.sheet) var about = makeAbout
    @Route(.push) var hint = makeHint
    @Route(.push) var settings = makeSettings
    @Route(.push) var child = makeChild

    func makeStart() -> some FakeView { FakeText(description: "Start") }
    func makeWelcome(name: String) -> some FakeView { FakeText(description: "Welcome, \(name)") }
    func makeAbout() -> some FakeView { FakeText(description: "About") }
    func makeHint(number: Int) -> some FakeView { FakeText(description: "Hint \(number)") }
    func makeSettings() -> Screen { .settings }
    func makeChild() -> OpaqueFlow { OpaqueFlow() }
}

@MainActor
private final class OpaqueTabs: TabCoordinator {
    let container = Container<OpaqueTabs>(tabs: .route(\.home), .route(\.settings))

    @TabRoute("Home", image: "house") var home = makeHome
    @TabRoute("Settings") var settings = makeSettings

    func makeHome() -> some FakeView { FakeText(description: "Home") }
    func makeSettings() -> Screen { .settings }
}
